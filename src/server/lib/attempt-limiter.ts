/**
 * Counts failed attempts per key in a sliding window. In memory on purpose: with several app
 * instances each one limits on its own, which still bounds guessing to a few tries a minute.
 */
export class AttemptLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** True when the key has used up its attempts. */
  blocked(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length >= this.max;
  }

  /** Records one failure for the key. */
  fail(key: string, now = Date.now()): void {
    const list = this.recent(key, now);
    list.push(now);
    this.failures.set(key, list);
    if (this.failures.size > 10_000) this.prune(now);
  }

  /** Forgets the key's failures (after a success). */
  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
  }

  private prune(now: number) {
    for (const [key] of this.failures) {
      if (this.recent(key, now).length === 0) this.failures.delete(key);
    }
  }
}
