import { date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Read-only links to one child's clinic summary, timeline and FHIR file over a fixed period
 * (ADR 069). The token itself is never stored: only its SHA-256, which the page's path is
 * looked up by. Deleted with the child (cascade); the archive leaves `tokenHash` out.
 */
export const clinicLinks = pgTable(
  "clinic_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The login that made the link (no foreign key: a grown-up's login may make it too). */
    createdBy: uuid("created_by").notNull(),
    /** SHA-256 of the token, base64url. */
    tokenHash: text("token_hash").notNull().unique(),
    /** The period shown, local days of the child's zone, inclusive. */
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** Opens of the page or the FHIR file, and the last one. */
    openCount: integer("open_count").notNull().default(0),
    lastOpenedAt: timestamp("last_opened_at", { withTimezone: true }),
  },
  (t) => [index("clinic_links_user_idx").on(t.userId, t.createdAt)],
);

/** One open of a clinic link: when, and whether the page or the FHIR file. */
export const clinicLinkOpens = pgTable(
  "clinic_link_opens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    linkId: uuid("link_id")
      .notNull()
      .references(() => clinicLinks.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "page" or "fhir". */
    what: text("what").notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("clinic_link_opens_link_idx").on(t.linkId, t.openedAt)],
);
