import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { expectAccessible } from "./support/axe";
import { entry, milkDiary, plantDiary } from "./support/diary";
import { browserSuite, signUpThroughApi } from "./support/harness";

// Every screen and every dialog that opens with a tap, checked with axe-core: no serious or
// critical violation (contrast, names, roles, labels) on any of them.
const suite = browserSuite();

/** Today's breakfast and a tummy check, after three weeks where milk is followed by an ouchy tummy. */
async function plantAxeDiary(page: Page): Promise<void> {
  await plantDiary(page, [
    ...milkDiary(),
    entry.meal("breakfast", ["apple", "blueberries", "cheese and tomato sandwich"], {
      minutesAgo: 30,
    }),
    entry.tummyCheck("happy", { minutesAgo: 30 }, "just right"),
  ]);
}

async function open(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await page.getByRole("heading", { name: heading }).first().waitFor();
}

async function checkDialog(page: Page, opener: string | RegExp, name: string | RegExp) {
  await page.getByRole("button", { name: opener }).first().click();
  const dialog = page.getByRole("dialog", { name });
  await dialog.waitFor();
  await expectAccessible(page, `the ${String(name)} dialog`);
  return dialog;
}

async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press("Escape");
  await page.getByRole("dialog").waitFor({ state: "hidden" });
}

describe("accessibility of every screen (axe-core)", () => {
  it("public screens: landing, login, sign-up, 404 and the test pages", async () => {
    const { context, page } = await suite.openPhonePage({ bypassCSP: true });
    await open(page, "/", /Crack the/);
    await expectAccessible(page, "the landing page");

    await open(page, "/login", "Welcome Back, Detective!");
    await page.getByRole("button", { name: "Start Detecting" }).click();
    await page.getByText("Username is required").waitFor();
    await expectAccessible(page, "the login screen with its messages");

    await open(page, "/signup", /Join/);
    await page.getByRole("button", { name: "Start My Detective Journey" }).click();
    await page.getByText("Username must be at least 3 characters").waitFor();
    await expectAccessible(page, "the sign-up screen with its messages");

    await open(page, "/no-such-page", "Page Not Found");
    await expectAccessible(page, "the 404 page");

    for (const path of ["/mobile-test", "/safari-test", "/safari-login", "/mobile-safari-login"]) {
      await page.goto(path);
      await page.locator("h1").first().waitFor();
      await expectAccessible(page, path);
    }
    await context.close();
  });

  it("the dashboard and each of its dialogs", async () => {
    const { context, page } = await suite.openPhonePage({ bypassCSP: true });
    await signUpThroughApi(page, "AxeDashboard");
    await plantAxeDiary(page);
    await open(page, "/app", "Today's Detective Log");
    await page.getByText("blueberries").first().waitFor();
    await expectAccessible(page, "the dashboard");

    const meal = await checkDialog(page, "Log a Meal", "Log a Meal");
    await meal.getByRole("radio", { name: "Lunch" }).click();
    await meal.getByRole("button", { name: "Save Meal" }).click();
    await expectAccessible(page, "the meal dialog with a message");
    await closeDialog(page);

    await checkDialog(page, "Tummy Check", "Tummy Check");
    await closeDialog(page);
    await checkDialog(page, "Log Bedtime", /Bedtime/);
    await closeDialog(page);

    const drink = await checkDialog(page, "Log a Drink", "Log a Drink");
    await drink
      .getByRole("button", { name: /Save|Log/ })
      .last()
      .click();
    await drink.waitFor({ state: "hidden" });
    await page.getByText("Drink logged!").first().waitFor();
    await expectAccessible(page, "the dashboard with a toast");

    const avatar = await checkDialog(page, "Customize avatar", "Design Your Detective");
    for (const tab of ["My Photo", "Accessories", "Backgrounds"]) {
      await avatar.getByRole("tab", { name: tab }).click();
      await expectAccessible(page, `the avatar customizer's ${tab} tab`);
    }
    await closeDialog(page);

    await page.getByRole("button", { name: "Edit meal" }).first().click();
    await page.getByLabel("Foods").first().waitFor();
    await expectAccessible(page, "a meal in inline edit");
    await context.close();
  });

  it("patterns, daily report, badges, parent, profile and the standalone pages", async () => {
    const { context, page } = await suite.openPhonePage({ bypassCSP: true });
    await signUpThroughApi(page, "AxeScreens");
    await plantAxeDiary(page);

    await open(page, "/app/patterns", "Food Patterns");
    const confirm = page.getByRole("button", { name: /^Confirm clue: Milk/ });
    await confirm.waitFor();
    await expectAccessible(page, "the patterns page with a clue under investigation");
    await confirm.click();
    await page.getByRole("region", { name: "Confirmed clues", exact: true }).waitFor();
    await expectAccessible(page, "the patterns page with a confirmed clue");

    await open(page, "/app/daily-review", /Daily Report/);
    await page.getByText("blueberries").first().waitFor();
    await expectAccessible(page, "the daily report");
    await checkDialog(page, "End Day Review", "End Day Review");
    await closeDialog(page);

    await open(page, "/app/badges", /Badges/);
    await expectAccessible(page, "the badges screen");

    await open(page, "/app/parent", /Parent/);
    await expectAccessible(page, "the parent dashboard");

    await open(page, "/app/profile", /Profile/);
    await page.getByRole("button", { name: "Edit" }).first().click();
    await expectAccessible(page, "the profile in edit mode");

    await open(page, "/app/log-meal", /Meal/);
    await expectAccessible(page, "the standalone meal log");
    await open(page, "/app/tummy-check", /Tummy/);
    await expectAccessible(page, "the standalone tummy check");

    await open(page, "/", /Crack the/);
    await expectAccessible(page, "the landing page while signed in");
    await context.close();
  });
});
