/** A burst of logging (a whole day typed in at bedtime) is analysed once, after this pause. */
export const PATTERN_QUIET_MS = 1500;

/**
 * Re-runs detection after diary changes without slowing the requests that made them: after a
 * short quiet period, one run per user at a time; reading the patterns runs it at once.
 */
export class PatternRefresher {
  private readonly running = new Map<string, Promise<void>>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly dirty = new Set<string>();

  constructor(
    /** The analysis to run for a user (refreshPatterns on the app's database). */
    private readonly analyse: (userId: string) => Promise<void>,
    private readonly onError: (error: unknown) => void,
    private readonly quietMs = PATTERN_QUIET_MS,
  ) {}

  /** Asks for a run once the user's diary has been quiet for a moment. */
  request(userId: string): void {
    this.dirty.add(userId);
    if (!this.running.has(userId)) this.schedule(userId);
  }

  /** Resolves when no run is pending or due for the user (reads then see the latest diary). */
  async settled(userId: string): Promise<void> {
    while (this.timers.has(userId) || this.running.has(userId)) {
      if (this.timers.has(userId)) this.start(userId);
      await this.running.get(userId);
    }
  }

  /** Runs everything due and waits for it (before closing the database). */
  async idle(): Promise<void> {
    while (this.timers.size > 0 || this.running.size > 0) {
      for (const userId of [...this.timers.keys()]) this.start(userId);
      await Promise.all(this.running.values());
    }
  }

  private schedule(userId: string) {
    clearTimeout(this.timers.get(userId));
    const timer = setTimeout(() => this.start(userId), this.quietMs);
    timer.unref();
    this.timers.set(userId, timer);
  }

  private start(userId: string) {
    clearTimeout(this.timers.get(userId));
    this.timers.delete(userId);
    if (this.running.has(userId)) return;
    this.dirty.delete(userId);
    const run = this.analyse(userId)
      .catch(this.onError)
      .then(() => {
        // In one step with the check below: a change during the run is never lost.
        this.running.delete(userId);
        if (this.dirty.has(userId)) this.schedule(userId);
      });
    this.running.set(userId, run);
  }
}
