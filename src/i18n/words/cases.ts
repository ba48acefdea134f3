import type {
  DayNoteFact,
  EvidenceFact,
  NextStepFact,
  PlanReason,
  SafetyCode,
  TroubleFact,
  TroubleName,
} from "../../domain/cases/facts";
import {
  type CaseFoods,
  MAX_CASE_DAYS,
  MIN_CASE_DAYS,
  type PlanDayKind,
  type VerdictOutcome,
} from "../../domain/cases/types";
import { singularName } from "../../domain/cases/words";
import { readFoodCached } from "../../domain/foods";
import { inClinicalWords } from "../../domain/vocabulary";
import type { Translate } from "../translate";
import { caseFoodWords, foodNameWords, isFoodNameKey } from "./food-names";

/**
 * The words of a case's facts (plan reasons, verdicts and their evidence, next steps, day notes,
 * the child's instructions, the set-up's safety texts), in the translator's language. English
 * reads word for word as the sentences the domain used to return; text kept "as logged" from
 * before facts is shown unchanged (in the clinical vocabulary, as it always was shown).
 * A case's foods are shown as the child typed them, a component ("dairy") and the foods the app
 * names itself (where a suspect hides) in the reader's language (./food-names.ts).
 */

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "a" or "an" before a phrase in English, by its first sound as spelled. */
const vowel = (phrase: string) => (/^[aeio]|^u(?!ni|se|su)/i.test(phrase) ? "yes" : "no");

/** A phrase with its indefinite article ("an egg day", "un día con huevo"). */
export function withArticleWords(t: Translate, phrase: string): string {
  return t("cases.aPhrase", { vowel: vowel(phrase), phrase });
}

/** "a, b or c" / "a, b o c". */
export function orListWords(t: Translate, items: readonly string[]): string {
  if (items.length < 2) return items.join("");
  return t("cases.orList", { init: items.slice(0, -1).join(", "), last: items.at(-1) ?? "" });
}

/** A case's title: its food, or both foods of a split ("milk or cereal", "lácteos"). */
export function caseTitleWords(t: Translate, caseFoods: CaseFoods): string {
  const { suspect, partner } = named(t, caseFoods);
  return orListWords(t, partner ? [suspect, partner] : [suspect]);
}

/** "a, b and c" / "a, b y c". */
export function andListWords(t: Translate, items: readonly string[]): string {
  if (items.length < 2) return items.join("");
  return t("cases.andList", { init: items.slice(0, -1).join(", "), last: items.at(-1) ?? "" });
}

/** A local hour as a child reads it: 14 is "2 pm", 17.5 "5:30 pm". */
export function clockWords(t: Translate, hour: number): string {
  const h = Math.floor(hour);
  const m = Math.round((hour - h) * 60);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  const minutes = m ? `:${String(m).padStart(2, "0")}` : "";
  return t("cases.clock", { hour12, minutes, half: h < 12 ? "am" : "pm" });
}

/**
 * A case's foods in words: a component in the reader's language, a food as typed. Wording words
 * again changes nothing (the words of a component are no component's key), so the functions
 * below may pass worded foods to each other.
 */
function named(t: Translate, foods: CaseFoods): CaseFoods {
  return {
    suspect: caseFoodWords(t, foods.suspect),
    partner: foods.partner === null ? null : caseFoodWords(t, foods.partner),
  };
}

/** A food as a day's name takes it: English makes a plain plural singular ("egg day"). */
const compound = (t: Translate, food: string) =>
  t("cases.compoundForm") === "singular" ? singularName(food) : food;

/** The name of a kind of day: "milk", "milk-free", "cereal without milk", "rest". */
export function dayNameWords(t: Translate, caseFoods: CaseFoods, kind: PlanDayKind): string {
  const foods = named(t, caseFoods);
  if (kind === "rest") return t("cases.dayName", { kind: "rest", food: "", other: "" });
  if (foods.partner) {
    return t("cases.dayName", {
      kind: kind === "suspect" ? "splitSuspect" : "splitFree",
      food: foods.suspect,
      other: foods.partner,
    });
  }
  return t("cases.dayName", { kind, food: compound(t, foods.suspect), other: "" });
}

/** A kind of day as a phrase: "milk-free day", "día sin leche". */
export function dayPhraseWords(t: Translate, foods: CaseFoods, kind: PlanDayKind): string {
  return t("cases.dayPhrase", { name: dayNameWords(t, foods, kind) });
}

