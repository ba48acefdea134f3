import {
  type AnyPgColumn,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { accounts } from "./family";
import { users } from "./users";

/**
 * A tummy check: a feeling and an optional bathroom event (SPEC 3 tummy_checks), who reported
 * it, and any alarm signs noticed with it.
 */
export const tummyChecks = pgTable(
  "tummy_checks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The login that logged it (ADR 065); null for entries from before, or a login deleted since. */
    loggedBy: uuid("logged_by").references(() => accounts.id, { onDelete: "set null" }),
    /** The login that last changed it; null when never changed. */
    editedBy: uuid("edited_by").references(() => accounts.id, { onDelete: "set null" }),
    feeling: text("feeling").notNull(),
    bathroomEvent: text("bathroom_event"),
    notes: text("notes"),
    /** Who reported it: child, parent or carer (ADR 062). */
    reporter: text("reporter").notNull().default("child"),
    /** Another carer's name, when given. */
    reporterName: text("reporter_name"),
    /** The check (another reporter's) whose stool this one rates again: one event, two ratings. */
    sameAsId: uuid("same_as_id").references((): AnyPgColumn => tummyChecks.id, {
      onDelete: "set null",
    }),
    /** The type on the children's 5-type scale (ADR 063); bathroomEvent holds its class. */
    childStoolType: smallint("child_stool_type"),
    /** The scale the feeling was asked on: three-faces, or two-choice under 8 (ADR 066). */
    feelingScale: text("feeling_scale").notNull().default("three-faces"),
    /** Alarm signs noticed with this check (ADR 062). */
    alarmSigns: text("alarm_signs").array().notNull().default([]),
    timestamp: timestamp("timestamp", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("tummy_checks_user_time_idx").on(t.userId, t.timestamp)],
);
