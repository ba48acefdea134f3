import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Db } from "../db/client";

// The sessions an instance has looked up, kept so that a request does not pay a round trip to
// PostgreSQL for its session (decision 070). It is only as good as its channel: each change to
// a session, a login or a child's row (other than the progress a diary write moves) is announced
// by a trigger when its transaction commits (channel td_auth, migration 0021), and the cache
// drops what the announcement names. The announcements are heard on a connection of its own:
// while that connection is not listening (not yet, or lost), the cache is empty and keeps
// nothing, and every request reads its session from the database.
//
// A kept session is served for FRESH_MS at most: the progress a diary write on another
// instance moved (points, streak) is not announced, and is shown at most that late there. The
// instance that wrote drops its own copy at once.

const CHANNEL = "td_auth";

/** How long a kept session is served before it is read again. */
export const FRESH_MS = 2_000;

/** At most this many sessions are kept; the oldest go first. */
const MAX_ENTRIES = 20_000;

/** How long a change waits for its own announcement to come back, at most. */
const BARRIER_MS = 2_000;

/** What a session lookup found: kept as found, handed out as copies. */
export type CachedSession<Account, User> = {
  account: Account & { id: string };
  user: (User & { id: string }) | null;
  expire: Date;
  sess: { parentUntil?: string | null } & Record<string, unknown>;
};

