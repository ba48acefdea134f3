import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import type {
  Bundle,
  BundleEntry,
  CodeableConcept,
  Observation,
  Patient,
} from "@medplum/fhirtypes";
import type { ExportData } from "../../../../contracts/export";
import { isFeelingScale } from "../../../../domain/age-bands";
import {
  ALARM_SIGNS,
  checkSignOption,
  PROFILE_SIGNS,
  SIGN_CODE_SYSTEM,
} from "../../../../domain/alarm-signs";
import { BATHROOM_EVENTS } from "../../../../domain/bathroom";
import { childStoolType } from "../../../../domain/child-stool-scale";
import { MORNING_MOODS } from "../../../../domain/feelings";
import { foodsOfMeal } from "../../../../domain/food-groups";
import { drinkTypeOf, hasOwnDrinkName } from "../../../../domain/hydration";
import { isSchoolAnswer } from "../../../../domain/school";
import { hoursSlept } from "../../../../domain/sleep";
import { CLINICAL_FEELINGS, feelingClass } from "../../../../domain/vocabulary";
import type { Translate } from "../../../../i18n/translate";
import {
  childStoolWord,
  drinkTypeWord,
  mealTypeWord,
  moodMeaningWord,
  moodWord,
} from "../../../../i18n/words/diary-labels";
import {
  capitalFirst as capitalised,
  feelingTerm as feelingWords,
  signLabel,
  stoolLabel,
} from "../../../../i18n/words/vocabulary";
import { translatorFor } from "../../../lib/i18n";

/**
 * The diary as a FHIR R4 Bundle of type collection (docs/decisions/060): the child as a Patient,
 * and one Observation per bathroom event, tummy check, meal and drink, each with the child's own
 * words beside the clinical ones. Every resource is made by one small function, so a new kind of
 * entry (an alarm sign, who reported) is one more function.
 */

export const SNOMED = "http://snomed.info/sct";
/** SNOMED CT: Bristol stool form (the observable the stool type is a value of). */
export const BRISTOL_STOOL_FORM = {
  system: SNOMED,
  code: "443172007",
  display: "Bristol stool form",
};
/** SNOMED CT: abdominal pain (finding); the check's value tells its degree in the vocabulary. */
export const ABDOMINAL_PAIN = { system: SNOMED, code: "21522001", display: "Abdominal pain" };
/**
 * SNOMED CT findings of the alarm signs a clinic's system can match, from the sign lists of
 * `domain/alarm-signs.ts` (ADR 062): blood in poo as hematochezia, vomiting, fever, weight loss.
 * The others say two things at once or have no one concept and keep the app's code alone.
 */
export const ALARM_SIGN_SNOMED: Readonly<Record<string, { code: string; display: string }>> =
  Object.fromEntries(
    [...ALARM_SIGNS, ...PROFILE_SIGNS].flatMap((s) => (s.snomed ? [[s.value, s.snomed]] : [])),
  );
/** LOINC: sleep duration (HL7's patient-contributed sleep observation codes). */
export const LOINC = "http://loinc.org";
export const SLEEP_DURATION = { system: LOINC, code: "93832-4", display: "Sleep duration" };
/** The app's own code systems, for what no standard code says in the child's words. */
export const APP_SYSTEM = "urn:tummy-detective";
const OBSERVATION_CATEGORY = "http://terminology.hl7.org/CodeSystem/observation-category";
const UCUM = "http://unitsofmeasure.org";

/** Who the bundle is about. */
export interface FhirChild {
  readonly id: string;
  readonly name: string;
  /** The age in whole years the profile keeps, when given. */
  readonly age?: number | null;
}

/** What a bundle is made of: the export, school days and profile signs optional. */
export type BundleData = Omit<ExportData, "schoolDays" | "profileSigns"> &
  Partial<Pick<ExportData, "schoolDays" | "profileSigns">>;

