import { and, eq, getTableColumns, getTableName, inArray, is, like, or, sql } from "drizzle-orm";
import { type PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "../../db/client";
import * as schema from "../../db/schema/index";
import {
  type AccountRow,
  accounts,
  attemptCounters,
  photos,
  sessions,
  users,
} from "../../db/schema/index";

/** A table whose rows belong to one user through its `user_id` column. */
type UserTable = { name: string; table: PgTable; userId: PgColumn };

/**
 * Every table of the schema with a `userId` column, found from the schema itself: a table
 * added later is exported and deleted with the others without anyone listing it here.
 */
export const USER_TABLES: readonly UserTable[] = Object.values(schema).flatMap((value) => {
  if (!is(value, PgTable)) return [];
  const columns = getTableColumns(value) as Record<string, PgColumn>;
  const userId = columns.userId;
  return userId ? [{ name: getTableName(value), table: value, userId }] : [];
});

/**
 * Tables of the app's own plumbing, never written into an archive (ADR 057): nothing in them is
 * the family's diary or explains it, and some would let someone holding the file pass as one
 * of the child's devices. Replayed answers of retried writes, devices that signed in (hashes of
 * their tokens), wrong-password and upload counters, sessions (tokens, user agents). They are
 * still deleted with the account.
 */
const PLUMBING_TABLES = new Set(["idempotency_keys", "trusted_devices"]);

/**
 * Columns never written into an archive: secrets that would let someone holding the file sign
 * in as the child, and the recogniser's photo embeddings (numbers only the app can read; the
 * photo itself is in the archive).
 */
const LEFT_OUT_COLUMNS = new Set(["passwordHash", "parentCodeHash", "tokenHash", "embedding"]);

function withoutLeftOut(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !LEFT_OUT_COLUMNS.has(key)));
}

/**
 * The attempt counters that name the child: their uploads, parent code, join codes made, and
 * their own login's password by name or device.
 */
function countersOf(user: { id: string }, login: { usernameNormal: string } | undefined) {
  return or(
    inArray(attemptCounters.key, [
      `upload:${user.id}`,
      `parent-code:${user.id}`,
      `join-code-made:${user.id}`,
      ...(login ? [`password:name:${login.usernameNormal}`] : []),
    ]),
    like(attemptCounters.key, `password:device:%:${user.id}`),
    like(attemptCounters.key, `parent-code:%:${user.id}`),
  );
}

const sessionsOf = (userId: string) => sql`${sessions.sess}->>'userId' = ${userId}`;

/**
 * The family's own rows, table by table, in one snapshot: the child's profile and every diary,
 * game and case table (a table added later with a user id is exported without anyone listing
 * it), without the plumbing tables and the columns left out above.
 */
export async function rowsOfUser(
  tx: Tx,
  user: { id: string },
): Promise<{ table: string; rows: Record<string, unknown>[] }[]> {
  const tables: { table: string; rows: Record<string, unknown>[] }[] = [
    { table: "users", rows: await tx.select().from(users).where(eq(users.id, user.id)) },
  ];
  for (const { name, table, userId } of USER_TABLES) {
    if (PLUMBING_TABLES.has(name)) continue;
    tables.push({ table: name, rows: await tx.select().from(table).where(eq(userId, user.id)) });
  }
  return tables.map(({ table, rows }) => ({ table, rows: rows.map(withoutLeftOut) }));
}

/** Whether a table with a user id is plumbing, left out of archives (for tests and docs). */
export const isPlumbingTable = (name: string) => PLUMBING_TABLES.has(name);

/** The keys of the user's stored meal photos. */
export async function photoKeysOf(tx: Tx, userId: string): Promise<string[]> {
  const rows = await tx.select({ key: photos.key }).from(photos).where(eq(photos.userId, userId));
  return rows.map((row) => row.key);
}

/**
 * Deletes every row of the user: the user (every table with a user id follows by its foreign
 * key's cascade, and each is deleted explicitly first so that a table added without one does
 * not keep rows), their sessions and the attempt counters that name them.
 */
export async function deleteRowsOfUser(
  tx: Tx,
  user: { id: string },
  /** The child's own login, deleted with it (ADR 065); undefined for a child without one. */
  login: AccountRow | undefined,
): Promise<void> {
  // The user row first, as every write locks it first (lockProgress): a write under way
  // finishes before the deletion goes on, and one arriving later finds no account, with no
  // deadlock between them over the rows each has reached.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
  // References between user tables cascade or set null, so the order does not matter.
  for (const { table, userId } of USER_TABLES) {
    await tx.delete(table).where(eq(userId, user.id));
  }
  // Sign-ins on other phones become tombstones that name nobody (until their expiry): their
  // next request learns the account was deleted (401 account_deleted), so a phone drops what
  // waits in its outbox instead of keeping it for a sign-in that can never come.
  await tx
    .update(sessions)
    .set({ sess: sql`jsonb_build_object('accountDeleted', true)` })
    .where(sessionsOf(user.id));
  await tx.delete(attemptCounters).where(countersOf(user, login));
  // Each device's count of wrong parent codes (named by a device hash: never archived).
  await tx.delete(attemptCounters).where(like(attemptCounters.key, `parent-code:${user.id}:%`));
  await tx.delete(users).where(eq(users.id, user.id));
  // A child's own login has the child's id; a grown-up's login is never deleted with a child.
  await tx.delete(accounts).where(and(eq(accounts.id, user.id), eq(accounts.kind, "child")));
}

/**
 * Deletes a grown-up's login (ADR 065): its memberships and the join codes it made go by their
 * foreign keys; its sign-ins on every phone become tombstones (401 account_deleted next time),
 * and the counts of wrong passwords that name it go.
 */
export async function deleteGrownUpLogin(tx: Tx, login: AccountRow): Promise<void> {
  await tx
    .update(sessions)
    .set({ sess: sql`jsonb_build_object('accountDeleted', true)` })
    .where(sessionsOf(login.id));
  await tx
    .delete(attemptCounters)
    .where(
      or(
        eq(attemptCounters.key, `password:name:${login.usernameNormal}`),
        like(attemptCounters.key, `password:device:%:${login.id}`),
        eq(attemptCounters.key, `join-code:login:${login.id}`),
        eq(attemptCounters.key, `join-code-made:${login.id}`),
      ),
    );
  await tx.delete(accounts).where(and(eq(accounts.id, login.id), eq(accounts.kind, "grown-up")));
}
