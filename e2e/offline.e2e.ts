import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSuite, MARKER, signUpThroughApi } from "./support/harness";
import { logMealInBrowser, pastTimeToday, screenshots } from "./support/screens";

const suite = browserSuite();
const SAVED_ON_PHONE = "Saved on this phone — it will be sent when you're online";
const shot = screenshots("td-offline-shots");

async function readyOffline(page: Page): Promise<void> {
  await page.goto("/app");
  await page.getByRole("heading", { name: "Today's Detective Log" }).waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
  // The last answers seen are saved for offline use (a second after the cache settles).
  await page.waitForFunction(() =>
    (localStorage.getItem("tummy-detective:queries") ?? "").includes("/api/meals/today"),
  );
}

/** Puts an entry in the outbox as an older app version could have: one the server refuses. */
async function queueRefusedCheck(page: Page, userId: string): Promise<void> {
  await page.evaluate(
    (owner) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("tummy-detective-outbox");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction("entries", "readwrite");
          tx.objectStore("entries").put({
            id: "0b7e1f2a-5c1d-4e8b-9a3f-6d2c1b0a9e87",
            userId: owner,
            kind: "tummyCheck",
            method: "POST",
            url: "/api/tummy-checks",
            body: { feeling: "happy", timestamp: "1999-12-31T08:00:00.000Z" },
            createdAt: new Date().toISOString(),
            state: "waiting",
          });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    userId,
  );
}

describe("offline", () => {
  it("keeps a meal, a tummy check, a drink and a bedtime made offline, through a reload, and sends each once", async () => {
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
    const refused = page.getByRole("listitem", { name: "Tummy Check Happy, not sent" });
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
    await context.close();
  });
});
