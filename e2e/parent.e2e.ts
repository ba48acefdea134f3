import fs from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { addDays, localDate, localTime } from "../src/domain/local-day";
import { patterns, profileSigns, schoolDays } from "../src/server/db/schema/index";
import { seedDrinks, seedMeals, seedTummyChecks } from "../src/server/test/factories";
import { api, signedInDetective } from "./support/diary";
import { browserSuite } from "./support/harness";
import { printToPdf } from "./support/print";
import {
  dismissToasts,
  expectToast,
  openParent,
  PHONE_ZONE,
  screenshots,
  signUpInBrowser,
} from "./support/screens";

const suite = browserSuite();
const shot = screenshots("td-parent-shots");
const BOM = "\uFEFF";
const DAY = 24 * 60 * 60 * 1000;

const today = () => localDate(new Date(), PHONE_ZONE);

/** Where a section's top is in the viewport, in CSS pixels. */
function sectionTop(page: Page, id: string): Promise<number> {
  return page.evaluate(
    (sid) => document.getElementById(sid)?.getBoundingClientRect().top ?? -1,
    id,
  );
}

async function post(page: Page, path: string, data: unknown): Promise<void> {
  await api(page, "POST", path, data);
}

/** What the printer gets, to look at: A4 less its margins, in print media. */
async function printShot(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 704, height: 1033 });
  await page.emulateMedia({ media: "print" });
  await shot(page, name, false);
  await page.emulateMedia({ media: null });
  await page.setViewportSize({ width: 390, height: 844 });
}

/** The export buttons of the Medical Reports section. */
function exportButtons(page: Page) {
  return page.getByRole("region", { name: "Medical Reports" }).getByRole("button", {
    name: /^Export /,
  });
}

