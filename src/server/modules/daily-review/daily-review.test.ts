import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { API } from "../../../contracts/api";
import { pathOf } from "../../../contracts/endpoint";
import { FINISHED_DAY_POINTS } from "../../../domain/game";
import { dayCompletions, pointsLedger } from "../../db/schema/index";
import { type Client, createTestApp, send, signUp, type TestApp } from "../../test/app";
import { aucklandDate, aucklandMidnight } from "../../test/auckland";
import { ZONE_BELIEF_HOURS } from "../auth/time-zone";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const finish = (c: Client, userId = c.user.id) =>
  c.request("POST", pathOf(API.dailyReview.completeDay, { userId }));
const points = async (c: Client): Promise<number> =>
  (await c.request("GET", pathOf(API.users.get, { userId: c.user.id }))).json().totalPoints;

// Every food group at its aim, treats at 1: the end-of-day check mark holds.
const BALANCED_DAY = [
  { mealType: "breakfast", manualFoods: ["porridge", "milk", "banana", "eggs", "toast", "yogurt"] },
  {
    mealType: "lunch",
    manualFoods: ["ham sandwich", "cheese", "apple", "carrot", "rice", "avocado", "cake"],
  },
  {
    mealType: "dinner",
    manualFoods: [
      "chicken",
      "pasta",
      "peas",
      "broccoli",
      "corn",
      "fish",
      "bread",
      "nuts",
      "milk",
      "strawberries",
    ],
  },
  {
    mealType: "afternoon tea",
    manualFoods: ["pear", "grapes", "custard", "crackers", "chips", "mango", "cereal", "tofu"],
  },
];

