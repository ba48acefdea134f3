import type { Page } from "playwright-core";
import { authEndpoints } from "../../src/contracts/auth";
import { drinkEndpoints } from "../../src/contracts/drinks";
import { pathOf } from "../../src/contracts/endpoint";
import { mealEndpoints } from "../../src/contracts/meals";
import { tummyCheckEndpoints } from "../../src/contracts/tummy-checks";

/**
 * A call from inside the page, as the app makes it: the session cookie, the marker header and
 * the browser's own time zone. Fails with the answer's status and body unless it is a 2xx. A
 * page that has not opened the app yet opens its landing page first.
 */
export async function api<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  if (!page.url().startsWith("http")) await page.goto("/");
  return page.evaluate(
    async ([m, u, b]) => {
      const res = await fetch(u, {
        method: m,
        credentials: "include",
        headers: {
          "Content-Type": "application/json",
          "X-Requested-With": "XMLHttpRequest",
          "X-Time-Zone": Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${m} ${u}: ${res.status} ${text}`);
      return text ? JSON.parse(text) : null;
    },
    [method, url, body] as const,
  ) as Promise<T>;
}

/** The signed-in detective of the page. */
export function signedInDetective(page: Page): Promise<{ id: string; username: string }> {
  return api(page, "GET", pathOf(authEndpoints.me));
}

/**
 * When an entry happened, read on the browser's clock and in its zone: a local hour some days
 * ago, a local hour of a given date, or some minutes ago (never before today's midnight).
 */
export type When =
  | { daysAgo: number; hour: number; minute?: number }
  | { date: string; hour: number; minute?: number }
  | { minutesAgo: number };

/** One write to plant: the create endpoint's path, its body, and when it happened. */
export type DiaryEntry = { path: string; body: Record<string, unknown>; when: When };

/** The entries a test plants, built from the endpoint map. */
export const entry = {
  meal: (mealType: string, manualFoods: string[], when: When): DiaryEntry => ({
    path: pathOf(mealEndpoints.create),
    body: { mealType, manualFoods },
    when,
  }),
  tummyCheck: (
    feeling: "happy" | "uncomfortable" | "ouchy",
    when: When,
    bathroomEvent?: string,
  ): DiaryEntry => ({
    path: pathOf(tummyCheckEndpoints.create),
    body: bathroomEvent ? { feeling, bathroomEvent } : { feeling },
    when,
  }),
  drink: (drinkType: string, amountMl: number, when: When, drinkName?: string): DiaryEntry => ({
    path: pathOf(drinkEndpoints.create),
    body: { drinkType, amountMl, ...(drinkName ? { drinkName } : {}) },
    when,
  }),
};

/**
 * Three weeks ending yesterday: milk (or `suspect`) at half of the breakfasts (08:00), each
 * time followed by an ouchy tummy at 10:00, a happy tummy on the other mornings; lunch at 12:30
 * and dinner at 18:00 with other foods. Enough for the engine to find that one food.
 */
export function milkDiary({ days = 21, suspect = "milk" } = {}): DiaryEntry[] {
  const breakfasts = [
    ["cereal", suspect],
    ["toast", suspect],
    ["toast", "orange juice"],
    ["cereal", "yogurt"],
  ];
  const out: DiaryEntry[] = [];
  for (let d = 0; d < days; d++) {
    const daysAgo = days - d;
    const breakfast = breakfasts[d % 4] ?? [];
    const milkDay = breakfast.includes(suspect);
    out.push(
      entry.meal("breakfast", breakfast, { daysAgo, hour: 8 }),
      entry.tummyCheck(milkDay ? "ouchy" : "happy", { daysAgo, hour: 10 }),
      entry.meal("lunch", d % 2 ? ["sandwich", "apple"] : ["rice", "carrot"], {
        daysAgo,
        hour: 12,
        minute: 30,
      }),
      entry.meal("dinner", d % 2 ? ["pasta", "peas"] : ["fish", "potato"], { daysAgo, hour: 18 }),
    );
  }
  return out;
}

/**
 * Plants diary entries through the API from inside the page (page must be on the app's
 * origin, signed in), each stamped at its local time in the browser's zone.
 */
export async function plantDiary(page: Page, entries: readonly DiaryEntry[]): Promise<void> {
  if (!page.url().startsWith("http")) await page.goto("/");
  const stamps = await page.evaluate(
    (whens) =>
      whens.map((when) => {
        const now = new Date();
        if ("minutesAgo" in when) {
          const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
          return new Date(
            Math.max(now.getTime() - when.minutesAgo * 60_000, midnight),
          ).toISOString();
        }
        const [y, m, d] =
          "date" in when
            ? when.date.split("-").map(Number)
            : [now.getFullYear(), now.getMonth() + 1, now.getDate() - when.daysAgo];
        return new Date(y ?? 0, (m ?? 1) - 1, d, when.hour, when.minute ?? 0).toISOString();
      }),
    entries.map((e) => e.when),
  );
  for (const [i, planted] of entries.entries()) {
    await api(page, "POST", planted.path, { ...planted.body, timestamp: stamps[i] });
  }
}
