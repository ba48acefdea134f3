import type { Bundle, Observation } from "@medplum/fhirtypes";
import { expect } from "vitest";
import { API } from "../../contracts/api";
import { pathOf } from "../../contracts/endpoint";
import { ALARM_SIGNS, PROFILE_SIGNS } from "../../domain/alarm-signs";
import { addDays, localDate } from "../../domain/local-day";
import { sleepLogs } from "../db/schema/index";
import { BRISTOL_STOOL_FORM } from "../modules/export/fhir/bundle";
import type { Client, TestApp } from "./app";
import { fhirR4Validator, schemaErrors } from "./fhir-schema";

/**
 * The FHIR export's tests in every language share their diaries and what every language keeps
 * the same (HL7's schema, SNOMED CT, LOINC and UCUM codes and displays; ADR 060): each language's
 * test says only its own words.
 */

export const fhirPath = (userId: string) => pathOf(API.export.fhir, { userId });
export const resources = (bundle: Bundle) => (bundle.entry ?? []).map((e) => e.resource);
export const observations = (bundle: Bundle) =>
  resources(bundle).filter((r): r is Observation => r?.resourceType === "Observation");
export const codeOf = (o: Observation) => o.code.coding?.map((x) => `${x.system}|${x.code}`);

/** Whether a bundle validates against HL7's FHIR R4 schema, with the first errors when not. */
export function valid(bundle: unknown): { ok: boolean; errors: string } {
  const validate = fhirR4Validator();
  const ok = validate(bundle) as boolean;
  return { ok, errors: ok ? "" : schemaErrors(validate) };
}

/** The morning of 2025-03-04: a breakfast of `foods`, an Ouchy check with a Tough to Go stool, 240 ml of water. */
export async function logMorning(c: Client, foods: string[]): Promise<void> {
  await c.request("POST", pathOf(API.meals.create), {
    mealType: "breakfast",
    manualFoods: foods,
    timestamp: "2025-03-04T07:30:00.000Z",
  });
  await c.request("POST", pathOf(API.tummyChecks.create), {
    feeling: "ouchy",
    bathroomEvent: "tough to go",
    timestamp: "2025-03-04T09:30:00.000Z",
  });
  await c.request("POST", pathOf(API.drinks.create), {
    drinkType: "water",
    amountMl: 240,
    timestamp: "2025-03-04T10:00:00.000Z",
  });
}

/**
 * A bundle's standard codes, the same in every language: it validates, the stools are SNOMED's
 * Bristol stool form and the checks its abdominal pain with SNOMED's English displays, the drinks
 * are UCUM millilitres. Returns the stool observations.
 */
export function expectStandardCodes(bundle: Bundle): Observation[] {
  const check = valid(bundle);
  expect(check.ok, check.errors).toBe(true);
  const all = observations(bundle);
  const stools = all.filter((o) => o.code.coding?.some((x) => x.code === BRISTOL_STOOL_FORM.code));
  expect(stools.length).toBeGreaterThan(0);
  for (const stool of stools) {
    expect(stool.code.coding?.[0]).toEqual({
      system: "http://snomed.info/sct",
      code: "443172007",
      display: "Bristol stool form",
    });
  }
  const pains = all.filter((o) => o.code.coding?.[0]?.code === "21522001");
  expect(pains.length).toBeGreaterThan(0);
  for (const pain of pains) {
    expect(pain.code.coding?.[0]).toEqual({
      system: "http://snomed.info/sct",
      code: "21522001",
      display: "Abdominal pain",
    });
  }
  for (const drink of all.filter((o) => o.valueQuantity?.code === "mL")) {
    expect(drink.valueQuantity).toEqual({
      value: 240,
      unit: "mL",
      system: "http://unitsofmeasure.org",
      code: "mL",
    });
  }
  return stools;
}

/** The days of the history diary, in the child's zone (Europe/London). */
export interface HistoryDays {
  readonly yesterday: string;
  readonly twoDaysAgo: string;
}

/**
 * A 5-year-old's last two days: weight loss and a family history of coeliac disease in the
 * profile, a school day left early, a parent's check with diarrhoea at night and night waking,
 * a night with a waking time and a night without.
 */
