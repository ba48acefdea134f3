import { sql } from "drizzle-orm";
import { integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** A food-to-feeling pattern (SPEC 3 patterns) with the evidence that explains it. */
export const patterns = pgTable(
  "patterns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    foodItem: text("food_item").notNull(),
    feelingCorrelation: text("feeling_correlation").notNull(),
    confidence: integer("confidence").notNull().default(0),
    occurrences: integer("occurrences").notNull().default(1),
    status: text("status").notNull().default("pending"),
    evidence: jsonb("evidence")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("patterns_user_food_feeling_idx").on(t.userId, t.foodItem, t.feelingCorrelation),
  ],
);
