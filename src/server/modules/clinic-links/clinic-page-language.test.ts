import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "../../../contracts/api";
import { pathOf } from "../../../contracts/endpoint";
import { createTestApp, send, signUp, type TestApp } from "../../test/app";

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