/** "a milk-free day". */
const aDay = (t: Translate, foods: CaseFoods, kind: PlanDayKind) =>
  withArticleWords(t, dayPhraseWords(t, foods, kind));

/**
 * A food a free day leaves out: a food the table names in the reader's language; the suspect's
 * own reading (first of the places: "cereal milk" for "cereal with milk") as the suspect itself.
 */
function placeWords(t: Translate, suspect: string, place: string): string {
  if (isFoodNameKey(place)) return foodNameWords(t, place);
  return place === readFoodCached(suspect).key ? caseFoodWords(t, suspect) : place;
}

/** The plain food when flavoured versions exist ("plain milk"). */
const serve = (t: Translate, food: string, plain: boolean) =>
  t("cases.plainFood", { plain: plain ? "yes" : "no", food });

/** One reason of a case plan, for the plan's foods. */
export function planReasonWords(t: Translate, caseFoods: CaseFoods, r: PlanReason): string {
  const foods = named(t, caseFoods);
  const { suspect } = foods;
  const partner = foods.partner ?? "";
  const suspectName = dayNameWords(t, foods, "suspect");
  const freeName = dayNameWords(t, foods, "free");
  switch (r.code) {
    case "asLogged":
      return r.text;
    case "movedBreakfastSplit":
      return t("cases.reasonMovedBreakfastSplit", { day1: aDay(t, foods, r.day1) });
    case "movedBreakfast":
      return t("cases.reasonMovedBreakfast", { day1: aDay(t, foods, r.day1) });
    case "movedEaten":
      return t("cases.reasonMovedEaten", {
        food: caseFoodWords(t, r.food),
        day1: aDay(t, foods, r.day1),
      });
    case "todayFree":
      return t("cases.reasonTodayFree", { freeDay: aDay(t, foods, "free"), suspect, suspectName });
    case "counts":
      return t("cases.reasonCounts", {
        days: r.days,
        suspectDays: r.suspectDays,
        suspectName,
        freeDays: r.freeDays,
        freeName,
      });
    case "order":
      return t("cases.reasonOrder", { maxRun: r.maxRun });
    case "split":
      return t("cases.reasonSplit", { suspectCapital: capital(suspect), suspect, partner });
    case "servings":
      return t("cases.reasonServings", { suspectName, serve: serve(t, suspect, r.plain) });
    case "partnerServings":
      return t("cases.reasonPartnerServings", { freeName, serve: serve(t, partner, r.plain) });
    case "freeRule":
      return t("cases.reasonFreeRule", {
        suspectCapital: capital(suspect),
        places: orListWords(
          t,
          r.places.map((place) => placeWords(t, caseFoods.suspect, place)),
        ),
      });
    case "compound":
      return t("cases.reasonCompound", {
        suspectDay: aDay(t, foods, "suspect"),
        suspect,
        serve: serve(t, suspect, true),
      });
    case "noRest":
      return t("cases.reasonNoRest", { suspect, from: r.from, to: r.to });
    case "rest":
      return t("cases.reasonRest", { suspectName, restDays: r.restDays, suspect, to: r.to });
    case "extended":
      return t("cases.reasonExtended", {
        days: r.days,
        from: r.from ?? "none",
        before: r.before,
      });
  }
}

/** The outcome as a parent reads it; "not enough" after the last look names the days. */
export function outcomeWords(
  t: Translate,
  outcome: VerdictOutcome,
  finalAfterDays: number | null = null,
): string {
  if (outcome === "trigger") return t("cases.outcomeTrigger");
  if (outcome === "not-trigger") return t("cases.outcomeNotTrigger");
  return finalAfterDays !== null
    ? t("cases.outcomeFinal", { days: finalAfterDays })
    : t("cases.outcomeNotEnough");
}

/** The tummy trouble a verdict names ("pain (Ouchy)", "tummy trouble"). */
export function troubleNameWords(t: Translate, trouble: TroubleName): string {
  switch (trouble) {
    case "ouchy":
      return t("cases.troubleOuchy");
    case "uncomfortable":
      return t("cases.troubleUncomfortable");
    case "runny":
      return t("cases.troubleRunny");
    case "tough":
      return t("cases.troubleTough");
    case "any":
      return t("cases.troubleAny");
    case "mixed":
      return t("cases.troubleMixed");
  }
}

