import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type SessionData, sessions, users } from "../../db/schema/index";
import type { UserRow } from "../../db/schema/users";

/**
 * Finds a user by name: the exact spelling first (accounts whose names collided when normal
 * forms came in sign in with their own spelling), else the name's normal form.
 */
export async function findUserByUsername(
  db: Db,
  username: string,
  normal: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.username, username), eq(users.usernameNormal, normal)))
    .orderBy(sql`${users.username} = ${username} desc`)
    .limit(1);
  return row;
}

/** Inserts a user; undefined when the name is taken (the unique index decides, race-free). */
export async function insertUser(
  db: Db,
  values: {
    username: string;
    usernameNormal: string;
    passwordHash: string;
    age: number;
    timeZone: string;
  },
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

/** Stores a session row. */
export async function insertSession(db: Db, sid: string, sess: SessionData, expire: Date) {
  await db.insert(sessions).values({ sid, sess, expire });
}

/** Deletes a session row. */
export async function deleteSession(db: Db, sid: string) {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

// Prepared once per connection and reused: this runs on every signed-in request.
const sessionUserQueries = new WeakMap<Db, ReturnType<typeof prepareSessionUser>>();

function prepareSessionUser(db: Db) {
  return db
    .select({ user: users, expire: sessions.expire, sess: sessions.sess })
    .from(sessions)
    .innerJoin(users, sql`${users.id} = (${sessions.sess}->>'userId')::uuid`)
    .where(and(eq(sessions.sid, sql.placeholder("sid")), gt(sessions.expire, sql`now()`)))
    .limit(1)
    .prepare("session_user");
}

/** The live session's user and expiry in one round trip. */
export async function findSessionUser(
  db: Db,
  sid: string,
): Promise<{ user: UserRow; expire: Date; sess: SessionData } | undefined> {
  let query = sessionUserQueries.get(db);
  if (!query) {
    query = prepareSessionUser(db);
    sessionUserQueries.set(db, query);
  }
  const [row] = await query.execute({ sid });
  return row;
}

/** Whether a sid is the tombstone of a sign-in whose account was deleted (account/repo.ts). */
export async function isDeletedAccountSession(db: Db, sid: string): Promise<boolean> {
  const [row] = await db
    .select({ sid: sessions.sid })
    .from(sessions)
    .where(
      and(
        eq(sessions.sid, sid),
        gt(sessions.expire, sql`now()`),
        sql`${sessions.sess} ? 'accountDeleted'`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Moves a session's expiry forward (sliding sessions). */
export async function touchSession(db: Db, sid: string, expire: Date) {
  await db.update(sessions).set({ expire }).where(eq(sessions.sid, sid));
}

/** Removes expired sessions; returns how many. */
export async function sweepSessions(db: Db): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(lt(sessions.expire, sql`now()`))
    .returning({ sid: sessions.sid });
  return rows.length;
}
