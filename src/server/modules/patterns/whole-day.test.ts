import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CaseList, CaseView } from "../../../contracts/cases";
import { pathOf } from "../../../contracts/endpoint";
import { patternEndpoints } from "../../../contracts/patterns";
import { tummyCheckEndpoints } from "../../../contracts/tummy-checks";
import { addDays } from "../../../domain/local-day";
import { caseEvidenceWords, dayNoteWords } from "../../../i18n/words/cases";
import { translatorFor } from "../../lib/i18n";
import { type Client, createTestApp, signUp, type TestApp } from "../../test/app";
import {
  backdateCase,
  type MealSeed,
  seedMeals,
  seedTummyChecks,
  type TummyCheckSeed,
} from "../../test/factories";

const english = translatorFor("en").t;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function logDrink(c: Client, at: number, drinkType: string, drinkName: string) {
  const res = await c.request("POST", "/api/drinks", {
    drinkType,
    drinkName,
    amountMl: 240,
    timestamp: new Date(at).toISOString(),
  });
  expect(res.statusCode).toBe(201);
}

describe("the whole day", () => {
  it("finds a trigger the child only drinks, and says so", async () => {
    // Four weeks ending yesterday: milk in Log a Drink on 14 of 28 days at 15:30, each followed
    // 1 h 45 min later by an ouchy, runny tummy; meals and water as usual.
    const c = await signUp(t.app);
    const start = Date.now() - 29 * DAY;
    const meals: MealSeed[] = [];
    const checks: TummyCheckSeed[] = [];
    for (let d = 0; d < 28; d++) {
      const day = start + d * DAY;
      meals.push(
        {
          mealType: "breakfast",
          foods: d % 2 ? ["toast", "jam"] : ["porridge"],
          at: day + 8 * HOUR,
        },
        {
          mealType: "lunch",
          foods: [["rice", "chicken"], ["wrap", "grapes"], ["pasta"]][d % 3] ?? [],
          at: day + (11.5 + (d % 4) * 0.6) * HOUR,
        },
        {
          mealType: "dinner",
          foods: d % 3 ? ["fish", "potato"] : ["beef", "peas"],
          at: day + 18 * HOUR,
        },
      );
      checks.push({ feeling: "happy", at: day + 20 * HOUR });
      if (d % 2 === 0)
        checks.push({ feeling: "ouchy", bathroomEvent: "runny tummy", at: day + 17.25 * HOUR });
    }
    await seedMeals(t.database.db, c.user.id, meals);
    await seedTummyChecks(t.database.db, c.user.id, checks);
    for (let d = 0; d < 28; d++) {
      const day = start + d * DAY;
      await logDrink(c, day + 10 * HOUR, "water", "Water");
      if (d % 2 === 0) await logDrink(c, day + 15.5 * HOUR, "milk", "Milk");
    }
    const found = (
      await c.request("GET", pathOf(patternEndpoints.list, { userId: c.user.id }))
    ).json() as { foodItem: string; explanation: string; exposures: number }[];
    const milk = found.find((p) => p.foodItem === "milk");
    expect(milk?.exposures).toBe(14);
    expect(milk?.explanation).toContain("after drinking milk");
    expect(found.some((p) => p.foodItem === "water")).toBe(false);
  });

  it("stores a tummy check logged for 2 hours ago at that time", async () => {
    const c = await signUp(t.app);
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
    const res = await c.request("POST", pathOf(tummyCheckEndpoints.create), {
      feeling: "ouchy",
      timestamp: twoHoursAgo.toISOString(),
    });
    expect(res.statusCode).toBe(201);
    expect(Date.parse(res.json().timestamp)).toBe(twoHoursAgo.getTime());
    // The recent list (the last two days) holds it whatever the hour of the test.
    const list = await c.request("GET", `/api/tummy-checks/recent/${c.user.id}`);
    expect(list.statusCode).toBe(200);
    const stored = (list.json() as { id: string; timestamp: string }[]).find(
      (check) => check.id === res.json().id,
    );
    expect(Date.parse(stored?.timestamp ?? "")).toBe(twoHoursAgo.getTime());
  });

  it("counts a case day on which the suspect was drunk as a suspect day", async () => {
    const c = await signUp(t.app);
    const opened = await c.request("POST", "/api/cases", {
      suspect: "milk",
      days: 10,
      allergySigns: false,
      agreedWithClinician: true,
    });
    expect(opened.statusCode).toBe(201);
    // Eleven days ago: its last day has ended, and the diary of its days is logged before the
    // detective next looks at it.
    await backdateCase(t.database.db, opened.json<CaseView>().id, 11);
    const planned = opened.json<CaseView>();
    const kase = {
      ...planned,
      endDate: addDays(planned.endDate, -11),
      days: planned.days.map((d) => ({ ...d, date: addDays(d.date, -11) })),
    };
    // Milk only ever drunk, on every day the plan says milk and on one milk-free day.
    const free = kase.days.filter((d) => d.kind === "free");
    const slipped = free[0]?.date ?? "";
    const checks: TummyCheckSeed[] = [];
    for (const day of kase.days) {
      const at = (h: number) => Date.parse(`${day.date}T00:00:00Z`) + h * HOUR;
      await seedMeals(t.database.db, c.user.id, [
        { mealType: "breakfast", foods: ["toast"], at: at(8) },
      ]);
      if (day.kind === "suspect" || day.date === slipped) {
        await logDrink(
          c,
          at(8.25),
          "milk",
          day.kind === "suspect" ? "Warm milk" : "Chocolate milk",
        );
        checks.push({ feeling: "ouchy", at: at(10) });
      }
      await logDrink(c, at(9), "water", "Water");
      checks.push({ feeling: "happy", at: at(19) });
    }
    await seedTummyChecks(t.database.db, c.user.id, checks);
    const closed = ((await c.request("GET", `/api/cases/${c.user.id}`)).json() as CaseList)
      .cases[0];
    expect(closed?.status).toBe("closed");
    const suspectDays = kase.days.filter((d) => d.kind === "suspect").length;
    // The warm milk days count as milk days, and so does the free day with chocolate milk: a
    // glass of chocolate milk is a serving of milk, which the child drank (ADR 064).
    const verdict = closed?.verdict;
    if (!verdict) throw new Error("the case has no verdict");
    expect(caseEvidenceWords(english, verdict)).toBe(
      `pain (Ouchy) on ${suspectDays + 1} of ${suspectDays + 1} milk days, 0 of ${free.length - 1} milk-free days`,
    );
    const slippedDay = closed?.verdict?.days.find((d) => d.date === slipped);
    expect(slippedDay).toMatchObject({ ateSuspect: true, counted: true });
    if (!slippedDay) throw new Error("the slipped day is missing");
    expect(dayNoteWords(english, { suspect: "milk", partner: null }, slippedDay.note)).toMatch(
      /chocolate milk/,
    );
  });
});
