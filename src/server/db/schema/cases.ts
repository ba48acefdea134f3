import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { patterns } from "./patterns";
import { users } from "./users";

/**
 * A case: a planned food challenge for one suspect (or one member of a grouped clue against
 * its partner). The plan and the verdict are stored as computed, so a case reads the same later.
 */
export const cases = pgTable(
  "cases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The clue it was opened from; kept when the pattern goes. */
    patternId: uuid("pattern_id").references(() => patterns.id, { onDelete: "set null" }),
    suspect: text("suspect").notNull(),
    partner: text("partner"),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    seed: integer("seed").notNull(),
    /** The plan's days, lag window and reasons (CasePlan). */
    plan: jsonb("plan").$type<Record<string, unknown>>().notNull(),
    /** Per date, whether the family kept the day's plan. */
    marks: jsonb("marks").$type<Record<string, boolean>>().notNull().default(sql`'{}'::jsonb`),
    /** Dates the parent marked ill (fever, a bug going round): left out of the verdict. */
    illDays: jsonb("ill_days").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /**
     * The zone the family lived the case in (the zone at opening): every case day is read in it,
     * never in the zone of whoever reads the case. Null on cases opened before it was kept.
     */
    timeZone: text("time_zone"),
    /** Days added once when the case ended without enough evidence (0: never extended). */
    extendedDays: integer("extended_days").notNull().default(0),
    /** open, closed (with a verdict) or abandoned. */
    status: text("status").notNull().default("open"),
    /** The domain verdict (CaseVerdict) as data, parsed with its schema when read. */
    verdict: jsonb("verdict").$type<Record<string, unknown>>(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One case at a time, held by the database even when two requests race.
    uniqueIndex("cases_one_open_idx").on(t.userId).where(sql`${t.status} = 'open'`),
    index("cases_user_idx").on(t.userId, t.createdAt),
  ],
);
