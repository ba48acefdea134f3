import { describe, expect, it } from "vitest";
import type { Drink } from "../../contracts/drinks";
import type { SleepLog } from "../../contracts/sleep-logs";
import { mlToCups } from "../../domain/hydration";
import type { OutboxEntry } from "./outbox";
import {
  queuedCheck,
  queuedMeal,
  sleepLogWithQueued,
  todaysDrinksWithQueued,
  todaysWithQueued,
  withQueuedChanges,
} from "./outbox-view";

const ZONE = "Pacific/Auckland";

function entry(fields: Partial<OutboxEntry> & Pick<OutboxEntry, "id" | "kind">): OutboxEntry {
  return {
    userId: "u1",
    method: "POST",
    url: "/api/x",
    body: {},
    createdAt: "2026-11-25T01:00:00.000Z",
    state: "waiting",
    ...fields,
  };
}

const drink = (id: string, amountMl: number): Drink => ({
  id,
  userId: "u1",
  drinkType: "water",
  drinkName: "Water",
  amountMl,
  amountCups: amountMl / 250,
  timestamp: "2026-11-25T01:00:00.000Z",
});

describe("the outbox laid over the server's lists", () => {
  it("gives the Daily Report today's meals and checks with the waiting ones, as the dashboard shows them", () => {
    const today = (timestamp: string) => timestamp.startsWith("2026-11-25");
    const logged = [
      queuedMeal(
        entry({ id: "m0", kind: "meal", body: { mealType: "breakfast", manualFoods: ["toast"] } }),
      ),
    ].map((meal) => ({ ...meal, id: "server-meal" }));
    const entries = [
      entry({
        id: "m1",
        kind: "meal",
        body: { mealType: "lunch", manualFoods: ["cheese"], timestamp: "2026-11-25T00:30:00Z" },
      }),
      // Held for the review of its photo's foods: still a meal of the day.
      entry({
        id: "m2",
        kind: "meal",
        state: "review",
        found: ["apple"],
        body: { mealType: "dinner", manualFoods: [], timestamp: "2026-11-25T05:00:00Z" },
      }),
      entry({
        id: "m3",
        kind: "meal",
        body: { mealType: "dinner", manualFoods: ["rice"], timestamp: "2026-11-24T05:00:00Z" },
      }),
      entry({ id: "m4", kind: "meal", state: "refused", body: { manualFoods: ["cake"] } }),
      entry({
        id: "m5",
        kind: "meal",
        action: "edit",
        targetId: "server-meal",
        body: { manualFoods: ["toast", "jam"] },
      }),
      entry({
        id: "c1",
        kind: "tummyCheck",
        body: { feeling: "ouchy", timestamp: "2026-11-25T02:00:00Z" },
      }),
    ];
    const meals = todaysWithQueued(logged, entries, "meal", queuedMeal, today);
    expect(meals.map((meal) => [meal.mealType, meal.manualFoods])).toEqual([
      ["breakfast", ["toast", "jam"]],
      ["lunch", ["cheese"]],
      ["dinner", []],
    ]);
    // The found foods are not the meal's until the child says so.
    expect(meals[2]?.detectedFoods).toEqual([]);
    const checks = todaysWithQueued([], entries, "tummyCheck", queuedCheck, today);
    expect(checks.map((check) => check.feeling)).toEqual(["ouchy"]);
  });

  it("applies waiting edits and deletions in order, and leaves refused ones alone", () => {
    const items = [
      { id: "a", feeling: "happy" },
      { id: "b", feeling: "happy" },
      { id: "c", feeling: "happy" },
    ];
    const shown = withQueuedChanges(
      items,
      [
        entry({
          id: "1",
          kind: "tummyCheck",
          action: "edit",
          targetId: "a",
          body: { feeling: "ouchy" },
        }),
        entry({ id: "2", kind: "tummyCheck", action: "delete", targetId: "b" }),
        entry({
          id: "3",
          kind: "tummyCheck",
          action: "edit",
          targetId: "c",
          body: { feeling: "ouchy" },
          state: "refused",
        }),
        entry({ id: "4", kind: "meal", action: "delete", targetId: "c" }),
      ],
      "tummyCheck",
    );
    expect(shown).toEqual([
      { id: "a", feeling: "ouchy", waiting: true },
      { id: "c", feeling: "happy" },
    ]);
  });

  it("fills today's cups with waiting drinks of today, and not with yesterday's", () => {
    const drinks = todaysDrinksWithQueued(
      [drink("s1", 250)],
      [
        entry({
          id: "k1",
          kind: "drink",
          body: { drinkType: "water", amountMl: 500, timestamp: "2026-11-25T02:00:00.000Z" },
        }),
        entry({
          id: "k2",
          kind: "drink",
          body: { drinkType: "water", amountMl: 500, timestamp: "2026-11-24T02:00:00.000Z" },
        }),
        entry({ id: "k3", kind: "drink", action: "edit", targetId: "s1", body: { amountMl: 750 } }),
      ],
      (timestamp) => timestamp.startsWith("2026-11-25"),
    );
    expect(drinks.map((d) => [d.id, d.amountMl])).toEqual([
      ["s1", 750],
      ["outbox:k1", 500],
    ]);
    expect(drinks[1]?.amountCups).toBe(mlToCups(500));
    expect(drinks[1]?.drinkName).toBe("Water");
  });

  it("a waiting bedtime of tonight stands in for no log, and a waiting mood of it marks it done", () => {
    const now = new Date("2026-11-25T09:00:00Z"); // 22:00 in Auckland
    const bedtime = entry({
      id: "b1",
      kind: "bedtime",
      body: { bedtime: "2026-11-25T08:45:00.000Z" },
    });
    const log = sleepLogWithQueued(null, [bedtime], ZONE, now);
    expect(log).toMatchObject({ id: "outbox:b1", date: "2026-11-25", morningMood: null });
    const mood = entry({
      id: "m1",
      kind: "morning",
      action: "edit",
      targetId: "outbox:b1",
      body: { morningMood: "lion", morningMoodTime: "2026-11-25T18:00:00.000Z" },
    });
    const morning = new Date("2026-11-25T19:00:00Z"); // 08:00 the next morning
    expect(sleepLogWithQueued(null, [bedtime, mood], ZONE, morning)).toMatchObject({
      id: "outbox:b1",
      morningMood: "lion",
    });
    // A bedtime of two nights ago moves nothing; the server's log of tonight wins over it.
    const old = entry({ id: "b0", kind: "bedtime", body: { bedtime: "2026-11-23T09:00:00.000Z" } });
    expect(sleepLogWithQueued(null, [old], ZONE, now)).toBeNull();
    const server: SleepLog = {
      id: "s1",
      userId: "u1",
      bedtime: "2026-11-25T08:00:00.000Z",
      morningMood: null,
      morningMoodTime: null,
      wokeAt: null,
      notes: null,
      date: "2026-11-25",
    };
    expect(sleepLogWithQueued(server, [bedtime], ZONE, now)?.id).toBe("s1");
  });
});
