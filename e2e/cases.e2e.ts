import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { CaseList } from "../src/contracts/cases";
import { addDays } from "../src/domain/local-day";
import { backdateCase, seedPattern } from "../src/server/test/factories";
import { expectAccessible } from "./support/axe";
import { api, type DiaryEntry, entry, plantDiary } from "./support/diary";
import { browserSuite, signUpThroughApi } from "./support/harness";

const suite = browserSuite();

/** Set CASES_SCREENSHOTS=<folder> to keep a phone screenshot of each step. */
async function snap(page: Page, name: string, part?: Locator) {
  const dir = process.env.CASES_SCREENSHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await (part ? part.screenshot({ path: file }) : page.screenshot({ path: file, fullPage: true }));
}

/**
 * The case's days at the browser's local times: breakfast at 08:00 with milk on milk days, an
 * ouchy tummy at 10:00 after it, and a happy check every evening.
 */
function caseDays(days: { date: string; kind: string }[]): DiaryEntry[] {
  return days.flatMap(({ date, kind }) => {
    const milk = kind === "suspect";
    return [
      entry.meal("breakfast", milk ? ["toast", "milk"] : ["toast", "banana"], { date, hour: 8 }),
      ...(milk ? [entry.tummyCheck("ouchy", { date, hour: 10 })] : []),
      entry.tummyCheck("happy", { date, hour: 19 }),
    ];
  });
}