describe("the Parent dashboard", () => {
  it("jumps to its sections and shows the guides, the child's goal and no patterns yet", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpInBrowser(page, "Bella", 9);
    await openParent(page);
    await page.getByText("No confirmed patterns yet.", { exact: true }).waitFor();
    await shot(page, "parent-top", false);

    for (const [button, id] of [
      ["Medical Reports", "medical-reports"],
      ["Hydration Guide", "hydration-guide"],
      ["Stool Guide", "stool-guide"],
    ] as const) {
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await sectionTop(page, id)).toBeGreaterThan(200);
      await page
        .getByRole("navigation", { name: "Jump to" })
        .getByRole("button", { name: button })
        .click();
      // Smooth scrolling takes a moment: wait until the section's heading is at the top.
      await expect.poll(() => sectionTop(page, id), { interval: 50 }).toBeLessThan(80);
      expect(await sectionTop(page, id)).toBeGreaterThanOrEqual(0);
      await shot(page, `parent-${id}`, false);
    }

    // The hydration guide: the table by age, and this 9-year-old's goal with today's cups.
    const hydration = page.getByRole("region", { name: "Hydration Guide" });
    const table = hydration.getByRole("table", { name: "Daily water by age" });
    expect(await table.getByRole("row").count()).toBe(5);
    await table
      .getByRole("row", { name: /1-3 years/ })
      .getByText(/1\.0 L/)
      .waitFor();
    await hydration.getByText("Today: 0 of 6 cups", { exact: true }).waitFor();
    await hydration.getByText(/20-30%/).waitFor();
    await hydration.getByRole("heading", { name: "Warning signs of dehydration" }).waitFor();

    // The stool guide: the simplified Bristol chart, each with when to seek advice.
    const stool = page.getByRole("region", { name: "Stool Guide" });
    for (const title of [
      /Types 1-2: Tough to Go/,
      /Types 3-4: Just Right/,
      /Type 5: Soft & Easy/,
      /Type 6: Runny Tummy/,
      /Type 7: Super Runny/,
    ]) {
      await stool.getByRole("heading", { name: title }).waitFor();
    }
    expect(await stool.getByText("Seek advice", { exact: true }).count()).toBe(5);
    await stool.getByRole("heading", { name: "References" }).waitFor();
    await shot(page, "parent-full");
    await context.close();
  });

  it("blocks future dates and an end before the start", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpInBrowser(page, "Dates", 9);
    await openParent(page);
    const start = page.getByLabel("Start date");
    const end = page.getByLabel("End date");
    const day = today();
    // The date pickers cannot reach a future day, and the end cannot go before the start.
    expect(await end.getAttribute("max")).toBe(day);
    expect(await start.getAttribute("max")).toBe(day);
    await start.fill(addDays(day, -3));
    expect(await end.getAttribute("min")).toBe(addDays(day, -3));
    expect(await start.getAttribute("max")).toBe(day);

    // Typed by hand past the pickers' limits: the words say why, and nothing can be exported.
    await end.fill(addDays(day, -5));
    await page.getByText("The end date can't be before the start date", { exact: true }).waitFor();
    for (const button of await exportButtons(page).all())
      expect(await button.isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Open Clinic Summary" }).isDisabled()).toBe(true);
    await shot(page, "parent-dates-invalid", false);
    await end.fill(addDays(day, 1));
    await page.getByText("Export dates can't be in the future", { exact: true }).waitFor();
    await end.fill(day);
    await expect.poll(() => exportButtons(page).first().isDisabled()).toBe(false);
    expect(await page.getByText("Export dates can't be in the future").count()).toBe(0);
    await context.close();
  });

  it("shows a confirmed pattern, exports the three CSV files for Last Week and prints a one-page summary", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpInBrowser(page, "Clara", 9);
    const me = await signedInDetective(page);
    const now = Date.now();
    // Breakfast two days ago at about eight in the phone's morning, lunch four hours later: one
    // day of meals whatever the time of day the test runs.
    const hourNow = Number(localTime(new Date(now), PHONE_ZONE).slice(0, 2));
    const twoDaysAgo = new Date(now - 2 * DAY - (hourNow - 8) * 60 * 60 * 1000);
    const tenDaysAgo = new Date(now - 10 * DAY);
    await post(page, "/api/meals", {
      mealType: "breakfast",
      manualFoods: ["porridge", "milk"],
      timestamp: twoDaysAgo.toISOString(),
    });
    await post(page, "/api/meals", {
      mealType: "lunch",
      manualFoods: ["cheese pizza"],
      timestamp: new Date(twoDaysAgo.getTime() + 4 * 60 * 60 * 1000).toISOString(),
    });
    await post(page, "/api/meals", {
      mealType: "dinner",
      manualFoods: ["old pizza"],
      timestamp: tenDaysAgo.toISOString(),
    });
    await post(page, "/api/tummy-checks", {
      feeling: "ouchy",
      bathroomEvent: "tough to go",
      timestamp: new Date(twoDaysAgo.getTime() + 2 * 60 * 60 * 1000).toISOString(),
    });
    await post(page, "/api/drinks", { drinkType: "water", amountMl: 240 });
    await post(page, "/api/drinks", { drinkType: "milk", amountMl: 500 });
    await suite
      .running()
      .database.db.insert(patterns)
      .values({
        userId: me.id,
        foodItem: "milk",
        feelingCorrelation: "ouchy tummy",
        confidence: 87,
        occurrences: 5,
        status: "confirmed",
        evidence: {
          explanation: "Ouchy 5 of 6 times within 1 to 4 hours after milk",
          exposures: 6,
        },
      });

    await openParent(page);
    const summary = page.getByRole("region", { name: "Pattern Analysis" });
    const confirmed = summary.getByRole("list", { name: "Confirmed patterns" });
    await confirmed.getByText("87% confidence · seen 5 times", { exact: true }).waitFor();
    await confirmed.getByText("Confirmed", { exact: true }).waitFor();
    await confirmed.getByText(/milk/i).first().waitFor();
    expect(await summary.getByText("No confirmed patterns yet.").count()).toBe(0);
    // 240 ml of water (1 cup) and 500 ml of milk (2.1 cups at 0.9): 2.9 hydrating cups today.
    await page
      .getByRole("region", { name: "Hydration Guide" })
      .getByText("Today: 2.9 of 6 cups", { exact: true })
      .waitFor();
    await shot(page, "parent-with-pattern", false);

    await page.getByRole("button", { name: "Last Week" }).click();
    const day = today();
    expect(await page.getByLabel("Start date").inputValue()).toBe(addDays(day, -6));
    expect(await page.getByLabel("End date").inputValue()).toBe(day);

    // While an export is on its way, every export button waits.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/export/**", async (route) => {
      await held;
      await route.continue();
    });
    const download = async (name: string): Promise<{ file: string; text: string }> => {
      const event = page.waitForEvent("download");
      await page.getByRole("button", { name }).click();
      const got = await event;
      const file = got.suggestedFilename();
      const text = fs.readFileSync(await got.path(), "utf8");
      return { file, text };
    };
    const first = download("Export Custom Timeline");
    await expect.poll(() => exportButtons(page).first().isDisabled()).toBe(true);
    expect(await exportButtons(page).count()).toBe(4);
    for (const button of await exportButtons(page).all())
      expect(await button.isDisabled()).toBe(true);
    await shot(page, "parent-export-busy", false);
    release();
    const timeline = await first;
    await page.unroute("**/api/export/**");
    await expectToast(
      page,
      "Report exported successfully!",
      "The timeline CSV file has been downloaded to your device.",
    );

    // Every file names the child and the period, and starts with a header block saying so.
    const from = addDays(day, -6);
    expect(timeline.file).toBe(`tummy-detective_clara_${from}_${day}_timeline.csv`);
    expect(timeline.text.startsWith(BOM)).toBe(true);
    const lines = timeline.text.slice(1).split("\r\n");
    expect(lines.slice(0, 3)).toEqual([
      "Tummy Detective Timeline Report",
      "Detective,Clara",
      `Period,${from} to ${day}`,
    ]);
    expect(lines[3]).toMatch(new RegExp(`^Exported,${day} \\d{2}:\\d{2} \\(${PHONE_ZONE}\\)$`));
    expect(lines[5]).toBe(
      "Report Type,Date,Time,Details,Feeling,Bathroom Event,Bristol Type,Medical Category,AI Confidence,Sleep Quality,Morning Mood,Drink Type,Amount (ml),Amount (cups),Feeling Scale,Reported By",
    );
    const at = (d: Date) => `${localDate(d, PHONE_ZONE)},${localTime(d, PHONE_ZONE)}`;
    expect(lines[6]).toBe(`Meal,${at(twoDaysAgo)},"Breakfast: porridge, milk",,,,,,,,,,,,`);
    // The child's Ouchy tap is pain, with the child's word beside it.
    expect(lines).toContainEqual(
      expect.stringMatching(/^Tummy Check,.*,pain \(Ouchy\),tough to go,Type 1-2,Constipation/),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^Drink,.*,Water,240,1,,$/));
    expect(lines).toContainEqual(
      expect.stringMatching(/^Pattern,.*milk -> pain \(Ouchy\): 87% confidence/),
    );
    // Last Week leaves out the meal of ten days ago.
    expect(timeline.text).not.toContain("old pizza");
    await dismissToasts(page);

    const patternFile = await download("Export Pattern CSV");
    expect(patternFile.file).toBe(`tummy-detective_clara_${from}_${day}_patterns.csv`);
    expect(patternFile.text.startsWith(`${BOM}Tummy Detective Food Pattern Report\r\n`)).toBe(true);
    const patternLines = patternFile.text.split("\r\n");
    expect(patternLines).toContain("Detective,Clara");
    expect(patternLines).toContain(`Period,${from} to ${day}`);
    expect(patternLines).toContain(
      "Food,Feeling,Confidence,Occurrences,Status,Evidence,First Noticed",
    );
    // A sentence stored in the former words is shown in the vocabulary.
    expect(patternLines).toContainEqual(
      expect.stringMatching(/^milk,pain \(Ouchy\),87%,5,Confirmed,Pain \(Ouchy\) 5 of 6 times/),
    );
    expect(patternLines).toContain("Confirmed,1");
    await expectToast(
      page,
      "Report exported successfully!",
      "The patterns CSV file has been downloaded to your device.",
    );
    await dismissToasts(page);

    const groups = await download("Export Food Groups CSV");
    expect(groups.file).toBe(`tummy-detective_clara_${from}_${day}_food-groups.csv`);
    const groupLines = groups.text.slice(1).split("\r\n");
    expect(groups.text.startsWith(BOM)).toBe(true);
    expect(groupLines.slice(0, 3)).toEqual([
      "Tummy Detective Food Groups Report",
      "Detective,Clara",
      `Period,${from} to ${day}`,
    ]);
    expect(groupLines[5]).toBe("Food Group,Frequency,Unique Foods,Days,Examples");
    // Foods typed by hand go under every group the food table reads in them, in their own
    // words: a cheese pizza is Carbs and Dairy (and a Sometimes food); no Manual Entry left.
    expect(groupLines.slice(6, 9)).toEqual([
      'Carbs,2,2,1,"cheese pizza, porridge"',
      'Dairy,2,2,1,"cheese pizza, milk"',
      "Sometimes,1,1,1,cheese pizza",
    ]);
    expect(groups.text).not.toContain("Manual Entry");
    await expectToast(
      page,
      "Report exported successfully!",
      "The food groups CSV file has been downloaded to your device.",
    );
    await dismissToasts(page);

    // The clinic summary of Last Week: on screen, then printed to a PDF of exactly one page.
    await page.getByRole("button", { name: "Open Clinic Summary" }).click();
    const sheet = page.getByRole("dialog", { name: "Clinic summary" });
    await sheet.getByRole("heading", { name: "Clinic Summary: Clara" }).waitFor();
    const period = `${addDays(day, -6)} to ${day} (7 days)`;
    await sheet.getByText(period, { exact: true }).waitFor();
    await sheet
      .getByRole("img", { name: /^Bristol chart: stool types by day, 1 bathroom/ })
      .waitFor();
    await sheet.getByText(/Type 1-2 Tough to Go: 1 \(100%\)/).waitFor();
    await sheet.getByText(/Confirmed: milk → pain \(Ouchy\)/).waitFor();
    await sheet.getByText(/1 episode of pain \(Ouchy\) \(1 a week\)/).waitFor();
    await shot(page, "clinic-summary", false);
    await sheet.getByRole("button", { name: "Print or Save as PDF" }).waitFor();

    const { pdf, pages, text } = await printToPdf(page);
    expect(pages).toBe(1);
    expect(text).toContain("Clinic Summary: Clara");
    expect(text).toContain(period);
    expect(text).toMatch(/Stool types \(Bristol chart\)/i);
    expect(text).toContain("Type 1-2 Tough to Go: 1 (100%)");
    expect(text).not.toContain("Parent Dashboard");
    fs.writeFileSync(`${shot.dir}/clinic-summary.pdf`, pdf);
    await printShot(page, "clinic-summary-print");

    await sheet.getByRole("button", { name: "Close" }).click();
    await sheet.waitFor({ state: "hidden" });

    // The same days for the clinic's system: a FHIR R4 bundle named for the child and period.
    const fhir = await download("Download for the clinic's system (FHIR)");
    expect(fhir.file).toBe(`tummy-detective_clara_${from}_${day}_fhir.json`);
    const bundle = JSON.parse(fhir.text);
    expect(bundle).toMatchObject({ resourceType: "Bundle", type: "collection" });
    expect(bundle.entry[0].resource).toMatchObject({
      resourceType: "Patient",
      name: [{ text: "Clara" }],
    });
    const codes = bundle.entry.flatMap(
      (e: { resource: { code?: { coding?: { code: string }[] } } }) =>
        e.resource.code?.coding?.map((c) => c.code) ?? [],
    );
    expect(codes).toContain("443172007");
    await expectToast(
      page,
      "Report exported successfully!",
      "The FHIR file for the clinic's system has been downloaded to your device.",
    );
    await dismissToasts(page);

    // The FHIR button beside the CSV cards, on a wide screen.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page
      .getByRole("button", { name: "Download for the clinic's system (FHIR)" })
      .scrollIntoViewIfNeeded();
    await shot(page, "parent-reports-wide", false);
    await page.setViewportSize({ width: 390, height: 844 });

    // A period with nothing logged writes no file and says so.
    let downloads = 0;
    page.on("download", () => {
      downloads += 1;
    });
    const emptyFrom = addDays(day, -40);
    const emptyTo = addDays(day, -30);
    await page.getByLabel("Start date").fill(emptyFrom);
    await page.getByLabel("End date").fill(emptyTo);
    await page.getByRole("button", { name: "Export Custom Timeline" }).click();
    await expectToast(
      page,
      "Nothing to export",
      `Nothing was logged between ${emptyFrom} and ${emptyTo}.`,
    );
    await dismissToasts(page);
    await page.getByRole("button", { name: "Download for the clinic's system (FHIR)" }).click();
    await expectToast(
      page,
      "Nothing to export",
      `Nothing was logged between ${emptyFrom} and ${emptyTo}.`,
    );
    expect(downloads).toBe(0);
    await shot(page, "parent-nothing-logged", false);
    await context.close();
  });

  it("prints two years of a busy diary with many patterns on one page", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpInBrowser(page, "Busy", 12);
    const me = await signedInDetective(page);
    const { db } = suite.running().database;
    const days = Array.from({ length: 730 }, (_, i) => Date.now() - (i + 1) * DAY);
    const hours = (t: number, h: number) => t + h * 60 * 60 * 1000;
    const foods = ["toast", "milk", "banana", "rice", "chicken", "pasta", "yogurt", "apple"];
    await seedMeals(
      db,
      me.id,
      days.flatMap((t, i) =>
        (["breakfast", "lunch", "dinner"] as const).map((mealType, k) => ({
          mealType,
          foods: [foods[(i + k) % 8] ?? "toast", foods[(i * 3 + k) % 8] ?? "milk"],
          at: hours(t, -6 + 5 * k),
        })),
      ),
    );
    const events = [
      "just right",
      "tough to go",
      "soft and easy",
      "runny tummy",
      "super runny",
    ] as const;
    const feelings = ["happy", "uncomfortable", "ouchy"] as const;
    await seedTummyChecks(
      db,
      me.id,
      days.flatMap((t, i) => [
        { feeling: feelings[i % 3] ?? "happy", bathroomEvent: events[i % 5], at: hours(t, -5) },
        { feeling: feelings[(i + 1) % 3] ?? "happy", at: hours(t, 1) },
      ]),
    );
    await seedDrinks(
      db,
      me.id,
      days.flatMap((t, i) =>
        [0, 3, 6, 9].map((h) => ({
          drinkType: i % 2 ? ("water" as const) : ("milk" as const),
          amountMl: 240,
          at: hours(t, -7 + h),
        })),
      ),
    );
    await db.insert(patterns).values(
      foods.map((food, i) => ({
        userId: me.id,
        foodItem: food,
        feelingCorrelation: i % 2 ? "ouchy" : "tough to go",
        confidence: 60 + i * 4,
        occurrences: 4 + i,
        status: i < 3 ? "confirmed" : "pending",
        evidence: {
          explanation: `Ouchy ${4 + i} of ${9 + i} times within 1 to 4 hours after ${food}, against 3 of 40 times after other meals`,
        },
      })),
    );

    // School answers on every weekday of the two years, and two signs of the child's history.
    const schoolDates = Array.from({ length: 730 }, (_, i) => addDays(today(), -(i + 1))).filter(
      (date) => ![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay()),
    );
    await db.insert(schoolDays).values(
      schoolDates.map((date, i) => ({
        userId: me.id,
        date,
        answer: i % 10 === 0 ? "missed" : i % 7 === 0 ? "left early" : "no",
      })),
    );
    await db.insert(profileSigns).values([
      { userId: me.id, sign: "weight loss", since: addDays(today(), -60) },
      { userId: me.id, sign: "family history of coeliac disease", since: "2020-01-01" },
    ]);

    await openParent(page);
    const day = today();
    await page.getByLabel("Start date").fill(addDays(day, -729));
    await page.getByLabel("End date").fill(day);
    await page.getByRole("button", { name: "Open Clinic Summary" }).click();
    const sheet = page.getByRole("dialog", { name: "Clinic summary" });
    await sheet.getByText(`${addDays(day, -729)} to ${day} (730 days)`, { exact: true }).waitFor();
    await sheet
      .getByRole("img", { name: /^Bristol chart: stool types by 4 weeks, 7\d\d bathroom events$/ })
      .waitFor();
    await sheet.getByText("2 more in the Pattern Report CSV.", { exact: true }).waitFor();
    // Over two calendar years the chart labels carry the year ("2025-11"), not only "11-26".
    await sheet
      .getByText(/^20\d\d-\d\d$/)
      .first()
      .waitFor();
    await shot(page, "clinic-summary-two-years", false);

    await sheet.getByText(/^Tummy pain on \d+ days in the last 8 weeks$/).waitFor();
    await sheet.getByText("weight loss (since", { exact: false }).waitFor();

    // One page on A4 and on US Letter, with school days, the 8-week count and the foods.
    for (const format of ["A4", "Letter"] as const) {
      const { pdf, pages, text: lines } = await printToPdf(page, format);
      fs.writeFileSync(`${shot.dir}/clinic-summary-two-years-${format}.pdf`, pdf);
      // A sentence may wrap anywhere on the page: compared with its line breaks as spaces.
      const text = lines.replace(/\s+/g, " ");
      expect(pages, format).toBe(1);
      expect(text).toContain("Clinic Summary: Busy");
      expect(text).toMatch(/Tummy pain on \d+ days in the last 8 weeks/);
      expect(text).toContain("at least 4 times a month for 2 months");
      expect(text).toMatch(/School days \(because of the tummy\)/i);
      expect(text).toMatch(/missed \d+, left early \d+, of \d+ school days answered/);
      expect(text).toMatch(/By month \(missed\/left early\): 20\d\d-\d\d \d+\/\d+/);
      expect(text).toMatch(/Foods and drinks logged most often/i);
      expect(text).toMatch(/toast \d+/);
      expect(text).toContain("Clues and cases, days eaten:");
      expect(text).toContain("family history of coeliac disease (since 2020-01-01)");
      expect(text).toContain("What it cannot tell.");
    }
    await printShot(page, "clinic-summary-two-years-print");
    await context.close();
  });
});
