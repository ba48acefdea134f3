import { z } from "zod";
import { clockTime, deletedBody, userIdParams } from "./common";
import { endpoint } from "./endpoint";
import { boundedString, text } from "./text";

/** What a reminder is about; each opens its own screen. */
export const REMINDER_KINDS = ["meal", "tummy-check", "bedtime", "morning", "finish-day"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
/** At most this many reminders a child gets in a day (settings and case together). */
export const REMINDERS_PER_DAY_MAX = 6;
/** The longest push endpoint address taken. */
export const PUSH_ENDPOINT_MAX = 1024;

const base64url = (max: number, message: string) =>
  boundedString(max, message, message).regex(/^[A-Za-z0-9_-]+={0,2}$/, message);

/** A browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionBody = z.object({
  endpoint: boundedString(PUSH_ENDPOINT_MAX, "errors.pushAddressTooLong").url(
    "errors.pushAddressInvalid",
  ),
  expirationTime: z.number().int().min(0).max(8.64e15).nullable().optional(),
  keys: z.object({
    p256dh: base64url(128, "errors.pushKeyUnreadable"),
    auth: base64url(64, "errors.pushSecretUnreadable"),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** A subscription's address to forget: text PostgreSQL can hold (a NUL is refused, ADR 021). */
export const pushUnsubscribeBody = z.object({
  endpoint: text({ max: PUSH_ENDPOINT_MAX, tooLong: "errors.pushAddressTooLong" }),
});

/** The server's VAPID public key (base64url); null when push is not set up on this server. */
export const pushKey = z.object({ publicKey: z.string().nullable() });

/** How many devices of the caller a test was sent to. */
export const pushTestResult = z.object({ sent: z.number().int(), devices: z.number().int() });

export const reminderTime = z.object({
  kind: z.enum(REMINDER_KINDS, { error: "errors.reminderKindRequired" }),
  at: clockTime,
});

/** A child's reminder settings; `at` and quiet hours are local times in the child's zone. */
export const reminderSettings = z.object({
  enabled: z.boolean({ error: "errors.remindersOnRequired" }),
  times: z
    .array(reminderTime)
    .max(REMINDERS_PER_DAY_MAX, "errors.tooManyReminders")
    .refine((times) => new Set(times.map((t) => `${t.kind} ${t.at}`)).size === times.length, {
      message: "errors.sameReminderTwice",
    }),
  quietHours: z.object({ from: clockTime, to: clockTime }).nullable(),
});
export type ReminderSettings = z.infer<typeof reminderSettings>;

/** One reminder the queue holds for a child, as the screens show it. */
export const upcomingReminder = z.object({
  kind: z.enum(REMINDER_KINDS),
  /** 'settings': a time the family chose; 'case': what the open case asks. */
  source: z.enum(["settings", "case"]),
  dueAt: z.string(),
  /** The screen a tap opens. */
  screen: z.string(),
});
export const upcomingReminders = z.object({
  reminders: z.array(upcomingReminder),
  /** A reminder that came due in the last 30 minutes (the banner when push is unavailable). */
  due: upcomingReminder.nullable(),
});
export type UpcomingReminders = z.infer<typeof upcomingReminders>;

/** Web Push: the server's key and the devices of the signed-in login (ADR 068). */
export const pushEndpoints = {
  key: endpoint({
    method: "GET",
    path: "/api/push/key",
    summary: "The server's VAPID public key (base64url), null when push is not set up",
    access: "signed-in",
    response: pushKey,
  }),
  subscribe: endpoint({
    method: "POST",
    path: "/api/push/subscriptions",
    summary:
      "Keeps this device's push subscription for the signed-in login; only known push services",
    access: "signed-in",
    body: pushSubscriptionBody,
    response: deletedBody,
  }),
  unsubscribe: endpoint({
    method: "DELETE",
    path: "/api/push/subscriptions",
    summary: "Forgets this device's push subscription",
    access: "signed-in",
    body: pushUnsubscribeBody,
    response: deletedBody,
  }),
  test: endpoint({
    method: "POST",
    path: "/api/push/test",
    summary: "Sends one notification now to the signed-in login's own devices",
    access: "signed-in",
    response: pushTestResult,
  }),
} as const;

/** What a child is reminded of, and when (ADR 068). */
export const reminderEndpoints = {
  get: endpoint({
    method: "GET",
    path: "/api/user/:userId/reminders",
    summary: "The child's reminder settings (off until a grown-up turns them on)",
    access: "signed-in",
    child: { from: "params", need: "read" },
    params: userIdParams,
    response: reminderSettings,
  }),
  put: endpoint({
    method: "PUT",
    path: "/api/user/:userId/reminders",
    summary: "Sets the child's reminders: on or off, up to 6 times a day, quiet hours",
    access: "signed-in",
    child: { from: "params", need: "owner" },
    parentOnly: true,
    params: userIdParams,
    body: reminderSettings,
    response: reminderSettings,
  }),
  upcoming: endpoint({
    method: "GET",
    path: "/api/user/:userId/reminders/upcoming",
    summary: "The reminders waiting to be sent in the next day, the case's asks included",
    access: "signed-in",
    child: { from: "params", need: "read" },
    params: userIdParams,
    response: upcomingReminders,
  }),
} as const;
