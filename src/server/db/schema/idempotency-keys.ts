import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A create the client marked with an Idempotency-Key (ADR 022): the key is claimed in the same
 * transaction as the create, so a repeat of it (a double tap, a retry) answers the first
 * answer instead of creating again. The primary key is what makes two concurrent repeats wait
 * for each other instead of both creating.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: uuid("key").notNull(),
    /** The endpoint and a hash of the parsed body: a repeat must match both. */
    fingerprint: text("fingerprint").notNull(),
    /** The first answer; written before the claiming transaction commits, so never seen empty. */
    status: integer("status"),
    response: jsonb("response"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);
