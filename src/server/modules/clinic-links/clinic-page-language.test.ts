import type { Bundle, Observation } from "@medplum/fhirtypes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "../../../contracts/api";
import { pathOf } from "../../../contracts/endpoint";
import { addDays, localDate } from "../../../domain/local-day";
import { sleepLogs } from "../../db/schema/index";
import { type Client, createTestApp, send, signUp, type TestApp } from "../../test/app";
import { observations, valid } from "../../test/fhir-diary";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Opens a clinic link as a clinic's browser does: no cookie, its own Accept-Language. */
const open = (url: string, language?: string) =>
  t.app.inject({
    method: "GET",
    url: new URL(url, "http://x").pathname,
    headers: language ? { "accept-language": language } : {},
  });

/** The text of each element of a page (no style), entities as the reader sees them. */
function textsOf(html: string): string[] {
  return html
    .replace(/<style>[\s\S]*?<\/style>/, "")
    .split(/<[^>]+>/)
    .map((text) =>
      text
        .replace(/&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&amp;/g, "&")
        .trim(),
    )
    .filter(Boolean);
}

/** A week of a diary in Madrid with something in every section of the summary. */
async function busyWeek(c: Client): Promise<{ yesterday: string; twoDaysAgo: string }> {
  const today = localDate(new Date(), "Europe/Madrid");
  const yesterday = addDays(today, -1);
  const twoDaysAgo = addDays(today, -2);
  const at = (day: string, hour: string) => `${day}T${hour}:00:00.000Z`;
  const ok = (res: { statusCode: number; body: string }) => {
    if (res.statusCode >= 300) throw new Error(`${res.statusCode} ${res.body}`);
  };
  ok(
    await c.request("POST", pathOf(API.meals.create), {
      mealType: "breakfast",
      manualFoods: ["tostada", "leche"],
      timestamp: at(twoDaysAgo, "07"),
    }),
  );
  ok(
    await c.request("POST", pathOf(API.tummyChecks.create), {
      feeling: "ouchy",
      bathroomEvent: "tough to go",
      alarmSigns: ["fever", "woke at night with tummy pain"],
      timestamp: at(twoDaysAgo, "09"),
    }),
  );
  ok(
    await c.request("POST", pathOf(API.tummyChecks.create), {
      feeling: "happy",
      timestamp: at(yesterday, "09"),
    }),
  );
  ok(
    await c.request("POST", pathOf(API.drinks.create), {
      drinkType: "water",
      drinkName: "agua",
      amountMl: 240,
      timestamp: at(twoDaysAgo, "10"),
    }),
  );
  // Logged without a name: stored with its type's English label, worded by the page.
  ok(
    await c.request("POST", pathOf(API.drinks.create), {
      drinkType: "juice",
      amountMl: 120,
      timestamp: at(twoDaysAgo, "11"),
    }),
  );
  ok(
    await c.request("PUT", pathOf(API.profileSigns.replace, { userId: c.user.id }), {
      signs: [{ sign: "weight loss", since: twoDaysAgo }],
    }),
  );
  ok(
    await c.request("PUT", pathOf(API.school.answer, { userId: c.user.id, date: yesterday }), {
      answer: "missed",
    }),
  );
  await t.database.db.insert(sleepLogs).values({
    userId: c.user.id,
    date: twoDaysAgo,
    bedtime: new Date(at(twoDaysAgo, "19")),
    wokeAt: new Date(at(yesterday, "06")),
    morningMood: "bunny",
  });
  return { yesterday, twoDaysAgo };
}

