import type { PublicUser } from "../../../contracts/auth";
import type { UserRow } from "../../db/schema/users";

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
