import { date, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * The weekdays the child goes to school (ISO: 1 Monday to 7 Sunday), a family setting
 * (ADR 067); no row means Monday to Friday.
 */
export const schoolWeekdays = pgTable("school_weekdays", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  weekdays: smallint("weekdays").array().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The evening review's answer for a school day: no, left early, missed (ADR 067). */
export const schoolDays = pgTable(
  "school_days",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date").notNull(),
    answer: text("answer").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.date] })],
);

/**
 * A Rome IV alarm sign of the child's history that a grown-up keeps in the profile, with the
 * day it was noticed from (ADR 062); changed or taken off by the grown-up.
 */
export const profileSigns = pgTable(
  "profile_signs",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sign: text("sign").notNull(),
    since: date("since").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sign] })],
);
