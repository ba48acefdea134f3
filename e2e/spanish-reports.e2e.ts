import fs from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { API } from "../src/contracts/api";
import { pathOf } from "../src/contracts/endpoint";
import { expectAccessible } from "./support/axe";
import { browserSuite, MARKER, signUpThroughApi } from "./support/harness";
import { expectToast, screenshots } from "./support/screens";

// A parent whose phone speaks Spanish downloads the timeline for the clinic: Spanish column
// names and Spanish words in the cells, then the same file with English column names for the
// clinic's tools (ADR 010). Dates stay ISO in both.
const suite = browserSuite();
const shot = screenshots("td-spanish-reports-shots");

async function downloadCsv(page: Page, button: string): Promise<string[][]> {
  const event = page.waitForEvent("download");
  await page.getByRole("button", { name: button }).click();
  const got = await event;
  const text = fs.readFileSync(await got.path(), "utf8").replace(/^\uFEFF/, "");
  return text.split("\r\n").map((line) => line.split(","));
}

describe("Spanish reports (es-ES)", () => {
  it("downloads the timeline with Spanish columns, then with English ones, at 390 px", async () => {
    const { context, page } = await suite.openPhonePage({ bypassCSP: true, locale: "es-ES" });
    await signUpThroughApi(page, `Informe${Date.now().toString(36)}`, 9);
    const now = new Date().toISOString();
    const meal = await page.request.post(pathOf(API.meals.create), {
      data: { mealType: "breakfast", manualFoods: ["tostada"], timestamp: now },
      headers: MARKER,
    });
    expect(meal.status()).toBe(201);
    const check = await page.request.post(pathOf(API.tummyChecks.create), {
      data: { feeling: "ouchy", bathroomEvent: "tough to go", timestamp: now },
      headers: MARKER,
    });
    expect(check.status()).toBe(201);

    await page.goto("/app/parent");
    await page.getByRole("heading", { name: "Fechas del informe" }).waitFor();
    await page.getByRole("button", { name: "Última semana" }).click();
    const language = page.getByLabel("Idioma del informe");
    expect(await language.inputValue()).toBe("es");
    const columns = page.getByLabel("Nombres de las columnas");
    expect(await columns.inputValue()).toBe("report");
    await expectAccessible(page, "the export screen (es-ES)");
    await language.scrollIntoViewIfNeeded();
    await shot(page, "export-es-ES", false);

    const spanish = await downloadCsv(page, "Exportar cronología personalizada");
    await expectToast(
      page,
      "¡Informe exportado!",
      "El archivo CSV de cronología se ha descargado en tu dispositivo.",
    );
    expect(spanish[0]?.[0]).toBe("Informe de cronología de Tummy Detective");
    const head = spanish[5] ?? [];
    expect(head.slice(0, 4)).toEqual(["Tipo de registro", "Fecha", "Hora", "Detalles"]);
    const mealRow = spanish.find((row) => row[0] === "Comida");
    expect(mealRow?.[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(mealRow?.[3]).toBe("Desayuno: tostada");
    const checkRow = spanish.find((row) => row[0] === "Revisión de barriga");
    expect(checkRow?.slice(4, 8)).toEqual([
      "dolor (Me duele)",
      "cuesta salir",
      "Tipo 1-2",
      "Estreñimiento",
    ]);

    // English column names for the clinic's tools; the cells stay Spanish.
    await columns.selectOption("en");
    const english = await downloadCsv(page, "Exportar cronología personalizada");
    expect(english[5]?.slice(0, 4)).toEqual(["Report Type", "Date", "Time", "Details"]);
    expect(english.find((row) => row[0] === "Comida")?.[3]).toBe("Desayuno: tostada");
    await expectAccessible(page, "the export screen with English columns (es-ES)");
    await shot(page, "export-es-ES-english-columns", false);
    await context.close();
  }, 180_000);
});
