import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import type { Locale } from "../../../i18n/locales";
import type { Db } from "../../db/client";
import {
  type AccountRow,
  accounts,
  type SessionData,
  sessions,
  users,
} from "../../db/schema/index";
import type { UserRow } from "../../db/schema/users";

/**
 * Finds a login by name: the exact spelling first (accounts whose names collided when normal
 * forms came in sign in with their own spelling), else the name's normal form.
 */
export async function findAccountByUsername(
  db: Db,
  username: string,
  normal: string,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(or(eq(accounts.username, username), eq(accounts.usernameNormal, normal)))
    .orderBy(sql`${accounts.username} = ${username} desc`)
    .limit(1);
  return row;
}

/** A new login's name and password hash. */
type NewLogin = { username: string; usernameNormal: string; passwordHash: string };

/**
 * Inserts a child with a login of its own (the login's id is the child's); undefined when the
 * name is taken by any login (the unique index decides, race-free).
 */
export async function insertChildWithLogin(
  db: Db,
  values: NewLogin & { age: number; timeZone: string },
): Promise<{ user: UserRow; account: AccountRow } | undefined> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({ kind: "child", ...values })
      .onConflictDoNothing()
      .returning();
    if (!account) return undefined;
    const [user] = await tx
      .insert(users)
      .values({
        id: account.id,
        username: values.username,
        age: values.age,
        timeZone: values.timeZone,
      })
      .returning();
    if (!user) throw new Error("The child of a new login was not stored");
    return { user, account };
  });
}

/** Inserts a grown-up's login; undefined when the name is taken by any login. */
export async function insertGrownUp(db: Db, values: NewLogin): Promise<AccountRow | undefined> {
  const [row] = await db
    .insert(accounts)
    .values({ kind: "grown-up", ...values })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** The child of a child's own login (same id); undefined for a grown-up's login. */
export async function findChildOfLogin(db: Db, account: AccountRow): Promise<UserRow | undefined> {
  if (account.kind !== "child") return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, account.id)).limit(1);
  return row;
}

/** Stores a session row. */
/** Stores the language a login chose (ADR 071), or null to follow the browser again. */
export async function setAccountLanguage(db: Db, accountId: string, language: Locale | null) {
  await db.update(accounts).set({ language }).where(eq(accounts.id, accountId));
}

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
  return (
    db
      .select({ account: accounts, user: users, expire: sessions.expire, sess: sessions.sess })
      .from(sessions)
      .innerJoin(accounts, sql`${accounts.id} = (${sessions.sess}->>'userId')::uuid`)
      // A child's own login is the child: the same id (ADR 065). A grown-up's login has no row.
      .leftJoin(users, and(eq(users.id, accounts.id), eq(accounts.kind, "child")))
      .where(and(eq(sessions.sid, sql.placeholder("sid")), gt(sessions.expire, sql`now()`)))
      .limit(1)
      .prepare("session_user")
  );
}

/** The live session's login, its child (a child's own login) and expiry in one round trip. */
export async function findSessionUser(
  db: Db,
  sid: string,
): Promise<
  { account: AccountRow; user: UserRow | null; expire: Date; sess: SessionData } | undefined
> {
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