describe("the clinic link page in the visitor's language", () => {
  it("reads in Spanish for a Spanish browser, in English otherwise, dates by Intl", async () => {
    const c = await signUp(t.app, { username: "Lucia_page", timeZone: "Europe/Madrid" });
    await c.request("POST", pathOf(API.meals.create), {
      mealType: "breakfast",
      manualFoods: ["tostada"],
      timestamp: new Date().toISOString(),
    });
    const made = await c.request("POST", pathOf(API.clinicLinks.list, { userId: c.user.id }), {
      days: 7,
    });
    expect(made.statusCode).toBe(201);
    const { url } = made.json<{ url: string }>();

    const spanish = await open(url, "es-ES,es;q=0.9,en;q=0.5");
    expect(spanish.statusCode).toBe(200);
    expect(spanish.body).toContain('<html lang="es-ES">');
    expect(spanish.body).toContain("Resumen para la consulta: Lucia_page");
    expect(spanish.body).toContain("Enlace abierto hasta");
    expect(spanish.body).toContain("Desayuno: tostada");
    expect(spanish.body).toContain("Cronología");
    // The day it was shown, written the way Spain writes a long date.
    const today = new Intl.DateTimeFormat("es-ES", {
      dateStyle: "long",
      timeZone: "Europe/Madrid",
    }).format(new Date());
    expect(spanish.body).toContain(today);

    const english = await open(url);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain("Clinic Summary: Lucia_page");
    expect(english.body).toContain("Link open until");
    expect(english.body).toContain("Breakfast: tostada");

    // A huge or malformed header is English, never a 5xx.
    const odd = await open(url, `${"x-".repeat(500)};q=abc`);
    expect(odd.statusCode).toBe(200);
    expect(odd.body).toContain('<html lang="en">');
  });

  it("words every sentence of the summary in the page's language, none of English left in Spanish", async () => {
    const c = await signUp(t.app, { username: "Lucia_week", age: 6, timeZone: "Europe/Madrid" });
    const { yesterday, twoDaysAgo } = await busyWeek(c);
    const made = await c.request("POST", pathOf(API.clinicLinks.list, { userId: c.user.id }), {
      days: 7,
    });
    expect(made.statusCode).toBe(201);
    const { url } = made.json<{ url: string }>();
    const spanish = await open(url, "es-MX,es;q=0.9");
    const english = await open(url, "en-GB");
    expect(spanish.statusCode).toBe(200);
    expect(english.statusCode).toBe(200);
    const es = textsOf(spanish.body);
    const en = textsOf(english.body);

    // The same facts, each in its language.
    const pairs: [string, string][] = [
      ["Señales de alarma anotadas", "Alarm signs logged"],
      [`fiebre (${twoDaysAgo})`, `fever (${twoDaysAgo})`],
      [
        `En los antecedentes del niño: pérdida de peso (desde ${twoDaysAgo})`,
        `In the child's history: weight loss (since ${twoDaysAgo})`,
      ],
      [
        "1 día (anotado; no es una de las señales de alarma de Roma IV).",
        "1 day (logged; not one of Rome IV's alarm signs).",
      ],
      ["Tipos de heces (escala de Bristol)", "Stool types (Bristol chart)"],
      ["Tipo 1-2 Cuesta salir", "Type 1-2 Tough to Go"],
      ["27 de 28 días sin deposición anotada.", "27 of 28 days without a stool logged."],
      ["2 registros de barriga:", "2 tummy checks:"],
      [
        "Media de 1.4 vasos en 1 día con bebidas anotadas; objetivo alcanzado 0 días.",
        "Average 1.4 cups on 1 day with drinks logged; goal reached on 0 days.",
      ],
      ["Días de colegio (por la barriga):", "School days (because of the tummy):"],
      [
        `faltó 1, salió antes 0, de 1 día de colegio respondido. Por mes (faltó/salió antes): ${yesterday.slice(0, 7)} 1/0`,
        `missed 1, left early 0, of 1 school day answered. By month (missed/left early): ${yesterday.slice(0, 7)} 1/0`,
      ],
      [
        "Comidas y bebidas anotadas más a menudo (días)",
        "Foods and drinks logged most often (days)",
      ],
      ["agua 1 · Jugo o zumo 1 · leche 1 · tostada 1", "agua 1 · Juice 1 · leche 1 · tostada 1"],
      ["Comidas anotadas", "Meals logged"],
      ["Noches anotadas", "Nights logged"],
      ["Ningún patrón confirmado ni en investigación.", "No confirmed or investigating patterns."],
    ];
    for (const [spanishText, englishText] of pairs) {
      expect(es, spanishText).toContain(spanishText);
      expect(en, englishText).toContain(englishText);
    }
    expect(spanish.body).toContain("Por favor, habla pronto con el médico de tu hijo sobre:");
    expect(spanish.body).toMatch(/1 episodio de dolor \(Me duele\) \([\d,.]+ a la semana\)/);
    expect(spanish.body).toContain("1 comida, ");
    expect(spanish.body).toContain("Feliz y con energía");

    // No text of the English page with a word in it is in the Spanish one: only days, times
    // and numbers read the same in both (the family's own words are inside worded lines).
    const shared = new Set(es);
    expect(en.filter((text) => /[a-z]{3}/i.test(text) && shared.has(text))).toEqual([]);

    // The page's FHIR file speaks the page's language too; its codes are the same in both.
    const fhirOf = async (language: string) => {
      const res = await open(`${url}/fhir`, language);
      expect(res.statusCode).toBe(200);
      const bundle = res.json<Bundle>();
      const check = valid(bundle);
      expect(check.ok, check.errors).toBe(true);
      return observations(bundle);
    };
    const esFhir = await fhirOf("es-MX,es;q=0.9");
    const enFhir = await fhirOf("en-GB");
    const textOf = (obs: Observation[], code: string) =>
      obs.find((o) => o.code.coding?.[0]?.code === code)?.code.text;
    expect(textOf(esFhir, "meal")).toBe("Ingesta de alimentos");
    expect(textOf(enFhir, "meal")).toBe("Food intake");
    expect(textOf(esFhir, "school-missed-because-of-tummy")).toBe(
      "Faltó a la escuela o salió antes por la barriga",
    );
    // The child's age band, as the parent's FHIR export writes it.
    expect(textOf(esFhir, "age-band")).toBe("Franja de edad (qué preguntas y escalas usó la app)");
    expect(textOf(enFhir, "age-band")).toBe("Age band (which questions and scales the app used)");
  });

  it("says a link does not work in the visitor's language", async () => {
    const gone = await open("/clinic/not-a-real-token-at-all", "es-MX");
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('<html lang="es-MX">');
    expect(gone.body).toContain("Este enlace para la consulta no funciona");
    // The API's own 401 stays: the links list needs a session.
    const c = await signUp(t.app);
    const anonymous = await send(t.app, "GET", pathOf(API.clinicLinks.list, { userId: c.user.id }));
    expect(anonymous.statusCode).toBe(401);
  });
});
