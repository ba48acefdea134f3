import { and, asc, count, eq, lte, sql } from "drizzle-orm";
import type { AccountKind, Role } from "../../../contracts/auth";
import type { Db, Tx } from "../../db/client";
import { accounts, familyMembers, joinCodes } from "../../db/schema/family";
import { type UserRow, users } from "../../db/schema/users";

/** A child a login may see, with the login's role for it. */
export type ChildOfAccount = { child: UserRow; role: Role; hasLogin: boolean };

/** The children a grown-up's login is a member of, oldest membership first. */
export async function childrenOfAccount(db: Tx, accountId: string): Promise<ChildOfAccount[]> {
  const rows = await db
    .select({ child: users, role: familyMembers.role, login: accounts.id })
    .from(familyMembers)
    .innerJoin(users, eq(users.id, familyMembers.childId))
    .leftJoin(accounts, eq(accounts.id, users.id))
    .where(eq(familyMembers.accountId, accountId))
    .orderBy(asc(familyMembers.createdAt), asc(users.username));
  return rows.map((row) => ({ child: row.child, role: row.role, hasLogin: row.login !== null }));
}

/** The role a login holds for a child; undefined when it is not a member. */
export async function roleOf(
  db: Tx,
  accountId: string,
  childId: string,
): Promise<Role | undefined> {
  const [row] = await db
    .select({ role: familyMembers.role })
    .from(familyMembers)
    .where(and(eq(familyMembers.accountId, accountId), eq(familyMembers.childId, childId)))
    .limit(1);
  return row?.role;
}

/** A member of a child: a grown-up's login with its role, or the child's own login ("self"). */
export type MemberRow = {
  accountId: string;
  name: string;
  kind: AccountKind;
  role: Role | "self";
};

/** The members of a child: its own login first (if it has one), then grown-ups, oldest first. */
export async function membersOf(db: Tx, childId: string): Promise<MemberRow[]> {
  const own = await db
    .select({ accountId: accounts.id, name: accounts.username })
    .from(accounts)
    .where(and(eq(accounts.id, childId), eq(accounts.kind, "child")))
    .limit(1);
  const grownUps = await db
    .select({
      accountId: familyMembers.accountId,
      name: accounts.username,
      kind: accounts.kind,
      role: familyMembers.role,
    })
    .from(familyMembers)
    .innerJoin(accounts, eq(accounts.id, familyMembers.accountId))
    .where(eq(familyMembers.childId, childId))
    .orderBy(asc(familyMembers.createdAt), asc(accounts.username));
  return [
    ...own.map((row) => ({ ...row, kind: "child" as const, role: "self" as const })),
    ...grownUps,
  ];
}

/** How many children a login is a member of. */
export async function countChildrenOf(db: Tx, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(familyMembers)
    .where(eq(familyMembers.accountId, accountId));
  return row?.n ?? 0;
}

/** Adds a child without a login, its grown-up as owner, in one transaction. */
export async function insertChildOfAccount(
  db: Db,
  accountId: string,
  values: { name: string; age: number; timeZone: string },
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [child] = await tx
      .insert(users)
      .values({ username: values.name, age: values.age, timeZone: values.timeZone })
      .returning();
    if (!child) throw new Error("insert of a child returned no row");
    await tx.insert(familyMembers).values({ childId: child.id, accountId, role: "owner" });
    return child;
  });
}

/** Stores a new join code (its hash only). */
export async function insertJoinCode(
  db: Tx,
  values: { codeHash: string; childId: string; role: Role; createdBy: string; expiresAt: Date },
): Promise<void> {
  await db.insert(joinCodes).values(values);
}

/** A join code by its hash, locked for the rest of the transaction. */
export async function lockJoinCode(tx: Tx, codeHash: string) {
  const [row] = await tx
    .select()
    .from(joinCodes)
    .where(eq(joinCodes.codeHash, codeHash))
    .limit(1)
    .for("update");
  return row;
}

/** Marks a join code used by a login. */
export async function markJoinCodeUsed(tx: Tx, codeHash: string, accountId: string, at: Date) {
  await tx
    .update(joinCodes)
    .set({ usedAt: at, usedBy: accountId, attempts: sql`${joinCodes.attempts} + 1` })
    .where(eq(joinCodes.codeHash, codeHash));
}

/** Counts a try of a known code that could not be used (used already or expired). */
export async function countJoinCodeTry(tx: Tx, codeHash: string) {
  await tx
    .update(joinCodes)
    .set({ attempts: sql`${joinCodes.attempts} + 1` })
    .where(eq(joinCodes.codeHash, codeHash));
}

/** Gives a login a role for a child (a new member, or a member's new role). */
export async function saveMembership(tx: Tx, childId: string, accountId: string, role: Role) {
  await tx
    .insert(familyMembers)
    .values({ childId, accountId, role })
    .onConflictDoUpdate({
      target: [familyMembers.childId, familyMembers.accountId],
      set: { role },
    });
}

/**
 * The members' rows of a child, locked for the rest of the transaction (two owners removing
 * each other at once cannot both succeed and leave the child with none).
 */
export async function lockMembersOf(tx: Tx, childId: string) {
  return tx
    .select({ accountId: familyMembers.accountId, role: familyMembers.role })
    .from(familyMembers)
    .where(eq(familyMembers.childId, childId))
    .orderBy(asc(familyMembers.accountId))
    .for("update");
}

/** Removes a login from a child's members. */
export async function deleteMembership(tx: Tx, childId: string, accountId: string) {
  await tx
    .delete(familyMembers)
    .where(and(eq(familyMembers.childId, childId), eq(familyMembers.accountId, accountId)));
}

/** Deletes join codes whose hour ended more than a day ago (the housekeeping's round). */
export async function sweepJoinCodes(tx: Tx): Promise<number> {
  const gone = await tx
    .delete(joinCodes)
    .where(lte(joinCodes.expiresAt, sql`now() - interval '1 day'`))
    .returning({ childId: joinCodes.childId });
  return gone.length;
}

/** Whether a child has a login of its own. */
export async function hasOwnLogin(tx: Tx, childId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, childId), eq(accounts.kind, "child")))
    .limit(1);
  return Boolean(row);
}

/** Forgets the unused join codes a login made for a child (when it leaves or is removed). */
export async function deleteJoinCodesBy(tx: Tx, childId: string, accountId: string) {
  await tx
    .delete(joinCodes)
    .where(and(eq(joinCodes.childId, childId), eq(joinCodes.createdBy, accountId)));
}
