import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { CaseList } from "../src/contracts/cases";
import { seedPattern } from "../src/server/test/factories";
import { expectAccessible } from "./support/axe";
import { api } from "./support/diary";
import { browserSuite, signUpThroughApi } from "./support/harness";
import { screenshots } from "./support/screens";

const suite = browserSuite();
const shot = screenshots("td-spanish-cases-shots");

/**
 * Nothing wider than the phone within `scope` (the screen, or an open dialog): the page does not
 * scroll sideways, no box ends past the edge, and no text is wider than its box.
 */
async function expectNoOverflow(page: Page, scope: string, screen: string): Promise<void> {
  const spills = await page.evaluate((selector) => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width)
      out.push(`page ${document.documentElement.scrollWidth}px`);
    for (const el of document.querySelectorAll<HTMLElement>(`${selector} *`)) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || style.visibility === "hidden") continue;
      // Text only a screen reader hears is drawn in a 1 px box on purpose.
      if (el.closest(".sr-only")) continue;
      const name = `${el.tagName.toLowerCase()} "${(el.textContent ?? "").slice(0, 40)}"`;
      if (box.right > width + 1) out.push(`${name} ends at ${Math.round(box.right)}`);
      if (style.overflow === "hidden" || style.textOverflow === "ellipsis") continue;
      if (el.children.length === 0 && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
        out.push(`${name} text wider than its box`);
    }
    return out;
  }, scope);
  expect(spills, screen).toEqual([]);
}

/** English the case screens used to show: none of it may be left on a Spanish screen. */
const ENGLISH = [
  "Open a case",
  "Open the case",
  "How many days",
  "Safety first",
  "No, never",
  "Why these days",
  "Case days",
  "The plan",
  "Plan kept",
  "Not kept",
  "Parent page",
  "Close without a verdict",
  "The verdict comes",
  "Day 1 is",
  " days",
  // The foods the app names itself: where the suspect hides, a component.
  "chocolate milk",
  "milkshake",
  "dairy",
  "cheese",
];

async function expectNoEnglish(page: Page, scope: string, screen: string): Promise<void> {
  const text = (await page.locator(scope).first().textContent()) ?? "";
  for (const words of ENGLISH) expect(text, `${screen}: "${words}"`).not.toContain(words);
}

