import type { GrownUpMe, Me, PublicUser } from "../../../contracts/auth";
import type { Db } from "../../db/client";
import type { AccountRow } from "../../db/schema/family";
import type { UserRow } from "../../db/schema/users";
import { childrenOfAccount } from "../family/repo";

/** The signed-in user as the client may see it (sign-up, login, me, profile): never the password hash. */
export function presentUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    age: row.age,
    avatarConfig: row.avatarConfig ?? {},
    level: row.level,
    totalPoints: row.totalPoints,
    currentStreak: row.currentStreak,
    timeZone: row.timeZone,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A grown-up's login with the children they may see and their role for each (ADR 065). */
export async function presentGrownUp(db: Db, account: AccountRow): Promise<GrownUpMe> {
  const children = await childrenOfAccount(db, account.id);
  return {
    kind: "grown-up",
    id: account.id,
    username: account.username,
    createdAt: account.createdAt.toISOString(),
    language: account.language ?? null,
    children: children.map(({ child, role, hasLogin }) => {
      const { email: _email, ...shown } = presentUser(child);
      return { ...shown, role, hasLogin };
    }),
  };
}

/** Who is signed in: a child's own login as the spec's user, or a grown-up with children. */
export async function presentMe(
  db: Db,
  account: AccountRow,
  user: UserRow | null | undefined,
): Promise<Me> {
  if (account.kind === "child" && user) {
    return { kind: "child", ...presentUser(user), language: account.language ?? null };
  }
  return presentGrownUp(db, account);
}