/** What a food's evidence is worded from: its fact and its numbers. */
export interface FoodEvidence {
  readonly food: string;
  readonly evidence: EvidenceFact;
  readonly exposedDays: number;
  readonly exposedTroubleDays: number;
  readonly freeDays: number;
  readonly freeTroubleDays: number;
  readonly lagHours: number;
  readonly timedTroubleDays: number;
}

/**
 * A food's evidence, e.g. "pain (Ouchy) on 4 of 5 milk days, 0 of 6 milk-free days", or the
 * timing after eating it rests on.
 */
export function foodEvidenceWords(t: Translate, f: FoodEvidence): string {
  const e = f.evidence;
  if (e.code === "asLogged") return inClinicalWords(e.text);
  const food = caseFoodWords(t, f.food);
  const foods = { suspect: food, partner: null };
  const name = dayNameWords(t, foods, "suspect");
  const trouble = troubleNameWords(t, e.trouble);
  if (e.code === "timed") {
    return t("cases.evidenceTimed", {
      trouble,
      lag: f.lagHours,
      food,
      timed: f.timedTroubleDays,
      days: f.exposedDays,
      name,
    });
  }
  if (e.code === "untimed") {
    return t("cases.evidenceUntimed", {
      food,
      timed: f.timedTroubleDays,
      days: f.exposedDays,
      name,
      lag: f.lagHours,
    });
  }
  const part = (troubleDays: number, days: number, label: string) =>
    days === 0
      ? t("cases.evidenceNoDays", { name: label })
      : t("cases.evidenceDays", { troubleDays, days, name: label });
  return t("cases.evidenceCounts", {
    trouble,
    onFood: part(f.exposedTroubleDays, f.exposedDays, name),
    offFood: part(f.freeTroubleDays, f.freeDays, dayNameWords(t, foods, "free")),
  });
}

/** What a case's evidence is worded from: its outcome, its last look, its suspect's verdict. */
export interface CaseEvidence {
  readonly outcome: VerdictOutcome;
  readonly finalAfterDays: number | null;
  readonly evidence: EvidenceFact;
  readonly foods: readonly FoodEvidence[];
}

/** The case's evidence: the suspect's, after the last look "Not enough evidence after 28 days: ...". */
export function caseEvidenceWords(t: Translate, v: CaseEvidence): string {
  if (v.evidence.code === "asLogged") return inClinicalWords(v.evidence.text);
  const suspect = v.foods[0];
  const words = foodEvidenceWords(t, { ...suspect, evidence: v.evidence });
  return v.finalAfterDays !== null && v.outcome === "not-enough"
    ? t("cases.evidenceFinal", { days: v.finalAfterDays, evidence: words })
    : words;
}

/** What to do next, for the parent. */
export function nextStepWords(t: Translate, n: NextStepFact): string {
  if (n.code === "asLogged") return n.text;
  const food = caseFoodWords(t, n.food);
  switch (n.code) {
    case "trigger":
      return t("cases.nextTrigger", { food });
    case "not-trigger":
      return t("cases.nextNotTrigger", { foodCapital: capital(food) });
    case "not-enough":
      return t("cases.nextNotEnough", { food });
    case "whatWouldHelp": {
      const clock = clockWords(t, n.checkHour);
      const lag = n.lagHours === null ? null : Math.max(1, Math.round(n.lagHours));
      const when =
        lag === null
          ? t("cases.helpAtMission", { clock })
          : t("cases.helpAfterFood", { lag, food, clock });
      return t("cases.nextWhatWouldHelp", { when });
    }
  }
}