describe("a case in Spanish (es-MX), on a 390 px phone", () => {
  it("opens a case from a clue and reads its plan and case file in Spanish", async () => {
    const { context, page } = await suite.openPhonePage({
      bypassCSP: true,
      locale: "es-MX",
      timezoneId: "America/Mexico_City",
    });
    await signUpThroughApi(page, `Caso${Date.now().toString(36)}`);
    await page.goto("/");
    const me = await api<{ id: string }>(page, "GET", "/api/auth/me");
    await seedPattern(suite.running().database.db, me.id, { foodItem: "leche", confidence: 72 });

    // The grown-up opens a case from the clue on the Patterns page.
    await page.goto("/app/patterns");
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("es-MX");
    await page.getByRole("button", { name: "Abrir un caso sobre leche" }).click();
    const dialog = page.getByRole("dialog", { name: "Abrir un caso" });
    await dialog.getByText("Para adultos: una prueba corta y planeada de una pista.").waitFor();
    await dialog.getByLabel("Cuántos días").selectOption("10");
    await dialog.getByRole("option", { name: "10 días" }).waitFor({ state: "attached" });
    await dialog.getByRole("group", { name: "Primero, la seguridad" }).waitFor();
    await dialog.getByText(/^Después de comer leche, ¿tu hijo ha tenido alguna vez/).waitFor();
    expect(await dialog.getByRole("button", { name: "Abrir el caso" }).isDisabled()).toBe(true);
    await dialog.getByLabel("Sí", { exact: true }).check();
    await dialog
      .getByRole("alert")
      .getByText(/^No hay caso para leche: /)
      .waitFor();
    await dialog.getByLabel("No, nunca").check();
    await dialog.getByLabel("He acordado este caso con el médico o dietista de mi hijo.").check();
    await expectAccessible(page, "open-case dialog (es-MX)");
    await expectNoOverflow(page, "[role=dialog]", "open-case dialog (es-MX)");
    await expectNoEnglish(page, "[role=dialog]", "open-case dialog (es-MX)");
    await shot(page, "open-case-dialog-es-MX", false);
    await dialog.getByRole("button", { name: "Abrir el caso" }).click();

    // The plan of the case just opened, in Spanish.
    const opened = page.getByRole("dialog", { name: "El caso está abierto" });
    await opened.getByRole("heading", { name: "Por qué estos días" }).waitFor();
    await opened.getByRole("list", { name: "Días del caso" }).waitFor();
    await opened
      .getByText(/^10 días, como elegiste: 5 días con leche y 5 días sin leche/)
      .waitFor();
    // Where milk hides, named by the app in Spanish; the child's "leche" as typed.
    await opened
      .getByText(
        "Leche fuera: nada de leche, leche con chocolate, leche de fresa, leche de sabor o malteada.",
      )
      .waitFor();
    await expectAccessible(page, "the opened case's plan (es-MX)");
    await expectNoOverflow(page, "[role=dialog]", "the opened case's plan (es-MX)");
    await expectNoEnglish(page, "[role=dialog]", "the opened case's plan (es-MX)");
    await shot(page, "case-plan-es-MX", false);
    await opened.getByRole("button", { name: "Listo" }).click();
    await page.getByText("Hay un caso en curso sobre esta pista.").waitFor();

    // The case file: its dates in Spanish, the plan, and the days to mark.
    const list = await api<CaseList>(page, "GET", `/api/cases/${me.id}`);
    const kase = list.cases[0];
    await page.goto(`/app/cases/${kase.id}`);
    await page.getByRole("heading", { name: "Caso: leche", level: 1 }).waitFor();
    const end = new Date(`${kase.endDate}T12:00:00`).toLocaleDateString("es-MX", {
      weekday: "short",
      day: "numeric",
      month: "short",
    });
    await page.getByText(`El veredicto llega después del último día, el ${end}.`).waitFor();
    await page.getByText("El plan", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Cerrar sin veredicto" }).waitFor();
    await page.getByRole("link", { name: "Página de padres" }).waitFor();
    if (kase.startDate <= (list.today?.date ?? "")) {
      const kept = page.getByRole("group").getByRole("button", { name: "Plan cumplido" });
      await kept.click();
      await expect.poll(() => kept.getAttribute("aria-pressed")).toBe("true");
    } else {
      await page.getByText(/^El día 1 es el /).waitFor();
    }
    await expectAccessible(page, "case file (es-MX)");
    await expectNoOverflow(page, "main", "case file (es-MX)");
    await expectNoEnglish(page, "main", "case file (es-MX)");
    await shot(page, "case-file-es-MX");

    // The parent page's list of cases.
    await page.goto("/app/parent");
    await page
      .getByRole("link", { name: /^Caso: leche/ })
      .getByText("En curso")
      .waitFor();
    await context.close();
  }, 180_000);

  it("names a component suspect and where it hides in Spanish on the case file", async () => {
    const { context, page } = await suite.openPhonePage({
      bypassCSP: true,
      locale: "es-MX",
      timezoneId: "America/Mexico_City",
    });
    await signUpThroughApi(page, `Lacteos${Date.now().toString(36)}`);
    await page.goto("/");
    const kase = await api<{ id: string }>(page, "POST", "/api/cases", {
      suspect: "dairy",
      days: 10,
      start: "tomorrow",
      allergySigns: false,
      agreedWithClinician: true,
    });
    await page.goto(`/app/cases/${kase.id}`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("es-MX");
    await page.getByRole("heading", { name: "Caso: lácteos", level: 1 }).waitFor();
    // The plan is open while the case is.
    await page.getByText("El plan", { exact: true }).waitFor();
    await page
      .getByText(/^10 días, como elegiste: 5 días con lácteos y 5 días sin lácteos/)
      .waitFor();
    await page.getByText("Lácteos fuera: nada de leche, queso, yogur, helado o pizza.").waitFor();
    await expectAccessible(page, "a dairy case file (es-MX)");
    await expectNoOverflow(page, "main", "a dairy case file (es-MX)");
    await expectNoEnglish(page, "main", "a dairy case file (es-MX)");
    await shot(page, "dairy-case-file-es-MX");

    // The child's card on the dashboard: tomorrow's day, in Spanish.
    await page.goto("/app");
    await page
      .getByText(/lácteos/)
      .first()
      .waitFor();
    expect(await page.locator("main").textContent()).not.toMatch(/dairy/);

    // The parent page's list of cases.
    await page.goto("/app/parent");
    await page.getByRole("link", { name: /^Caso: lácteos/ }).waitFor();
    await context.close();
  }, 180_000);
});
