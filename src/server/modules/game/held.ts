import type { SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { prepareValue } from "pg/lib/utils.js";
import { IDEMPOTENCY_WINDOW_HOURS } from "../../../contracts/idempotency";
import type { Db } from "../../db/client";
import * as schema from "../../db/schema/index";
import { accountDeleted } from "../../lib/errors";
import type { KeyRow } from "../idempotency/repo";
import type { LockedProgress } from "./repo";

// A child's diary write in as few round trips as PostgreSQL allows (decision 070): the
// transaction's BEGIN, the user's row lock and the read of the kept progress (with the badges
// earned and, for a create sent with an Idempotency-Key, the key's first use) go as one simple
// query of three statements. The read is its own statement after the lock, so that in READ
// COMMITTED it takes its snapshot once the lock is held and sees whatever the write that held
// the lock before (on any instance) committed.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// The transaction's last round trip is its closing statement and the COMMIT, again as one
// simple query: its values are written in as literals, escaped by the driver the way it
// sends parameters (standard_conforming_strings is on in every supported PostgreSQL).

const dialect = new PgDialect();

/** A statement with its parameters written in, for a simple query. */
function inlined(client: pg.PoolClient, statement: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = prepareValue(params[Number(n) - 1]);
    if (value === null) return "null";
    if (Buffer.isBuffer(value)) return `'\\x${value.toString("hex")}'`;
    return client.escapeLiteral(value);
  });
}

/** What the transaction's first round trip read, under the lock. */
export type HeldRead = { progress: LockedProgress; key: KeyRow | null };

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

function literal(client: pg.PoolClient, uuid: string): string {
  // Both values are ids (the user's, and a key the contract checked): nothing else is inlined.
  if (!UUID.test(uuid)) throw new Error("not an id");
  return client.escapeLiteral(uuid);
}

function lockAndRead(client: pg.PoolClient, userId: string, key: string | undefined): string {
  const id = literal(client, userId);
  const keyRead = key
    ? `(select json_build_object('fingerprint', k.fingerprint, 'status', k.status,
          'response', k.response, 'expired', k.created_at < now() - interval '${Number(IDEMPOTENCY_WINDOW_HOURS)} hours')
        from idempotency_keys k where k.user_id = u.id and k.key = ${literal(client, key)})`
    : "null::json";
  // td.diary_write: the user row's trigger leaves the progress this write moves unannounced
  // (decision 070); this instance's kept sessions take it after the commit (queue.ts).
  return `begin;
select 1 from users where id = ${id} for no key update;
select u.total_points, u.meal_count, u.tummy_check_count, u.streak_start::text as streak_start,
  u.streak_end::text as streak_end, u.progress_zone,
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
  earned: string[];
  key: KeyRow | null;
};

/**
 * Runs `work` in a transaction that holds the user's row lock, its first round trip being
 * BEGIN, the lock and the read, its last the closing statement `work` left and the COMMIT;
 * rolls back on any error. A connection that failed is not given back to the pool.
 */
export async function inHeldTransaction<T>(
  db: Db,
  userId: string,
  key: string | undefined,
  work: (tx: Db, read: HeldRead) => Promise<{ value: T; closing: SQL | null }>,
): Promise<T> {
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) throw new Error("a diary write needs the app's pool");
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const results = (await client.query(
      lockAndRead(client, userId, key),
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
      key: row.key,
    };
    const { value, closing } = await work(handleOf(client), read);
    await client.query(closing ? `${inlined(client, closing)};\ncommit` : "commit");
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
