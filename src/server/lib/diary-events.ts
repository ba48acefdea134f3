type Listener = (userId: string) => void | Promise<void>;

/**
 * Work that follows a committed diary change (re-running pattern detection) without slowing
 * the request that made it. One instance per app; listeners' failures are reported, not thrown.
 */
export class DiaryEvents {
  private readonly listeners: Listener[] = [];

  constructor(private readonly onError: (error: unknown) => void) {}

  /** Registers work to run after each change. */
  subscribe(listener: Listener): void {
    this.listeners.push(listener);
  }

  /** Announces that a user's meals or tummy checks changed (after the commit). */
  changed(userId: string): void {
    for (const listener of this.listeners) {
      Promise.resolve()
        .then(() => listener(userId))
        .catch(this.onError);
    }
  }
}
