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
import { alarmSignLabel } from "../../../../domain/alarm-signs";
import { BATHROOM_EVENTS } from "../../../../domain/bathroom";
import { childStoolType } from "../../../../domain/child-stool-scale";
import { foodsOfMeal } from "../../../../domain/food-groups";
import { drinkTypeOf } from "../../../../domain/hydration";
import { mealTypeLabel } from "../../../../domain/meal-types";
import {
  CLINICAL_FEELINGS,
  capitalFirst,
  feelingClass,
  feelingTerm,
} from "../../../../domain/vocabulary";

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
 * SNOMED CT findings of the alarm signs a clinic's system can match: blood in poo as
 * hematochezia, vomiting, fever, weight loss. Waking at night with tummy pain has no one concept
 * and keeps the app's code alone.
 */
export const ALARM_SIGN_SNOMED: Readonly<Record<string, { code: string; display: string }>> = {
  "blood in poo": { code: "405729008", display: "Hematochezia" },
  vomiting: { code: "422400008", display: "Vomiting" },
  fever: { code: "386661006", display: "Fever" },
  "weight loss noticed": { code: "89362005", display: "Weight loss" },
};
/** The app's own code systems, for what no standard code says in the child's words. */
export const APP_SYSTEM = "urn:tummy-detective";
const OBSERVATION_CATEGORY = "http://terminology.hl7.org/CodeSystem/observation-category";
const UCUM = "http://unitsofmeasure.org";

/** Who the bundle is about. */
export interface FhirChild {
  readonly id: string;
  readonly name: string;
}

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
    { coding: [BRISTOL_STOOL_FORM], text: "Bristol stool form" },
    {
      ...value,
      note: [
        {
          text: childType
            ? `Children's scale (mBSFS-C) type ${childType.value}: ${childType.label} = Bristol type ${childType.bristol}`
            : option
              ? `The child's button: ${option.label} (${option.bristolType}, ${option.category})`
              : `Logged as: ${check.bathroomEvent}`,
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
): Observation {
  const term = feelingTerm(check.feeling);
  return observation(
    check.id,
    child,
    check.timestamp,
    {
      coding: [ABDOMINAL_PAIN],
      text: "Abdominal pain or discomfort, rated on the child's three faces",
    },
    {
      valueCodeableConcept: {
        coding: [
          { system: `${APP_SYSTEM}:feeling`, code: feelingCode(check.feeling), display: term },
        ],
        text: capitalFirst(term),
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

const REPORTER_WORDS: Readonly<Record<string, string>> = {
  parent: "a parent",
  carer: "another carer",
};

/**
 * The performer of a check: the child (the Patient) when the child reported it or the diary does
 * not say, the name of the grown-up's login that logged it (ADR 065), else the grown-up in words
 * ("a parent", "another carer (Grandma)"): a Reference with only a display, as FHIR allows for
 * someone the record holds no resource for.
 */
export function performerOf(entry: ReportedBy, child: FhirChild): Performer {
  if (entry.loggedByName) return [{ display: entry.loggedByName }];
  const reporter = entry.reporter ?? "child";
  if (reporter === "child") return [{ reference: urn(child.id), display: child.name }];
  const words = REPORTER_WORDS[reporter] ?? reporter;
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
): Observation {
  const snomed = ALARM_SIGN_SNOMED[sign];
  return observation(
    derivedUuid(check.id, "alarm", sign),
    child,
    check.timestamp,
    {
      coding: [
        ...(snomed ? [{ system: SNOMED, ...snomed }] : []),
        { system: `${APP_SYSTEM}:alarm-sign`, code: sign.replace(/\s+/g, "-"), display: label },
      ],
      text: `Alarm sign: ${label}`,
    },
    { valueBoolean: true },
    performerOf(check as ReportedBy, child),
  );
}

/** A meal: food intake, the value the foods in the child's words. */
export function mealObservation(meal: ExportData["meals"][number], child: FhirChild): Observation {
  return observation(
    meal.id,
    child,
    meal.timestamp,
    {
      coding: [{ system: `${APP_SYSTEM}:intake`, code: "meal", display: "Meal eaten" }],
      text: "Food intake",
    },
    {
      valueString: `${mealTypeLabel(meal.mealType)}: ${foodsOfMeal(meal).join(", ")}`,
    },
  );
}

/** A drink: fluid intake in millilitres. */
export function drinkObservation(
  drink: ExportData["drinks"][number],
  child: FhirChild,
): Observation {
  return observation(
    drink.id,
    child,
    drink.timestamp,
    {
      coding: [{ system: `${APP_SYSTEM}:intake`, code: "drink", display: "Drink" }],
      text: "Fluid intake",
    },
    {
      valueQuantity: { value: drink.amountMl, unit: "mL", system: UCUM, code: "mL" },
      note: [{ text: `${drinkTypeOf(drink.drinkType).label}: ${drink.drinkName}` }],
    },
  );
}

/** Every resource of the diary, the Patient first, then the entries oldest first. */
export function* diaryResources(
  data: ExportData,
  child: FhirChild,
): Generator<Patient | Observation> {
  yield patientResource(child);
  const timed: { at: number; make: () => (Observation | null)[] }[] = [
    ...data.meals.map((meal) => ({
      at: Date.parse(meal.timestamp),
      make: () => [mealObservation(meal, child)],
    })),
    ...data.tummyChecks.map((check) => ({
      at: Date.parse(check.timestamp),
      make: () => {
        const performer = performerOf(check as ReportedBy, child);
        const signs = (check as WithAlarmSigns).alarmSigns ?? [];
        return [
          tummyObservation(check, child, performer),
          stoolObservation(check, child, performer),
          ...signs.map((sign) => alarmSignObservation(check, sign, child, alarmSignLabel(sign))),
        ];
      },
    })),
    ...data.drinks.map((drink) => ({
      at: Date.parse(drink.timestamp),
      make: () => [drinkObservation(drink, child)],
    })),
  ];
  timed.sort((a, b) => a.at - b.at);
  for (const item of timed) {
    for (const resource of item.make()) if (resource) yield resource;
  }
}

/** How many diary entries the export holds (0: nothing was logged in the period). */
export function diaryEntryCount(data: ExportData): number {
  return data.meals.length + data.tummyChecks.length + data.drinks.length + data.sleepLogs.length;
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
export function buildBundle(data: ExportData, child: FhirChild, exportedAt: Date): Bundle {
  return {
    ...bundleHead(exportedAt),
    entry: [...diaryResources(data, child)].map(entryOf),
  };
}

/**
 * The bundle as JSON text streamed entry by entry: the serialised text of a long diary is never
 * whole in memory, and each chunk is small. Parses to what buildBundle gives.
 */
export function bundleStream(data: ExportData, child: FhirChild, exportedAt: Date): Readable {
  const head = JSON.stringify(bundleHead(exportedAt));
  return Readable.from(
    (function* () {
      yield `${head.slice(0, -1)},"entry":[`;
      let first = true;
      let chunk = "";
      for (const resource of diaryResources(data, child)) {
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
