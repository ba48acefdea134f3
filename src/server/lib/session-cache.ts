import pg from "pg";
import type { Db } from "../db/client";

// The sessions an instance has looked up, kept so that a read does not pay a round trip to
// PostgreSQL for its session (decision 070). It is only as good as its channel: each change to
// a session, a login or a child's row is announced by a trigger when its transaction commits
// (channel td_auth), a diary write's progress by the app just after its commit (td_progress),
// and the cache drops what they name. The announcements are heard on a connection of its own:
// while that connection is not listening (not yet, or lost), the cache is empty and serves
// nothing, and every request reads its session from the database as before.
//
// The connections of the pool listen on td_auth too: PostgreSQL hands a listening connection
// the announcements of its own transaction as that transaction commits, so a sign-out or a
// password change is dropped from this instance's cache before its answer goes out.

/** The channels, as the triggers of migration 0021 and `progressChanged` name them. */
const AUTH = "td_auth";
const PROGRESS = "td_progress";

/** At most this many sessions are kept; the oldest go first. */
const MAX_ENTRIES = 20_000;

/** What a session lookup found: kept as found, handed out as copies. */
export type CachedSession<Account, User> = {
  account: Account & { id: string };
  user: (User & { id: string }) | null;
  expire: Date;
  sess: { parentUntil?: string | null } & Record<string, unknown>;
};

type Entry = CachedSession<Record<string, unknown>, Record<string, unknown>>;

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
  private readonly poolListens = new WeakSet<pg.PoolClient>();
  // The backends of this instance's pool: their announcements of progress were acted on here
  // already, at the commit.
  private readonly ownBackends = new Set<number>();
  private readonly pendingProgress = new Set<string>();
  private progressTimer: NodeJS.Immediate | null = null;
  private readonly waiters: { live: boolean; resolve: () => void }[] = [];
  // Announcements this instance's own transactions made, not yet heard on the channel.
  private readonly echoes = new Set<string>();
  private echoWaiters: (() => void)[] = [];
  // Own announcements heard on the channel before their own connection told of them.
  private readonly heardFirst = new Set<string>();
  /** Moves at every announcement and every loss of the channel. */
  generation = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly onError: (error: unknown) => void,
  ) {
    pool.on("acquire", (client) => this.poolClientListens(client));
  }

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

  /** The kept session of a sid, as a copy; undefined when not kept or the channel is down. */
  get(sid: string): Entry | undefined {
    if (!this.live) return undefined;
    const entry = this.entries.get(sid);
    if (!entry) return undefined;
    if (entry.expire.getTime() <= Date.now()) {
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
  keep(sid: string, generation: number, found: Entry): void {
    if (!this.live || generation < this.clearedAt) return;
    const since = (key: string) => (this.droppedAt.get(key) ?? -1) > generation;
    if (since(`s:${sid}`) || since(`a:${found.account.id}`)) return;
    if (found.user && since(`u:${found.user.id}`)) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.remove(oldest);
    }
    this.remove(sid);
    index(this.byAccount, found.account.id, sid);
    if (found.user) index(this.byUser, found.user.id, sid);
    this.entries.set(sid, {
      account: { ...found.account },
      user: found.user ? { ...found.user } : null,
      expire: found.expire,
      sess: { ...found.sess },
    });
  }

  /**
   * A diary write of the child committed new progress: dropped here at once, and announced to
   * the other instances right after (several writes in one announcement).
   */
  progressChanged(userId: string): void {
    this.drop("u", userId);
    this.pendingProgress.add(userId);
    this.progressTimer ??= setImmediate(() => {
      this.progressTimer = null;
      const ids = [...this.pendingProgress];
      this.pendingProgress.clear();
      this.pool
        .query(`select pg_notify('${PROGRESS}', 'u:' || id) from unnest($1::text[]) as id`, [ids])
        .catch(this.onError);
    });
  }

  /**
   * Resolves once the announcements of this instance's own committed changes (a sign-out, a
   * new secret code) have come back on the channel: the other instances, listening on the
   * same server, have been handed them too. Answered before a change's answer goes out.
   */
  settled(): Promise<void> {
    if (this.echoes.size === 0 || !this.live) return Promise.resolve();
    return new Promise((resolve) => {
      this.echoWaiters.push(resolve);
      // Never held up for long by an announcement that does not come back.
      setTimeout(() => this.releaseEchoes(true), 2_000).unref();
    });
  }

  private echoed(key: string): boolean {
    if (!this.echoes.delete(key)) return false;
    this.releaseEchoes(false);
    return true;
  }

  private releaseEchoes(all: boolean): void {
    if (!all && this.echoes.size > 0 && this.live) return;
    if (all) this.echoes.clear();
    const waiters = this.echoWaiters;
    this.echoWaiters = [];
    for (const resolve of waiters) resolve();
  }

  /** Stops listening and forgets everything. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    if (this.progressTimer) clearImmediate(this.progressTimer);
    this.down();
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
  }

  private poolClientListens(client: pg.PoolClient): void {
    if (this.poolListens.has(client)) return;
    this.poolListens.add(client);
    const pid = (client as unknown as { processID?: number }).processID;
    if (pid) {
      this.ownBackends.add(pid);
      client.once("end", () => this.ownBackends.delete(pid));
    }
    client.on("notification", (n) => {
      if (n.channel === AUTH && n.processId === pid && this.live) {
        const key = `${n.processId}|${n.payload}`;
        if (!this.heardFirst.delete(key)) this.echoes.add(key);
      }
      this.heard(n);
    });
    // Queued before the statement the client was taken for.
    client.query(`listen ${AUTH}`).catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client(this.pool.options);
    client.on("notification", (n) => {
      const key = `${n.processId}|${n.payload}`;
      if (!this.echoed(key) && n.channel === AUTH && this.ownBackends.has(n.processId)) {
        if (this.heardFirst.size >= 1_000) this.heardFirst.clear();
        this.heardFirst.add(key);
      }
      this.heard(n);
    });
    client.on("error", () => this.lost(client));
    client.on("end", () => this.lost(client));
    this.listener = client;
    try {
      await client.connect();
      await client.query(`listen ${AUTH}; listen ${PROGRESS}`);
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

  // The channel is not heard: nothing kept can be trusted any more.
  private down(): void {
    this.live = false;
    this.clearAll();
    this.releaseEchoes(true);
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
    if (notification.channel === PROGRESS && this.ownBackends.has(notification.processId)) return;
    const payload = notification.payload ?? "";
    const kind = payload.slice(0, 1);
    if (kind === "s" || kind === "a" || kind === "u") this.drop(kind, payload.slice(2));
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
