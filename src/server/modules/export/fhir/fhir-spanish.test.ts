import type { Bundle, Observation } from "@medplum/fhirtypes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "../../../../contracts/api";
import { pathOf } from "../../../../contracts/endpoint";
import { createTestApp, signUp, type TestApp } from "../../../test/app";
import { fhirR4Validator, schemaErrors } from "../../../test/fhir-schema";
import { BRISTOL_STOOL_FORM } from "./bundle";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const observations = (bundle: Bundle) =>
  (bundle.entry ?? [])
    .map((e) => e.resource)
    .filter((r): r is Observation => r?.resourceType === "Observation");

describe("GET /api/export/{userId}/fhir in Spanish (ADR 060)", () => {
  it("words the app's own texts in Spanish, keeps SNOMED's display, and still validates", async () => {
    const c = await signUp(t.app, { username: "Lucia_R" });
    await c.request("POST", pathOf(API.meals.create), {
      mealType: "breakfast",
      manualFoods: ["tostada"],
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
    const path = pathOf(API.export.fhir, { userId: c.user.id });
    const byHeader = await c.request("GET", `${path}?start=2025-03-04&end=2025-03-10`, undefined, {
      "accept-language": "es-ES,es;q=0.9",
    });
    const byQuery = await c.request("GET", `${path}?start=2025-03-04&end=2025-03-10&language=es`);
    for (const res of [byHeader, byQuery]) {
      expect(res.statusCode).toBe(200);
      const bundle = res.json<Bundle>();
      const validate = fhirR4Validator();
      const ok = validate(bundle);
      expect(ok, ok ? "" : schemaErrors(validate)).toBe(true);
      const all = observations(bundle);
      const stool = all.find((o) => o.code.coding?.[0]?.code === BRISTOL_STOOL_FORM.code);
      // SNOMED CT's own display, in English as SNOMED defines it; the text in Spanish.
      expect(stool?.code.coding?.[0]).toEqual({
        system: "http://snomed.info/sct",
        code: "443172007",
        display: "Bristol stool form",
      });
      expect(stool?.code.text).toBe("Forma de las heces (escala de Bristol)");
      expect(stool?.note?.[0]?.text).toBe(
        "El botón del niño o la niña: Cuesta salir (Tipo 1-2, Estreñimiento)",
      );
      const pain = all.find((o) => o.code.coding?.[0]?.code === "21522001");
      expect(pain?.code.coding?.[0]?.display).toBe("Abdominal pain");
      expect(pain?.valueCodeableConcept?.coding?.[0]).toMatchObject({
        system: "urn:tummy-detective:feeling",
        code: "pain",
        display: "dolor (Me duele)",
      });
      expect(pain?.valueCodeableConcept?.text).toBe("Dolor (Me duele)");
      const meal = all.find((o) => o.valueString);
      expect(meal?.valueString).toBe("Desayuno: tostada");
      expect(meal?.code.text).toBe("Ingesta de alimentos");
      const drink = all.find((o) => o.valueQuantity);
      // UCUM's unit code is unchanged.
      expect(drink?.valueQuantity).toMatchObject({ value: 240, code: "mL", unit: "mL" });
      expect(drink?.note?.[0]?.text).toBe("Agua: Water");
    }
    // English when asked, whatever the browser speaks.
    const english = await c.request("GET", `${path}?language=en`, undefined, {
      "accept-language": "es-ES",
    });
    const meal = observations(english.json<Bundle>()).find((o) => o.valueString);
    expect(meal?.code.text).toBe("Food intake");
  });
});
