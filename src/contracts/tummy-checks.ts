import { z } from "zod";
import { FEELING_SCALE_VALUES } from "../domain/age-bands";
import { ALARM_SIGN_VALUES } from "../domain/alarm-signs";
import { BATHROOM_EVENT_VALUES } from "../domain/bathroom";
import {
  CHILD_STOOL_TYPES,
  type ChildStoolType,
  eventOfChildType,
} from "../domain/child-stool-scale";
import { FEELING_VALUES } from "../domain/feelings";
import { REPORTER_NAME_MAX, REPORTER_VALUES } from "../domain/reporters";
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
  pastTimestamp,
  userIdParams,
  uuidParam,
} from "./common";
import { endpoint } from "./endpoint";
import { multilineText, text } from "./text";

const feeling = z.enum(FEELING_VALUES, { error: "errors.missingFeeling" });
const bathroomEvent = z.enum(BATHROOM_EVENT_VALUES, { error: "errors.bathroomTypeRequired" });

/** Who reported: the child, a parent or another carer (ADR 062). */
const reporter = z.enum(REPORTER_VALUES, { error: "errors.reporterRequired" });
const reporterName = text({ max: REPORTER_NAME_MAX, tooLong: "errors.nameTooLong" }).trim();
/** A type of the children's 5-type stool scale (ADR 063). */
const childStoolType = z
  .number({ error: "errors.stoolPictureRequired" })
  .int("errors.stoolPictureRequired")
  .min(1, "errors.stoolPictureRequired")
  .max(CHILD_STOOL_TYPES.length, "errors.stoolPictureRequired")
  .transform((value) => value as ChildStoolType);
/** The alarm signs noticed with a check: each at most once (ADR 062). */
const alarmSigns = z
  .array(z.enum(ALARM_SIGN_VALUES, { error: "errors.chooseFromList" }))
  .max(ALARM_SIGN_VALUES.length, "errors.alarmSignsRepeated")
  .refine((signs) => new Set(signs).size === signs.length, "errors.alarmSignsRepeated");
/** The scale the feeling was asked on (ADR 066); three faces when left out. */
const feelingScale = z.enum(FEELING_SCALE_VALUES, { error: "errors.feelingScaleRequired" });

/** A feeling asked with two answers is happy or ouchy: the middle face was never offered. */
function feelingFitsScale(body: { feeling?: string; feelingScale?: string }): boolean {
  return body.feelingScale !== "two-choice" || body.feeling !== "uncomfortable";
}

/** A children's type and a bathroom event sent together must say the same thing. */
function stoolsAgree(body: {
  bathroomEvent?: string | null;
  childStoolType?: ChildStoolType | null;
}): boolean {
  if (!body.childStoolType || !body.bathroomEvent) return true;
  return eventOfChildType(body.childStoolType) === body.bathroomEvent;
}

/** A name belongs to a grown-up who is telling, never to the child's own report. */
function nameFitsReporter(body: { reporter?: string; reporterName?: string | null }): boolean {
  return !body.reporterName || (body.reporter !== undefined && body.reporter !== "child");
}

/**
 * POST /api/tummy-checks (SPEC 7). userId names the child: a grown-up's login must send it, a
 * child's own login may leave it out, as SPEC 7's payload does (ADR 065).
 */
export const createTummyCheckBody = z
  .object({
    userId: z.string().uuid("errors.invalidUserId").optional(),
    feeling,
    bathroomEvent: bathroomEvent.nullish(),
    notes: multilineText({ max: 500, tooLong: "errors.notesTooLong" }).trim().nullish(),
    timestamp: pastTimestamp.optional(),
    /** Who is telling; the child when left out. */
    reporter: reporter.optional(),
    reporterName: reporterName.nullish(),
    /** The check of another reporter whose stool this one rates again (within an hour). */
    sameAsId: uuidParam("tummy check").nullish(),
    /** A stool rated on the children's scale; the server stores its bathroom event too. */
    childStoolType: childStoolType.nullish(),
    alarmSigns: alarmSigns.optional(),
    /** Two answers (under 8) or three faces, as the form asked (ADR 066). */
    feelingScale: feelingScale.optional(),
  })
  .refine(stoolsAgree, { message: "errors.stoolTypeMismatch", path: ["childStoolType"] })
  .refine(nameFitsReporter, { message: "errors.nameOnlyForGrownUps", path: ["reporterName"] })
  .refine(feelingFitsScale, { message: "errors.notOnTwoChoices", path: ["feeling"] });
