import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** What a session remembers; the cookie holds a random token whose SHA-256 is the sid. */
export type SessionData = {
  /** The login's id (accounts.id; for a child's own login also the child's id, ADR 065). */
  userId: string;
  createdAt: string;
  userAgent?: string;
  /** ISO instant this sign-in's parent mode ends (ADR 056); absent when never started. */
  parentUntil?: string;
};

/** Server-side sessions (SPEC 3 sessions: sid, sess, expire with expire indexed). */
export const sessions = pgTable(
  "sessions",
  {
    sid: text("sid").primaryKey(),
    sess: jsonb("sess").$type<SessionData>().notNull(),
    expire: timestamp("expire", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_expire_idx").on(t.expire)],
);
