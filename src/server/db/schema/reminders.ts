import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { accounts } from "./family";
import { users } from "./users";

/**
 * The server's VAPID key pair (ADR 068): made on the first start that finds none, unless the
 * environment gives one, and shared by every instance (one row, id 1).
 */
export const pushKeys = pgTable("push_keys", {
  id: integer("id").primaryKey(),
  publicKey: text("public_key").notNull(),
  privateKey: text("private_key").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A browser's push subscription, for the login that made it on one device. `account_id` is the
 * login: a child's own (whose id is the child's) or a grown-up's (ADR 065).
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** The app's origin the browser subscribed from: where a tap on a notification opens. */
    appOrigin: text("app_origin"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint),
    index("push_subscriptions_account_idx").on(t.accountId),
  ],
);

/** What a child is reminded of (off until a grown-up turns it on). */
export const reminderSettings = pgTable("reminder_settings", {
  childId: uuid("child_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").notNull().default(false),
  /** [{kind, at}] with `at` a local 'HH:MM' in the child's zone. */
  times: jsonb("times").$type<{ kind: string; at: string }[]>().notNull().default([]),
  quietFrom: text("quiet_from"),
  quietTo: text("quiet_to"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The reminder queue: one row per reminder due at one instant for one child. Instances claim
 * due rows with FOR UPDATE SKIP LOCKED inside a transaction that also writes the outcome, so a
 * row is sent once whatever instance takes it, and a process killed before its commit leaves
 * the row to the next one (ADR 068).
 */
export const reminderJobs = pgTable(
  "reminder_jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    childId: uuid("child_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** 'settings' (a time the family chose, `slot` its 'HH:MM') or 'case' (the case's asks). */
    source: text("source").notNull(),
    slot: text("slot"),
    /** The case a case reminder belongs to. */
    caseId: uuid("case_id"),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    /** When it may be tried next (dueAt, later after a failure). */
    runAfter: timestamp("run_after", { withTimezone: true }).notNull(),
    /** pending, sent, skipped, dropped (too late), failed (gave up). */
    state: text("state").notNull().default("pending"),
    /** Why it was skipped, dropped or failed. */
    outcome: text("outcome"),
    attempts: integer("attempts").notNull().default(0),
    /** Subscriptions still to be tried after a failure (null: every one of the recipients). */
    retryEndpoints: jsonb("retry_endpoints").$type<string[]>(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reminder_jobs_once_idx").on(t.childId, t.kind, t.dueAt),
    index("reminder_jobs_due_idx").on(t.runAfter).where(sql`${t.state} = 'pending'`),
  ],
);