type Found = CachedSession<Record<string, unknown>, Record<string, unknown>>;
type Entry = Found & { keptAt: number };

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  // The sids kept of each login and each child, so that an announcement drops them at once.
  private readonly byAccount = new Map<string, Set<string>>();
  private readonly byUser = new Map<string, Set<string>>();
  // When each session, login or child was last dropped, and when everything last was: a
  // lookup that began before is not kept.
  private readonly droppedAt = new Map<string, number>();
  private clearedAt = 0;
  private listener: pg.Client | null = null;
  private live = false;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;
  private retryMs = 100;
  private readonly waiters: { live: boolean; resolve: () => void }[] = [];
  // The barriers sent and not heard back yet (see barrier()).
  private readonly barriers = new Map<string, () => void>();
  /** Moves at every announcement and every loss of the channel. */
  generation = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly onError: (error: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** Starts listening (and keeps trying while PostgreSQL cannot be reached). */
  start(): void {
    void this.connect();
  }

  /** Whether the channel is heard: only then is anything served or kept. */
  get isLive(): boolean {
    return this.live;
  }

  /** Resolves once the channel is heard (live) or lost (not live). For tests and start-up. */
  when(live: boolean): Promise<void> {
    if (this.live === live) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ live, resolve }));
  }

  /** The kept session of a sid, as a copy; undefined when not kept, stale or unheard. */
  get(sid: string): Found | undefined {
    if (!this.live) return undefined;
    const entry = this.entries.get(sid);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.expire.getTime() <= now || now - entry.keptAt >= FRESH_MS) {
      this.remove(sid);
      return undefined;
    }
    return {
      account: { ...entry.account },
      user: entry.user ? { ...entry.user } : null,
      expire: entry.expire,
      sess: { ...entry.sess },
    };
  }

  /**
   * Keeps what a lookup found, unless an announcement came (or the channel went) since
   * `generation` was read before the lookup: then what it found may be older than the news.
   */
  keep(sid: string, generation: number, found: Found): void {
    if (!this.live || generation < this.clearedAt) return;
    const since = (key: string) => (this.droppedAt.get(key) ?? -1) > generation;
    if (since(`s:${sid}`) || since(`a:${found.account.id}`)) return;
    if (found.user && since(`u:${found.user.id}`)) return;
    this.remove(sid);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.remove(oldest);
    }
    index(this.byAccount, found.account.id, sid);
    if (found.user) index(this.byUser, found.user.id, sid);
    this.entries.set(sid, {
      account: { ...found.account },
      user: found.user ? { ...found.user } : null,
      expire: found.expire,
      sess: { ...found.sess },
      keptAt: this.now(),
    });
  }

  /**
   * This instance committed a change of a child's row (a diary write's progress, a believed
   * time zone): its kept copies of the child take it at once (a lookup already under way is not
   * kept: it may have read the row before).
   */
  userChanged(userId: string, progress: Record<string, unknown>): void {
    this.generation++;
    this.droppedAt.set(`u:${userId}`, this.generation);
    for (const sid of this.byUser.get(userId) ?? []) {
      const entry = this.entries.get(sid);
      if (entry?.user) entry.user = { ...entry.user, ...progress };
    }
  }

  /**
   * Resolves once everything this instance committed before the call has been announced back
   * on the channel: a barrier of its own, announced after, comes back after them (PostgreSQL
   * hands a listener its announcements in the order they committed). Every instance listening
   * on the same server has been handed them by then. Used before a change's answer goes out,
   * so that a sign-out or a new secret code is refused everywhere once it is answered.
   */
  async barrier(): Promise<void> {
    if (!this.live) return;
    const token = randomUUID();
    const heard = new Promise<void>((resolve) => {
      const timer = setTimeout(() => this.releaseBarrier(token), BARRIER_MS);
      timer.unref();
      this.barriers.set(token, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    try {
      await this.pool.query("select pg_notify($1, $2)", [CHANNEL, `b:${token}`]);
    } catch (error) {
      // Not announced: nothing to wait for. The change itself committed before.
      this.releaseBarrier(token);
      this.onError(error);
    }
    await heard;
  }

  private releaseBarrier(token: string): void {
    const release = this.barriers.get(token);
    this.barriers.delete(token);
    release?.();
  }

  /** Stops listening and forgets everything. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.down();
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client(this.pool.options);
    client.on("notification", (n) => this.heard(n));
    // A lost connection is an event of its own here, never an uncaught error.
    client.on("error", () => this.lost(client));
    client.on("end", () => this.lost(client));
    this.listener = client;
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch {
      this.lost(client);
      return;
    }
    if (this.listener !== client || this.stopped) return;
    this.retryMs = 100;
    this.generation++;
    this.live = true;
    this.wake();
  }

  private lost(client: pg.Client): void {
    if (this.listener !== client) return;
    this.listener = null;
    this.down();
    client.end().catch(() => undefined);
    if (this.stopped) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, this.retryMs);
    this.retry.unref();
    this.retryMs = Math.min(this.retryMs * 2, 5_000);
  }

  // The channel is not heard: nothing kept can be trusted any more, and no barrier comes back.
  private down(): void {
    this.live = false;
    this.clearAll();
    for (const token of [...this.barriers.keys()]) this.releaseBarrier(token);
    this.wake();
  }

  private clearAll(): void {
    this.generation++;
    this.clearedAt = this.generation;
    this.entries.clear();
    this.byAccount.clear();
    this.byUser.clear();
    this.droppedAt.clear();
  }

  private remove(sid: string): void {
    const entry = this.entries.get(sid);
    if (!entry) return;
    this.entries.delete(sid);
    unindex(this.byAccount, entry.account.id, sid);
    if (entry.user) unindex(this.byUser, entry.user.id, sid);
  }

  private wake(): void {
    for (let i = this.waiters.length - 1; i >= 0; i--) {
      const waiter = this.waiters[i];
      if (waiter && waiter.live === this.live) {
        this.waiters.splice(i, 1);
        waiter.resolve();
      }
    }
  }

  private heard(notification: pg.Notification): void {
    if (notification.channel !== CHANNEL) return;
    const payload = notification.payload ?? "";
    const kind = payload.slice(0, 1);
    const id = payload.slice(2);
    if (kind === "b") this.releaseBarrier(id);
    else if (kind === "s" || kind === "a" || kind === "u") this.drop(kind, id);
    else this.clearAll();
  }

  private drop(kind: "s" | "a" | "u", id: string): void {
    this.generation++;
    // Remembered for lookups under way; forgotten wholesale (and those lookups not kept) when
    // there are too many.
    if (this.droppedAt.size >= MAX_ENTRIES) {
      this.droppedAt.clear();
      this.clearedAt = this.generation;
    }
    this.droppedAt.set(`${kind}:${id}`, this.generation);
    if (kind === "s") {
      this.remove(id);
      return;
    }
    const sids = (kind === "a" ? this.byAccount : this.byUser).get(id);
    for (const sid of sids ?? []) this.remove(sid);
  }
}

function index(map: Map<string, Set<string>>, id: string, sid: string): void {
  let sids = map.get(id);
  if (!sids) {
    sids = new Set();
    map.set(id, sids);
  }
  sids.add(sid);
}

function unindex(map: Map<string, Set<string>>, id: string, sid: string): void {
  const sids = map.get(id);
  sids?.delete(sid);
  if (sids?.size === 0) map.delete(id);
}

// Each database handle's cache (the app's; tests build several apps, each on its own handle).
const caches = new WeakMap<Db, SessionCache>();

/** The session cache of a database handle, made once. */
export function sessionCacheOf(db: Db, onError: (error: unknown) => void): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    const pool = (db as unknown as { $client?: unknown }).$client;
    if (!(pool instanceof pg.Pool)) throw new Error("the session cache needs the app's pool");
    cache = new SessionCache(pool, onError);
    caches.set(db, cache);
  }
  return cache;
}

/** The cache of a handle, if one was made (a diary write tells it of new progress). */
export function existingSessionCache(db: Db): SessionCache | undefined {
  return caches.get(db);
}
