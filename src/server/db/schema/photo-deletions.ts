import { index, integer, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Photos of deleted accounts still to be removed from the photo store: written in the deletion's
 * own transaction, so that a store that is down when the account goes only delays the removal
 * (retried within minutes, README "Retention"). Keyed by the account's former id, which no
 * longer names a user row: the column is not `user_id`, so the table is no user's data.
 */
export const photoDeletions = pgTable(
  "photo_deletions",
  {
    ownerId: uuid("owner_id").primaryKey(),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    nextTryAt: timestamp("next_try_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("photo_deletions_next_try_idx").on(t.nextTryAt)],
);
