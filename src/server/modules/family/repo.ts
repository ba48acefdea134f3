import { and, asc, eq } from "drizzle-orm";
import type { Role } from "../../../contracts/auth";
import type { Tx } from "../../db/client";
import { accounts, familyMembers } from "../../db/schema/family";
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
