import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { authEndpoints } from "../src/contracts/auth";
import { pathOf } from "../src/contracts/endpoint";
import { browserSuite, MARKER } from "./support/harness";
import { readyOffline, screenshots, signUpInBrowser } from "./support/screens";

const suite = browserSuite();

/** Picks a language on the profile's card, brought to the middle of the screen (the tab bar is below). */
async function pickLanguage(page: Page, card: string, language: string): Promise<void> {
  const radio = page.getByRole("region", { name: card }).getByRole("radio", { name: language });
  await radio.evaluate((el) => el.scrollIntoView({ block: "center" }));
  // A click, not check(): the card is renamed in the new language as soon as it is picked.
  await radio.click();
}
const shot = screenshots("td-language-shots");

describe("a login's language (ADR 071)", () => {
  it("switches at once on the profile, holds offline, and follows the login to a fresh browser", async () => {
    const { context, page } = await suite.openPhonePage();
    const name = `Lengua${Date.now().toString(36)}`;
    await signUpInBrowser(page, name);
    await readyOffline(page);
    await page.goto("/app/profile");
    await pickLanguage(page, "Language", "Español");
    // The screen changes at once, and the choice reaches the login.
    await page.getByRole("heading", { name: "Datos del perfil" }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toMatch(/^es/);
    await expect
      .poll(async () => {
        const res = await page.request.get(pathOf(authEndpoints.me), { headers: MARKER });
        return (await res.json()).language;
      })
      .toBe("es");
    await shot(page, "profile-es");

    // Offline, after a reload: still Spanish (kept on this device).
    await context.setOffline(true);
    await page.reload();
    await page.getByRole("heading", { name: "Datos del perfil" }).waitFor();
    await expect(
      page
        .getByRole("region", { name: "Idioma" })
        .getByRole("radio", { name: "Español" })
        .isChecked(),
    ).resolves.toBe(true);
    await context.setOffline(false);
    await context.close();

    // A fresh browser (English): signing in applies the login's Spanish.
    const fresh = await suite.openPhonePage();
    await fresh.page.goto("/login");
    await fresh.page.getByLabel("Detective Name").fill(name);
    await fresh.page.getByLabel("Password", { exact: true }).fill("magnify1");
    await fresh.page.getByRole("button", { name: "Start Detecting" }).click();
    await fresh.page.waitForURL(/\/app$/);
    await fresh.page.goto("/app/profile");
    await fresh.page.getByRole("heading", { name: "Datos del perfil" }).waitFor();
    await shot(fresh.page, "profile-es-fresh-browser");

    // Back to English from the same control: the screens follow at once.
    await pickLanguage(fresh.page, "Idioma", "English");
    await fresh.page.getByRole("heading", { name: "Profile Information" }).waitFor();
    await fresh.context.close();
    // Three browsers, a reload offline and two sign-ins: a busy machine needs the time.
  }, 240_000);
});