/** Why a day of the verdict counts as it does, for the case's foods. */
export function dayNoteWords(t: Translate, caseFoods: CaseFoods, n: DayNoteFact): string {
  const foods = named(t, caseFoods);
  switch (n.code) {
    case "asLogged":
      return n.text;
    case "rest":
      return t("cases.noteRest");
    case "ill":
      return t("cases.noteIll");
    case "nothingLogged":
      return t("cases.noteNothingLogged");
    case "noCheck":
      return t("cases.noteNoCheck");
    case "unknown":
      return t("cases.noteUnknown");
    case "trace":
      return t("cases.noteTrace", { suspectCapital: capital(foods.suspect), trace: n.trace });
    case "ambiguous":
      return t("cases.noteAmbiguous", { foodCapital: capital(n.food), suspect: foods.suspect });
    case "counted": {
      // Counted as what was eaten: the suspect alone names the day, even in a split case.
      const alone = { suspect: foods.suspect, partner: null };
      const day = withArticleWords(t, dayPhraseWords(t, foods.partner ? alone : foods, n.as));
      const planSaid =
        n.as !== n.planned
          ? t("cases.notePlanSaid", { name: dayNameWords(t, foods, n.planned) })
          : "";
      const parts = [
        ...(n.servedIn.length > 0
          ? [t("cases.noteServedIn", { food: foods.suspect, list: andListWords(t, n.servedIn) })]
          : []),
        ...(n.tracesIn.length > 0
          ? [t("cases.noteALittleIn", { list: andListWords(t, n.tracesIn) })]
          : []),
      ];
      const served = parts.length > 0 ? t("cases.noteServed", { parts: parts.join(", ") }) : "";
      const heavy = n.heavy ? t("cases.noteHeavy") : "";
      return t("cases.noteCounted", { day, planSaid, served, heavy });
    }
  }
}

/** A day's tummy trouble: "pain (Ouchy) at 10:15", "... in the night (told at 07:30)". */
export function troubleWords(t: Translate, f: TroubleFact): string {
  if (f.code === "asLogged") return inClinicalWords(f.text);
  const trouble = troubleNameWords(t, f.kind);
  return f.night
    ? t("cases.troubleInTheNight", { trouble, time: f.time })
    : t("cases.troubleAt", { trouble, time: f.time });
}

/** What a child's day of the case is worded from. */
export interface CaseDayFacts extends CaseFoods {
  readonly hidingPlaces: readonly string[];
  readonly plainSuspect: boolean;
  readonly plainPartner: boolean;
}

/** Today's instruction in a child's words ("Today is a milk-free day, Detective!"). */
export function childInstructionWords(
  t: Translate,
  foods: CaseFoods,
  kind: PlanDayKind | null,
): string {
  return kind === null
    ? t("cases.startsTomorrow")
    : t("cases.todayInstruction", { day: aDay(t, foods, kind) });
}

/** What the child does on such a day, in a child's words. */
export function childTaskWords(t: Translate, d: CaseDayFacts, kind: PlanDayKind): string {
  const { suspect, partner } = named(t, d);
  const places = d.hidingPlaces.map((place) => foodNameWords(t, place));
  const notEven = places.length > 0 ? t("cases.notEvenIn", { list: orListWords(t, places) }) : "";
  if (kind === "rest") return t("cases.taskRest", { suspect, notEven });
  if (partner) {
    const [eat, plain, skip] =
      kind === "suspect" ? [suspect, d.plainSuspect, partner] : [partner, d.plainPartner, suspect];
    return t("cases.taskSplit", { eat: serve(t, eat, plain), skip });
  }
  return kind === "suspect"
    ? t("cases.taskSuspect", { eat: serve(t, suspect, d.plainSuspect) })
    : t("cases.taskFree", { suspect, notEven });
}

/** The day before a case starts: what day 1 will be. */
export function firstDayTaskWords(t: Translate, foods: CaseFoods, kind: PlanDayKind): string {
  return t("cases.firstDayTask", { day: aDay(t, foods, kind) });
}

/** The case mission in a child's words: a check at the lag's time, at bedtime, and in the morning. */
export function caseMissionWords(t: Translate, checkHour: number): string {
  return t("cases.missionText", { clock: clockWords(t, checkHour) });
}

/** The set-up's safety question about a food. */
export function allergyQuestionWords(t: Translate, food: string): string {
  return t("cases.allergyQuestion", { food: caseFoodWords(t, food) });
}

/** Why a case cannot be opened, per broken safety rule. */
export function safetyProblemWords(
  t: Translate,
  p: { readonly field: SafetyCode; readonly food: string },
): string {
  switch (p.field) {
    case "allergySigns":
      return t("cases.allergyStop", { food: caseFoodWords(t, p.food) });
    case "agreedWithClinician":
      return t("cases.agreementNeeded");
    case "days":
      return t("cases.caseLengthRule", { min: MIN_CASE_DAYS, max: MAX_CASE_DAYS });
    case "open":
      return t("cases.oneCaseAtATime");
  }
}
