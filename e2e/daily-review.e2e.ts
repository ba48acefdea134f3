import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { authEndpoints } from "../src/contracts/auth";
import { badgeEndpoints } from "../src/contracts/badges";
import { pathOf } from "../src/contracts/endpoint";
import { browserSuite } from "./support/harness";
import { logMealInBrowser, signUpInBrowser } from "./support/screens";

const SHOTS = path.join(os.tmpdir(), "td-daily-review-shots");

const suite = browserSuite();

function meter(page: Page, group: string): Locator {
  return page.getByRole("progressbar", { name: `${group} meter` });
}

/** A screenshot to look at: the whole page, or only what the phone shows (for dialogs). */
async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

describe("the Daily Report", () => {
  it("shows today's meters and foods, and Finish Day awards the day once", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpInBrowser(page, "Lestrade");
    // 'scrambled eggs' is not in SPEC's lookup: the food table reads it as egg, a Power Food.
    await logMealInBrowser(page, "Breakfast", ["toast", "milk", "banana", "scrambled eggs"], 90);
    await logMealInBrowser(page, "Lunch", ["ham sandwich", "apple", "cheese", "chips"], 30);

    await page
      .getByRole("link", { name: /Daily Report/ })
      .first()
      .click();
    await page.waitForURL(/\/app\/daily-review$/);
    await page.getByRole("heading", { name: "Daily Report", level: 1 }).waitFor();
    await page.getByRole("heading", { name: "Detective Food Guide" }).waitFor();

    const expected = {
      "Power Foods": "1 of 2.5 serves",
      "Energy Foods": "0.5 of 4.5 serves",
      "Bone Foods": "1 of 3 serves",
      "Grow Foods": "1 of 7 serves",
      "Smart Oils & Nuts": "0 of 1 serves",
      Treats: "0.5 serves, keep to 1 or fewer",
    };
    for (const [group, text] of Object.entries(expected)) {
      expect(await meter(page, group).getAttribute("aria-valuetext")).toBe(text);
    }
    const power = page.getByRole("listitem", { name: "Power Foods", exact: true }).last();
    await power.getByText("Needs more detective fuel").waitFor();
    await page.getByRole("listitem", { name: "Treats: Gold" }).waitFor();
    await page.getByRole("listitem", { name: "Grow Foods: Keep investigating" }).waitFor();
    await page.getByText("Case summary: 4 serves from 2 meals today").waitFor();
    await page
      .getByText("Nice clue-gathering! You logged 2 meals today.", { exact: false })
      .waitFor();

    const breakfast = page.getByRole("list", { name: "Foods in Breakfast" });
    for (const food of ["toast", "milk", "banana", "scrambled eggs"]) {
      await breakfast.getByText(food, { exact: true }).waitFor();
    }
    const lunch = page.getByRole("list", { name: "Foods in Lunch" });
    for (const food of ["ham sandwich", "apple", "cheese", "chips"]) {
      await lunch.getByText(food, { exact: true }).waitFor();
    }
    await screenshot(page, "daily-report");

    await page.getByRole("button", { name: "End Day Review" }).click();
    const review = page.getByRole("dialog", { name: "End Day Review" });
    await review.getByText("Tomorrow's mission: Log 3 meals").waitFor();
    await review.getByText("No tummy checks today.").waitFor();
    await review.getByText("Treats: Gold").waitFor();
    await review.getByText("Power Foods: Keep investigating").waitFor();
    await screenshot(page, "end-day-review", false);
    await review.getByRole("button", { name: "Finish Day" }).click();
    await page.getByText("Badge Earned!", { exact: true }).waitFor();
    await page
      .getByText(/Case Closed/)
      .first()
      .waitFor();
    await review.waitFor({ state: "hidden" });
    await screenshot(page, "badge-earned", false);

    const me = await (await page.request.get(pathOf(authEndpoints.me))).json();
    const badges = await (
      await page.request.get(pathOf(badgeEndpoints.list, { userId: me.id }))
    ).json();
    expect(badges.earned.map((b: { badgeId: string }) => b.badgeId)).toContain("case-closed");

    await page.getByRole("button", { name: "End Day Review" }).click();
    await review.getByRole("button", { name: "Finish Day" }).click();
    await page.getByText("Day Already Complete!", { exact: true }).waitFor();
    await review.waitFor({ state: "hidden" });
    await context.close();
  });

  it("counts a milk drink for Bone Foods and stops asking for milk", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpInBrowser(page, "Gregson");
    await logMealInBrowser(page, "Breakfast", ["cereal", "yogurt", "cheese"], 60);
    await page.goto("/app/daily-review");
    await page.getByText("Bone Foods are at 1 serve.", { exact: false }).waitFor();

    // Two glasses of milk from Log a Drink, and water, which belongs to no food group.
    await page.goto("/app");
    for (const [type, amount] of [
      ["Milk", "240 ml"],
      ["Milk", "150 ml"],
      ["Water", "350 ml"],
    ] as const) {
      await page.getByRole("button", { name: "Log a Drink" }).click();
      const dialog = page.getByRole("dialog", { name: "Log a Drink" });
      await dialog.getByRole("radio", { name: type }).click();
      await dialog.getByRole("radio", { name: amount }).click();
      await dialog.getByRole("button", { name: "Save Drink" }).click();
      await dialog.waitFor({ state: "hidden" });
    }
    await page.goto("/app/daily-review");
    await page.getByRole("heading", { name: "Daily Report", level: 1 }).waitFor();
    await expect
      .poll(() => meter(page, "Bone Foods").getAttribute("aria-valuetext"))
      .toBe("2 of 3 serves");
    const drinks = page.getByRole("list", { name: "Foods in Drinks" });
    expect(await drinks.getByRole("listitem").allInnerTexts()).toEqual([
      expect.stringMatching(/Milk$/),
      expect.stringMatching(/Milk$/),
    ]);
    expect(await page.getByText("Bone Foods are at", { exact: false }).count()).toBe(0);
    await page.getByText("Case summary: 2.5 serves from 1 meal today").waitFor();
    await screenshot(page, "milk-drinks-counted");
    await context.close();
  });

  it("keeps the review open with the SPEC 8 words when finishing fails", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpInBrowser(page, "Hudson");
    await page.route("**/api/complete-day/**", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"x"}' }),
    );
    await page.goto("/app/daily-review");
    await page.getByText("Your case file is ready!", { exact: false }).waitFor();
    await page.getByText("No meals logged yet today.", { exact: false }).waitFor();
    await page.getByRole("button", { name: "End Day Review" }).click();
    const review = page.getByRole("dialog", { name: "End Day Review" });
    await review.getByRole("button", { name: "Finish Day" }).click();
    await page.getByText("Oops! Something went wrong", { exact: true }).waitFor();
    await page
      .getByText("Couldn't finish your day right now. Try again!", { exact: true })
      .waitFor();
    expect(await review.isVisible()).toBe(true);
    await context.close();
  });
});
