import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible } from "./support/axe";
import { browserSuite } from "./support/harness";

// A family whose browser reads Spanish gets the landing page, the sign-in screens and the home
// dashboard in Spanish (ADR 071): the page's lang is the browser's own tag, the words are the
// Spanish catalogue's, and nothing is wider than a 390 px phone.
const suite = browserSuite();
const shots = path.join(os.tmpdir(), "td-spanish-shots");

async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
  // The first screen as the phone shows it, to look at closely.
  await page.screenshot({ path: path.join(shots, `${name}-top.png`) });
}

/** Nothing is wider than the screen: no sideways scrolling on a phone. */
async function expectNoOverflow(page: Page, screen: string): Promise<void> {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide, `${screen} is wider than the phone`).toBeLessThanOrEqual(390);
}

describe("Spanish screens for a Spanish-speaking browser", () => {
  it("es-MX: landing, sign-up and the dashboard in Spanish at 390 px", async () => {
    const { context, page } = await suite.openPhonePage({ bypassCSP: true, locale: "es-MX" });
    await page.goto("/");
    await page.getByRole("heading", { name: /Resuelve el caso/ }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("es-MX");
    expect(await page.title()).toContain("Juego de diario");
    await page.getByRole("link", { name: "Entrar", exact: true }).waitFor();
    await page.getByRole("heading", { name: "Cómo funciona" }).waitFor();
    expect(await page.getByText("Crack the case").count()).toBe(0);
    await expectNoOverflow(page, "the landing page");
    await expectAccessible(page, "the Spanish landing page");
    await shoot(page, "landing-es-MX");

    await page.getByRole("link", { name: "Entrar", exact: true }).click();
    await page.waitForURL(/\/login$/);
    await page.getByRole("heading", { name: "¡Hola de nuevo, detective!" }).waitFor();
    await page.getByRole("button", { name: "Empezar a investigar" }).waitFor();
    expect(await page.title()).toBe("Entrar | Tummy Detective");
    await expectNoOverflow(page, "the login screen");
    await expectAccessible(page, "the Spanish login screen");
    await shoot(page, "login-es-MX");

    await page.goto("/signup");
    await page.getByRole("heading", { name: "¡Únete al equipo de detectives!" }).waitFor();
    await expectNoOverflow(page, "the sign-up screen");
    await expectAccessible(page, "the Spanish sign-up screen");
    await shoot(page, "signup-es-MX");
    await page.getByLabel("Nombre de detective").fill("Lupita");
    await page.getByLabel("Edad").selectOption({ label: "9 años" });
    await page.getByLabel("Contraseña", { exact: true }).fill("magnify1");
    await page.getByLabel("Confirma la contraseña").fill("magnify1");
    await page.getByRole("button", { name: "Empezar mi aventura de detective" }).click();
    await page.waitForURL(/\/app$/);
    await page.getByText("Tu primer caso te espera, Lupita.", { exact: true }).waitFor();

    await page.getByRole("heading", { name: "Diario de detective de hoy" }).waitFor();
    await page.getByText("Hola, detective", { exact: true }).waitFor();
    await page.getByRole("button", { name: /Anotar comida/ }).waitFor();
    await page.getByRole("link", { name: "Inicio" }).waitFor();
    expect(await page.title()).toBe("Panel del detective | Tummy Detective");
    expect(await page.locator("html").getAttribute("lang")).toBe("es-MX");
    await expectNoOverflow(page, "the dashboard");
    await expectAccessible(page, "the Spanish dashboard");
    await shoot(page, "dashboard-es-MX");
    await context.close();
  });

  it("es-ES: the landing and login screens in Spanish, lang es-ES", async () => {
    const { context, page } = await suite.openPhonePage({ locale: "es-ES" });
    await page.goto("/");
    await page.getByRole("heading", { name: /Resuelve el caso/ }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("es-ES");
    await page.goto("/login");
    await page.getByRole("heading", { name: "¡Hola de nuevo, detective!" }).waitFor();
    await expectNoOverflow(page, "the login screen");
    await shoot(page, "login-es-ES");
    // The Safari test login says an empty field in Spanish too.
    await page.goto("/mobile-safari-login");
    await page.getByLabel("Nombre de detective").fill("  ");
    await page.getByRole("button", { name: "Empezar la investigación" }).click();
    await page.getByText("Escribe tu nombre de detective, por favor").waitFor();
    await expectNoOverflow(page, "the Safari test login");
    await shoot(page, "mobile-safari-login-empty-es-ES");
    await context.close();
  });
});