describe("POST /api/complete-day/{userId}", () => {
  it("gives the day's badge and the finished-day points once, then alreadyEarned", async () => {
    const c = await signUp(t.app);
    await c.request("POST", pathOf(API.meals.create), {
      mealType: "lunch",
      manualFoods: ["toast", "milk"],
    });
    const before = await points(c);
    const first = await finish(c);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      badge: {
        id: "case-closed",
        icon: "📁",
        name: "Case Closed",
        description: "You finished today's investigation. Great detective work, see you tomorrow!",
      },
    });
    expect(await points(c)).toBe(before + FINISHED_DAY_POINTS);
    const second = await finish(c);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ alreadyEarned: true });
    expect(await points(c)).toBe(before + FINISHED_DAY_POINTS);
    const days = await t.database.db
      .select({ badgeId: dayCompletions.badgeId })
      .from(dayCompletions)
      .where(eq(dayCompletions.userId, c.user.id));
    expect(days).toEqual([{ badgeId: "case-closed" }]);
  });

  it("chooses Balanced Plate when the end-of-day check mark holds", async () => {
    const c = await signUp(t.app);
    for (const meal of BALANCED_DAY) {
      expect((await c.request("POST", pathOf(API.meals.create), meal)).statusCode).toBe(201);
    }
    const res = await finish(c);
    expect(res.json().badge).toMatchObject({ icon: "🥗", name: "Balanced Plate" });
  });

  it("counts a glass of milk for Bone Foods as milk in a meal, and water for nothing", async () => {
    // The balanced day without its two milks: Bone Foods at 1.5 of 3, under the check mark's 70%.
    const withoutMilk = BALANCED_DAY.map((meal) => ({
      ...meal,
      manualFoods: meal.manualFoods.filter((food) => food !== "milk"),
    }));
    const logDay = async (c: Client, drinks: Record<string, unknown>[]) => {
      for (const meal of withoutMilk) {
        expect((await c.request("POST", pathOf(API.meals.create), meal)).statusCode).toBe(201);
      }
      for (const drink of drinks) {
        expect((await c.request("POST", pathOf(API.drinks.create), drink)).statusCode).toBe(201);
      }
    };
    const thirsty = await signUp(t.app);
    await logDay(thirsty, [
      { drinkType: "water", amountMl: 750 },
      { drinkType: "other", drinkName: "fizzy water", amountMl: 240 },
    ]);
    expect((await finish(thirsty)).json().badge).toMatchObject({ name: "Case Closed" });
    const milky = await signUp(t.app);
    await logDay(milky, [
      { drinkType: "milk", amountMl: 240 },
      { drinkType: "milk", drinkName: "warm milk", amountMl: 150 },
      { drinkType: "water", amountMl: 750 },
    ]);
    expect((await finish(milky)).json().badge).toMatchObject({ name: "Balanced Plate" });
  });

  it("gives exactly one award to ten parallel calls", async () => {
    const c = await signUp(t.app);
    const before = await points(c);
    const answers = await Promise.all(Array.from({ length: 10 }, () => finish(c)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const bodies = answers.map((a) => a.json());
    expect(bodies.filter((b) => "badge" in b)).toHaveLength(1);
    expect(bodies.filter((b) => b.alreadyEarned === true)).toHaveLength(9);
    expect(await points(c)).toBe(before + FINISHED_DAY_POINTS);
    const days = await t.database.db
      .select()
      .from(dayCompletions)
      .where(eq(dayCompletions.userId, c.user.id));
    expect(days).toHaveLength(1);
    const ledger = await t.database.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, c.user.id), eq(pointsLedger.reason, "finished-day")));
    expect(ledger).toHaveLength(1);
  });

  it("counts 23:50 and 00:10 local (Pacific/Auckland) as two days", async () => {
    const c = await signUp(t.app, { timeZone: "Pacific/Auckland" });
    // The latest local midnight with 10 minutes after it already passed, whatever the hour now.
    let midnight = aucklandMidnight(aucklandDate(new Date()));
    if (midnight.getTime() + 10 * 60_000 > Date.now()) {
      midnight = aucklandMidnight(aucklandDate(new Date(midnight.getTime() - 12 * 3_600_000)));
    }
    const before = await points(c);
    try {
      vi.useFakeTimers({ toFake: ["Date"], now: new Date(midnight.getTime() - 10 * 60_000) });
      expect((await finish(c)).json()).toHaveProperty("badge");
      expect((await finish(c)).json()).toEqual({ alreadyEarned: true });
      vi.setSystemTime(new Date(midnight.getTime() + 10 * 60_000));
      expect((await finish(c)).json()).toHaveProperty("badge");
      expect((await finish(c)).json()).toEqual({ alreadyEarned: true });
    } finally {
      vi.useRealTimers();
    }
    const days = await t.database.db
      .select({ date: dayCompletions.date })
      .from(dayCompletions)
      .where(eq(dayCompletions.userId, c.user.id));
    const yesterday = aucklandDate(new Date(midnight.getTime() - 10 * 60_000));
    expect(days.map((d) => d.date).sort()).toEqual([yesterday, aucklandDate(midnight)]);
    expect(await points(c)).toBe(before + 2 * FINISHED_DAY_POINTS);
  });

  it("counts one instant as one day: a zone across the date line finishes nothing more", async () => {
    // 12:30 UTC is 02:30 on the 26th in Kiritimati and 00:30 on the 25th at UTC-12.
    const instant = new Date("2026-11-25T12:30:00Z");
    const inZone = (c: Client, timeZone: string, method: "GET" | "POST", url: string) =>
      send(t.app, method, url, { cookie: c.cookie, timeZone });
    try {
      vi.useFakeTimers({ toFake: ["Date"], now: instant });
      const c = await signUp(t.app, { timeZone: "Pacific/Kiritimati" });
      await c.request("POST", pathOf(API.meals.create), {
        mealType: "lunch",
        manualFoods: ["toast"],
      });
      const before = await points(c);
      const url = pathOf(API.dailyReview.completeDay, { userId: c.user.id });
      expect((await inZone(c, "Pacific/Kiritimati", "POST", url)).json()).toHaveProperty("badge");
      // The same instant asked from the other side of the date line: the zone is not believed.
      expect((await inZone(c, "Etc/GMT+12", "POST", url)).json()).toEqual({ alreadyEarned: true });
      // Hours of requests from there later, the move is believed, and it is the 25th there;
      // the 26th finished in Kiritimati has not ended yet, so no other day can be finished.
      vi.setSystemTime(new Date(instant.getTime() + ZONE_BELIEF_HOURS * 3_600_000 + 60_000));
      const me = await inZone(c, "Etc/GMT+12", "GET", pathOf(API.auth.me));
      expect(me.json().timeZone).toBe("Etc/GMT+12");
      expect((await inZone(c, "Etc/GMT+12", "POST", url)).json()).toEqual({ alreadyEarned: true });
      expect(await points(c)).toBe(before + FINISHED_DAY_POINTS);
      const days = await t.database.db
        .select({ date: dayCompletions.date, endsAt: dayCompletions.endsAt })
        .from(dayCompletions)
        .where(eq(dayCompletions.userId, c.user.id));
      expect(days).toEqual([{ date: "2026-11-26", endsAt: new Date("2026-11-26T10:00:00Z") }]);
      // Once that day has ended, the next one is finished as usual.
      vi.setSystemTime(new Date("2026-11-26T11:00:00Z"));
      expect((await inZone(c, "Etc/GMT+12", "POST", url)).json()).toHaveProperty("badge");
    } finally {
      vi.useRealTimers();
    }
  });

  describe("the day in the call (a Finish Day sent later from the outbox)", () => {
    // 10:50 UTC on 25 November is 23:50 in Auckland (UTC+13): ten minutes before midnight.
    const BEFORE_MIDNIGHT = new Date("2026-11-25T10:50:00Z");
    const AFTER_MIDNIGHT = new Date("2026-11-25T11:10:00Z");
    const finishDay = (c: Client, date: unknown, headers?: Record<string, string>) =>
      c.request(
        "POST",
        pathOf(API.dailyReview.completeDay, { userId: c.user.id }),
        { date },
        headers,
      );
    const finishedDays = async (c: Client) =>
      (
        await t.database.db
          .select({ date: dayCompletions.date })
          .from(dayCompletions)
          .where(eq(dayCompletions.userId, c.user.id))
      )
        .map((d) => d.date)
        .sort();

    it("finishes the day tapped at 23:50 when it arrives at 00:10, then today as well", async () => {
      try {
        vi.useFakeTimers({ toFake: ["Date"], now: BEFORE_MIDNIGHT });
        const c = await signUp(t.app, { timeZone: "Pacific/Auckland" });
        for (const meal of BALANCED_DAY) {
          expect((await c.request("POST", pathOf(API.meals.create), meal)).statusCode).toBe(201);
        }
        const before = await points(c);
        expect(aucklandDate(BEFORE_MIDNIGHT)).toBe("2026-11-25");
        vi.setSystemTime(AFTER_MIDNIGHT);
        // The award is the 25th's: its meals, not the new day's empty plate.
        const late = await finishDay(c, "2026-11-25");
        expect(late.statusCode).toBe(200);
        expect(late.json().badge).toMatchObject({ name: "Balanced Plate" });
        expect((await finishDay(c, "2026-11-25")).json()).toEqual({ alreadyEarned: true });
        // The 26th is a day of its own.
        expect((await finishDay(c, "2026-11-26")).json().badge).toMatchObject({
          name: "Case Closed",
        });
        expect(await finishedDays(c)).toEqual(["2026-11-25", "2026-11-26"]);
        expect(await points(c)).toBe(before + 2 * FINISHED_DAY_POINTS);
      } finally {
        vi.useRealTimers();
      }
    });

    it("refuses (409) a day before yesterday, a day not started, and yesterday once today is finished", async () => {
      try {
        vi.useFakeTimers({ toFake: ["Date"], now: AFTER_MIDNIGHT });
        const c = await signUp(t.app, { timeZone: "Pacific/Auckland" });
        const before = await points(c);
        const old = await finishDay(c, "2026-11-24");
        expect(old.statusCode).toBe(409);
        expect(old.json()).toMatchObject({
          code: "day_not_open",
          message: "It's too late to finish that day, Detective.",
        });
        const future = await finishDay(c, "2026-11-27");
        expect(future.statusCode).toBe(409);
        expect(future.json()).toMatchObject({
          code: "day_not_open",
          message: "That day has not started yet, Detective!",
        });
        expect((await finishDay(c, "2026-11-26")).json()).toHaveProperty("badge");
        // Today is finished and has not ended: one instant is one day (ADR 003).
        const yesterday = await finishDay(c, "2026-11-25");
        expect(yesterday.statusCode).toBe(409);
        expect(yesterday.json().code).toBe("day_not_open");
        expect(await finishedDays(c)).toEqual(["2026-11-26"]);
        expect(await points(c)).toBe(before + FINISHED_DAY_POINTS);
      } finally {
        vi.useRealTimers();
      }
    });

    it("answers a repeated Idempotency-Key with the first answer, once", async () => {
      const c = await signUp(t.app);
      const before = await points(c);
      const key = { "Idempotency-Key": "6f1c1a52-8a4e-4d53-9d4e-1f5b8f0c2a11" };
      const today = new Date().toISOString().slice(0, 10);
      const first = await finishDay(c, today, key);
      const again = await finishDay(c, today, key);
      expect(first.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(first.json()).toHaveProperty("badge");
      expect(await points(c)).toBe(before + FINISHED_DAY_POINTS);
    });

    it("refuses a day that is not a day (400) and finishes nothing", async () => {
      const c = await signUp(t.app);
      for (const date of [
        "2026-02-30",
        "yesterday",
        "2026-11-25T00:00",
        20261125,
        "x".repeat(5000),
      ]) {
        const res = await finishDay(c, date);
        expect(res.statusCode).toBe(400);
        expect(res.json().errors.date).toBe("Date must be a day like 2026-03-02");
      }
      expect(await finishedDays(c)).toEqual([]);
    });
  });

  it("answers 401 signed out, 403 for another user's id, 400 for a bad id", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const signedOut = await send(
      t.app,
      "POST",
      pathOf(API.dailyReview.completeDay, { userId: a.user.id }),
    );
    expect(signedOut.statusCode).toBe(401);
    const other = await finish(b, a.user.id);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBeTruthy();
    expect((await finish(a, "not-a-uuid")).statusCode).toBe(400);
    // Nothing was recorded for a by those calls.
    expect((await finish(a)).json()).toHaveProperty("badge");
  });

  it("refuses a call without the marker header (403)", async () => {
    const c = await signUp(t.app);
    const res = await send(
      t.app,
      "POST",
      pathOf(API.dailyReview.completeDay, { userId: c.user.id }),
      {
        cookie: c.cookie,
        headers: { "x-requested-with": "" },
      },
    );
    expect(res.statusCode).toBe(403);
  });
});