describe("a case in the browser", () => {
  it("opens a case from a clue, shows today's instruction, and the verdict at the end", async () => {
    const { context, page } = await suite.openPhonePage({ bypassCSP: true });
    await signUpThroughApi(page, "CaseSleuth");
    await page.goto("/");
    const me = await api<{ id: string }>(page, "GET", "/api/auth/me");
    const patternId = await seedPattern(suite.running().database.db, me.id, {
      foodItem: "milk",
      confidence: 72,
    });

    // The parent opens a case from the clue on the Patterns page.
    await page.goto("/app/patterns");
    await page.getByRole("button", { name: "Open a case about milk" }).click();
    const dialog = page.getByRole("dialog", { name: "Open a case" });
    await dialog.getByLabel("How many days").selectOption("10");
    await dialog.getByText(/has your child ever had swelling/).waitFor();
    expect(await dialog.getByRole("button", { name: "Open the case" }).isDisabled()).toBe(true);
    await dialog.getByLabel("Yes").check();
    await dialog.getByText(/can mean an allergy\. Please see a doctor/).waitFor();
    await snap(page, "1-setup-allergy");
    await expectAccessible(page, "open a case (allergy answer)");
    await dialog.getByLabel("No, never").check();
    await dialog.getByLabel(/agreed this case with my child's doctor or dietitian/).check();
    await dialog.getByRole("button", { name: "Open the case" }).click();
    const opened = page.getByRole("dialog", { name: "The case is open" });
    await opened.getByText(/10 days, as you chose: 5 milk days and 5 milk-free days/).waitFor();
    await snap(page, "2-plan");
    await opened.getByRole("button", { name: "Done" }).click();
    await page.getByText("A case about this clue is running.").waitFor();

    // The child sees today's instruction on the dashboard.
    const list = await api<CaseList>(page, "GET", `/api/cases/${me.id}`);
    const kase = list.cases[0];
    const first = kase.days[0];
    await page.goto("/app");
    const card = page.getByRole("region", {
      name: `Today is a ${first.kind === "suspect" ? "milk" : "milk-free"} day, Detective!`,
    });
    await card.waitFor();
    await card.getByText("Case day 1 of 10").waitFor();
    await card.getByText("Case mission").waitFor();
    await snap(page, "3-dashboard", card);
    await expectAccessible(page, "dashboard with a case");

    // The grown-up marks today's plan as kept in the case file.
    await card.getByRole("link", { name: "Case file for grown-ups" }).click();
    await page.waitForURL(/\/app\/cases\//);
    await page.getByText(/The verdict comes after the last day/).waitFor();
    const kept = page.getByRole("group").getByRole("button", { name: "Plan kept" });
    await kept.click();
    await expect.poll(() => kept.getAttribute("aria-pressed")).toBe("true");
    await snap(page, "3b-case-file");
    await expectAccessible(page, "case file");

    // Ten days pass: the case is moved back, and its days are logged through the API.
    await backdateCase(suite.running().database.db, kase.id, 10);
    await plantDiary(
      page,
      caseDays(kase.days.map((d) => ({ date: addDays(d.date, -10), kind: d.kind }))),
    );

    // The case is closed: the dashboard points to the verdict.
    await page.goto("/app");
    await page.getByRole("heading", { name: "Case closed!" }).waitFor();
    await page.getByRole("link", { name: "See the verdict" }).click();
    await page.waitForURL(/\/app\/cases\//);
    const verdict = page.getByRole("region", { name: "Verdict on milk" });
    await verdict.getByText("Very likely a trigger").waitFor();
    await verdict.getByText(/\d+% likely to be a trigger/).waitFor();
    await verdict.getByText(/pain \(Ouchy\) on 5 of 5 milk days, 0 of 5 milk-free days/).waitFor();
    await page.getByRole("heading", { name: "The evidence, day by day" }).waitFor();
    await page.getByText(/Share this verdict with your child's doctor or dietitian/).waitFor();
    await snap(page, "4-verdict");
    await expectAccessible(page, "verdict");

    // The parent page lists the case with its verdict; the clue shows it too.
    await page.goto("/app/parent");
    const cases = page.getByRole("region", { name: "Cases" });
    await cases.getByText("Case: milk").waitFor();
    await cases.getByText(/milk: Very likely a trigger \(\d+%\)/).waitFor();
    await snap(page, "5-parent", cases);
    // The clinic summary lists the verdict for the doctor.
    await page.getByRole("button", { name: "Open Clinic Summary" }).click();
    const sheet = page.getByRole("dialog", { name: "Clinic summary" });
    await sheet.getByText("Food challenge cases").waitFor();
    await sheet.getByText(/milk: Very likely a trigger/).waitFor();
    await snap(page, "5b-clinic", sheet.getByText("Food challenge cases").locator(".."));
    await sheet.getByRole("button", { name: "Close" }).click();
    await page.goto("/app/patterns");
    const clue = page.getByRole("region", { name: "Confirmed clues", exact: true });
    await clue.getByText(/Case verdict on milk: Very likely a trigger/).waitFor();
    const patterns = await api<{ id: string; status: string }[]>(
      page,
      "GET",
      `/api/patterns/${me.id}`,
    );
    expect(patterns.find((p) => p.id === patternId)?.status).toBe("confirmed");
    await snap(page, "6-patterns", clue);
    await context.close();
  });

  it("asks in the app's own words before closing a case without a verdict", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpThroughApi(page, "CloseSleuth");
    await page.goto("/");
    const me = await api<{ id: string }>(page, "GET", "/api/auth/me");
    await seedPattern(suite.running().database.db, me.id, { foodItem: "milk", confidence: 72 });
    await page.goto("/app/patterns");
    await page.getByRole("button", { name: "Open a case about milk" }).click();
    const dialog = page.getByRole("dialog", { name: "Open a case" });
    await dialog.getByLabel("No, never").check();
    await dialog.getByLabel(/agreed this case with my child's doctor or dietitian/).check();
    await dialog.getByRole("button", { name: "Open the case" }).click();
    await page
      .getByRole("dialog", { name: "The case is open" })
      .getByRole("button", { name: "Done" })
      .click();
    const list = await api<CaseList>(page, "GET", `/api/cases/${me.id}`);
    await page.goto(`/app/cases/${list.cases[0]?.id}`);

    // The browser's own confirm() would fail this test: Playwright dismisses it unseen.
    let nativeDialog = false;
    page.on("dialog", (d) => {
      nativeDialog = true;
      void d.dismiss();
    });
    await page.getByRole("button", { name: "Close without a verdict" }).click();
    await page.getByText("Close this case without a verdict?").waitFor();
    await snap(page, "7-close-question");
    await page.getByRole("button", { name: "Keep it open" }).click();
    expect((await api<CaseList>(page, "GET", `/api/cases/${me.id}`)).cases[0]?.status).toBe("open");
    await page.getByRole("button", { name: "Close without a verdict" }).click();
    await page.getByRole("button", { name: "Yes, close it" }).click();
    await expect
      .poll(async () => (await api<CaseList>(page, "GET", `/api/cases/${me.id}`)).cases[0]?.status)
      .toBe("abandoned");
    expect(nativeDialog).toBe(false);
    await context.close();
  });

  it("offers to extend a case that ended without enough evidence, and marks an ill day", async () => {
    const { context, page } = await suite.openPhonePage({ bypassCSP: true });
    await signUpThroughApi(page, "CaseExtender");
    await page.goto("/");
    const me = await api<{ id: string }>(page, "GET", "/api/auth/me");
    const kase = await api<{ id: string }>(page, "POST", "/api/cases", {
      suspect: "eggs",
      days: 8,
      allergySigns: false,
      agreedWithClinician: true,
    });
    // Eight days pass with nothing logged: not enough evidence, and no percentage.
    await backdateCase(suite.running().database.db, kase.id, 8);
    await page.goto(`/app/cases/${kase.id}`);
    const verdict = page.getByRole("region", { name: "Verdict on eggs" });
    await verdict.getByText("Not enough evidence: extend the case").waitFor();
    expect(await verdict.getByText(/likely to be a trigger/).count()).toBe(0);
    await verdict.getByText(/no egg days counted, no egg-free days counted/).waitFor();
    const offer = page.getByRole("region", { name: "Add 7 more days?" });
    await offer.waitFor();
    await snap(page, "7-extend-offer-390");
    await page.setViewportSize({ width: 1280, height: 900 });
    await snap(page, "7-extend-offer-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, "extend offer");
    await offer.getByRole("button", { name: "Extend the case by 7 days" }).click();
    await page.getByText(/The verdict comes after the last day/).waitFor();
    // Day 9 is today: the grown-up marks it as a day the child was ill, and sees it lacks a check.
    const ill = page.getByRole("button", { name: /Ill this day\?/ }).first();
    await ill.click();
    await page.getByRole("button", { name: "Ill this day (left out)" }).first().waitFor();
    await page
      .getByText(/No tummy check after the time that matters yet/)
      .first()
      .waitFor();
    await snap(page, "8-extended-390");
    await page.setViewportSize({ width: 1280, height: 900 });
    await snap(page, "8-extended-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    const list = await api<CaseList>(page, "GET", `/api/cases/${me.id}`);
    expect(list.cases[0]).toMatchObject({ status: "open", extendedDays: 7, canExtend: false });
    expect(list.today?.dayNumber).toBe(9);
    await page.goto("/app");
    await page.getByText(/Tummy check at \d/).waitFor();
    await snap(page, "9-dashboard-mission-390");
    // Still undecided after 15 days: 7 more, then the 6 days left of 28, then the last word.
    await backdateCase(suite.running().database.db, kase.id, 7);
    await page.goto(`/app/cases/${kase.id}`);
    await page.getByRole("region", { name: "Add 7 more days?" }).waitFor();
    await api(page, "POST", `/api/cases/${kase.id}/extend`, { days: 7 });
    await backdateCase(suite.running().database.db, kase.id, 7);
    await page.goto(`/app/cases/${kase.id}`);
    const last = page.getByRole("region", { name: "Add 6 more days?" });
    await last.getByText(/up to 28 days in all/).waitFor();
    await snap(page, "10-extend-last-days-390");
    await last.getByRole("button", { name: "Extend the case by 6 days" }).click();
    await page.getByText(/The verdict comes after the last day/).waitFor();
    await backdateCase(suite.running().database.db, kase.id, 6);
    await page.goto(`/app/cases/${kase.id}`);
    await verdict.getByText("Not enough evidence after 28 days").waitFor();
    await page.getByText(/a tummy check every day/).waitFor();
    expect(await page.getByRole("region", { name: /more days\?/ }).count()).toBe(0);
    await snap(page, "11-not-enough-after-28-days-390");
    await expectAccessible(page, "the last word");
    await context.close();
  });
});
