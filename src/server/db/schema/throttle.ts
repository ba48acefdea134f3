import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./family";

/**
 * Counts of attempts per key in a fixed window (wrong passwords per name or device, photo
 * uploads per user). In the database so that every app instance counts the same; rows whose
 * window ended are swept hourly.
 */
export const attemptCounters = pgTable(
  "attempt_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("attempt_counters_expires_idx").on(t.expiresAt)],
);

/**
 * Devices a login has signed in on: the device cookie holds a random token, this table its
 * SHA-256 for each login (a child's own or a grown-up's, ADR 065) that signed in there. A signed-in device keeps its own count of wrong
 * passwords, so a stranger's guesses do not lock it out (ADR 031).
 */
export const trustedDevices = pgTable(
  "trusted_devices",
  {
    tokenHash: text("token_hash").notNull(),
    /** The login's id (accounts.id; a child's own login has the child's id). */
    userId: uuid("user_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    expire: timestamp("expire", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tokenHash, t.userId] }),
    index("trusted_devices_expire_idx").on(t.expire),
  ],
);
