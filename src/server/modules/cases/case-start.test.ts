import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { CaseList, CaseView } from "../../../contracts/cases";
import { addDays, combineLocalDateAndTime, localDate } from "../../../domain/local-day";
import { type Client, createTestApp, send, signUp, type TestApp } from "../../test/app";
import { caseInWords, listInWords } from "../../test/case-words";
import { seedMeals, seedPattern } from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const ZONE = "Europe/Paris";
const safe = { allergySigns: false, agreedWithClinician: true };
const today = localDate(new Date(), ZONE);
/** Pins the clock (the server's too: it runs in this process) to a time of today in ZONE. */
const pinAt = (time: string) => {
  const now = combineLocalDateAndTime(today, time, ZONE);
  vi.useFakeTimers({ toFake: ["Date"], now });
  return now;
};
const open = (c: Client, body: Record<string, unknown>) =>
  c.request("POST", "/api/cases", { suspect: "milk", days: 10, start: "today", ...safe, ...body });

describe("a case asked to start today", () => {
  it("opened at 2 PM starts today with a milk-free day: nothing it asks for is past", async () => {
    pinAt("14:00");
    // Each case draws its own seed: day 1 is a free day whatever the draw.
    for (let i = 0; i < 3; i++) {
      const c = await signUp(t.app, { timeZone: ZONE });
      const res = await open(c, {});
      expect(res.statusCode).toBe(201);
      const kase = caseInWords(res.json<CaseView>());
      expect(kase.startDate).toBe(today);
      expect(kase.days[0]).toMatchObject({ date: today, kind: "free", name: "milk-free" });
      expect(kase.days.filter((d) => d.kind === "suspect")).toHaveLength(5);
      expect(kase.reasons[1]).toBe(
        "Day 1 is today, a milk-free day: today's breakfast is over, so today asks only for no milk from now on. The milk days begin at breakfast.",
      );
      const list = listInWords(
        (await c.request("GET", `/api/cases/${c.user.id}`)).json<CaseList>(),
      );
      expect(list.today).toMatchObject({ dayNumber: 1, kind: "free" });
      expect(list.today?.instruction).toBe("Today is a milk-free day, Detective!");
      expect(list.today?.task).not.toMatch(/breakfast/i);
    }
  });

  it("opened at 2 PM after milk at breakfast, or splitting a clue, starts tomorrow", async () => {
    const now = pinAt("14:00");
    const drank = await signUp(t.app, { timeZone: ZONE });
    await seedMeals(t.database.db, drank.user.id, [
      { mealType: "breakfast", foods: ["cereal", "milk"], at: now.getTime() - 6 * 3_600_000 },
    ]);
    const after = caseInWords((await open(drank, {})).json<CaseView>());
    expect(after.startDate).toBe(addDays(today, 1));
    expect(after.reasons[0]).toMatch(/^Day 1 is tomorrow: milk was already eaten today/);

    const split = await signUp(t.app, { timeZone: ZONE });
    const res = await open(split, { suspect: "cereal", partner: "milk" });
    expect(res.statusCode).toBe(201);
    const kase = caseInWords(res.json<CaseView>());
    expect(kase.startDate).toBe(addDays(today, 1));
    expect(kase.reasons[0]).toMatch(
      /^Day 1 is tomorrow: today's breakfast is over, and every day of this case serves a food at breakfast\. Day 1 is an? (cereal without milk|milk without cereal) day\.$/,
    );
    const list = listInWords(
      (await split.request("GET", `/api/cases/${split.user.id}`)).json<CaseList>(),
    );
    expect(list.today?.instruction).toBe("Your case starts tomorrow, Detective!");
  });

  it("opened before breakfast is over starts today as drawn, milk day or not", async () => {
    pinAt("08:30");
    const c = await signUp(t.app, { timeZone: ZONE });
    const kase = caseInWords(
      (await open(c, { suspect: "cereal", partner: "milk" })).json<CaseView>(),
    );
    expect(kase.startDate).toBe(today);
    expect(kase.reasons[0]).toMatch(/^10 days, as you chose/);
  });

  it("answers 400 for an unknown start, 401 signed out, 404 for another detective's clue", async () => {
    pinAt("14:00");
    const c = await signUp(t.app, { timeZone: ZONE });
    const bad = await open(c, { start: "tonight" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.start).toBe("Start today or tomorrow");
    const anon = await send(t.app, "POST", "/api/cases", {
      payload: { suspect: "milk", days: 10, start: "today", ...safe },
    });
    expect(anon.statusCode).toBe(401);
    const other = await signUp(t.app, { timeZone: ZONE });
    const theirs = await seedPattern(t.database.db, other.user.id, {
      foodItem: "milk",
      confidence: 70,
    });
    expect((await open(c, { patternId: theirs })).statusCode).toBe(404);
  });
});
