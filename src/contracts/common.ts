import { z } from "zod";
import { EARLIEST_DAY } from "../domain/local-day";
import { boundedString, text } from "./text";

/** A uuid path segment ({userId}, {id}). */
export const uuidParam = (label: string) =>
  // "user id" is worded by `errors.invalidUserId` (ADR 075).
  z
    .string()
    .uuid(`errors.invalid${label.replace(/(^| )(\w)/g, (_, __, c: string) => c.toUpperCase())}`);

/** Path parameters naming a user. */
export const userIdParams = z.object({ userId: uuidParam("user id") });
/** Path parameters naming a record. */
export const idParams = z.object({ id: uuidParam("id") });

/** How far in the future a logged time may be (clocks differ a little). */
export const FUTURE_TOLERANCE_MS = 5 * 60_000;

/** The earliest instant the diary accepts: nobody logs a child's meal from last century. */
export const EARLIEST_TIMESTAMP = `${EARLIEST_DAY}T00:00:00.000Z`;

const EARLIEST_MS = Date.parse(EARLIEST_TIMESTAMP);

/**
 * The one schema of every instant a body carries: an ISO date-time with its offset, from
 * 2000-01-01 to a little after now (`aheadMs`), answered as UTC ISO to the millisecond. The
 * bounds keep every instant inside what the database driver reads back exactly (ADR 021):
 * a year before 100 comes back as another year, or not at all.
 */
export function instant(
  options: { message?: string; aheadMs?: number; aheadMessage?: string } = {},
) {
  const message = options.message ?? "errors.invalidTime";
  const aheadMs = options.aheadMs ?? FUTURE_TOLERANCE_MS;
  return boundedString(64, message, message)
    .datetime({ offset: true, message })
    .refine((v) => !(Date.parse(v) < EARLIEST_MS), { message: "errors.tooEarly", abort: true })
    .refine((v) => !(Date.parse(v) > Date.now() + aheadMs), {
      message: options.aheadMessage ?? "errors.futureTime",
      abort: true,
    })
    .transform((v) => new Date(v).toISOString());
}

/** An optional ISO date-time of something that already happened (a late log is fine). */
export const pastTimestamp = instant();

/** The longest food name, and the most foods one list holds. */
export const FOOD_NAME_MAX = 60;
export const FOODS_MAX = 30;

/** A list of food names: trimmed, blanks dropped, each unique (case-insensitive). */
export const foodList = z
  // The list's length is checked before any food in it is read (zod checks a leading max first).
  .array(text({ max: FOOD_NAME_MAX, tooLong: "errors.foodNameTooLong" }))
  .max(FOODS_MAX, "errors.tooManyFoods")
  .transform((list) => {
    const seen = new Set<string>();
    const out: string[] = [];
    for (const raw of list) {
      const name = raw.trim().replace(/\s+/g, " ");
      const key = name.toLowerCase();
      if (name && !seen.has(key)) {
        seen.add(key);
        out.push(name);
      }
    }
    return out;
  });

/** A badge the request just earned, for the celebration. */
export const earnedBadge = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  points: z.number().int(),
});
export type EarnedBadge = z.infer<typeof earnedBadge>;

/** True when an edit body sets at least one field (null clears one, so it counts). */
export function hasChanges(body: Readonly<Record<string, unknown>>): boolean {
  return Object.values(body).some((value) => value !== undefined);
}

/** Deletes answer this. */
export const deletedBody = z.object({ ok: z.literal(true) });

/** A clock time picked in a form, 'HH:MM' on 24 hours (meals, bedtime, edits; SPEC 5 wording). */
export const clockTime = boundedString(5, "errors.clockTimeFormat").regex(
  /^([01]\d|2[0-3]):[0-5]\d$/,
  "errors.clockTimeFormat",
);
