import type { Bundle, Observation } from "@medplum/fhirtypes";
import { describe, expect, it } from "vitest";
import { vocabularyProblems } from "../../../../domain/vocabulary-check";
import { fhirR4Validator, schemaErrors } from "../../../test/fhir-schema";
import { buildBundle } from "./bundle";

const observations = (bundle: Bundle) =>
  (bundle.entry ?? [])
    .map((e) => e.resource)
    .filter((r): r is Observation => r?.resourceType === "Observation");

describe("FHIR: the scale and the reporter of each tummy check (ADR 066)", () => {
  it("names the feeling scale as the method, the grown-up as the performer, and validates", () => {
    const child = { id: "0b6f0f5e-8d7a-4a55-9d8e-1f2a3b4c5d6e", name: "Kit" };
    const at = "2025-03-04T09:30:00.000Z";
    const check = (id: string, extra: object) => ({
      id,
      userId: child.id,
      feeling: "ouchy",
      bathroomEvent: null,
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
    const bundle = buildBundle(
      {
        meals: [],
        tummyChecks: [
          check("9a1b2c3d-0000-4000-8000-0000000000a1", {
            feelingScale: "two-choice",
            reporter: "parent",
          }),
          // A check logged before the scale was stored: the three faces.
          check("9a1b2c3d-0000-4000-8000-0000000000a2", { feeling: "uncomfortable" }),
        ],
        sleepLogs: [],
        drinks: [],
        patterns: [],
        cases: [],
      },
      child,
      new Date(at),
    );
    const validate = fhirR4Validator();
    const ok = validate(bundle);
    expect(ok, ok ? "" : schemaErrors(validate)).toBe(true);
    const checks = observations(bundle);
    expect(checks.map((o) => o.method?.coding?.[0]?.code)).toEqual(["two-choice", "three-faces"]);
    expect(checks.map((o) => o.method?.text)).toEqual([
      "two answers (Tummy OK / Tummy hurts)",
      "three faces (Happy / Okay / Ouchy)",
    ]);
    expect(checks[0]?.code.text).toBe(
      "Abdominal pain or discomfort, answered with two choices (Tummy OK / Tummy hurts)",
    );
    expect(checks[0]?.valueCodeableConcept?.text).toBe("Pain (Ouchy)");
    expect(checks[0]?.performer).toEqual([{ display: "a parent" }]);
    expect(checks[1]?.performer).toEqual([{ reference: `urn:uuid:${child.id}`, display: "Kit" }]);
    const texts = JSON.stringify(bundle.entry?.map((e) => e.resource));
    expect(vocabularyProblems([texts])).toEqual([]);
  });
});
