import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { IDEMPOTENCY_WINDOW_HOURS } from "../../../contracts/idempotency";
import type { Db } from "../../db/client";
import * as schema from "../../db/schema/index";
import { preparedQuery, type Statement, withLiterals } from "../../db/statements";
import { accountDeleted } from "../../lib/errors";
import type { KeyRow } from "../idempotency/repo";
import { LockNeeded } from "./diary-write";
import type { LockedProgress } from "./repo";

// A child's diary write in as few round trips as PostgreSQL allows (decision 070): the
// transaction's BEGIN, the user's row lock and the read of the kept progress (with the badges
// earned and, for a create sent with an Idempotency-Key, the key's first use) go as one simple
// query of three statements. The read is its own statement after the lock, so that in READ
// COMMITTED it takes its snapshot once the lock is held and sees whatever the write that held
// the lock before (on any instance) committed.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// The transaction's last round trip is its closing statement and the COMMIT, again as one
// simple query: its values are written in as literals (db/statements.ts).

/** What the transaction's first round trip read, under the lock. */
export type HeldRead = { progress: LockedProgress; version: number; key: KeyRow | null };

// Each connection's typed handle, made once: a transaction runs its statements through it.
const handles = new WeakMap<pg.PoolClient, Db>();

function handleOf(client: pg.PoolClient): Db {
  let handle = handles.get(client);
  if (!handle) {
    handle = drizzle(client, { schema }) as unknown as Db;
    handles.set(client, handle);
  }
  return handle;
}

function literal(uuid: string): string {
  // Both values are ids (the user's, and a key the contract checked): nothing else is inlined.
  if (!UUID.test(uuid)) throw new Error("not an id");
  return pg.escapeLiteral(uuid);
}

function lockAndRead(userId: string, key: string | undefined): string {
  const id = literal(userId);
  const keyRead = key
    ? `(select json_build_object('fingerprint', k.fingerprint, 'status', k.status,
          'response', k.response, 'expired', k.created_at < now() - interval '${Number(IDEMPOTENCY_WINDOW_HOURS)} hours')
        from idempotency_keys k where k.user_id = u.id and k.key = ${literal(key)})`
    : "null::json";
  // td.diary_write: the user row's trigger leaves the progress this write moves unannounced
  // (decision 070); this instance's kept sessions take it after the commit (queue.ts).
  return `begin;
select 1 from users where id = ${id} for no key update;
select u.total_points, u.meal_count, u.tummy_check_count, u.streak_start::text as streak_start,
  u.streak_end::text as streak_end, u.progress_zone, u.diary_version,
  array(select b.badge_id from user_badges b where b.user_id = u.id) as earned,
  ${keyRead} as key, set_config('td.diary_write', 'on', true) as marked
from users u where u.id = ${id}`;
}

type ReadRow = {
  total_points: number;
  meal_count: number;
  tummy_check_count: number;
  streak_start: string | null;
  streak_end: string | null;
  progress_zone: string | null;
  diary_version: number;
  earned: string[];
  key: KeyRow | null;
};

function poolOf(db: Db): pg.Pool {
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) throw new Error("a diary write needs the app's pool");
  return pool;
}

/**
 * Runs `work` in a transaction that holds the user's row lock, its first round trip being
 * BEGIN, the lock and the read, its last the closing statement `work` left and the COMMIT;
 * rolls back on any error. A connection that failed is not given back to the pool.
 */
export async function inHeldTransaction<T>(
  db: Db,
  userId: string,
  key: string | undefined,
  work: (tx: Db, read: HeldRead) => Promise<{ value: T; closing: Statement | null }>,
): Promise<T> {
  const client = await poolOf(db).connect();
  let broken: Error | undefined;
  try {
    const results = (await client.query(
      lockAndRead(userId, key),
    )) as unknown as pg.QueryResult<ReadRow>[];
    const row = results[2]?.rows[0];
    // The account was deleted while this write was on its way.
    if (!row) throw accountDeleted();
    const read: HeldRead = {
      progress: {
        totalPoints: row.total_points,
        mealCount: row.meal_count,
        tummyCheckCount: row.tummy_check_count,
        streakStart: row.streak_start,
        streakEnd: row.streak_end,
        progressZone: row.progress_zone,
        earned: row.earned,
      },
      version: row.diary_version,
      key: row.key,
    };
    const { value, closing } = await work(handleOf(client), read);
    await client.query(closing ? `${withLiterals(closing)};\ncommit` : "commit");
    return value;
  } catch (error) {
    try {
      await client.query("rollback");
    } catch (rollbackError) {
      broken = rollbackError as Error;
    }
    throw error;
  } finally {
    client.release(broken);
  }
}

// A write sent as one statement builds its statements with this handle, which sends nothing:
// a write that needs to read first is told so (LockNeeded) and runs under the lock instead.
const statementsOnly = drizzle({
  client: {
    query: () => Promise.reject(new LockNeeded()),
  } as unknown as pg.Pool,
  schema,
}) as unknown as Db;

/** Whether the write asked for a read (drizzle wraps what the handle threw in its own error). */
function needsLock(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) if (e instanceof LockNeeded) return true;
  return false;
}

/** Whether a refused statement changed nothing and the write may run again under the lock. */
function refusedWhole(error: unknown): boolean {
  // Its own refusal (the row moved on), or a constraint (a key, an account deleted meanwhile):
  // PostgreSQL answered, and the statement's implicit transaction was rolled back.
  return error instanceof pg.DatabaseError && /^(TD409|23)/.test(error.code ?? "");
}

/**
 * Runs `work` as one statement, in its own implicit transaction (decision 076): with the
 * progress the instance kept (the row's diary_version `guard`), building its statements without
 * sending any, then sending them as one. Undefined when the write must run under the lock
 * instead: it needed a read, or the row moved on since it was kept (nothing was written).
 */
export async function inOneStatement<T>(
  db: Db,
  work: (tx: Db) => Promise<{ value: T; closing: Statement | null }>,
): Promise<{ value: T } | undefined> {
  let done: { value: T; closing: Statement | null };
  try {
    done = await work(statementsOnly);
  } catch (error) {
    if (needsLock(error)) return undefined;
    throw error;
  }
  const statement = done.closing;
  if (!statement) return undefined;
  const client = await poolOf(db).connect();
  try {
    // Named: each connection parses and plans a write's statement once.
    await client.query(preparedQuery(statement));
  } catch (error) {
    const refused = refusedWhole(error);
    // A connection that failed for any other reason is not given back to the pool.
    client.release(refused ? undefined : (error as Error));
    if (refused) return undefined;
    throw error;
  }
  client.release();
  return { value: done.value };
}
