import { describe, expect, it } from "vitest";
import { patterns } from "../src/server/db/schema/index";
import { seedDrinks, seedPattern } from "../src/server/test/factories";
import { expectAccessible } from "./support/axe";
import { api, signedInDetective } from "./support/diary";
import { browserSuite, signUpThroughApi } from "./support/harness";
import { screenshots, toastTitled } from "./support/screens";
import { expectNoOverflow, openSpanishParentPage, openSpanishPhone } from "./support/spanish";

// The Parent page's guides (hydration, stool, history and school, pattern summary) and the
// end-of-day review, read by a Spanish-speaking family on a 390 px phone: Spanish words, numbers
// in the phone's own way (2,9 in Spain, 2.9 in Mexico), nothing clipped, nothing axe blocks.
const suite = browserSuite();
const shot = screenshots("td-spanish-guides-shots");

describe.each([
  { locale: "es-ES", decimal: "2,9", litres: "1,0" },
  { locale: "es-MX", decimal: "2.9", litres: "1.0" },
])("the Parent page's guides in Spanish ($locale)", ({ locale, decimal, litres }) => {
  it("reads the guides and the pattern summary, saves history and school days, and closes the day in Spanish", async () => {
    const { context, page } = await openSpanishPhone(suite, locale);
    await signUpThroughApi(page, `Guia${locale.slice(3)}${Date.now().toString(36)}`, 9);
    const me = await signedInDetective(page);
    // 240 ml of water (1 cup) and 500 ml of milk (2.1 cups at 0.9): 2.9 hydrating cups today.
    // Written straight to the database: a write through the API would run the pattern engine,
    // which takes away the planted pending pattern its diary does not show.
    const db = suite.running().database.db;
    await seedDrinks(db, me.id, [
      { drinkType: "water", amountMl: 240, at: new Date() },
      { drinkType: "milk", amountMl: 500, at: new Date() },
    ]);
    await db.insert(patterns).values({
      userId: me.id,
      foodItem: "leche",
      feelingCorrelation: "ouchy tummy",
      confidence: 87,
      occurrences: 5,
      status: "confirmed",
      evidence: { explanation: "Ouchy 5 of 6 times within 1 to 4 hours after leche", exposures: 6 },
    });
    await seedPattern(db, me.id, { foodItem: "queso", confidence: 64 });

    await openSpanishParentPage(page, locale);

    // The pattern summary: a confirmed pattern and one under investigation, in Spanish.
    const summary = page.getByRole("region", { name: "Análisis de patrones" });
    const confirmed = summary.getByRole("list", { name: "Patrones confirmados" });
    await confirmed.getByText("Confirmado", { exact: true }).waitFor();
    await confirmed.getByText(/^87\s?% de confianza · visto 5 veces$/).waitFor();
    await confirmed.getByText(/Leche → Dolor \(Me duele\)/).waitFor();
    const pending = summary.getByRole("list", { name: "Patrones en investigación" });
    await pending.getByText("Investigando", { exact: true }).waitFor();
    await pending.getByText(/visto 4 veces/).waitFor();
    expect(await summary.getByText("Aún no hay patrones confirmados.").count()).toBe(0);
    await summary.screenshot({ path: `${shot.dir}/patterns-${locale}.png` });

    // The hydration guide: this 9-year-old's goal, today's cups and the table by age.
    const hydration = page.getByRole("region", { name: "Guía de hidratación" });
    await hydration.getByText(`Hoy: ${decimal} de 6 tazas`, { exact: true }).waitFor();
    await hydration.getByText(/^Meta para 9 años de edad: 6 tazas \(240 ml cada una\)/).waitFor();
    expect(
      await hydration
        .getByRole("progressbar", { name: "Agua de hoy frente a la meta diaria" })
        .getAttribute("aria-valuemax"),
    ).toBe("6");
    const table = hydration.getByRole("table", { name: "Agua diaria por edad" });
    await table.getByRole("columnheader", { name: "Edad" }).waitFor();
    await table
      .getByRole("row", { name: /1-3 años/ })
      .getByText(`alrededor de ${litres} L (4 tazas)`)
      .waitFor();
    await table
      .getByRole("row", { name: /9-13 años/ })
      .getByText(/^niñas 1[.,]4\sL, niños 1[.,]6\sL$/)
      .waitFor();
    await hydration.getByText("Entre el 20 y el 30 % del agua viene de la comida.").waitFor();
    await hydration.getByRole("heading", { name: "Señales de alarma de deshidratación" }).waitFor();
    await hydration.getByText("Labios, boca o lengua secos").waitFor();
    await hydration.screenshot({ path: `${shot.dir}/hydration-${locale}.png` });

    // The stool guide: the Bristol stool scale in Spanish, each with when to seek advice.
    const stool = page.getByRole("region", { name: "Guía de heces" });
    for (const title of [
      /Tipos 1-2: Cuesta salir\s*\(estreñimiento\)/,
      /Tipos 3-4: Perfecta\s*\(normal\)/,
      /Tipo 5: Blandita y fácil$/,
      /Tipo 6: Barriga suelta\s*\(heces blandas\)/,
      /Tipo 7: Muy líquida\s*\(diarrea\)/,
    ]) {
      await stool.getByRole("heading", { name: title }).waitFor();
    }
    expect(await stool.getByText("Cuándo consultar", { exact: true }).count()).toBe(5);
    expect(await stool.getByText("Aspecto", { exact: true }).count()).toBe(5);
    await stool.getByRole("heading", { name: "Referencias" }).waitFor();
    await stool.screenshot({ path: `${shot.dir}/stool-${locale}.png` });

    // History and school: a sign ticked with its date, and the school days, saved in Spanish.
    const history = page.getByRole("region", { name: "Señales en el historial de tu hijo" });
    await history.getByLabel("Pérdida de peso", { exact: true }).check();
    await history.getByLabel("Pérdida de peso: desde").waitFor();
    await history.getByText("Desde", { exact: true }).waitFor();
    await history.getByRole("button", { name: "Guardar señales del historial" }).click();
    await toastTitled(page, "Guardado").waitFor();
    const school = page.getByRole("region", { name: "Días de escuela" });
    await school
      .getByText(
        "Estos días, el repaso de la noche pregunta: «¿Faltaste a la escuela o saliste antes por tu barriga?»",
      )
      .waitFor();
    const weekdays = school.getByRole("group", { name: "Días de la semana con escuela" });
    expect(await weekdays.getByRole("checkbox", { name: "Lunes" }).isChecked()).toBe(true);
    await weekdays.getByRole("checkbox", { name: "Sábado" }).check();
    await school.getByRole("button", { name: "Guardar días de escuela" }).click();
    await toastTitled(page, "Guardado").first().waitFor();
    await expect
      .poll(
        async () =>
          (await api<{ weekdays: number[] }>(page, "GET", `/api/school/${me.id}`)).weekdays,
      )
      .toEqual([1, 2, 3, 4, 5, 6]);
    await page
      .getByRole("region", { name: "Historial y colegio" })
      .screenshot({ path: `${shot.dir}/history-school-${locale}.png` });

    await expectAccessible(page, `Parent page guides (${locale})`);
    await expectNoOverflow(page, `Parent page guides (${locale})`);

    // The end-of-day review: tomorrow's mission in Spanish.
    await page.goto("/app/daily-review");
    await page.getByRole("heading", { name: "Informe del día", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Repaso del día" }).click();
    const review = page.getByRole("dialog", { name: "Repaso del día" });
    await review.getByText("Misión de mañana: Anota 3 comidas").waitFor();
    await review.getByText("Logros", { exact: false }).first().waitFor();
    await expectAccessible(page, `the end-of-day review (${locale})`);
    await expectNoOverflow(page, `the end-of-day review (${locale})`);
    await shot(page, `end-day-${locale}`, false);
    await review.getByText("Misión de mañana: Anota 3 comidas").scrollIntoViewIfNeeded();
    await shot(page, `end-day-mission-${locale}`, false);
    await context.close();
  }, 300_000);
});

describe("the diagnostics screen in Spanish (es-ES)", () => {
  it("reads the device's facts and a request's result in Spanish", async () => {
    const { context, page } = await openSpanishPhone(suite, "es-ES");
    await page.goto("/mobile-test");
    const device = page.locator("section, div").filter({
      has: page.getByRole("heading", { name: "Información del dispositivo" }),
    });
    await page.getByRole("heading", { name: "Información del dispositivo" }).waitFor();
    await device.getByText("Móvil", { exact: true }).first().waitFor();
    await device.getByText("Agente de usuario", { exact: true }).first().waitFor();
    // A phone with cookies on, online: the flags read in Spanish.
    await device.getByText("Activadas", { exact: true }).first().waitFor();
    await device.getByText("En línea", { exact: true }).first().waitFor();
    const results = page.getByRole("region", { name: "Resultados de las pruebas" });
    await results
      .getByText("Aún no hay pruebas. Toca un botón de arriba para investigar.")
      .waitFor();
    await page.getByRole("button", { name: /Probar la conexión con la API/ }).click();
    // Nobody is signed in: the server answers 401, told in Spanish, with the time in 24 hours.
    await results.getByText("Estado 401", { exact: true }).waitFor();
    await results.getByText(/^\d+ ms · \d{1,2}:\d{2}:\d{2}$/).waitFor();
    await expectAccessible(page, "the diagnostics screen (es-ES)");
    await expectNoOverflow(page, "the diagnostics screen (es-ES)");
    await shot(page, "diagnostics-es-ES");
    await context.close();
  }, 120_000);
});