/** A uuid made from a name (an entry's id and a role), so an entry's resources keep their ids. */
export function derivedUuid(...parts: string[]): string {
  const hex = createHash("sha256").update(parts.join("\u0000")).digest("hex");
  // Version 8 ("custom") and the RFC 9562 variant bits.
  const variant = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Who reported an entry, as Observation.performer. */
export type Performer = Observation["performer"];

const urn = (id: string) => `urn:uuid:${id}`;

/**
 * The app's own texts (its code system's displays, `text` and notes) are in the report's
 * language; SNOMED CT, LOINC and UCUM codes keep the displays those systems define (ADR 060).
 */
const ENGLISH: Translate = translatorFor("en").t;

/** The patient-reported category every entry carries (the family logged it, nobody measured). */
const SURVEY: CodeableConcept[] = [
  { coding: [{ system: OBSERVATION_CATEGORY, code: "survey", display: "Survey" }] },
];

/** The child: a name; no birth date (the profile keeps an age in years, not a birth year). */
export function patientResource(child: FhirChild): Patient {
  return { resourceType: "Patient", id: child.id, name: [{ text: child.name }] };
}

function observation(
  id: string,
  child: FhirChild,
  at: string,
  code: CodeableConcept,
  value: Partial<Observation>,
  performer?: Performer,
): Observation {
  return {
    resourceType: "Observation",
    id,
    status: "final",
    category: SURVEY,
    code,
    subject: { reference: urn(child.id), display: child.name },
    effectiveDateTime: at,
    ...(performer && performer.length > 0 ? { performer } : {}),
    ...value,
  };
}

/** The Bristol type range of a stored bathroom event ("Type 1-2" -> 1..2), or null. */
export function bristolRange(event: string): { low: number; high: number } | null {
  const option = BATHROOM_EVENTS.find((e) => e.value === event);
  const match = option ? /Type (\d)(?:-(\d))?/.exec(option.bristolType) : null;
  if (!match) return null;
  const low = Number(match[1]);
  return { low, high: match[2] ? Number(match[2]) : low };
}

/**
 * A bathroom event: Bristol stool form, the value the type (an integer, or a range for the
 * child's two-type buttons: Tough to Go is Type 1-2, Just Right Type 3-4).
 */
export function stoolObservation(
  check: ExportData["tummyChecks"][number],
  child: FhirChild,
  performer?: Performer,
  t: Translate = ENGLISH,
): Observation | null {
  if (!check.bathroomEvent) return null;
  const option = BATHROOM_EVENTS.find((e) => e.value === check.bathroomEvent);
  // A stool rated on the children's scale has one Bristol type (ADR 063).
  const childType = childStoolType(check.childStoolType);
  const range = childType
    ? { low: childType.bristol, high: childType.bristol }
    : bristolRange(check.bathroomEvent);
  const value: Partial<Observation> = !range
    ? { valueString: check.bathroomEvent }
    : range.low === range.high
      ? { valueInteger: range.low }
      : { valueRange: { low: { value: range.low }, high: { value: range.high } } };
  return observation(
    derivedUuid(check.id, "stool"),
    child,
    check.timestamp,
    { coding: [BRISTOL_STOOL_FORM], text: t("reports.fhir.stoolText") },
    {
      ...value,
      note: [
        {
          text: childType
            ? t("reports.fhir.childScaleNote", {
                value: String(childType.value),
                label: childStoolWord(t, childType.value),
                bristol: String(childType.bristol),
              })
            : option
              ? t("reports.fhir.buttonNote", {
                  label: stoolLabel(t, option.value),
                  type: t("reports.bristolType", { type: option.bristolType.replace("Type ", "") }),
                  category: t(`reports.category.${option.category}`),
                })
              : t("reports.fhir.loggedAs", { value: check.bathroomEvent }),
        },
      ],
    },
    performer,
  );
}

/** The code of a feeling in the app's system: its clinical name ("mild-discomfort"). */
export function feelingCode(stored: string): string {
  return CLINICAL_FEELINGS[feelingClass(stored)].replace(/\s+/g, "-");
}

/** A tummy check: abdominal pain or discomfort, the value its term ("mild discomfort (Okay)"). */
export function tummyObservation(
  check: ExportData["tummyChecks"][number],
  child: FhirChild,
  performer?: Performer,
  t: Translate = ENGLISH,
): Observation {
  const term = feelingWords(t, check.feeling);
  // The scale it was asked on (ADR 066): two answers under 8, the three faces otherwise.
  const scale =
    check.feelingScale && isFeelingScale(check.feelingScale) ? check.feelingScale : "three-faces";
  return observation(
    check.id,
    child,
    check.timestamp,
    {
      coding: [ABDOMINAL_PAIN],
      text:
        scale === "two-choice" ? t("reports.fhir.painTwoChoice") : t("reports.fhir.painThreeFaces"),
    },
    {
      method: {
        coding: [
          {
            system: `${APP_SYSTEM}:feeling-scale`,
            code: scale,
            display: t(`reports.scale.${scale}`),
          },
        ],
        text: t(`reports.scale.${scale}`),
      },
      valueCodeableConcept: {
        coding: [
          { system: `${APP_SYSTEM}:feeling`, code: feelingCode(check.feeling), display: term },
        ],
        text: capitalised(term),
      },
      ...(check.notes ? { note: [{ text: check.notes }] } : {}),
    },
    performer,
  );
}

/** Who reported an entry, as the diary may keep it (the child when it does not say). */
export interface ReportedBy {
  readonly reporter?: string;
  readonly reporterName?: string | null;
  /** The name of the grown-up's login that logged it (ADR 065). */
  readonly loggedByName?: string | null;
}

/**
 * The performer of a check: the child (the Patient) when the child reported it or the diary does
 * not say, the name of the grown-up's login that logged it (ADR 065), else the grown-up in words
 * ("a parent", "another carer (Grandma)"): a Reference with only a display, as FHIR allows for
 * someone the record holds no resource for.
 */
export function performerOf(
  entry: ReportedBy,
  child: FhirChild,
  t: Translate = ENGLISH,
): Performer {
  if (entry.loggedByName) return [{ display: entry.loggedByName }];
  const reporter = entry.reporter ?? "child";
  if (reporter === "child") return [{ reference: urn(child.id), display: child.name }];
  const words =
    reporter === "parent" || reporter === "carer" ? t(`reports.reporter.${reporter}`) : reporter;
  return [{ display: entry.reporterName ? `${words} (${entry.reporterName})` : words }];
}

/** Alarm signs a check may carry, as stored ("blood in poo", ...). */
export interface WithAlarmSigns {
  readonly alarmSigns?: readonly string[];
}

/**
 * One alarm sign of a check: an Observation that the sign was present, coded in SNOMED CT where
 * one finding says it, and in the family's words.
 */
export function alarmSignObservation(
  check: ExportData["tummyChecks"][number] & WithAlarmSigns,
  sign: string,
  child: FhirChild,
  label = sign,
  t: Translate = ENGLISH,
): Observation {
  const snomed = ALARM_SIGN_SNOMED[sign];
  const option = checkSignOption(sign);
  return observation(
    derivedUuid(check.id, "alarm", sign),
    child,
    check.timestamp,
    {
      coding: [
        ...(snomed ? [{ system: SNOMED, ...snomed }] : []),
        {
          system: SIGN_CODE_SYSTEM,
          code: option?.code ?? sign.replace(/\s+/g, "-"),
          display: label,
        },
      ],
      // Night waking is logged and counted, not an alarm sign (Rome IV; ADR 062).
      text:
        option && !option.alarm
          ? t("reports.fhir.alsoLogged", { sign: label })
          : t("reports.fhir.alarmSign", { sign: label }),
    },
    { valueBoolean: true },
    performerOf(check as ReportedBy, child, t),
  );
}

/** A meal: food intake, the value the foods in the child's words. */
export function mealObservation(
  meal: ExportData["meals"][number],
  child: FhirChild,
  t: Translate = ENGLISH,
): Observation {
  return observation(
    meal.id,
    child,
    meal.timestamp,
    {
      coding: [
        { system: `${APP_SYSTEM}:intake`, code: "meal", display: t("reports.fhir.mealDisplay") },
      ],
      text: t("reports.fhir.mealText"),
    },
    {
      valueString: t("reports.mealDetails", {
        mealType: mealTypeWord(t, meal.mealType),
        foods: foodsOfMeal(meal).join(", "),
      }),
    },
  );
}

/** A drink: fluid intake in millilitres. */
export function drinkObservation(
  drink: ExportData["drinks"][number],
  child: FhirChild,
  t: Translate = ENGLISH,
): Observation {
  const type = drinkTypeWord(t, drinkTypeOf(drink.drinkType).value);
  return observation(
    drink.id,
    child,
    drink.timestamp,
    {
      coding: [
        { system: `${APP_SYSTEM}:intake`, code: "drink", display: t("reports.fhir.drinkDisplay") },
      ],
      text: t("reports.fhir.drinkText"),
    },
    {
      valueQuantity: { value: drink.amountMl, unit: "mL", system: UCUM, code: "mL" },
      // The family's own name beside the type; a drink logged without one is its type alone.
      note: [
        {
          text: hasOwnDrinkName(drink)
            ? t("reports.fhir.drinkNote", { type, name: drink.drinkName })
            : type,
        },
      ],
    },
  );
}

/** "Happy and energetic (Bunny)" in the report's language; an unknown mood as stored. */
function moodText(t: Translate, stored: string): string {
  if (!MORNING_MOODS.some((m) => m.value === stored)) return stored;
  return t("reports.moodReport", {
    meaning: moodMeaningWord(t, stored),
    label: moodWord(t, stored),
  });
}

/** A night: sleep duration from bedtime to waking in hours, or no value without a waking time. */
export function sleepObservation(
  log: ExportData["sleepLogs"][number],
  child: FhirChild,
  t: Translate = ENGLISH,
): Observation {
  const hours = hoursSlept(log);
  const made = observation(
    log.id,
    child,
    log.bedtime,
    { coding: [SLEEP_DURATION], text: t("reports.fhir.sleepText") },
    {
      ...(hours !== null
        ? { valueQuantity: { value: hours, unit: "h", system: UCUM, code: "h" } }
        : {
            dataAbsentReason: {
              coding: [
                {
                  system: "http://terminology.hl7.org/CodeSystem/data-absent-reason",
                  code: "unknown",
                  display: "Unknown",
                },
              ],
              text: t("reports.fhir.noWakingTime"),
            },
          }),
      ...(log.morningMood
        ? {
            note: [{ text: t("reports.fhir.morningMood", { mood: moodText(t, log.morningMood) }) }],
          }
        : {}),
    },
  );
  if (hours === null || !log.wokeAt) return made;
  // A night with a waking time is a period: R4's effective[x] is one of the two.
  const { effectiveDateTime: _bedtime, ...rest } = made;
  return { ...rest, effectivePeriod: { start: log.bedtime, end: log.wokeAt } };
}

/** A school day's answer: missed, left early or not, because of the tummy (ADR 067). */
export function schoolObservation(
  day: NonNullable<BundleData["schoolDays"]>[number],
  child: FhirChild,
  t: Translate = ENGLISH,
): Observation {
  const answer = isSchoolAnswer(day.answer)
    ? t(`serverReports.fhir.schoolAnswer.${day.answer}`)
    : day.answer;
  const asked = t("serverReports.fhir.schoolDisplay");
  return observation(
    derivedUuid(child.id, "school", day.date),
    child,
    day.date,
    {
      coding: [
        { system: `${APP_SYSTEM}:school`, code: "school-missed-because-of-tummy", display: asked },
      ],
      text: asked,
    },
    {
      valueCodeableConcept: {
        coding: [
          {
            system: `${APP_SYSTEM}:school-answer`,
            code: day.answer.replace(/\s+/g, "-"),
            display: answer,
          },
        ],
        text: answer,
      },
    },
  );
}

/** A sign of the child's history a grown-up noted, present since its date (ADR 062). */
export function profileSignObservation(
  sign: NonNullable<BundleData["profileSigns"]>[number],
  child: FhirChild,
  t: Translate = ENGLISH,
): Observation {
  const option = PROFILE_SIGNS.find((p) => p.value === sign.sign);
  const label = signLabel(t, sign.sign);
  return observation(
    derivedUuid(child.id, "profile-sign", sign.sign),
    child,
    sign.since,
    {
      coding: [
        ...(option?.snomed ? [{ system: SNOMED, ...option.snomed }] : []),
        {
          system: SIGN_CODE_SYSTEM,
          code: option?.code ?? sign.sign.replace(/\s+/g, "-"),
          display: label,
        },
      ],
      text: t("serverReports.fhir.profileSign", { sign: label }),
    },
    {
      valueBoolean: true,
      note: [{ text: t("serverReports.fhir.notedSince", { since: sign.since }) }],
    },
    [{ display: t("reports.reporter.parent") }],
  );
}

/** The app's age bands (its own codes), as the FHIR file names them. */
export const FHIR_AGE_BANDS = ["under-4", "4-5", "6-7", "8-and-over"] as const;
export type FhirAgeBand = (typeof FHIR_AGE_BANDS)[number];

/**
 * The child's age band, from the age in whole years the profile keeps: under 4, 4 to 5 (a
 * grown-up tells by default), 6 to 7 (two answers, the stool pictures read aloud), 8 and over.
 */
export function ageBandOfAge(age: number): FhirAgeBand {
  if (age < 4) return "under-4";
  if (age < 6) return "4-5";
  if (age < 8) return "6-7";
  return "8-and-over";
}

/** The child's age band when the bundle was made; none without an age. */
export function ageBandObservation(
  child: FhirChild,
  exportedAt: Date,
  t: Translate = ENGLISH,
): Observation | null {
  if (!child.age) return null;
  const band = ageBandOfAge(child.age);
  const display = t(`serverReports.fhir.ageBand.${band}`);
  return observation(
    derivedUuid(child.id, "age-band", exportedAt.toISOString()),
    child,
    exportedAt.toISOString(),
    {
      coding: [
        {
          system: `${APP_SYSTEM}:profile`,
          code: "age-band",
          display: t("serverReports.fhir.ageBandDisplay"),
        },
      ],
      text: t("serverReports.fhir.ageBandText"),
    },
    {
      valueCodeableConcept: {
        coding: [{ system: `${APP_SYSTEM}:age-band`, code: band, display }],
        text: t("serverReports.fhir.ageBandValue", { band: display, age: child.age }),
      },
    },
  );
}

/** Every resource of the diary, the Patient first, then the entries oldest first. */
export function* diaryResources(
  data: BundleData,
  child: FhirChild,
  exportedAt = new Date(),
  t: Translate = ENGLISH,
): Generator<Patient | Observation> {
  yield patientResource(child);
  const timed: { at: number; make: () => (Observation | null)[] }[] = [
    ...data.meals.map((meal) => ({
      at: Date.parse(meal.timestamp),
      make: () => [mealObservation(meal, child, t)],
    })),
    ...data.tummyChecks.map((check) => ({
      at: Date.parse(check.timestamp),
      make: () => {
        const performer = performerOf(check as ReportedBy, child, t);
        const signs = (check as WithAlarmSigns).alarmSigns ?? [];
        return [
          tummyObservation(check, child, performer, t),
          stoolObservation(check, child, performer, t),
          ...signs.map((sign) => alarmSignObservation(check, sign, child, signLabel(t, sign), t)),
        ];
      },
    })),
    ...data.drinks.map((drink) => ({
      at: Date.parse(drink.timestamp),
      make: () => [drinkObservation(drink, child, t)],
    })),
    ...data.sleepLogs.map((log) => ({
      at: Date.parse(log.bedtime),
      make: () => [sleepObservation(log, child, t)],
    })),
    ...(data.schoolDays ?? []).map((day) => ({
      at: Date.parse(`${day.date}T00:00:00.000Z`),
      make: () => [schoolObservation(day, child, t)],
    })),
    ...(data.profileSigns ?? []).map((sign) => ({
      at: Date.parse(`${sign.since}T00:00:00.000Z`),
      make: () => [profileSignObservation(sign, child, t)],
    })),
    // The age band when the file is made: after every entry.
    { at: exportedAt.getTime(), make: () => [ageBandObservation(child, exportedAt, t)] },
  ];
  timed.sort((a, b) => a.at - b.at);
  for (const item of timed) {
    for (const resource of item.make()) if (resource) yield resource;
  }
}

/** How many diary entries the export holds (0: nothing was logged in the period). */
export function diaryEntryCount(data: BundleData): number {
  return (
    data.meals.length +
    data.tummyChecks.length +
    data.drinks.length +
    data.sleepLogs.length +
    (data.schoolDays?.length ?? 0)
  );
}

/** The bundle's envelope without its entries. */
export function bundleHead(exportedAt: Date): Omit<Bundle, "entry"> {
  return {
    resourceType: "Bundle",
    id: derivedUuid("bundle", exportedAt.toISOString()),
    type: "collection",
    timestamp: exportedAt.toISOString(),
  };
}

function entryOf(resource: Patient | Observation): BundleEntry {
  return { fullUrl: urn(resource.id as string), resource };
}

/** The whole bundle as one object (tests, small diaries). */
export function buildBundle(
  data: BundleData,
  child: FhirChild,
  exportedAt: Date,
  t: Translate = ENGLISH,
): Bundle {
  return {
    ...bundleHead(exportedAt),
    entry: [...diaryResources(data, child, exportedAt, t)].map(entryOf),
  };
}

/**
 * The bundle as JSON text streamed entry by entry: the serialised text of a long diary is never
 * whole in memory, and each chunk is small. Parses to what buildBundle gives.
 */
export function bundleStream(
  data: BundleData,
  child: FhirChild,
  exportedAt: Date,
  t: Translate = ENGLISH,
): Readable {
  const head = JSON.stringify(bundleHead(exportedAt));
  return Readable.from(
    (function* () {
      yield `${head.slice(0, -1)},"entry":[`;
      let first = true;
      let chunk = "";
      for (const resource of diaryResources(data, child, exportedAt, t)) {
        chunk += (first ? "" : ",") + JSON.stringify(entryOf(resource));
        first = false;
        if (chunk.length > 64 * 1024) {
          yield chunk;
          chunk = "";
        }
      }
      yield `${chunk}]}`;
    })(),
  );
}
