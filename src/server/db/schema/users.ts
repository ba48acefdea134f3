import { date, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { AvatarConfig } from "../../../contracts/auth";
import { DEFAULT_LEVEL, DEFAULT_POINTS, DEFAULT_STREAK } from "../../../domain/limits";

/**
 * A detective: the child's profile and progress (SPEC 3 users) plus the IANA time zone of DESIGN
 * "Time". The login is not here (accounts, ADR 065): a child may have one, or only grown-ups.
 */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The child's name as typed (trimmed, composed): what is shown. Its login's name, if any. */
    username: text("username").notNull(),
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
    // How many times the row was updated (a trigger counts every update): a write sent as one
    // statement changes the row only if it is still the one its instance kept (decision 076).
    diaryVersion: integer("diary_version").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // A child's name is unique only as a login (accounts, ADR 065): two families may each have
  // a child without a login called Sam.
);

/** A user row as stored: the signed-in user of a request, and what the modules read of it. */
export type UserRow = typeof users.$inferSelect;
