import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSuite, signUpThroughApi } from "./support/harness";
import { BANANA_PHOTO, holdUploads, todaysMeals, type UploadGate } from "./support/photos";
import { screenshots } from "./support/screens";

const suite = browserSuite();

/** Signs up through the API (the page keeps the cookie) and opens the meal dialog. */
async function openMealDialog(page: Page, username: string): Promise<Locator> {
  await signUpThroughApi(page, username, 8);
  await page.goto("/app");
  await page.getByRole("button", { name: /^Log a Meal/ }).click();
  const dialog = page.getByRole("dialog", { name: "Log a Meal" });
  await dialog.waitFor();
  return dialog;
}

/** Uploads the banana photo and waits for the analysis. */
async function analyseBananas(dialog: Locator, uploads: UploadGate): Promise<Locator> {
  const photo = dialog.getByRole("region", { name: "Photo clues" });
  await photo.getByLabel("Choose a photo").setInputFiles(BANANA_PHOTO);
  await photo.getByText("Analyzing your photo...").waitFor();
  // The meal cannot be saved while its photo is being read.
  expect(await dialog.getByRole("button", { name: /Reading your photo/ }).isDisabled()).toBe(true);
  uploads.release();
  await photo.getByText("Analysis complete").waitFor({ timeout: 60_000 });
  expect(await dialog.getByRole("button", { name: /Save Meal/ }).isEnabled()).toBe(true);
  return photo;
}

/** Types a food the photo missed in the meal form's one food box (no second box in the photo). */
async function addByHand(dialog: Locator, food: string): Promise<void> {
  // One box to type a food in (the time field aside): the photo brings no second one.
  const boxes = dialog.locator("input:not([type]), input[type='text'], input[type='search']");
  expect(await boxes.count()).toBe(1);
  await dialog.getByLabel("What did you eat?").fill(food);
  await dialog.getByRole("button", { name: "Add food" }).click();
  await dialog
    .getByRole("list", { name: "Foods in this meal" })
    .getByRole("button", { name: `Remove ${food}` })
    .waitFor();
}

describe("meal photos in the browser", () => {
  it("analyses a real photo, takes fixes by hand and saves the meal with the photo", async () => {
    const { context, page } = await suite.openPhonePage();
    const uploads = await holdUploads(page);
    const dialog = await openMealDialog(page, "PhotoSleuth");
    const photo = await analyseBananas(dialog, uploads);

    // The result: each food with its confidence and food group.
    const foods = photo.getByRole("list", { name: "Foods from the photo" });
    const banana = foods.getByRole("listitem").filter({ hasText: "banana" });
    await banana.getByText(/^\d+% sure$/).waitFor();
    await banana.getByText("Grow Foods").waitFor();
    await photo.getByText(/\d+%\s*sure overall/).waitFor();

    // Add two foods by hand, take one back out, then pick the meal and save.
    await addByHand(dialog, "toast");
    await addByHand(dialog, "milk");
    await dialog.getByRole("button", { name: "Remove toast" }).click();
    await dialog.getByText("Something wrong?").scrollIntoViewIfNeeded();
    await screenshots("td-photo-shots")(page, "photo-result-one-food-box", false);
    expect(await foods.getByRole("listitem").allTextContents()).toEqual([
      expect.stringMatching(/banana/i),
    ]);
    expect(
      await dialog.getByRole("list", { name: "Foods in this meal" }).getByRole("listitem").count(),
    ).toBe(1);
    await dialog.getByRole("radio", { name: "Lunch" }).click();
    await dialog.getByRole("button", { name: "Save Meal" }).click();
    await dialog.waitFor({ state: "hidden" });

    // The meal is in Today's Detective Log, with the photo's foods and the hand-added one.
    const lunch = page.getByRole("list", { name: "Foods in Lunch" });
    await lunch.getByText("banana").waitFor();
    await lunch.getByText("milk").waitFor();
    expect(await lunch.getByText("toast").count()).toBe(0);
    const [meal] = await todaysMeals(page);
    expect(meal).toMatchObject({
      mealType: "lunch",
      detectedFoods: ["banana"],
      manualFoods: ["milk"],
    });
    expect(meal?.aiConfidence).toBeGreaterThan(0);
    expect(meal?.photoUrl).toMatch(/^\/api\/photos\/[A-Za-z0-9_-]{22}$/);
    await context.close();
  });

  it("keeps a removed detected food out of the meal", async () => {
    const { context, page } = await suite.openPhonePage();
    const uploads = await holdUploads(page);
    const dialog = await openMealDialog(page, "PearSleuth");
    const photo = await analyseBananas(dialog, uploads);
    await photo.getByRole("button", { name: "Remove banana" }).click();
    await addByHand(dialog, "pear");
    await dialog.getByRole("radio", { name: "Breakfast" }).click();
    await dialog.getByRole("button", { name: "Save Meal" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("list", { name: "Foods in Breakfast" }).getByText("pear").waitFor();
    const [meal] = await todaysMeals(page);
    expect(meal).toMatchObject({ detectedFoods: [], manualFoods: ["pear"] });
    expect(meal?.photoUrl).toMatch(/^\/api\/photos\//);
    await context.close();
  });

  it("asks for an image when the file is not one", async () => {
    const { context, page } = await suite.openPhonePage();
    const dialog = await openMealDialog(page, "TextSleuth");
    const photo = dialog.getByRole("region", { name: "Photo clues" });
    // Caught in the browser by its type...
    await photo.getByLabel("Choose a photo").setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("not a photo"),
    });
    await photo.getByText("Please select an image file, Detective!").waitFor();
    // ...and by the server when it only claims to be a JPEG.
    await page.reload();
    await page.getByRole("button", { name: /^Log a Meal/ }).click();
    await photo.getByLabel("Snap a photo").setInputFiles({
      name: "fake.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("still not a photo"),
    });
    await photo.getByText("Please select an image file, Detective!").waitFor();
    await photo.getByLabel("Choose a photo").waitFor();
    await context.close();
  });
});
