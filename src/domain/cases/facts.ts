import type { LocalDate } from "../local-day";
import type { DiscomfortKind } from "../patterns/types";

/**
 * What a planned day asks: the suspect food ("suspect"), no suspect food ("free"), or no
 * suspect food and not counted while a slow reaction to the day before may still come ("rest").
 * In a case that splits a group the suspect day is "the suspect without its partner" and the
 * free day "the partner without the suspect".
 */
export const PLAN_DAY_KINDS = ["suspect", "free", "rest"] as const;
/** One kind of planned day. */
export type PlanDayKind = (typeof PLAN_DAY_KINDS)[number];

/** The three outcomes a parent reads. */
export const VERDICT_OUTCOMES = ["trigger", "not-trigger", "not-enough"] as const;
/** One outcome. */
export type VerdictOutcome = (typeof VERDICT_OUTCOMES)[number];

/**
 * The facts a case tells a family, never its sentences: codes, numbers and foods as the child
 * typed them. The words are made at the edge (src/i18n/words/cases.ts), in the reader's language.
 * Text stored before cases kept facts, and that could not be read back as facts, is kept as it
 * was logged and shown unchanged ("asLogged").
 */
export interface AsLogged {
  readonly code: "asLogged";
  readonly text: string;
}

/** Why day 1 moved to tomorrow, or what day 1 asks when it is today after breakfast. */
export type StartReason =
  /** Every day of a split case serves a food at breakfast, and today's breakfast is over. */
  | { readonly code: "movedBreakfastSplit"; readonly day1: PlanDayKind }
  /** Today's breakfast is over and day 1 would have been a suspect day. */
  | { readonly code: "movedBreakfast"; readonly day1: PlanDayKind }
  /** A food already eaten today breaks day 1. */
  | { readonly code: "movedEaten"; readonly food: string; readonly day1: PlanDayKind }
  /** Day 1 is today, a free day that asks only for no suspect from now on. */
  | { readonly code: "todayFree" };

/** Why the plan has the days it has. */
export type PlanReason =
  | StartReason
  /** The days the parent chose, and how many of each kind. */
  | {
      readonly code: "counts";
      readonly days: number;
      readonly suspectDays: number;
      readonly freeDays: number;
    }
  /** Random order in small balanced blocks, never more than maxRun of a kind in a row. */
  | { readonly code: "order"; readonly maxRun: number }
  /** A grouped clue split: each food without the other. */
  | { readonly code: "split" }
  /** Two servings of the suspect on its days; `plain` when flavoured versions of it exist. */
  | { readonly code: "servings"; readonly plain: boolean }
  /** Two servings of the partner on the free days of a split case. */
  | { readonly code: "partnerServings"; readonly plain: boolean }
  /** A free day's rule: none of the suspect nor the foods it hides in (`places`). */
  | { readonly code: "freeRule"; readonly places: string[] }
  /** Something made with the suspect cannot convict it alone: give the plain food. */
  | { readonly code: "compound" }
  /** No rest day: a reaction comes `from` to `to` hours after eating, before the next morning. */
  | { readonly code: "noRest"; readonly from: number; readonly to: number }
  /** Rest days after each suspect day, a reaction coming up to `to` hours later. */
  | { readonly code: "rest"; readonly restDays: number; readonly to: number }
  /** `days` more days added after the first `before`, from `from` when days passed since. */
  | {
      readonly code: "extended";
      readonly days: number;
      readonly before: number;
      readonly from: LocalDate | null;
    }
  | AsLogged;

/** The tummy trouble a verdict names: a discomfort kind, or "mixed" when none is most of it. */
export type TroubleName = DiscomfortKind | "mixed";

/**
 * What a food's evidence rests on (its numbers are the food verdict's): the days with trouble
 * on each kind of day ("counts"), or the timing after eating when the counts do not favour the
 * verdict ("timed" for a trigger, "untimed" for a "probably not").
 */
export type EvidenceFact =
  | { readonly code: "counts" | "timed" | "untimed"; readonly trouble: TroubleName }
  | LoggedEvidence;

/**
 * Evidence stored as a sentence before facts, with what its reader found in it: whether it
 * already says when after eating the trouble came (`saysWhen`), so a screen adding the lag
 * decides by this fact and never by the words.
 */
export interface LoggedEvidence extends AsLogged {
  readonly saysWhen?: boolean;
}

/** What to do next, for the parent. */
export type NextStepFact =
  /** Per outcome, about the suspect food. */
  | { readonly code: VerdictOutcome; readonly food: string }
  /** After the last look (28 days) without enough evidence: what would help another time. */
  | {
      readonly code: "whatWouldHelp";
      readonly food: string;
      /** Hours after eating at which reactions fit best, when any trouble came on food days. */
      readonly lagHours: number | null;
      /** The mission's check (local hour, on the half hour). */
      readonly checkHour: number;
    }
  | AsLogged;

/** Why a day of the verdict counts as it does. */
export type DayNoteFact =
  | {
      readonly code: "rest" | "ill" | "nothingLogged" | "noCheck" | "unknown";
    }
  /** The suspect came only in a food made with a little of it (`trace`, as logged). */
  | { readonly code: "trace"; readonly trace: string }
  /** A food the reader cannot tell apart (a bare "tortilla"), one of whose foods holds the suspect. */
  | { readonly code: "ambiguous"; readonly food: string }
  /**
   * Counted as what was eaten (`as`), with the planned kind when it differs, the foods the
   * suspect came in when the diary named it otherwise (at most 3 each), and whether the day
   * had many aches (counted with less weight).
   */
  | {
      readonly code: "counted";
      readonly as: "suspect" | "free";
      readonly planned: PlanDayKind;
      readonly servedIn: string[];
      readonly tracesIn: string[];
      readonly heavy: boolean;
    }
  | AsLogged;

/** A day's tummy trouble: its kind, the local time it was logged, and whether it was the night's. */
export type TroubleFact =
  | {
      readonly code: "trouble";
      readonly kind: DiscomfortKind;
      /** Local time "HH:MM" it was logged at (told at, for the night's). */
      readonly time: string;
      readonly night: boolean;
    }
  | AsLogged;

/** A safety rule a case breaks before it opens. */
export type SafetyCode = "allergySigns" | "agreedWithClinician" | "days" | "open";
