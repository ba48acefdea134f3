import { z } from "zod";
import { BATHROOM_EVENT_VALUES } from "../domain/bathroom";
import { FEELING_VALUES } from "../domain/feelings";
import {
  EARLIER_DAYS,
  type EarlierDay,
  WHEN_CHOICES,
  type WhenChoice,
} from "../domain/symptom-time";
import {
  clockTime,
  deletedBody,
  earnedBadge,
  hasChanges,
  idParams,
  NOTHING_TO_CHANGE,
  pastTimestamp,
  userIdParams,
} from "./common";
import { endpoint } from "./endpoint";
import { multilineText } from "./text";

/** Shown when no feeling was picked. */
export const MISSING_FEELING = "Please choose how your tummy feels!";

const feeling = z.enum(FEELING_VALUES, { error: MISSING_FEELING });
const bathroomEvent = z.enum(BATHROOM_EVENT_VALUES, { error: "Please choose a bathroom type" });

/** POST /api/tummy-checks (SPEC 7; no user id in the payload). */
export const createTummyCheckBody = z.object({
  feeling,
  bathroomEvent: bathroomEvent.nullish(),
  notes: multilineText({ max: 500, tooLong: "Notes can have at most 500 letters" })
    .trim()
    .nullish(),
  timestamp: pastTimestamp.optional(),
});
export type CreateTummyCheckBody = z.input<typeof createTummyCheckBody>;
/** A new tummy check as the server receives it, parsed. */
export type NewTummyCheck = z.output<typeof createTummyCheckBody>;

/** "When?": a quick choice, or a time today or yesterday (ADR 047). */
const whenFields = {
  when: z.enum(WHEN_CHOICES.map((c) => c.value) as [WhenChoice, ...WhenChoice[]]),
  earlierDay: z.enum(EARLIER_DAYS.map((d) => d.value) as [EarlierDay, ...EarlierDay[]]),
  earlierTime: z.string(),
};

/**
 * The tummy check form (SPEC 5): a feeling is required, the bathroom event toggles off, and
 * "When?" (now by default) needs a time when "Earlier" is chosen.
 */
export const tummyCheckForm = z
  .object({
    feeling,
    bathroomEvent: bathroomEvent.nullable(),
    ...whenFields,
  })
  .superRefine((form, ctx) => {
    if (form.when === "earlier" && !clockTime.safeParse(form.earlierTime).success) {
      ctx.addIssue({ code: "custom", path: ["earlierTime"], message: PICK_A_TIME });
    }
  });
export type TummyCheckFormInput = z.input<typeof tummyCheckForm>;
export type TummyCheckFormOutput = z.output<typeof tummyCheckForm>;

/** The words when "Earlier" has no time yet. */
export const PICK_A_TIME = "Pick the time it happened";

/** The inline editor of a tummy check: feeling, bathroom type ("" for none) and time. */
export const tummyCheckEditForm = z.object({
  feeling,
  time: clockTime,
  bathroomEvent: z
    .union([bathroomEvent, z.literal("")])
    .transform((value) => (value === "" ? null : value)),
});
export type TummyCheckEditFormInput = z.input<typeof tummyCheckEditForm>;
export type TummyCheckEditFormOutput = z.output<typeof tummyCheckEditForm>;

/** PUT /api/tummy-checks/{id}: the feeling, the bathroom type and the time are editable. */
export const updateTummyCheckBody = z
  .object({
    feeling: feeling.optional(),
    bathroomEvent: bathroomEvent.nullish(),
    timestamp: pastTimestamp.optional(),
  })
  .refine(hasChanges, NOTHING_TO_CHANGE);
export type UpdateTummyCheckBody = z.input<typeof updateTummyCheckBody>;
/** A tummy check's changes as the server receives them, parsed. */
export type TummyCheckChanges = z.output<typeof updateTummyCheckBody>;

/** A tummy check as the client sees it. */
export const tummyCheck = z.object({
  id: z.string(),
  userId: z.string(),
  feeling: z.string(),
  bathroomEvent: z.string().nullable(),
  notes: z.string().nullable(),
  timestamp: z.string(),
  createdAt: z.string(),
});
export type TummyCheck = z.infer<typeof tummyCheck>;

/** A saved tummy check and the badges it earned. */
export const savedTummyCheck = tummyCheck.extend({ newBadges: z.array(earnedBadge) });

/** The tummy check calls (SPEC 7), plus the last two days that the dashboard shows. */
export const tummyCheckEndpoints = {
  create: endpoint({
    method: "POST",
    path: "/api/tummy-checks",
    summary: "Logs a tummy check; answers with any badges it earned",
    access: "signed-in",
    body: createTummyCheckBody,
    response: savedTummyCheck,
    status: 201,
    idempotent: true,
  }),
  today: endpoint({
    method: "GET",
    path: "/api/tummy-checks/today/:userId",
    summary: "The tummy checks of the detective's local today",
    access: "signed-in",
    params: userIdParams,
    response: z.array(tummyCheck),
  }),
  recent: endpoint({
    method: "GET",
    path: "/api/tummy-checks/recent/:userId",
    summary: "Today's and yesterday's tummy checks",
    access: "signed-in",
    params: userIdParams,
    response: z.array(tummyCheck),
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/tummy-checks/:id",
    summary: "Edits a tummy check's feeling or bathroom event",
    access: "signed-in",
    params: idParams,
    body: updateTummyCheckBody,
    response: tummyCheck,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/tummy-checks/:id",
    summary: "Deletes a tummy check and takes its points back",
    access: "signed-in",
    params: idParams,
    response: deletedBody,
  }),
} as const;
