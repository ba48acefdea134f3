import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seedMeals } from "../src/server/test/factories";
import { expectAccessible } from "./support/axe";
import { signedInDetective } from "./support/diary";
import { browserSuite } from "./support/harness";
import { dismissToasts, openParent, screenshots, signUpInBrowser } from "./support/screens";

const suite = browserSuite();
const shot = screenshots("td-clinic-link-shots");
const DAY = 24 * 60 * 60 * 1000;

async function openParentAgain(page: Page): Promise<void> {
  await page.goto("/app/parent");
  await page.getByRole("heading", { name: "Parent Dashboard", level: 1 }).waitFor();
}

describe("the clinic link card", () => {
  it("makes a link, copies it, sees the clinic's open and turns it off", async () => {
    const { context, page } = await suite.openPhonePage();
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signUpInBrowser(page, "Lena", 9);
    const child = await signedInDetective(page);
    await seedMeals(suite.running().database.db, child.id, [
      { mealType: "breakfast", foods: ["banana pancakes"], at: Date.now() - DAY },
      { mealType: "dinner", foods: ["last year's lasagne"], at: Date.now() - 60 * DAY },
    ]);
    await openParent(page);

    const card = page.getByRole("region", { name: "Clinic Link" });
    await card.getByText("No clinic link yet.").waitFor();
    await card.getByRole("radio", { name: "14 days" }).click();
    await card.getByRole("button", { name: "Make a clinic link" }).click();
    const address = card.getByLabel(/New clinic link/);
    await address.waitFor();
    const url = await address.inputValue();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/clinic\/[A-Za-z0-9_-]{43}$/);
    await card.getByRole("button", { name: "Copy link" }).click();
    await card.getByRole("button", { name: "Copied" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await card.getByText("Not opened yet").waitFor();
    await dismissToasts(page);
    await card.scrollIntoViewIfNeeded();
    await shot(page, "card-390", false);

    // The clinic: another browser, no login (CSP bypassed only to run the accessibility check).
    const clinic = await suite.openPhonePage({ bypassCSP: true });
    const opened = await clinic.page.goto(url);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()["referrer-policy"]).toBe("no-referrer");
    await clinic.page.getByRole("heading", { name: "Clinic Summary: Lena" }).waitFor();
    // The period's meal in the timeline and among the foods logged most often; last year's in
    // neither.
    await clinic.page.getByRole("cell", { name: "Breakfast: banana pancakes" }).waitFor();
    await clinic.page.getByText("banana pancakes 1", { exact: true }).waitFor();
    expect(await clinic.page.getByText("last year's lasagne").count()).toBe(0);
    expect(await clinic.page.evaluate(() => document.scripts.length)).toBe(0);
    expect(await clinic.page.getByRole("navigation").count()).toBe(0);
    await shot(clinic.page, "clinic-page-390");
    await expectAccessible(clinic.page, "the clinic page");
    await clinic.page.setViewportSize({ width: 1280, height: 900 });
    await shot(clinic.page, "clinic-page-1280");
    const download = clinic.page.waitForEvent("download");
    await clinic.page.getByRole("link", { name: /Download the FHIR file/ }).click();
    expect((await download).suggestedFilename()).toMatch(/^tummy-detective_lena_.*_fhir\.json$/);

    // The family sees the opens when it looks again.
    await page.reload();
    const again = page.getByRole("region", { name: "Clinic Link" });
    await again.getByText(/^Opened 2 times, last Today/).waitFor();
    await again.getByText("See opens").click();
    await again.getByText(/page opened$/).waitFor();
    await again.getByText(/FHIR file downloaded$/).waitFor();
    await page.setViewportSize({ width: 1280, height: 900 });
    await again.scrollIntoViewIfNeeded();
    await shot(page, "card-1280", false);
    await page.setViewportSize({ width: 390, height: 844 });

    // Opened on the family's own phone, the app's offline worker leaves the page to the server.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 20_000,
    });
    await page.goto(url);
    await page.getByRole("heading", { name: "Clinic Summary: Lena" }).waitFor();
    await openParentAgain(page);
    await again.getByText(/^Opened 3 times, last Today/).waitFor();

    await again.getByRole("button", { name: "Turn off" }).click();
    await again.getByRole("button", { name: "Yes, turn it off" }).click();
    await again.getByText(/^Turned off Today/).waitFor();
    await shot(page, "card-revoked-390", false);

    const gone = await clinic.page.goto(url);
    expect(gone?.status()).toBe(404);
    expect(await gone?.text()).not.toContain("<script");
    await clinic.page.getByText(/This clinic link does not work/).waitFor();
    await clinic.context.close();
    await context.close();
  });
});
