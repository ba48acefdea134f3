import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pathOf } from "../src/contracts/endpoint";
import { tummyCheckEndpoints } from "../src/contracts/tummy-checks";
import { addDays, combineLocalDateAndTime, localDate } from "../src/domain/local-day";
import { api, signedInDetective } from "./support/diary";
import { browserSuite, MARKER, signUpThroughApi } from "./support/harness";
import {
  logMealInBrowser,
  PHONE_ZONE,
  readyOffline,
  screenshots,
  signUpInBrowser,
} from "./support/screens";

const suite = browserSuite();
const shot = screenshots("td-queued-entries-shots");

function meter(page: Page, group: string): Locator {
  return page.getByRole("progressbar", { name: `${group} meter` });
}

/** The emoji badge of a timeline entry (hidden from screen readers, so read as text). */
function badgeOf(entry: Locator): Promise<string> {
  return entry
    .locator("span.font-emoji")
    .first()
    .textContent()
    .then((text) => text ?? "");
}

describe("entries waiting on the phone", () => {
  it("count in the Daily Report and the End Day Review offline, show as logged ones do, a waiting drink is fixable, and logging out warns", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpThroughApi(page, "Queue_Cat");
    const { id: userId } = (await (await page.request.get("/api/auth/me")).json()) as {
      id: string;
    };
    const logged = await page.request.post("/api/meals", {
      data: { mealType: "breakfast", manualFoods: ["toast"] },
      headers: { ...MARKER },
    });
    expect(logged.status()).toBe(201);
    // The Daily Report read once online, as a child would have, so it opens offline too.
    await page.goto("/app/daily-review");
    await page.getByRole("heading", { name: "Daily Report", level: 1 }).waitFor();
    await readyOffline(page);

    await context.setOffline(true);
    await page.getByRole("status").filter({ hasText: "Offline" }).waitFor();

    // A meal waits with its foods as chips, as a logged meal shows them.
    await logMealInBrowser(page, "Lunch", ["cheese", "apple"], 30);
    const lunch = page.getByRole("listitem", { name: "Lunch cheese, apple, waiting to send" });
    const lunchFoods = lunch.getByRole("list", { name: "Foods in Lunch" });
    await lunchFoods.getByText("cheese", { exact: true }).waitFor();
    await lunchFoods.getByText("apple", { exact: true }).waitFor();

    // A tummy check waits with its feeling's face and its bathroom clue.
    await page.getByRole("button", { name: "Tummy Check", exact: true }).click();
    const tummy = page.getByRole("dialog", { name: "Tummy Check" });
    await tummy.getByRole("radio", { name: "Ouchy" }).click();
    await tummy.getByRole("radio", { name: "Runny Tummy" }).click();
    await tummy.getByRole("button", { name: "Save Tummy Check" }).click();
    await tummy.waitFor({ state: "hidden" });
    const check = page.getByRole("listitem", { name: "Tummy Check Ouchy, waiting to send" });
    await check.getByText("Runny Tummy").waitFor();
    expect(await badgeOf(check)).toBe("😣");

    // A milk drink waits in Recent drinks, and can be fixed before it goes.
    await page.getByRole("button", { name: "Log a Drink" }).click();
    const drinkDialog = page.getByRole("dialog", { name: "Log a Drink" });
    await drinkDialog.getByRole("radio", { name: "Milk" }).click();
    await drinkDialog.getByRole("radio", { name: "240 ml" }).click();
    await drinkDialog.getByRole("button", { name: "Save Drink" }).click();
    await drinkDialog.waitFor({ state: "hidden" });
    const drink = page.getByRole("listitem", { name: "Milk, waiting to send" });
    await drink.getByRole("button", { name: "Edit drink" }).click();
    await drink.getByRole("radio", { name: "350 ml" }).click();
    await shot(page, "1-queued-drink-edit-390", false);
    await drink.getByRole("button", { name: "Save changes" }).click();
    await drink.getByText("350 ml", { exact: false }).waitFor();
    expect(await page.getByRole("listitem", { name: "Milk, waiting to send" }).count()).toBe(1);
    await shot(page, "2-queued-entries-390");

    // The Daily Report counts them: cheese and the milk drink are Bone Foods, apple a Grow Food.
    await page
      .getByRole("link", { name: /Daily Report/ })
      .first()
      .click();
    await page.getByRole("heading", { name: "Daily Report", level: 1 }).waitFor();
    await expect
      .poll(() => meter(page, "Bone Foods").getAttribute("aria-valuetext"))
      .toBe("1 of 3 serves");
    expect(await meter(page, "Grow Foods").getAttribute("aria-valuetext")).toBe("0.5 of 7 serves");
    expect(await meter(page, "Energy Foods").getAttribute("aria-valuetext")).toBe(
      "0.5 of 4.5 serves",
    );
    await page.getByText("Case summary: 2 serves from 2 meals today").waitFor();
    await page.getByRole("list", { name: "Foods in Lunch" }).getByText("cheese").waitFor();
    await page.getByRole("list", { name: "Foods in Drinks" }).getByText("Milk").waitFor();
    await shot(page, "3-daily-report-offline-390");
    await page.getByRole("button", { name: "End Day Review" }).click();
    const review = page.getByRole("dialog", { name: "End Day Review" });
    await review.getByText("Bone Foods: Keep investigating").waitFor();
    expect(await review.getByText("Meals logged").locator("..").textContent()).toBe(
      "2Meals logged",
    );
    await review.getByRole("listitem").filter({ hasText: "Ouchy" }).waitFor();
    await shot(page, "4-end-day-review-offline-390", false);
    await review.getByRole("button", { name: "Continue Tracking" }).click();
    await review.waitFor({ state: "hidden" });

    // Logging out with entries waiting says how many, and offers to stay.
    await page.goto("/app");
    await page.getByRole("button", { name: "Log out" }).click();
    const warning = page.getByRole("dialog", { name: "Not sent yet!" });
    await warning.getByText("3 entries are still waiting on this phone.").waitFor();
    await shot(page, "5-logout-warning-390", false);
    await warning.getByRole("button", { name: "Stay signed in" }).click();
    await warning.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toBe("/app");

    // Online, they are sent; then logging out asks nothing.
    await context.setOffline(false);
    await lunch.waitFor({ state: "hidden" });
    await page
      .getByRole("listitem", { name: "Milk, waiting to send" })
      .waitFor({ state: "hidden" });
    const drinks = await (await page.request.get(`/api/drinks/${userId}`)).json();
    expect(drinks).toMatchObject([{ drinkType: "milk", amountMl: 350 }]);
    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await warning.count()).toBe(0);
    await context.close();
  });

  it("a waiting bedtime takes its place by its instant, with its day when it is not today", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpThroughApi(page, "Night_Owl");
    // The phone's clock: 2 PM of a day that has passed in its zone.
    const now = new Date();
    const today = localDate(now, PHONE_ZONE);
    const twoPmToday = combineLocalDateAndTime(today, "14:00", PHONE_ZONE);
    const day = twoPmToday <= now ? today : addDays(today, -1);
    await page.clock.install({ time: combineLocalDateAndTime(day, "14:00", PHONE_ZONE) });
    await readyOffline(page);
    await context.setOffline(true);
    await page.getByRole("status").filter({ hasText: "Offline" }).waitFor();

    const logBedtime = async (time: string, night?: RegExp) => {
      await page.getByRole("button", { name: "Log Bedtime" }).click();
      const dialog = page.getByRole("dialog", { name: "Log Bedtime" });
      await dialog.getByLabel("Bedtime").fill(time);
      const save = dialog.getByRole("button", { name: "Save Bedtime" });
      await save.click();
      if (night) {
        // A time that could be last night's or tonight's: the form asks which (ADR 063).
        await dialog.getByRole("radio", { name: night }).click();
        await save.click();
      }
      await dialog.waitFor({ state: "hidden" });
    };
    await page.getByRole("button", { name: "Log a Meal" }).click();
    const meal = page.getByRole("dialog", { name: "Log a Meal" });
    await meal.getByRole("radio", { name: "Lunch" }).click();
    await meal.getByLabel("What did you eat?").fill("rice");
    await meal.getByRole("button", { name: "Add food" }).click();
    await meal.getByLabel("What time did you eat?").fill("12:30");
    await meal.getByRole("button", { name: "Save Meal" }).click();
    await meal.waitFor({ state: "hidden" });
    // At 2 PM, 8:30 PM could be last night's or tonight's: the child says last night's.
    await logBedtime("20:30", /Last night/);
    // At 9 PM, tonight's.
    await page.clock.setSystemTime(combineLocalDateAndTime(day, "21:00", PHONE_ZONE));
    // Opened again in the evening (offline: the installed app), the buttons follow tonight.
    await page.reload();
    await page.getByRole("button", { name: "Log Bedtime" }).waitFor();
    await logBedtime("20:45");

    const log = page.getByRole("list", { name: "Today's Detective Log" });
    const names = async () =>
      (await log.locator(":scope > li").all()).map((item) => item.getAttribute("aria-label"));
    await expect
      .poll(async () => Promise.all(await names()))
      .toEqual([
        expect.stringMatching(/^Bedtime · Yesterday 8:30\s?pm, waiting to send$/i),
        "Lunch rice, waiting to send",
        expect.stringMatching(/^Bedtime 8:45\s?pm, waiting to send$/i),
      ]);
    const lastNight = log.locator(":scope > li").first();
    await lastNight.getByText("Bedtime · Yesterday", { exact: true }).waitFor();
    expect(await lastNight.locator("time").textContent()).toMatch(/^8:30\s?pm$/i);
    expect(await log.locator(":scope > li").last().locator("time").textContent()).toMatch(
      /^8:45\s?pm$/i,
    );
    await shot(page, "6-bedtimes-in-order-390");
    await context.close();
  });

  it("a young child's stool picture is shown back and edited as a picture", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpInBrowser(page, "Pip", 6);
    await page.getByRole("button", { name: "Tummy Check", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Tummy Check" });
    await dialog.getByRole("radio", { name: "Tummy OK" }).click();
    await dialog.getByRole("radio", { name: "Smooth soft sausage" }).click();
    await dialog.getByRole("button", { name: "Save Tummy Check" }).click();
    await dialog.waitFor({ state: "hidden" });

    const entry = page.getByRole("listitem", { name: /^Tummy check at / });
    await entry.getByText("Smooth soft sausage", { exact: true }).waitFor();
    expect(await entry.getByText("Just Right").count()).toBe(0);
    // The drawing the child tapped, beside its words.
    await entry.locator('svg[role="presentation"]').waitFor();
    const clues = page.getByRole("heading", { name: "Tummy Clues" }).locator("..");
    await clues.getByText("Smooth soft sausage", { exact: true }).waitFor();

    await entry.getByRole("button", { name: "Edit tummy check" }).click();
    const chosen = entry.getByRole("radio", { name: "Smooth soft sausage" });
    await chosen.waitFor();
    expect(await chosen.getAttribute("aria-checked")).toBe("true");
    expect(await entry.getByLabel("Bathroom type").count()).toBe(0);
    await entry.getByRole("radio", { name: "Mushy" }).click();
    await shot(page, "7-edit-stool-picture-390");
    await entry.getByRole("button", { name: "Save changes" }).click();
    await entry.getByText("Mushy", { exact: true }).waitFor();

    const me = await signedInDetective(page);
    const checks = await api<{ childStoolType: number; bathroomEvent: string }[]>(
      page,
      "GET",
      pathOf(tummyCheckEndpoints.today, { userId: me.id }),
    );
    expect(checks).toMatchObject([{ childStoolType: 4, bathroomEvent: "runny tummy" }]);
    await shot(page, "8-stool-picture-shown-390");
    await context.close();
  });
});
