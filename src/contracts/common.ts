import { z } from "zod";

/** A uuid path segment ({userId}, {id}). */
export const uuidParam = (label: string) => z.string().uuid(`Invalid ${label}`);

/** Path parameters naming a user. */
export const userIdParams = z.object({ userId: uuidParam("user id") });
/** Path parameters naming a record. */
export const idParams = z.object({ id: uuidParam("id") });

/** How far in the future a logged time may be (clocks differ a little). */
export const FUTURE_TOLERANCE_MS = 5 * 60_000;
/** The words for a time that has not happened yet. */
export const FUTURE_TIME_MESSAGE = "That time is in the future. Pick a time that already happened!";

/** An optional ISO date-time of something that already happened (a late log is fine). */
export const pastTimestamp = z
  .string()
  .datetime({ offset: true, message: "Time must be a valid date and time" })
  .refine((v) => Date.parse(v) <= Date.now() + FUTURE_TOLERANCE_MS, FUTURE_TIME_MESSAGE);

/** A list of food names: trimmed, blanks dropped, each unique (case-insensitive). */
export const foodList = z
  .array(z.string().max(60, "A food name can have at most 60 letters"))
  .max(30, "That is a lot of foods! Keep it to 30 or fewer")
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

/** Deletes answer this. */
export const deletedBody = z.object({ ok: z.literal(true) });

/** A clock time picked in a form, 'HH:MM' on 24 hours (meals, bedtime, edits; SPEC 5 wording). */
export const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Time must be in HH:MM format");
