import { date, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./family";
import { users } from "./users";

/** Bedtime and the next morning's mood (SPEC 3 sleep_logs); one per local day. */
export const sleepLogs = pgTable(
  "sleep_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The login that logged it (ADR 065); null for entries from before, or a login deleted since. */
    loggedBy: uuid("logged_by").references(() => accounts.id, { onDelete: "set null" }),
    /** The login that last changed it; null when never changed. */
    editedBy: uuid("edited_by").references(() => accounts.id, { onDelete: "set null" }),
    bedtime: timestamp("bedtime", { withTimezone: true }).notNull(),
    morningMood: text("morning_mood"),
    morningMoodTime: timestamp("morning_mood_time", { withTimezone: true }),
    notes: text("notes"),
    /** When the child woke (ADR 063): hours slept run from bedtime to here. */
    wokeAt: timestamp("woke_at", { withTimezone: true }),
    date: date("date").notNull(),
  },
  (t) => [uniqueIndex("sleep_logs_user_date_idx").on(t.userId, t.date)],
);
