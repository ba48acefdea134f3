import type { Bundle, Patient } from "@medplum/fhirtypes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "../../../../contracts/api";
import { pathOf } from "../../../../contracts/endpoint";
import { DIARY_ENTRIES_HEADER } from "../../../../contracts/export";
import { BATHROOM_EVENT_VALUES } from "../../../../domain/bathroom";
import { FEELING_VALUES } from "../../../../domain/feelings";
import { addDays, localDate } from "../../../../domain/local-day";
import { feelingTerm } from "../../../../domain/vocabulary";
import { vocabularyProblems } from "../../../../domain/vocabulary-check";
import { drinks, meals, tummyChecks } from "../../../db/schema/index";
import { createTestApp, send, signUp, type TestApp } from "../../../test/app";
import {
  expectHistoryCodes,
  expectStandardCodes,
  fhirPath,
  logHistory,
  logMorning,
  observations,
  resources,
  valid,
} from "../../../test/fhir-diary";
import { fhirR4Validator } from "../../../test/fhir-schema";
import { BRISTOL_STOOL_FORM, buildBundle } from "./bundle";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  fhirR4Validator();
}, 120_000);
afterAll(() => t.close());

/** Every string of a FHIR bundle a receiving system may show (not ids, links or systems). */
function fhirTexts(value: unknown, key = ""): string[] {
  if (typeof value === "string") {
    return ["id", "fullUrl", "reference", "system", "effectiveDateTime", "timestamp"].includes(key)
      ? []
      : [value];
  }
  if (Array.isArray(value)) return value.flatMap((v) => fhirTexts(v, key));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => fhirTexts(v, k));
  }
  return [];
}

