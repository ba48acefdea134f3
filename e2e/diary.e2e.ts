import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { combineLocalDateAndTime, localDate, localTime } from "../src/domain/local-day";
import { browserSuite } from "./support/harness";

// phonePage() pins the browser to this zone; "today" and the typed times are read in it.
const ZONE = "Pacific/Auckland";

const suite = browserSuite();

async function signUp(page: Page, username: string): Promise<void> {
  await page.goto("/signup");
  await page.getByLabel("Detective Name").fill(username);
  await page.getByLabel("Age").selectOption({ label: "9 years old" });
  await page.getByLabel("Password", { exact: true }).fill("magnify1");
  await page.getByLabel("Confirm Password").fill("magnify1");
  await page.getByRole("button", { name: "Start My Detective Journey" }).click();
  await page.waitForURL(/\/app$/);
  await page.getByRole("heading", { name: "Today's Detective Log" }).waitFor();
}

/** An 'HH:MM' of today that is `minutesAgo` in the past (00:00 just after midnight). */
function pastTimeToday(minutesAgo: number): string {
  const now = new Date();
  const earlier = new Date(now.getTime() - minutesAgo * 60_000);
  return localDate(earlier, ZONE) === localDate(now, ZONE) ? localTime(earlier, ZONE) : "00:00";
}

function isoAt(time: string): string {
  return combineLocalDateAndTime(localDate(new Date(), ZONE), time, ZONE).toISOString();
}

async function expectChecked(radio: Locator, checked: boolean): Promise<void> {
  await expect.poll(() => radio.getAttribute("aria-checked")).toBe(String(checked));
}

function missionBar(page: Page): Locator {
  return page.getByRole("progressbar", { name: "Mission progress" });
}

