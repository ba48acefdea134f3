import { z } from "zod";
import { BATHROOM_EVENT_VALUES } from "../domain/bathroom";
import { FEELING_VALUES } from "../domain/feelings";
import {
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
  notes: multilineText().trim().max(500, "Notes can have at most 500 letters").nullish(),
  timestamp: pastTimestamp.optional(),
});
export type CreateTummyCheckBody = z.input<typeof createTummyCheckBody>;
/** A new tummy check as the server receives it, parsed. */
export type NewTummyCheck = z.output<typeof createTummyCheckBody>;

/** The tummy check form (SPEC 5): a feeling is required, the bathroom event toggles off. */
export const tummyCheckForm = z.object({
  feeling,
  bathroomEvent: bathroomEvent.nullable(),
});
export type TummyCheckFormInput = z.input<typeof tummyCheckForm>;
export type TummyCheckFormOutput = z.output<typeof tummyCheckForm>;

/** The inline editor of a tummy check: its feeling, and its bathroom type ("" for none). */
export const tummyCheckEditForm = z.object({
  feeling,
  bathroomEvent: z
    .union([bathroomEvent, z.literal("")])
    .transform((value) => (value === "" ? null : value)),
});
export type TummyCheckEditFormInput = z.input<typeof tummyCheckEditForm>;
export type TummyCheckEditFormOutput = z.output<typeof tummyCheckEditForm>;

/** PUT /api/tummy-checks/{id}: the feeling and the bathroom type are editable. */
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
