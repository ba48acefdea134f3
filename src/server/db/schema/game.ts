import {
  bigserial,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { badges } from "./badges";
import { users } from "./users";

/**
 * Every change of points (DESIGN "Game rules"): a create adds an entry, a delete adds the
 * reversing entry, so totalPoints is always the sum of the ledger.
 */
export const pointsLedger = pgTable(
  "points_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    points: integer("points").notNull(),
    reason: text("reason").notNull(),
    sourceId: text("source_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("points_ledger_user_idx").on(t.userId, t.createdAt),
    // A deletion reads what its source gave: by source, not by scanning the user's history.
    index("points_ledger_source_idx").on(t.userId, t.sourceId),
  ],
);

/** A finished local day (complete-day is idempotent per day). */
export const dayCompletions = pgTable(
  "day_completions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date").notNull(),
    badgeId: text("badge_id").references(() => badges.id),
    /**
     * When the finished day ends in the zone it was finished in: until then no other day can
     * be finished (one instant never counts as two days, ADR 003). Null on days finished
     * before it was kept.
     */
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("day_completions_user_date_idx").on(t.userId, t.date)],
);
