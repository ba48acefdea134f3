import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible } from "./support/axe";
import { browserSuite, signUpThroughApi } from "./support/harness";
import { putInOutbox } from "./support/outbox";
import { screenshots, toastTitled } from "./support/screens";

// A child whose phone speaks Spanish keeps a whole day in Spanish: a meal, a drink, a tummy
// check, a bedtime and the evening review, each screen in Spanish words (ADR 071), with the
// page's language set to the phone's own tag, and nothing a screen reader or a child cannot get
// past. Spain's and Mexico's Spanish read the same words.
const suite = browserSuite();
const shot = screenshots("td-spanish-day-shots");

async function expectPageLanguage(page: Page, tag: string): Promise<void> {
  await page.waitForFunction((want) => document.documentElement.lang === want, tag);
}

describe.each(["es-ES", "es-MX"])("a Spanish day (%s)", (locale) => {
  it("logs a meal, a drink, a tummy check, a bedtime, the morning mood and the evening review in Spanish", async () => {
    const { context, page } = await suite.openPhonePage({ bypassCSP: true, locale });
    await signUpThroughApi(page, `Lupita${locale.slice(3)}`, 9);

    // The meal, on its own page.
    await page.goto("/app/log-meal");
    await page.getByRole("heading", { name: "Anotar una comida" }).waitFor();
    await expectPageLanguage(page, locale);
    await page.getByText("¿Qué comida es?").waitFor();
    await page.getByRole("radio", { name: "Desayuno" }).click();
    await page.getByLabel("¿Qué comiste?").fill("leche con cereales");
    await page.getByRole("button", { name: "Añadir comida" }).click();
    await page
      .getByRole("list", { name: "Comidas de este plato" })
      .getByText("leche con cereales")
      .waitFor();
    await expectAccessible(page, `the meal page (${locale})`);
    await shot(page, `${locale}-meal`);
    await page.getByRole("button", { name: /Guardar comida/ }).click();
    // The first meal may be celebrated with a badge instead of its own notice.
    await page.waitForURL(/\/app$/);

    // The drink, from the Hydration Station.
    await page.getByRole("heading", { name: /Estación de agua/ }).waitFor();
    await page.getByRole("button", { name: "Anotar una bebida" }).click();
    const drink = page.getByRole("dialog", { name: "Anotar una bebida" });
    await drink.getByText("¿Qué estás bebiendo?").waitFor();
    await drink.getByRole("radio", { name: /Agua/ }).click();
    await drink.getByText("Taza · 1 taza").waitFor();
    await expectAccessible(page, `the drink dialog (${locale})`);
    await shot(page, `${locale}-drink`, false);
    await drink.getByRole("button", { name: /Guardar bebida/ }).click();
    await drink.waitFor({ state: "hidden" });
    await toastTitled(page, "💧 ¡Bebida anotada!").waitFor();

    // The tummy check, on its own page.
    await page.goto("/app/tummy-check");
    await page.getByRole("heading", { name: "Revisión de barriga" }).waitFor();
    await page.getByText("¿Cómo sientes la barriga?").waitFor();
    await page.getByRole("radio", { name: /Feliz/ }).click();
    await page.getByRole("radio", { name: /Perfecta/ }).click();
    await page.getByText("¿Quién lo cuenta?").waitFor();
    await page.getByText("¿Algo más?").click();
    await page.getByText("Rojo en mi caca").waitFor();
    await expectAccessible(page, `the tummy check page (${locale})`);
    await shot(page, `${locale}-tummy-check`);
    await page.getByRole("button", { name: /Guardar revisión/ }).click();
    await page.waitForURL(/\/$|\/app$/);

    // The bedtime, from the dashboard's sleep buttons.
    await page.goto("/app");
    await page.getByRole("button", { name: /Log Bedtime|Anotar hora de dormir/ }).click();
    const bedtime = page.getByRole("dialog", { name: "Anotar hora de dormir" });
    await bedtime.getByText("¿Cuándo te fuiste a dormir?").waitFor();
    await expectAccessible(page, `the bedtime dialog (${locale})`);
    await shot(page, `${locale}-bedtime`, false);
    await bedtime.getByRole("button", { name: "Guardar hora de dormir" }).click();
    await bedtime.waitFor({ state: "hidden" });
    await toastTitled(page, "¡Dulces sueños, Detective! 🌙").waitFor();

    // The morning check-in: the mood logged shows under its button in Spanish words.
    const morningButton = page.getByRole("button", { name: "Revisión de la mañana" });
    await expect.poll(() => morningButton.isEnabled()).toBe(true);
    await morningButton.click();
    const morning = page.getByRole("dialog", { name: "Revisión de la mañana" });
    await morning.getByRole("radio", { name: /Conejito/ }).click();
    await morning.getByRole("button", { name: "Guardar cómo desperté" }).click();
    await morning.waitFor({ state: "hidden" });
    const moodButton = page.getByRole("button", { name: "Cómo desperté" });
    await moodButton.getByText("🐰 Conejito", { exact: true }).waitFor();
    expect(await moodButton.isDisabled()).toBe(true);
    await moodButton.scrollIntoViewIfNeeded();
    await shot(page, `${locale}-morning-mood`, false);

    // Changes the server refused stay on the timeline, worded in Spanish: the kind of entry and
    // what changed (a tummy check's feeling, a morning's mood), never the stored codes.
    const me = (await (await page.request.get("/api/auth/me")).json()) as { id: string };
    const refused = { userId: me.id, createdAt: new Date().toISOString(), state: "refused" };
    await putInOutbox(page, {
      ...refused,
      id: "5c0e3a51-1f0e-4d43-9a0b-2f6f4f1c7a01",
      kind: "tummyCheck",
      action: "edit",
      targetId: "5c0e3a51-1f0e-4d43-9a0b-2f6f4f1c7a02",
      method: "PUT",
      url: "/api/tummy-checks/5c0e3a51-1f0e-4d43-9a0b-2f6f4f1c7a02",
      body: { feeling: "ouchy" },
      refusal: { reason: "entryRefused" },
    });
    await putInOutbox(page, {
      ...refused,
      id: "5c0e3a51-1f0e-4d43-9a0b-2f6f4f1c7a03",
      kind: "morning",
      action: "edit",
      targetId: "5c0e3a51-1f0e-4d43-9a0b-2f6f4f1c7a04",
      method: "PATCH",
      url: "/api/sleep-logs/5c0e3a51-1f0e-4d43-9a0b-2f6f4f1c7a04",
      body: { morningMood: "turtle" },
      refusal: { reason: "entryRefused" },
    });
    await page.reload();
    const check = page.getByRole("listitem", {
      name: "Revisión de barriga (cambio) Me duele, no enviado",
    });
    await check.getByText(/No se envió: El servidor no pudo aceptar esta anotación\.$/).waitFor();
    const mood = page.getByRole("listitem", { name: "Revisión de la mañana Tortuga, no enviado" });
    await mood.getByRole("button", { name: "Descartar" }).waitFor();
    await check.scrollIntoViewIfNeeded();
    await expectAccessible(page, `refused changes on the timeline (${locale})`);
    await shot(page, `${locale}-refused-changes`, false);

    // The evening review.
    await page.goto("/app/daily-review");
    await page.getByRole("heading", { name: "Informe del día", level: 1 }).waitFor();
    await page.getByRole("heading", { name: "Lo que comiste hoy" }).waitFor();
    await page
      .getByRole("list", { name: "Comidas de: Desayuno" })
      .getByText("leche con cereales")
      .waitFor();
    await expectAccessible(page, `the daily report (${locale})`);
    await shot(page, `${locale}-daily-report`);
    await page.getByRole("button", { name: "Repaso del día" }).click();
    const review = page.getByRole("dialog", { name: "Repaso del día" });
    await review.getByText("Cómo se sintió tu barriga").waitFor();
    await review.getByText("Feliz", { exact: true }).waitFor();
    await review.getByText("Promedio: Genial").waitFor();
    await expectAccessible(page, `the end-of-day review (${locale})`);
    await shot(page, `${locale}-end-day`, false);
    await review.getByRole("button", { name: "Terminar el día" }).click();
    await review.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
    await context.close();
  }, 300_000);
});