export type CreateTummyCheckBody = z.input<typeof createTummyCheckBody>;
/** A new tummy check as the server receives it, parsed. */
export type NewTummyCheck = Omit<z.output<typeof createTummyCheckBody>, "userId">;

/** "When?": a quick choice, or a time today or yesterday (ADR 047). */
const whenFields = {
  when: z.enum(WHEN_CHOICES.map((c) => c.value) as [WhenChoice, ...WhenChoice[]]),
  earlierDay: z.enum(EARLIER_DAYS.map((d) => d.value) as [EarlierDay, ...EarlierDay[]]),
  earlierTime: z.string(),
};

/**
 * The tummy check form (SPEC 5): a feeling is required, the bathroom event toggles off, who is
 * telling (the child by default), the "Something else?" step that may be skipped, and "When?"
 * (now by default) needs a time when "Earlier" is chosen.
 */
export const tummyCheckForm = z
  .object({
    feeling,
    bathroomEvent: bathroomEvent.nullable(),
    /** The picture a child under 8 chose on the children's scale (ADR 063). */
    childStoolType: childStoolType.nullable(),
    reporter,
    reporterName: reporterName,
    /** "Is this the same poo ... logged at 10:03?": the check it rates again, if so. */
    sameAsId: z.string().nullable(),
    alarmSigns,
    ...whenFields,
  })
  .superRefine((form, ctx) => {
    if (form.when === "earlier" && !clockTime.safeParse(form.earlierTime).success) {
      ctx.addIssue({ code: "custom", path: ["earlierTime"], message: "errors.pickATime" });
    }
  });
export type TummyCheckFormInput = z.input<typeof tummyCheckForm>;
export type TummyCheckFormOutput = z.output<typeof tummyCheckForm>;

/**
 * The inline editor of a tummy check: feeling, bathroom type ("" for none) or the children's
 * picture (a check of a child under 8, ADR 063), time, who told (a name for another grown-up)
 * and the alarm signs, so a sign ticked by mistake can be taken back.
 */
export const tummyCheckEditForm = z
  .object({
    feeling,
    time: clockTime,
    bathroomEvent: z
      .union([bathroomEvent, z.literal("")])
      .transform((value) => (value === "" ? null : value)),
    /** The picture of the children's scale, for a check rated with pictures (ADR 063). */
    childStoolType: childStoolType.nullable(),
    reporter,
    reporterName,
    alarmSigns,
  })
  .transform(({ reporterName: name, ...rest }) => ({
    ...rest,
    // A name belongs to another grown-up only; a child's or a parent's check has none.
    reporterName: rest.reporter === "carer" && name !== "" ? name : null,
  }));
export type TummyCheckEditFormInput = z.input<typeof tummyCheckEditForm>;
export type TummyCheckEditFormOutput = z.output<typeof tummyCheckEditForm>;

/**
 * PUT /api/tummy-checks/{id}: the feeling, the bathroom type (or children's type), the time, who
 * reported and the alarm signs are editable. A new bathroom type without a children's type
 * clears the children's type.
 */
export const updateTummyCheckBody = z
  .object({
    feeling: feeling.optional(),
    bathroomEvent: bathroomEvent.nullish(),
    timestamp: pastTimestamp.optional(),
    reporter: reporter.optional(),
    reporterName: reporterName.nullish(),
    childStoolType: childStoolType.nullish(),
    alarmSigns: alarmSigns.optional(),
  })
  .refine(hasChanges, "errors.nothingToChange")
  .refine(stoolsAgree, { message: "errors.stoolTypeMismatch", path: ["childStoolType"] })
  .refine((body) => !body.reporterName || body.reporter !== "child", {
    message: "errors.nameOnlyForGrownUps",
    path: ["reporterName"],
  });
