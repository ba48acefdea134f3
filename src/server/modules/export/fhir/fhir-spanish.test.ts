import type { Bundle } from "@medplum/fhirtypes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../../../test/app";
import {
  expectHistoryCodes,
  expectStandardCodes,
  fhirPath,
  logHistory,
  logMorning,
  observations,
} from "../../../test/fhir-diary";

// The same diaries as fhir.test.ts (test/fhir-diary.ts), and the codes every language keeps;
// here only the Spanish words.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/export/{userId}/fhir in Spanish (ADR 060)", () => {
  it("words the app's own texts in Spanish, keeps SNOMED's display, and still validates", async () => {
    const c = await signUp(t.app, { username: "Lucia_R" });
    await logMorning(c, ["tostada"]);
    const path = fhirPath(c.user.id);
    const byHeader = await c.request("GET", `${path}?start=2025-03-04&end=2025-03-10`, undefined, {
      "accept-language": "es-ES,es;q=0.9",
    });
    const byQuery = await c.request("GET", `${path}?start=2025-03-04&end=2025-03-10&language=es`);
    for (const res of [byHeader, byQuery]) {
      expect(res.statusCode).toBe(200);
      const bundle = res.json<Bundle>();
      // SNOMED CT's own displays, in English as SNOMED defines them; UCUM's unit code unchanged.
      const [stool] = expectStandardCodes(bundle);
      const all = observations(bundle);
      expect(stool?.code.text).toBe("Forma de las heces (escala de Bristol)");
      expect(stool?.note?.[0]?.text).toBe(
        "El botón del niño o la niña: Cuesta salir (Tipo 1-2, Estreñimiento)",
      );
      const pain = all.find((o) => o.code.coding?.[0]?.code === "21522001");
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
      // A drink logged without a name is its type, in the report's language (never "Water").
      expect(drink?.note?.[0]?.text).toBe("Agua");
    }
    // English when asked, whatever the browser speaks.
    const english = await c.request("GET", `${path}?language=en`, undefined, {
      "accept-language": "es-ES",
    });
    const meal = observations(english.json<Bundle>()).find((o) => o.valueString);
    expect(meal?.code.text).toBe("Food intake");
  });

  it("words school days, the profile's alarm signs, the age band and morning moods in Spanish", async () => {
    const c = await signUp(t.app, { age: 5, timeZone: "Europe/London" });
    const days = await logHistory(t, c);
    const res = await c.request(
      "GET",
      `${fhirPath(c.user.id)}?startDate=${days.twoDaysAgo}`,
      undefined,
      {
        "accept-language": "es-MX,es;q=0.9",
      },
    );
    expect(res.statusCode).toBe(200);
    const bundle = res.json<Bundle>();
    const { nights, school, profile, signs, band } = expectHistoryCodes(bundle, days);

    expect(nights[0]?.note?.[0]?.text).toBe("Ánimo al despertar: Feliz y con energía (Conejito)");
    expect(school?.code.coding?.[0]?.display).toBe(
      "Faltó a la escuela o salió antes por la barriga",
    );
    expect(school?.code.text).toBe("Faltó a la escuela o salió antes por la barriga");
    expect(school?.valueCodeableConcept).toMatchObject({
      coding: [{ code: "left-early", display: "Salió antes" }],
      text: "Salió antes",
    });
    expect(profile.map((o) => o.code.text)).toEqual([
      "Señal de alarma en los antecedentes del niño: pérdida de peso",
      "Señal de alarma en los antecedentes del niño: antecedentes familiares de celiaquía",
    ]);
    // SNOMED CT keeps its display; the app's own code says it in Spanish.
    expect(profile[0]?.code.coding?.[1]?.display).toBe("pérdida de peso");
    expect(profile[0]?.note?.[0]?.text).toBe(`Anotado por un adulto, desde ${days.twoDaysAgo}`);
    expect(profile[0]?.performer).toEqual([{ display: "un padre o una madre" }]);
    expect(signs.map((o) => o.code.text)).toEqual([
      "Señal de alarma: diarrea por la noche",
      "También anotado: se despierta por la noche con dolor de barriga",
    ]);
    expect(band?.code.coding?.[0]?.display).toBe("Franja de edad");
    expect(band?.code.text).toBe("Franja de edad (qué preguntas y escalas usó la app)");
    expect(band?.valueCodeableConcept).toEqual({
      coding: [{ system: "urn:tummy-detective:age-band", code: "4-5", display: "4 a 5" }],
      text: "4 a 5 (5 años)",
    });
    // No English of the app's own is left: every text and display of the app's codes is Spanish.
    const english = /\b(the|of|and|since|by|years|school|left early|alarm sign|age band)\b/i;
    for (const o of observations(bundle)) {
      const appTexts = [
        o.code.text,
        ...(o.code.coding ?? [])
          .filter((x) => x.system?.startsWith("urn:tummy-detective"))
          .map((x) => x.display),
        o.valueCodeableConcept?.text,
        ...(o.note ?? []).map((n) => n.text),
      ].filter((x): x is string => typeof x === "string");
      for (const text of appTexts) expect(text).not.toMatch(english);
    }
  });
});