describe("the diary on the home dashboard", () => {
  it("logs, edits and deletes a meal; a tummy check; a drink; bedtime and morning mood", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUp(page, "Sherlock");
    await page.getByText("0 out of 3 meals").waitFor();
    await page.getByText("No clues yet today").waitFor();

    // A meal with typed foods and a chosen time.
    const eatenAt = pastTimeToday(40);
    await page.getByRole("button", { name: "Log a Meal" }).click();
    const mealDialog = page.getByRole("dialog", { name: "Log a Meal" });
    await mealDialog.getByRole("radio", { name: "Lunch" }).click();
    await mealDialog.getByLabel("What did you eat?").fill("pasta");
    await mealDialog.getByRole("button", { name: "Add food" }).click();
    await mealDialog.getByLabel("What did you eat?").fill("peas");
    await mealDialog.getByLabel("What did you eat?").press("Enter");
    await mealDialog.getByRole("list", { name: "Foods in this meal" }).getByText("peas").waitFor();
    await mealDialog.getByLabel("What time did you eat?").fill(eatenAt);
    await mealDialog.getByRole("button", { name: "Save Meal" }).click();
    await mealDialog.waitFor({ state: "hidden" });

    const lunch = page.getByRole("listitem", { name: /^Lunch at / });
    await lunch.getByText("pasta").waitFor();
    await lunch.getByText("peas").waitFor();
    expect(await lunch.locator("time").getAttribute("datetime")).toBe(isoAt(eatenAt));
    await page.getByText("1 out of 3 meals").waitFor();
    expect(await missionBar(page).getAttribute("aria-valuenow")).toBe("1");
    await page.getByRole("heading", { name: "Detective Fact" }).waitFor();
    await page.getByRole("heading", { name: "Detective Joke" }).waitFor();
    await page
      .getByRole("link", { name: /Daily Report/ })
      .first()
      .waitFor();

    // Inline edit: the foods as one comma-separated line, and the time.
    const fixedAt = pastTimeToday(25);
    await lunch.getByRole("button", { name: "Edit meal" }).click();
    await expect.poll(() => lunch.getByLabel("Foods").inputValue()).toBe("pasta, peas");
    await lunch.getByLabel("Foods").fill("pasta, , cheese ,");
    await lunch.getByLabel("Time").fill(fixedAt);
    await lunch.getByRole("button", { name: "Save changes" }).click();
    await lunch.getByText("cheese").waitFor();
    await expect.poll(() => lunch.getByText("peas").count()).toBe(0);
    await expect.poll(() => lunch.locator("time").getAttribute("datetime")).toBe(isoAt(fixedAt));

    // Delete asks first.
    await lunch.getByRole("button", { name: "Delete meal" }).click();
    await lunch.getByRole("button", { name: "Yes, delete" }).click();
    await page.getByText("No clues yet today").waitFor();
    await page.getByText("0 out of 3 meals").waitFor();

    // A tummy check whose bathroom event toggles off when tapped again.
    await page.getByRole("button", { name: "Tummy Check", exact: true }).click();
    const tummyDialog = page.getByRole("dialog", { name: "Tummy Check" });
    await tummyDialog.getByRole("radio", { name: "Ouchy" }).click();
    const runny = tummyDialog.getByRole("radio", { name: "Runny Tummy" });
    await runny.click();
    await expectChecked(runny, true);
    await runny.click();
    await expectChecked(runny, false);
    await tummyDialog.getByRole("radio", { name: "Tough to Go" }).click();
    await tummyDialog.getByRole("button", { name: "Save Tummy Check" }).click();
    await tummyDialog.waitFor({ state: "hidden" });
    const check = page.getByRole("listitem", { name: /^Tummy check at / });
    await check.getByText("Ouchy").waitFor();
    await check.getByText("Tough to Go").waitFor();

    await check.getByRole("button", { name: "Edit tummy check" }).click();
    await check.getByLabel("Feeling").selectOption("happy");
    await check.getByLabel("Bathroom type").selectOption("just right");
    await check.getByRole("button", { name: "Save changes" }).click();
    await check.getByText("Just Right").waitFor();
    await check.getByText("Happy").waitFor();

    // A drink moves the hydration tracker (age 9: 6 cups); the time must be HH:MM.
    const water = page.getByRole("progressbar", { name: "Water today" });
    expect(await water.getAttribute("aria-valuetext")).toBe("0 of 6 cups");
    await page.getByRole("button", { name: "Log a Drink" }).click();
    const drinkDialog = page.getByRole("dialog", { name: "Log a Drink" });
    await drinkDialog.getByRole("radio", { name: "350 ml" }).click();
    await drinkDialog.getByLabel("Time").fill("");
    await drinkDialog.getByRole("button", { name: "Save Drink" }).click();
    await drinkDialog.getByText("Time must be in HH:MM format").waitFor();
    await drinkDialog.getByLabel("Time").fill(pastTimeToday(5));
    await drinkDialog.getByRole("button", { name: "Save Drink" }).click();
    await drinkDialog.waitFor({ state: "hidden" });
    await expect.poll(() => water.getAttribute("aria-valuetext")).toBe("1.5 of 6 cups");
    await page.getByRole("heading", { name: "Recent drinks" }).waitFor();
    // The dialog starts fresh after a save.
    await page.getByRole("button", { name: "Log a Drink" }).click();
    await expectChecked(drinkDialog.getByRole("radio", { name: "240 ml" }), true);
    await expectChecked(drinkDialog.getByRole("radio", { name: "350 ml" }), false);
    await drinkDialog.getByRole("button", { name: "Close" }).click();
    await drinkDialog.waitFor({ state: "hidden" });

    // Sleep: bedtime, then the morning check-in (SPEC 4 button states).
    const morningButton = page.getByRole("button", { name: "Morning Check-in" });
    expect(await morningButton.isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Log Bedtime" }).click();
    const bedtimeDialog = page.getByRole("dialog", { name: "Log Bedtime" });
    await bedtimeDialog.getByLabel("Notes (optional)").fill("Read a mystery story");
    await bedtimeDialog.getByRole("button", { name: "Save Bedtime" }).click();
    await bedtimeDialog.waitFor({ state: "hidden" });
    const bedtimeLogged = page.getByRole("button", { name: "Bedtime Logged" });
    await bedtimeLogged.waitFor();
    expect(await bedtimeLogged.isDisabled()).toBe(true);
    await expect.poll(() => morningButton.isEnabled()).toBe(true);
    await morningButton.click();
    const morningDialog = page.getByRole("dialog", { name: "Morning Check-in" });
    await morningDialog.getByRole("radio", { name: /Bunny/ }).click();
    await morningDialog.getByRole("button", { name: "Save Morning Mood" }).click();
    await morningDialog.waitFor({ state: "hidden" });
    const moodButton = page.getByRole("button", { name: "Morning Mood" });
    await moodButton.waitFor();
    expect(await moodButton.isDisabled()).toBe(true);

    await context.close();
  });

  it("logs a quick-add meal in a couple of taps", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUp(page, "Watson");
    const quickAdd = page.getByRole("button", { name: "Quick add toast" });
    await quickAdd.waitFor();

    let taps = 0;
    const tap = async (target: Locator) => {
      await target.click();
      taps += 1;
    };
    await tap(quickAdd);
    await tap(
      page.getByRole("dialog", { name: "Log a Meal" }).getByRole("button", { name: "Save Meal" }),
    );
    const log = page.getByRole("list", { name: "Today's Detective Log" });
    await expect.poll(() => log.getByText("toast").count()).toBe(1);
    // Counted in taps, not timed: figures come from bench/ (delivery), never from tests.
    expect(taps).toBeLessThanOrEqual(4);
    await page.getByText("1 out of 3 meals").waitFor();
    await context.close();
  });

  it("the standalone pages log for the signed-in detective", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUp(page, "Marple");

    await page.goto("/app/log-meal");
    await page.getByRole("heading", { name: "Log a Meal" }).waitFor();
    expect(await page.getByLabel("What time did you eat?").count()).toBe(0);
    await page.getByRole("radio", { name: "Breakfast" }).click();
    await page.getByLabel("What did you eat?").fill("porridge");
    await page.getByRole("button", { name: "Save Meal" }).click();
    await page.waitForURL(/\/app$/);
    await page
      .getByRole("listitem", { name: /^Breakfast at / })
      .getByText("porridge")
      .waitFor();

    await page.goto("/app/tummy-check");
    await page.getByRole("button", { name: "Save Tummy Check" }).click();
    await page.getByText("Please choose how your tummy feels!").waitFor();
    await page.getByRole("radio", { name: "Okay" }).click();
    await page.getByRole("button", { name: "Save Tummy Check" }).click();
    await page.waitForURL((url) => url.pathname === "/");

    await page.goto("/app");
    await page
      .getByRole("listitem", { name: /^Tummy check at / })
      .getByText("Okay")
      .waitFor();
    await context.close();
  });

  it("shows the Error toasts of SPEC 8 when a save fails", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUp(page, "Poirot");

    await page.route("**/api/meals", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"x"}' })
        : route.fallback(),
    );
    await page.getByRole("button", { name: "Quick add banana" }).click();
    const mealDialog = page.getByRole("dialog", { name: "Log a Meal" });
    await mealDialog.getByRole("button", { name: "Save Meal" }).click();
    await page.getByText("Failed to save meal", { exact: true }).waitFor();
    // The meal is not lost: the dialog stays open with the food on the plate.
    await mealDialog
      .getByRole("list", { name: "Foods in this meal" })
      .getByText("banana")
      .waitFor();
    await mealDialog.getByRole("button", { name: "Close" }).click();

    // A drink save that answers 401 asks to log in again and reloads the page after 2 s.
    await page.route("**/api/drinks", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({
            status: 401,
            contentType: "application/json",
            body: '{"message":"Not authenticated"}',
          })
        : route.fallback(),
    );
    await page.getByRole("button", { name: "Log a Drink" }).click();
    const reloaded = page.waitForEvent("load");
    await page
      .getByRole("dialog", { name: "Log a Drink" })
      .getByRole("button", { name: "Save Drink" })
      .click();
    await page.getByText("Please log in again", { exact: true }).waitFor();
    await reloaded;
    await context.close();
  });
});
