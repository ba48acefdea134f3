import { sql } from "drizzle-orm";
import { integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { AvatarConfig } from "../../../contracts/auth";
import { DEFAULT_LEVEL, DEFAULT_POINTS, DEFAULT_STREAK } from "../../../domain/limits";

/** A detective's account (SPEC 3 users) plus the IANA time zone of DESIGN "Time". */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    email: text("email"),
    age: integer("age"),
    avatarConfig: jsonb("avatar_config").$type<AvatarConfig>().notNull().default({}),
    level: integer("level").notNull().default(DEFAULT_LEVEL),
    totalPoints: integer("total_points").notNull().default(DEFAULT_POINTS),
    currentStreak: integer("current_streak").notNull().default(DEFAULT_STREAK),
    timeZone: text("time_zone").notNull().default("UTC"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Names are unique whatever their case: "Sam" and "sam" are one detective.
  (t) => [uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`)],
);
