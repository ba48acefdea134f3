import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./family";
import { users } from "./users";

/** A food the recogniser proposed, with its group, as kept with the meal. */
export type AiDetectedFood = { name: string; category: string; confidence?: number };

/** A logged meal (SPEC 3 meals). */
export const meals = pgTable(
  "meals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The login that logged it (ADR 065); null for entries from before, or a login deleted since. */
    loggedBy: uuid("logged_by").references(() => accounts.id, { onDelete: "set null" }),
    /** The login that last changed it; null when never changed. */
    editedBy: uuid("edited_by").references(() => accounts.id, { onDelete: "set null" }),
    mealType: text("meal_type").notNull(),
    photoUrl: text("photo_url"),
    detectedFoods: jsonb("detected_foods").$type<string[]>().notNull().default([]),
    manualFoods: jsonb("manual_foods").$type<string[]>().notNull().default([]),
    aiDetectedFoods: jsonb("ai_detected_foods").$type<AiDetectedFood[]>(),
    aiConfidence: integer("ai_confidence").notNull().default(0),
    timestamp: timestamp("timestamp", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("meals_user_time_idx").on(t.userId, t.timestamp)],
);
