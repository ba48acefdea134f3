import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { AccountKind, Role } from "../../../contracts/auth";
import type { Locale } from "../../../i18n/locales";
import { users } from "./users";

/**
 * A login (ADR 065): a child's own login or a grown-up's. A child's own login has the child's
 * id as its id, so every session, route and row of the time before grown-up logins still names
 * the same person. A grown-up's login is nobody's child: it reaches children through members.
 */
export const accounts = pgTable(
  "accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").$type<AccountKind>().notNull(),
    /** The name as typed (trimmed, composed): what is shown ("reported by Grandma"). */
    username: text("username").notNull(),
    /** The name in its normal form (src/domain/usernames.ts): unique across both kinds. */
    usernameNormal: text("username_normal").notNull(),
    passwordHash: text("password_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The language this login chose in its settings (ADR 071), or null: the browser's. */
    language: text("language").$type<Locale>(),
  },
  (t) => [
    uniqueIndex("accounts_username_normal_idx").on(t.usernameNormal),
    index("accounts_username_idx").on(t.username),
    check("accounts_kind_check", sql`${t.kind} IN ('child', 'grown-up')`),
    check("accounts_language_check", sql`${t.language} IN ('en', 'es')`),
  ],
);
export type AccountRow = typeof accounts.$inferSelect;

/** Who may see and do what for a child (ADR 065): one row per grown-up login and child. */
export const familyMembers = pgTable(
  "family_members",
  {
    childId: uuid("child_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    role: text("role").$type<Role>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.childId, t.accountId] }),
    index("family_members_account_idx").on(t.accountId),
    check("family_members_role_check", sql`${t.role} IN ('owner', 'carer', 'viewer')`),
  ],
);
export type FamilyMemberRow = typeof familyMembers.$inferSelect;

/** A code that joins a grown-up to a child with a role: single use, one hour, kept hashed. */
export const joinCodes = pgTable(
  "join_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    childId: uuid("child_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").$type<Role>().notNull(),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    usedBy: uuid("used_by").references(() => accounts.id, { onDelete: "set null" }),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("join_codes_child_idx").on(t.childId)],
);
