import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authEndpoints } from "../src/contracts/auth";
import { pathOf } from "../src/contracts/endpoint";
import { familyEndpoints } from "../src/contracts/family";
import { expectAccessible } from "./support/axe";
import {
  launchBrowser,
  MARKER,
  type RunningApp,
  signUpThroughApi,
  startApp,
} from "./support/harness";
import { screenshots } from "./support/screens";

const shot = screenshots("td-spanish-parent-shots");

let app: RunningApp | undefined;
let browser: Browser | undefined;
beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** A phone (390 px) whose browser speaks Spanish in this region's way. */
async function spanishPhone(locale: string) {
  if (!app || !browser) throw new Error("the suite has not started");
  const context = await browser.newContext({
    bypassCSP: true,
    baseURL: app.baseUrl,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    timezoneId: locale === "es-MX" ? "America/Mexico_City" : "Europe/Madrid",
    locale,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Nothing wider than the phone: the page does not scroll sideways, and no text spills out. */
async function expectNoOverflow(page: Page, screen: string): Promise<void> {
  const spills = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width)
      out.push(`page ${document.documentElement.scrollWidth}px`);
    for (const el of document.querySelectorAll<HTMLElement>("main *")) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(el).visibility === "hidden") continue;
      // Scrolling rows (the child switcher) hold their overflow on purpose.
      if (el.closest("[class*='overflow-x-auto']")) continue;
      // A ribbon cut by its card (overflow hidden, the card inside the screen) is drawn so.
      let clipped = false;
      for (let up = el.parentElement; up && !clipped; up = up.parentElement) {
        const overflow = getComputedStyle(up).overflow;
        clipped =
          (overflow === "hidden" || overflow === "clip") &&
          up.getBoundingClientRect().right <= width + 1;
      }
      if (clipped) continue;
      if (box.right > width + 1)
        out.push(
          `${el.tagName.toLowerCase()} "${(el.textContent ?? "").slice(0, 40)}" ends at ${Math.round(box.right)}`,
        );
      const style = getComputedStyle(el);
      if (style.overflow === "hidden" || style.textOverflow === "ellipsis") continue;
      if (el.children.length === 0 && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) {
        out.push(
          `${el.tagName.toLowerCase()} "${(el.textContent ?? "").slice(0, 40)}" text wider than its box`,
        );
      }
    }
    return out;
  });
  expect(spills, screen).toEqual([]);
}

for (const locale of ["es-ES", "es-MX"]) {
  describe(`the Parent page and Family settings in Spanish (${locale})`, () => {
    it("reads the Parent page in Spanish, accessible and within 390 px", async () => {
      const { context, page } = await spanishPhone(locale);
      await signUpThroughApi(page, `Pista${locale.slice(3)}${Date.now().toString(36)}`);
      await page.goto("/app/parent");
      await page.getByRole("heading", { name: "Panel para padres", level: 1 }).waitFor();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
      for (const heading of [
        "Perfil del niño",
        "Análisis de patrones",
        "Recordatorios",
        "Informes médicos",
        "Enlace para la consulta",
        "Descargar todo",
      ]) {
        await page.getByRole("heading", { name: heading }).first().waitFor();
      }
      await page.getByRole("button", { name: "Crear un enlace para la consulta" }).waitFor();
      await page.getByText("Pon un código parental", { exact: false }).first().waitFor();
      await expectAccessible(page, `Parent page (${locale})`);
      await expectNoOverflow(page, `Parent page (${locale})`);
      // The top of the page (a full-page picture of the long page is too slow on a busy machine).
      await shot(page, `parent-${locale}`, false);
      // The profile's parent code card and language control, in Spanish too.
      await page.goto("/app/profile");
      const code = page.getByRole("region", { name: "Código parental" });
      await code.getByRole("button", { name: "Poner" }).click();
      await code.getByLabel("Código secreto de la cuenta").waitFor();
      await page.getByRole("region", { name: "Idioma" }).waitFor();
      await expectAccessible(page, `Profile (${locale})`);
      await expectNoOverflow(page, `Profile (${locale})`);
      await shot(page, `profile-${locale}`);
      await context.close();
    }, 180_000);

    it("reads Family settings in Spanish, accessible and within 390 px", async () => {
      const { context, page } = await spanishPhone(locale);
      const res = await page.request.post(pathOf(authEndpoints.grownUpSignup), {
        data: {
          username: `Abuela${locale.slice(3)}${Date.now().toString(36)}`,
          password: "magnify1",
          confirmPassword: "magnify1",
        },
        headers: MARKER,
      });
      expect(res.status()).toBe(201);
      const child = await page.request.post(pathOf(familyEndpoints.addChild), {
        data: { name: "Valentina", age: 7 },
        headers: MARKER,
      });
      expect(child.status()).toBe(201);
      await page.goto("/app/family");
      await page.getByRole("heading", { name: "Familia", level: 1 }).waitFor();
      const card = page.getByRole("region", { name: "Familia de Valentina" });
      await card.getByText("Eres responsable").waitFor();
      await card.getByRole("radio", { name: "Cuidador" }).check();
      await card.getByRole("button", { name: "Crear un código" }).click();
      await card
        .getByRole("img", { name: "Código QR para unirse al diario de Valentina" })
        .waitFor();
      await page.getByRole("heading", { name: "Borrar mi cuenta" }).waitFor();
      await expectAccessible(page, `Family settings (${locale})`);
      await expectNoOverflow(page, `Family settings (${locale})`);
      await shot(page, `family-${locale}`);
      // The home's child switcher speaks Spanish too.
      await page.goto("/app");
      await page.getByRole("heading", { name: "Tus niños" }).waitFor();
      await page
        .getByText(/0 comidas hoy/)
        .first()
        .waitFor();
      await shot(page, `home-switcher-${locale}`, false);
      await context.close();
    }, 180_000);
  });
}
