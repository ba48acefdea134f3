import { index, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { meals } from "./meals";
import { users } from "./users";

/**
 * An uploaded meal photo. Until a meal is saved with it, mealId is null and the photo is
 * cleaned up after a day. Once saved, its embedding and the meal's foods are the child's
 * personal food memory (a corrected food list corrects the memory too).
 */
export const photos = pgTable(
  "photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull().unique(),
    mealId: uuid("meal_id").references(() => meals.id, { onDelete: "set null" }),
    embedding: real("embedding").array(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("photos_user_meal_idx").on(t.userId, t.mealId),
    index("photos_unsaved_idx").on(t.createdAt),
  ],
);
