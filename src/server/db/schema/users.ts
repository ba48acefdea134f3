import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { AvatarConfig } from "../../../contracts/auth";
import { DEFAULT_LEVEL, DEFAULT_POINTS, DEFAULT_STREAK } from "../../../domain/limits";

/** A detective's account (SPEC 3 users) plus the IANA time zone of DESIGN "Time". */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The name as the detective typed it (trimmed, composed): what is shown. */
    username: text("username").notNull(),
    /** The name in its normal form (src/domain/usernames.ts): what names are compared by. */
    usernameNormal: text("username_normal").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** The parent code's argon2id hash (ADR 056); null until a parent sets one. */
    parentCodeHash: text("parent_code_hash"),
    email: text("email"),
    age: integer("age"),
    avatarConfig: jsonb("avatar_config").$type<AvatarConfig>().notNull().default({}),
    level: integer("level").notNull().default(DEFAULT_LEVEL),
    totalPoints: integer("total_points").notNull().default(DEFAULT_POINTS),
    currentStreak: integer("current_streak").notNull().default(DEFAULT_STREAK),
    timeZone: text("time_zone").notNull().default("UTC"),
    // A zone the requests carry that is not believed yet, and since when every request has
    // carried it (ADR 003): it becomes timeZone once seen for ZONE_BELIEF_HOURS.
    pendingTimeZone: text("pending_time_zone"),
    pendingTimeZoneSince: timestamp("pending_time_zone_since", { withTimezone: true }),
    // What the game keeps so that a write moves progress without reading the diary's history
    // (decision 004): the counts the badge rules read, and the run of consecutive meal days
    // ending at the latest one, in the zone it was counted in. A null zone means "count again
    // from the diary at the next write" (new accounts, rows written around the service).
    mealCount: integer("meal_count").notNull().default(0),
    tummyCheckCount: integer("tummy_check_count").notNull().default(0),
    streakStart: date("streak_start"),
    streakEnd: date("streak_end"),
    progressZone: text("progress_zone"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Names are unique in their normal form: "Sam", "sam" and "ｓａｍ" are one detective. The
  // exact spelling is indexed too: names that collided when the normal form came in sign in
  // with their own spelling (ADR 030).
  (t) => [
    uniqueIndex("users_username_normal_idx").on(t.usernameNormal),
    index("users_username_idx").on(t.username),
  ],
);

/** A user row as stored: the signed-in user of a request, and what the modules read of it. */
export type UserRow = typeof users.$inferSelect;
