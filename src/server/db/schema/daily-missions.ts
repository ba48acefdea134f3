import { boolean, date, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** The mission of one local day (SPEC 3 daily_missions), created on first read of the day. */
export const dailyMissions = pgTable(
  "daily_missions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mission: text("mission").notNull(),
    description: text("description").notNull(),
    completed: boolean("completed").notNull().default(false),
    date: date("date").notNull(),
    unlockedFact: text("unlocked_fact"),
    unlockedJoke: text("unlocked_joke"),
    hasLoggedBreakfast: boolean("has_logged_breakfast").notNull().default(false),
    hasLoggedLunch: boolean("has_logged_lunch").notNull().default(false),
  },
  (t) => [uniqueIndex("daily_missions_user_date_idx").on(t.userId, t.date)],
);