export type UpdateTummyCheckBody = z.input<typeof updateTummyCheckBody>;
/** A tummy check's changes as the server receives them, parsed. */
export type TummyCheckChanges = z.output<typeof updateTummyCheckBody>;

/** A tummy check as the client sees it. */
export const tummyCheck = z.object({
  /** The grown-up's login that logged it (its name); absent or null for the child's own (ADR 065). */
  loggedByName: z.string().nullish(),
  id: z.string(),
  userId: z.string(),
  feeling: z.string(),
  bathroomEvent: z.string().nullable(),
  notes: z.string().nullable(),
  timestamp: z.string(),
  createdAt: z.string(),
  reporter: z.enum(REPORTER_VALUES),
  reporterName: z.string().nullable(),
  sameAsId: z.string().nullable(),
  childStoolType: z.number().nullable(),
  alarmSigns: z.array(z.string()),
  /** Three faces when left out (a check logged before the two answers, ADR 066). */
  feelingScale: z.enum(FEELING_SCALE_VALUES).optional(),
});
export type TummyCheck = z.infer<typeof tummyCheck>;

/** An alarm sign of the diary with the local days it was logged on. */
export const alarmSignDays = z.object({
  sign: z.enum(ALARM_SIGN_VALUES),
  dates: z.array(z.string()),
});

/** One logged alarm sign: which check, when, and who told. */
export const alarmSignEntry = z.object({
  tummyCheckId: z.string(),
  sign: z.enum(ALARM_SIGN_VALUES),
  timestamp: z.string(),
  reporter: z.enum(REPORTER_VALUES),
  reporterName: z.string().nullable(),
});

/**
 * GET /api/alarm-signs/{userId}: every alarm sign logged, by sign with its days, and each entry;
 * and what else was logged with the checks (night waking), by sign with its days.
 */
export const alarmSignsList = z.object({
  /** The Rome IV alarm signs (ADR 062). */
  signs: z.array(alarmSignDays),
  entries: z.array(alarmSignEntry),
  /** What was logged with the checks and is not an alarm sign (night waking), with its days. */
  alsoLogged: z.array(alarmSignDays),
});
export type AlarmSignsList = z.infer<typeof alarmSignsList>;

/** A saved tummy check and the badges it earned. */
export const savedTummyCheck = tummyCheck.extend({ newBadges: z.array(earnedBadge) });

/** The tummy check calls (SPEC 7), plus the last two days that the dashboard shows. */
export const tummyCheckEndpoints = {
  create: endpoint({
    method: "POST",
    path: "/api/tummy-checks",
    summary: "Logs a tummy check; answers with any badges it earned",
    access: "signed-in",
    child: { from: "body", need: "log" },
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
    child: { from: "params", need: "read" },
    params: userIdParams,
    response: z.array(tummyCheck),
  }),
  recent: endpoint({
    method: "GET",
    path: "/api/tummy-checks/recent/:userId",
    summary: "Today's and yesterday's tummy checks",
    access: "signed-in",
    child: { from: "params", need: "read" },
    params: userIdParams,
    response: z.array(tummyCheck),
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/tummy-checks/:id",
    summary: "Edits a tummy check's feeling or bathroom event",
    access: "signed-in",
    child: { from: "record", need: "log" },
    params: idParams,
    body: updateTummyCheckBody,
    response: tummyCheck,
  }),
  alarmSigns: endpoint({
    method: "GET",
    path: "/api/alarm-signs/:userId",
    summary: "Every alarm sign logged, with the days it was logged on, for the parent page",
    access: "signed-in",
    child: { from: "params", need: "owner" },
    params: userIdParams,
    response: alarmSignsList,
    parentOnly: true,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/tummy-checks/:id",
    summary: "Deletes a tummy check and takes its points back",
    access: "signed-in",
    child: { from: "record", need: "log" },
    params: idParams,
    response: deletedBody,
  }),
} as const;
