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

  private readonly due = new Set<string>();
  private timer: NodeJS.Immediate | null = null;

  /**
   * Announces that a user's meals or tummy checks changed (after the commit). The work runs
   * once the answer is on its way, once for all of a user's changes announced meanwhile.
   */
  changed(userId: string): void {
    this.due.add(userId);
    this.timer ??= setImmediate(() => {
      this.timer = null;
      const users = [...this.due];
      this.due.clear();
      for (const user of users) {
        for (const listener of this.listeners) {
          Promise.resolve()
            .then(() => listener(user))
            .catch(this.onError);
        }
      }
    });
  }
}