export async function logHistory(t: TestApp, c: Client): Promise<HistoryDays> {
  const today = localDate(new Date(), "Europe/London");
  const yesterday = addDays(today, -1);
  const twoDaysAgo = addDays(today, -2);
  await c.request("PUT", pathOf(API.profileSigns.replace, { userId: c.user.id }), {
    signs: [
      { sign: "weight loss", since: twoDaysAgo },
      { sign: "family history of coeliac disease", since: twoDaysAgo },
    ],
  });
  await c.request("PUT", pathOf(API.school.answer, { userId: c.user.id, date: yesterday }), {
    answer: "left early",
  });
  await c.request("POST", pathOf(API.tummyChecks.create), {
    feeling: "ouchy",
    reporter: "parent",
    alarmSigns: ["runny poo at night", "woke at night with tummy pain"],
    timestamp: `${twoDaysAgo}T03:00:00.000Z`,
  });
  await t.database.db.insert(sleepLogs).values([
    {
      userId: c.user.id,
      date: twoDaysAgo,
      bedtime: new Date(`${twoDaysAgo}T19:00:00.000Z`),
      wokeAt: new Date(`${yesterday}T06:30:00.000Z`),
      morningMood: "bunny",
    },
    { userId: c.user.id, date: yesterday, bedtime: new Date(`${yesterday}T19:30:00.000Z`) },
  ]);
  return { yesterday, twoDaysAgo };
}

const PROFILE_CODES = new Set<string>(PROFILE_SIGNS.map((s) => s.code));
const CHECK_CODES = new Set<string>(ALARM_SIGNS.map((s) => s.code));
const appSignCode = (o: Observation) =>
  o.code.coding?.find((x) => x.system === "urn:tummy-detective:alarm-sign")?.code ?? "";

/** The history diary's observations, found by their codes (never by words). */
export function historyObservations(bundle: Bundle) {
  const obs = observations(bundle);
  return {
    nights: obs.filter((o) => o.code.coding?.[0]?.code === "93832-4"),
    school: obs.find((o) => o.code.coding?.[0]?.code === "school-missed-because-of-tummy"),
    profile: obs.filter((o) => PROFILE_CODES.has(appSignCode(o))),
    signs: obs.filter((o) => CHECK_CODES.has(appSignCode(o))),
    band: obs.find((o) => o.code.coding?.[0]?.code === "age-band"),
  };
}

/**
 * The history diary's codes, the same in every language: LOINC's sleep duration in UCUM hours
 * over the night's period, HL7's data-absent reason, the school answer's and the signs' codes
 * (SNOMED CT's where one finding says the sign), the age band's.
 */
export function expectHistoryCodes(bundle: Bundle, days: HistoryDays) {
  const check = valid(bundle);
  expect(check.ok, check.errors).toBe(true);
  const found = historyObservations(bundle);
  const { nights, school, profile, signs, band } = found;
  expect(nights.map((o) => codeOf(o)?.[0])).toEqual([
    "http://loinc.org|93832-4",
    "http://loinc.org|93832-4",
  ]);
  expect(nights[0]).toMatchObject({
    valueQuantity: { value: 11.5, unit: "h", system: "http://unitsofmeasure.org", code: "h" },
    effectivePeriod: {
      start: `${days.twoDaysAgo}T19:00:00.000Z`,
      end: `${days.yesterday}T06:30:00.000Z`,
    },
  });
  expect(nights[0]?.effectiveDateTime).toBeUndefined();
  expect(nights[1]?.valueQuantity).toBeUndefined();
  expect(nights[1]?.dataAbsentReason?.coding?.[0]?.code).toBe("unknown");
  expect(school).toMatchObject({
    effectiveDateTime: days.yesterday,
    valueCodeableConcept: { coding: [{ code: "left-early" }] },
  });
  expect(profile.map(codeOf)).toEqual([
    ["http://snomed.info/sct|89362005", "urn:tummy-detective:alarm-sign|weight-loss"],
    ["urn:tummy-detective:alarm-sign|family-history-coeliac"],
  ]);
  expect(profile[0]?.code.coding?.[0]?.display).toBe("Weight loss");
  expect(signs.map(codeOf)).toEqual([
    ["urn:tummy-detective:alarm-sign|runny-poo-at-night"],
    ["urn:tummy-detective:alarm-sign|woke-at-night-with-tummy-pain"],
  ]);
  expect(band?.valueCodeableConcept?.coding?.[0]).toMatchObject({
    system: "urn:tummy-detective:age-band",
    code: "4-5",
  });
  return found;
}
