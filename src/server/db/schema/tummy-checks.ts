import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** A tummy check: a feeling and an optional bathroom event (SPEC 3 tummy_checks). */
export const tummyChecks = pgTable(
  "tummy_checks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    feeling: text("feeling").notNull(),
    bathroomEvent: text("bathroom_event"),
    notes: text("notes"),
    timestamp: timestamp("timestamp", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("tummy_checks_user_time_idx").on(t.userId, t.timestamp)],
);
