import { index, integer, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./family";
import { users } from "./users";

/** A drink (SPEC 3 drinks); drinkType is underscore-separated, e.g. soft_drink. */
export const drinks = pgTable(
  "drinks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The login that logged it (ADR 065); null for entries from before, or a login deleted since. */
    loggedBy: uuid("logged_by").references(() => accounts.id, { onDelete: "set null" }),
    /** The login that last changed it; null when never changed. */
    editedBy: uuid("edited_by").references(() => accounts.id, { onDelete: "set null" }),
    drinkType: text("drink_type").notNull(),
    drinkName: text("drink_name").notNull(),
    amountMl: integer("amount_ml").notNull(),
    amountCups: real("amount_cups").notNull().default(1),
    timestamp: timestamp("timestamp", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("drinks_user_time_idx").on(t.userId, t.timestamp)],
);