describe("GET /api/export/{userId}/fhir", () => {
  it("answers an R4 collection Bundle that validates against HL7's schema, named for the child and the period", async () => {
    const c = await signUp(t.app, { username: "Maya_R" });
    await logMorning(c, ["porridge", "milk"]);
    await c.request("POST", pathOf(API.tummyChecks.create), {
      feeling: "uncomfortable",
      bathroomEvent: "super runny",
      timestamp: "2025-03-05T09:30:00.000Z",
    });
    await c.request("POST", pathOf(API.tummyChecks.create), {
      feeling: "happy",
      timestamp: "2025-03-06T09:30:00.000Z",
    });

    const res = await c.request("GET", `${fhirPath(c.user.id)}?start=2025-03-04&end=2025-03-10`);
    expect(res.statusCode).toBe(200);
    // The CSV export's names read the same period.
    const long = await c.request(
      "GET",
      `${fhirPath(c.user.id)}?startDate=2025-03-04&endDate=2025-03-10`,
    );
    expect(long.headers["content-disposition"]).toBe(res.headers["content-disposition"]);
    expect(res.headers["content-type"]).toContain("application/fhir+json");
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="tummy-detective_maya-r_2025-03-04_2025-03-10_fhir.json"',
    );
    expect(res.headers[DIARY_ENTRIES_HEADER]).toBe("5");
    const bundle = res.json<Bundle>();
    // Valid R4; SNOMED CT, LOINC and UCUM as those systems define them.
    const stools = expectStandardCodes(bundle);
    expect(bundle).toMatchObject({ resourceType: "Bundle", type: "collection" });

    const patient = resources(bundle)[0] as Patient;
    expect(patient).toEqual({
      resourceType: "Patient",
      id: c.user.id,
      name: [{ text: "Maya_R" }],
    });
    expect(stools).toHaveLength(2);
    // Tough to Go is the child's button for Types 1-2; Super Runny is Type 7.
    expect(stools[0]?.valueRange).toEqual({ low: { value: 1 }, high: { value: 2 } });
    expect(stools[1]?.valueInteger).toBe(7);
    const feelings = observations(bundle)
      .filter((o) => o.valueCodeableConcept && o.code.coding?.[0]?.code === "21522001")
      .map((o) => o.valueCodeableConcept?.coding?.[0]?.display);
    expect(feelings).toEqual([
      feelingTerm("ouchy"),
      feelingTerm("uncomfortable"),
      feelingTerm("happy"),
    ]);
    const drink = observations(bundle).find((o) => o.valueQuantity);
    expect(drink?.valueQuantity).toMatchObject({ value: 240, code: "mL" });
    expect(drink?.note?.[0]?.text).toBe("Water");
    for (const o of observations(bundle)) {
      expect(o.subject?.reference).toBe(`urn:uuid:${c.user.id}`);
      expect(o.status).toBe("final");
    }
    // The clinical vocabulary: each feeling named one way, the child's word beside it.
    const texts = fhirTexts(bundle);
    expect(texts).toContain("Pain (Ouchy)");
    expect(vocabularyProblems(texts)).toEqual([]);
    // Every fullUrl is unique (a receiver keys entries by it).
    const urls = (bundle.entry ?? []).map((e) => e.fullUrl);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("validates for a two-year diary of every feeling and stool type, entries oldest first", async () => {
    const c = await signUp(t.app, { timeZone: "Europe/London" });
    const today = localDate(new Date(), "Europe/London");
    const first = addDays(today, -729);
    const at = (day: number, hour: number) =>
      new Date(Date.parse(`${addDays(first, day)}T00:00:00.000Z`) + hour * 3_600_000);
    const db = t.database.db;
    const days = Array.from({ length: 730 }, (_, d) => d);
    await db.insert(meals).values(
      days.flatMap((d) => [
        {
          userId: c.user.id,
          mealType: "breakfast",
          manualFoods: ["toast", "milk"],
          timestamp: at(d, 7),
        },
        { userId: c.user.id, mealType: "dinner", manualFoods: ["pasta"], timestamp: at(d, 18) },
      ]),
    );
    await db.insert(tummyChecks).values(
      days.map((d) => ({
        userId: c.user.id,
        feeling: FEELING_VALUES[d % FEELING_VALUES.length] as string,
        bathroomEvent: d % 2 === 0 ? BATHROOM_EVENT_VALUES[d % BATHROOM_EVENT_VALUES.length] : null,
        notes: d % 10 === 0 ? "after school" : null,
        timestamp: at(d, 12),
      })),
    );
    await db.insert(drinks).values(
      days.map((d) => ({
        userId: c.user.id,
        drinkType: "water",
        drinkName: "Water",
        amountMl: 240,
        amountCups: 1,
        timestamp: at(d, 10),
      })),
    );
    const res = await c.request(
      "GET",
      `${fhirPath(c.user.id)}?startDate=${first}&endDate=${today}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers[DIARY_ENTRIES_HEADER]).toBe(String(730 * 4));
    const bundle = res.json<Bundle>();
    const check = valid(bundle);
    expect(check.ok, check.errors).toBe(true);
    // Patient, 2 meals, a check and a drink a day, a stool every other day, the age band.
    expect(bundle.entry).toHaveLength(1 + 730 * 4 + 365 + 1);
    const times = observations(bundle).map((o) => Date.parse(o.effectiveDateTime as string));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const stoolValues = new Set(
      observations(bundle)
        .filter((o) => o.code.coding?.[0]?.code === BRISTOL_STOOL_FORM.code)
        .map((o) => JSON.stringify(o.valueInteger ?? o.valueRange)),
    );
    expect(stoolValues.size).toBe(BATHROOM_EVENT_VALUES.length);
  });

  it("says an empty period holds nothing (0 entries) and still answers a valid bundle", async () => {
    const c = await signUp(t.app);
    const res = await c.request(
      "GET",
      `${fhirPath(c.user.id)}?startDate=2025-01-01&endDate=2025-01-07`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers[DIARY_ENTRIES_HEADER]).toBe("0");
    const bundle = res.json<Bundle>();
    expect(valid(bundle).ok).toBe(true);
    // The Patient and the child's age band (8 years old at sign-up).
    expect(resources(bundle).map((r) => r?.resourceType)).toEqual(["Patient", "Observation"]);
  });

  it("names who reported a check as its performer, and gives each alarm sign an Observation", () => {
    const child = { id: "0b6f0f5e-8d7a-4a55-9d8e-1f2a3b4c5d6e", name: "Maya" };
    const at = "2025-03-04T09:30:00.000Z";
    const check = (id: string, extra: object) => ({
      id,
      userId: child.id,
      feeling: "ouchy",
      bathroomEvent: "runny tummy",
      notes: null,
      timestamp: at,
      createdAt: at,
      reporter: "child" as const,
      reporterName: null,
      sameAsId: null,
      childStoolType: null,
      alarmSigns: [] as string[],
      ...extra,
    });
    const checks = [
      check("9a1b2c3d-0000-4000-8000-000000000001", {}),
      check("9a1b2c3d-0000-4000-8000-000000000002", {
        reporter: "carer",
        reporterName: "Grandma",
        alarmSigns: ["fever", "vomiting"],
      }),
      // A 6-year-old's "Mushy" on the children's scale: Bristol type 6 exactly, not 6's range.
      check("9a1b2c3d-0000-4000-8000-000000000003", { childStoolType: 4 }),
    ];
    const bundle = buildBundle(
      { meals: [], tummyChecks: checks, sleepLogs: [], drinks: [], patterns: [], cases: [] },
      child,
      new Date(at),
    );
    const check1 = valid(bundle);
    expect(check1.ok, check1.errors).toBe(true);
    const performers = observations(bundle).map((o) => o.performer?.[0]);
    // The child's own check (no reporter stored): the child, as the Patient.
    expect(performers[0]).toEqual({ reference: `urn:uuid:${child.id}`, display: "Maya" });
    expect(performers).toContainEqual({ display: "another carer (Grandma)" });
    const signs = observations(bundle).filter((o) => o.valueBoolean === true);
    expect(signs.map((o) => o.code.text)).toEqual(["Alarm sign: fever", "Alarm sign: vomiting"]);
    expect(signs[0]?.performer).toEqual([{ display: "another carer (Grandma)" }]);
    // Coded in SNOMED CT for a clinic's system, beside the family's words.
    expect(signs.map((o) => o.code.coding?.[0])).toEqual([
      { system: "http://snomed.info/sct", code: "386661006", display: "Fever" },
      { system: "http://snomed.info/sct", code: "422400008", display: "Vomiting" },
    ]);
    const mushy = observations(bundle).filter(
      (o) => o.note?.[0]?.text?.startsWith("Children's scale") ?? false,
    );
    expect(mushy.map((o) => o.valueInteger)).toEqual([6]);
    expect(vocabularyProblems(fhirTexts(bundle))).toEqual([]);
  });

  it("fails the schema check on a broken bundle (the check is real)", () => {
    expect(
      valid({
        resourceType: "Bundle",
        type: "collection",
        entry: [{ resource: { resourceType: "Observation", status: "final" } }],
      }).ok,
    ).toBe(false);
    expect(
      valid({
        resourceType: "Bundle",
        type: "collection",
        entry: [
          {
            resource: {
              resourceType: "Observation",
              status: "final",
              code: { text: "x" },
              valueInteger: "3",
            },
          },
        ],
      }).ok,
    ).toBe(false);
  });

  it("answers 400 for bad dates and a bad id, 401 without a session, 403 for another detective", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const tomorrow = addDays(localDate(new Date(), "UTC"), 1);
    const future = await a.request("GET", `${fhirPath(a.user.id)}?endDate=${tomorrow}`);
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe("Export dates can't be in the future");
    const backwards = await a.request(
      "GET",
      `${fhirPath(a.user.id)}?start=2025-03-10&end=2025-03-04`,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe("The end date can't be before the start date");
    expect((await a.request("GET", `${fhirPath(a.user.id)}?startDate=2025-02-30`)).statusCode).toBe(
      400,
    );
    expect(
      (await a.request("GET", `${fhirPath(a.user.id)}?startDate=${"9".repeat(5000)}`)).statusCode,
    ).toBe(400);
    expect((await a.request("GET", "/api/export/not-a-uuid/fhir")).statusCode).toBe(400);
    const anonymous = await send(t.app, "GET", fhirPath(a.user.id));
    expect(anonymous.statusCode).toBe(401);
    const other = await b.request("GET", fhirPath(a.user.id));
    expect(other.statusCode).toBe(403);
  });

  it("is the parent's: 403 'Parent code needed' once a code is set, until parent mode", async () => {
    const a = await signUp(t.app);
    await a.request("PUT", pathOf(API.parent.code, { userId: a.user.id }), {
      password: "secret123",
      parentCode: "9731",
    });
    const refused = await a.request("GET", fhirPath(a.user.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Parent code needed");
    await a.request("POST", pathOf(API.parent.start, { userId: a.user.id }), {
      parentCode: "9731",
    });
    const allowed = await a.request("GET", fhirPath(a.user.id));
    expect(allowed.statusCode).toBe(200);
    expect(valid(allowed.json()).ok).toBe(true);
  });

  it("carries sleep, school days, the profile's alarm signs and the age band, valid R4", async () => {
    const c = await signUp(t.app, { age: 5, timeZone: "Europe/London" });
    const days = await logHistory(t, c);
    const res = await c.request("GET", `${fhirPath(c.user.id)}?startDate=${days.twoDaysAgo}`);
    expect(res.statusCode).toBe(200);
    const bundle = res.json<Bundle>();
    // Codes and values, the same in every language (fhir-spanish.test.ts reads the Spanish words).
    const { nights, school, profile, signs, band } = expectHistoryCodes(bundle, days);

    expect(nights[0]?.note?.[0]?.text).toBe("Morning mood: Happy and energetic (Bunny)");
    expect(school?.valueCodeableConcept?.coding?.[0]?.display).toBe("Left early");
    expect(school?.code.text).toBe("Missed school or left early because of the tummy");
    expect(profile.map((o) => o.code.text)).toEqual([
      "Alarm sign in the child's history: weight loss",
      "Alarm sign in the child's history: family history of coeliac disease",
    ]);
    expect(profile[0]?.note?.[0]?.text).toBe(`Noted by a grown-up, since ${days.twoDaysAgo}`);
    expect(profile[0]?.performer).toEqual([{ display: "a parent" }]);
    expect(signs.map((o) => o.code.text)).toEqual([
      "Alarm sign: diarrhoea at night",
      "Also logged: waking at night with tummy pain",
    ]);
    expect(band?.code.coding?.[0]?.display).toBe("Age band");
    expect(band?.valueCodeableConcept).toEqual({
      coding: [{ system: "urn:tummy-detective:age-band", code: "4-5", display: "4 to 5" }],
      text: "4 to 5 (5 years old)",
    });
    expect(vocabularyProblems(fhirTexts(bundle))).toEqual([]);
  });
});
