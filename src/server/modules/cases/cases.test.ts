import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CaseList, CaseView } from "../../../contracts/cases";
import type { Pattern } from "../../../contracts/patterns";
import { addDays, localDate } from "../../../domain/local-day";
import { detectPatterns } from "../../../domain/patterns/detect-patterns";
import { cases, patterns, sleepLogs } from "../../db/schema/index";
import { translatorFor } from "../../lib/i18n";
import { type Client, createTestApp, send, signUp, type TestApp } from "../../test/app";
import { caseInWords, listInWords } from "../../test/case-words";
import {
  backdateCase,
  type MealSeed,
  seedMeals,
  seedPattern,
  seedTummyChecks,
  type TummyCheckSeed,
} from "../../test/factories";
import { refreshPatterns } from "../patterns/service";

const allergyStop = (food: string) => translatorFor("en").t("cases.allergyStop", { food });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const safe = { allergySigns: false, agreedWithClinician: true };
const today = () => localDate(new Date(), "UTC");

async function open(c: Client, body: Record<string, unknown>) {
  return c.request("POST", "/api/cases", { suspect: "milk", days: 10, ...safe, ...body });
}
async function list(c: Client) {
  const res = await c.request("GET", `/api/cases/${c.user.id}`);
  expect(res.statusCode).toBe(200);
  return listInWords(res.json<CaseList>());
}

/**
 * Plants the case's days as a family would log them: breakfast at 08:00 (with milk on milk
 * days, unless a slip), a check in the evening, and, when milk hurts, an ouchy tummy at 10:00.
 */
async function logCaseDays(c: Client, kase: Pick<CaseView, "days">, milkHurts: boolean, shift = 0) {
  const meals: MealSeed[] = [];
  const checks: TummyCheckSeed[] = [];
  for (const day of kase.days) {
    const at = (h: number) => Date.parse(`${addDays(day.date, shift)}T00:00:00Z`) + h * HOUR;
    const milk = day.kind === "suspect";
    meals.push({ mealType: "breakfast", foods: milk ? ["cereal", "milk"] : ["toast"], at: at(8) });
    meals.push({ mealType: "lunch", foods: ["sandwich"], at: at(12.5) });
    checks.push({ feeling: "happy", at: at(19) });
    if (milk && milkHurts) checks.push({ feeling: "ouchy", at: at(10) });
  }
  await seedMeals(t.database.db, c.user.id, meals);
  await seedTummyChecks(t.database.db, c.user.id, checks);
}

describe("cases", () => {
  it("opens a case from a clue with a balanced plan and today's instruction", async () => {
    const c = await signUp(t.app);
    const patternId = await seedPattern(t.database.db, c.user.id, {
      foodItem: "milk",
      confidence: 70,
    });
    const res = await open(c, { patternId, days: 12 });
    expect(res.statusCode).toBe(201);
    const kase = caseInWords(res.json<CaseView>());
    expect(kase).toMatchObject({ status: "open", suspect: "milk", partner: null, patternId });
    expect(kase.startDate).toBe(today());
    expect(kase.endDate).toBe(addDays(today(), 11));
    expect(kase.days).toHaveLength(12);
    expect(kase.days.filter((d) => d.kind === "suspect")).toHaveLength(6);
    expect(kase.lagWindow).toEqual({ from: 1, to: 4 });
    expect(kase.reasons[0]).toContain("12 days, as you chose: 6 milk days and 6 milk-free days");
    const { today: now, cases } = await list(c);
    expect(cases.map((k) => k.id)).toEqual([kase.id]);
    const first = kase.days[0];
    expect(now).toMatchObject({
      caseId: kase.id,
      dayNumber: 1,
      totalDays: 12,
      kind: first.kind,
      instruction: `Today is ${/^[aeiou]/.test(first.name) ? "an" : "a"} ${first.name} day, Detective!`,
      mission: {
        title: "Case mission",
        // The clue's lag (1-4 h) points to 3 pm after the lunch serving.
        text: "Tummy check at 3 pm, Detective! One more at bedtime, and in the morning: any tummy trouble in the night?",
        target: 3,
        done: 0,
      },
    });
    // The morning check-in and one after 2 pm count; one at noon says nothing of the reaction.
    const at = (h: number) => Date.parse(`${today()}T00:00:00Z`) + h * HOUR;
    await seedTummyChecks(t.database.db, c.user.id, [{ feeling: "happy", at: at(12) }]);
    expect((await list(c)).today?.mission.done).toBe(0);
    await seedTummyChecks(t.database.db, c.user.id, [
      { feeling: "happy", at: at(8) },
      { feeling: "happy", at: at(15) },
    ]);
    expect((await list(c)).today?.mission.done).toBe(2);
  });

  it("starts tomorrow when asked, and splits a grouped clue", async () => {
    const c = await signUp(t.app);
    const res = await open(c, { suspect: "cereal", partner: "milk", start: "tomorrow", days: 8 });
    expect(res.statusCode).toBe(201);
    const kase = caseInWords(res.json<CaseView>());
    expect(kase.startDate).toBe(addDays(today(), 1));
    expect(new Set(kase.days.map((d) => d.name))).toEqual(
      new Set(["cereal without milk", "milk without cereal"]),
    );
    expect((await list(c)).today).toMatchObject({
      dayNumber: 0,
      instruction: "Your case starts tomorrow, Detective!",
      task: `Day 1 is a ${kase.days[0].name} day. Get ready!`,
    });
  });

  it("refuses a case the safety rules forbid, storing nothing", async () => {
    const c = await signUp(t.app);
    const allergy = await open(c, { allergySigns: true });
    expect(allergy.statusCode).toBe(400);
    expect(allergy.json()).toMatchObject({
      message: allergyStop("milk"),
      errors: { allergySigns: allergyStop("milk") },
    });
    const noDoctor = await open(c, { agreedWithClinician: false });
    expect(noDoctor.statusCode).toBe(400);
    expect(noDoctor.json().errors.agreedWithClinician).toContain("doctor or dietitian");
    for (const body of [
      { days: 15 },
      { days: 7 },
      { days: 9.5 },
      { suspect: "  " },
      { suspect: 42 },
      { partner: "Milk" },
      { start: "yesterday" },
      { patternId: "not-a-uuid" },
      { allergySigns: "no" },
      { agreedWithClinician: undefined },
    ]) {
      const res = await open(c, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof res.json().message).toBe("string");
    }
    expect((await list(c)).cases).toEqual([]);
  });

  it("names both foods of a split case it refuses, in the reader's language", async () => {
    const c = await signUp(t.app);
    const body = { suspect: "cereal", partner: "milk", days: 8, ...safe, allergySigns: true };
    const english = await c.request("POST", "/api/cases", body);
    expect(english.statusCode).toBe(400);
    const stop = translatorFor("en").t("errors.allergyStopSplit", {
      food: "cereal",
      partner: "milk",
    });
    expect(english.json()).toMatchObject({
      reason: "allergyStopSplit",
      params: { food: "cereal", partner: "milk" },
      message: stop,
      errors: { allergySigns: stop },
    });
    expect(stop).toMatch(/^No case for cereal or milk: /);
    const spanish = await send(t.app, "POST", "/api/cases", {
      cookie: c.cookie,
      payload: body,
      headers: { "accept-language": "es-MX" },
    });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().message).toMatch(/^No hay caso para cereal o milk: /);
    const same = await open(c, { suspect: "milk", partner: " Milk " });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({
      reason: "splitNeedsTwoFoods",
      errors: { partner: "Pick two different foods to split a clue" },
    });
    expect((await list(c)).cases).toEqual([]);
  });

  it("allows one case at a time, and another once the first is abandoned", async () => {
    const c = await signUp(t.app);
    const first = (await open(c, {})).json<CaseView>();
    const second = await open(c, { suspect: "bread" });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toContain("One case at a time");
    const abandoned = await c.request("POST", `/api/cases/${first.id}/abandon`);
    expect(abandoned.statusCode).toBe(200);
    expect(abandoned.json()).toMatchObject({ status: "abandoned", verdict: null });
    expect((await c.request("POST", `/api/cases/${first.id}/abandon`)).statusCode).toBe(409);
    expect((await open(c, { suspect: "bread" })).statusCode).toBe(201);
    expect((await list(c)).cases.map((k) => [k.suspect, k.status])).toEqual([
      ["bread", "open"],
      ["milk", "abandoned"],
    ]);
  });

  it("marks a day kept or not kept, never a day to come", async () => {
    const c = await signUp(t.app);
    const kase = (await open(c, {})).json<CaseView>();
    const mark = (date: string, body: unknown) =>
      c.request("POST", `/api/cases/${kase.id}/days/${date}`, body);
    const res = await mark(today(), { kept: false });
    expect(res.statusCode).toBe(200);
    expect(caseInWords(res.json<CaseView>()).days[0].kept).toBe(false);
    expect((await mark(today(), { kept: true })).json<CaseView>().days[0].kept).toBe(true);
    const future = await mark(addDays(today(), 1), { kept: true });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe("That day has not come yet.");
    expect((await mark(addDays(today(), -1), { kept: true })).statusCode).toBe(400);
    expect((await mark("2026-13-45", { kept: true })).statusCode).toBe(400);
    expect((await mark(today(), { kept: "yes" })).statusCode).toBe(400);
    expect((await mark(today(), {})).statusCode).toBe(400);
    expect((await c.request("POST", `/api/cases/not-a-uuid/abandon`)).statusCode).toBe(400);
  });

  it("gives the verdict when the last day has ended, and confirms its clue visibly", async () => {
    const c = await signUp(t.app);
    const patternId = await seedPattern(t.database.db, c.user.id, {
      foodItem: "milk",
      confidence: 64,
    });
    const opened = (await open(c, { patternId, days: 10 })).json<CaseView>();
    // Nine days ago, so today is its last day: still open.
    await backdateCase(t.database.db, opened.id, 9);
    const [kase] = (await list(c)).cases;
    expect(kase.status).toBe("open");
    expect((await list(c)).today?.dayNumber).toBe(10);
    // A milk-free day the family did not keep: milk was eaten, though not logged.
    const free = kase.days.find((d) => d.kind === "free");
    const slip = await c.request("POST", `/api/cases/${kase.id}/days/${free?.date}`, {
      kept: false,
    });
    expect(slip.statusCode).toBe(200);
    // A day later the last day has ended (the diary is logged on the days as they are then).
    await backdateCase(t.database.db, opened.id, 1);
    await logCaseDays(c, kase, true, -1);
    const closed = (await list(c)).cases[0];
    expect(closed.status).toBe("closed");
    expect(closed.closedAt).not.toBeNull();
    expect(closed.verdict).toMatchObject({
      outcome: "trigger",
      label: "Very likely a trigger",
      evidence: "pain (Ouchy) on 5 of 6 milk days, 0 of 4 milk-free days",
    });
    expect(closed.verdict?.probability).toBeGreaterThanOrEqual(90);
    const slipped = addDays(free?.date ?? "", -1);
    expect(closed.verdict?.days.find((d) => d.date === slipped)?.note).toBe(
      "Counted as a milk day (the plan said milk-free).",
    );
    expect((await list(c)).today).toBeNull();
    const patterns = (await c.request("GET", `/api/patterns/${c.user.id}`)).json<Pattern[]>();
    expect(patterns.find((p) => p.id === patternId)).toMatchObject({
      status: "confirmed",
      caseVerdict: {
        caseId: kase.id,
        outcome: "trigger",
        evidence: "pain (Ouchy) on 5 of 6 milk days, 0 of 4 milk-free days",
      },
    });
    // The confirmed clue earns Pattern Spotter at once, as a confirmation by hand does.
    const badges = (await c.request("GET", `/api/badges/${c.user.id}`)).json();
    expect(badges.earned.map((b: { badgeId: string }) => b.badgeId)).toContain("pattern-spotter");
    const late = await c.request("POST", `/api/cases/${kase.id}/days/${kase.endDate}`, {
      kept: true,
    });
    expect(late.statusCode).toBe(409);
  });

  it("a calm case says probably not, and lowers its clue's confidence", async () => {
    const c = await signUp(t.app);
    const patternId = await seedPattern(t.database.db, c.user.id, {
      foodItem: "milk",
      confidence: 64,
    });
    const opened = (await open(c, { patternId, days: 10 })).json<CaseView>();
    await backdateCase(t.database.db, opened.id, 10);
    await logCaseDays(c, opened, false, -10);
    const closed = (await list(c)).cases[0];
    expect(closed.verdict).toMatchObject({
      outcome: "not-trigger",
      label: "Probably not a trigger",
      evidence: "tummy trouble on 0 of 5 milk days, 0 of 5 milk-free days",
    });
    const pattern = (await c.request("GET", `/api/patterns/${c.user.id}`))
      .json<Pattern[]>()
      .find((p) => p.id === patternId);
    expect(pattern?.status).toBe("pending");
    expect(pattern?.confidence).toBe(closed.verdict?.probability);
    expect(pattern?.caseVerdict?.label).toBe("Probably not a trigger");
    // The verdict is stored once, in the case: the pattern keeps only the case's id.
    const [row] = await t.database.db.select().from(patterns).where(eq(patterns.id, patternId));
    expect((row.evidence as { caseVerdict?: unknown }).caseVerdict).toEqual({ caseId: opened.id });
  });

  it("reads a clue's verdict from its case, not from a copy an older pattern row kept", async () => {
    const c = await signUp(t.app);
    const patternId = await seedPattern(t.database.db, c.user.id, {
      foodItem: "milk",
      confidence: 64,
    });
    const opened = (await open(c, { patternId, days: 10 })).json<CaseView>();
    await backdateCase(t.database.db, opened.id, 10);
    await logCaseDays(c, opened, false, -10);
    const closed = (await list(c)).cases[0];
    expect(closed.verdict?.outcome).toBe("not-trigger");
    // A row written before the verdict was kept once holds a presented copy: here a stale one.
    const [row] = await t.database.db.select().from(patterns).where(eq(patterns.id, patternId));
    const stale = {
      caseId: opened.id,
      outcome: "trigger",
      label: "Very likely a trigger",
      food: "cheese",
      probability: 97,
      evidence: "copied long ago",
    };
    await t.database.db
      .update(patterns)
      .set({ evidence: { ...(row.evidence as object), caseVerdict: stale } })
      .where(eq(patterns.id, patternId));
    const shown = (await c.request("GET", `/api/patterns/${c.user.id}`))
      .json<Pattern[]>()
      .find((p) => p.id === patternId);
    expect(shown?.caseVerdict).toEqual({
      caseId: opened.id,
      outcome: "not-trigger",
      label: "Probably not a trigger",
      food: "milk",
      probability: closed.verdict?.probability,
      evidence: "tummy trouble on 0 of 5 milk days, 0 of 5 milk-free days",
    });
    // The engine's refresh holds the clue at the case's "probably not", read from the case (the
    // stale copy says trigger), however strongly an earlier month of milk days points at milk.
    const meals: MealSeed[] = [];
    const checks: TummyCheckSeed[] = [];
    const start = Date.parse(`${addDays(opened.startDate, -40)}T08:00:00Z`);
    const breakfasts = [
      ["cereal", "milk"],
      ["toast", "milk"],
      ["toast", "juice"],
      ["cereal", "egg"],
    ];
    for (let d = 0; d < 28; d++) {
      const morning = start + d * 24 * HOUR;
      const foods = breakfasts[d % 4] ?? [];
      meals.push({ mealType: "breakfast", foods, at: morning });
      checks.push({ feeling: foods.includes("milk") ? "ouchy" : "happy", at: morning + 2 * HOUR });
    }
    await seedMeals(t.database.db, c.user.id, meals);
    await seedTummyChecks(t.database.db, c.user.id, checks);
    let engineSaid = 0;
    await refreshPatterns(t.database.db, c.user.id, async (m, k) => {
      const found = detectPatterns(m, k);
      engineSaid = found.find((f) => f.foodItem === "milk")?.confidence ?? 0;
      return found;
    });
    expect(engineSaid).toBeGreaterThan(closed.verdict?.probability ?? 100);
    const [refreshed] = await t.database.db
      .select()
      .from(patterns)
      .where(eq(patterns.id, patternId));
    expect(refreshed.confidence).toBeLessThanOrEqual(closed.verdict?.probability ?? -1);
    expect((refreshed.evidence as { caseVerdict?: unknown }).caseVerdict).toEqual({
      caseId: opened.id,
    });
    // Another detective's call reads nothing of it.
    const other = await signUp(t.app);
    expect((await other.request("GET", `/api/patterns/${c.user.id}`)).statusCode).toBe(403);
  });

  it("keeps a clue under a running case when the engine no longer supports it", async () => {
    const c = await signUp(t.app);
    const investigated = await seedPattern(t.database.db, c.user.id, {
      foodItem: "milk",
      confidence: 60,
    });
    const unsupported = await seedPattern(t.database.db, c.user.id, {
      foodItem: "egg",
      confidence: 60,
    });
    expect((await open(c, { patternId: investigated })).statusCode).toBe(201);
    // A diary write runs the pattern engine, which finds nothing in this empty diary.
    await c.request("POST", "/api/tummy-checks", { feeling: "happy" });
    const ids = (await c.request("GET", `/api/patterns/${c.user.id}`))
      .json<Pattern[]>()
      .map((p) => p.id);
    expect(ids).toContain(investigated);
    expect(ids).not.toContain(unsupported);
  });

  it("answers 401 without a session, 403 for another's list, 404 for another's case", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const kase = (await open(owner, {})).json<CaseView>();
    const anon = (method: "GET" | "POST", url: string, payload?: unknown) =>
      send(t.app, method, url, { payload });
    expect((await anon("GET", `/api/cases/${owner.user.id}`)).statusCode).toBe(401);
    expect(
      (await anon("POST", "/api/cases", { suspect: "milk", days: 10, ...safe })).statusCode,
    ).toBe(401);
    expect(
      (await anon("POST", `/api/cases/${kase.id}/days/${today()}`, { kept: true })).statusCode,
    ).toBe(401);
    expect((await anon("POST", `/api/cases/${kase.id}/abandon`)).statusCode).toBe(401);
    expect((await other.request("GET", `/api/cases/${owner.user.id}`)).statusCode).toBe(403);
    const mark = await other.request("POST", `/api/cases/${kase.id}/days/${today()}`, {
      kept: true,
    });
    expect(mark.statusCode).toBe(404);
    expect((await other.request("POST", `/api/cases/${kase.id}/abandon`)).statusCode).toBe(404);
    const ownersClue = await seedPattern(t.database.db, owner.user.id, {
      foodItem: "egg",
      confidence: 60,
    });
    expect((await open(other, { patternId: ownersClue })).statusCode).toBe(404);
    expect((await list(owner)).cases[0].status).toBe("open");
  });
});

describe("cases on real children", () => {
  it("stores the verdict once, read in the family's zone: a later read from another zone never changes it", async () => {
    // Two families with the same days, one reading at home, one first reading from Tokyo.
    const home = await signUp(t.app);
    const abroad = await signUp(t.app);
    const first = (await open(home, { days: 10 })).json<CaseView>();
    const second = (await open(abroad, { days: 10 })).json<CaseView>();
    const [plan] = await t.database.db.select().from(cases).where(eq(cases.id, first.id));
    await t.database.db
      .update(cases)
      .set({ plan: plan.plan, seed: plan.seed })
      .where(eq(cases.id, second.id));
    for (const [c, id] of [
      [home, first.id],
      [abroad, second.id],
    ] as const) {
      await backdateCase(t.database.db, id, 10);
      await logCaseDays(c, first, true, -10);
    }
    const atHome = (await list(home)).cases[0];
    const readAbroad = await abroad.request("GET", `/api/cases/${abroad.user.id}`, undefined, {
      "x-time-zone": "Asia/Tokyo",
    });
    expect(readAbroad.statusCode).toBe(200);
    const fromTokyo = listInWords(readAbroad.json<CaseList>()).cases[0];
    expect(atHome.status).toBe("closed");
    expect(atHome.verdict?.outcome).toBe("trigger");
    expect(fromTokyo.verdict).toEqual(atHome.verdict);
    // Read again from New York and from home: the stored verdict never changes.
    const again = await home.request("GET", `/api/cases/${home.user.id}`, undefined, {
      "x-time-zone": "America/New_York",
    });
    expect(listInWords(again.json<CaseList>()).cases[0].verdict).toEqual(atHome.verdict);
    expect(again.json<CaseList>().cases[0].closedAt).toBe(atHome.closedAt);
  });

  it("leaves out the days a parent marks ill, and shows which days still lack a tummy check", async () => {
    const c = await signUp(t.app);
    const kase = (await open(c, { days: 10 })).json<CaseView>();
    await backdateCase(t.database.db, kase.id, 3);
    const listed = (await list(c)).cases[0];
    const [day1, day2, day3, day4] = listed.days;
    expect([day1.checked, day2.checked, day3.checked, day4.checked]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(listed.days[4].checked).toBeNull();
    // An evening check on day 2 counts for it.
    await seedTummyChecks(t.database.db, c.user.id, [
      { feeling: "happy", at: Date.parse(`${day2.date}T20:00:00Z`) },
    ]);
    expect((await list(c)).cases[0].days[1].checked).toBe(true);
    const ill = (date: string, body: unknown) =>
      c.request("POST", `/api/cases/${kase.id}/days/${date}/ill`, body);
    const res = await ill(day2.date, { ill: true });
    expect(res.statusCode).toBe(200);
    expect(caseInWords(res.json<CaseView>()).days[1].ill).toBe(true);
    expect((await ill(day2.date, { ill: false })).json<CaseView>().days[1].ill).toBe(false);
    expect((await ill(day1.date, { ill: true })).statusCode).toBe(200);
    expect((await ill(addDays(today(), 1), { ill: true })).statusCode).toBe(400);
    expect((await ill(day1.date, { ill: "yes" })).statusCode).toBe(400);
    expect((await ill(day1.date, {})).statusCode).toBe(400);
    expect((await ill("2026-13-45", { ill: true })).statusCode).toBe(400);
    expect(
      (
        await send(t.app, "POST", `/api/cases/${kase.id}/days/${day1.date}/ill`, {
          payload: { ill: true },
        })
      ).statusCode,
    ).toBe(401);
    const other = await signUp(t.app);
    const stranger = await other.request("POST", `/api/cases/${kase.id}/days/${day1.date}/ill`, {
      ill: true,
    });
    expect(stranger.statusCode).toBe(404);
    // At the end, the ill day is left out of the verdict and says so.
    await backdateCase(t.database.db, kase.id, 7);
    const closed = (await list(c)).cases[0];
    expect(closed.status).toBe("closed");
    expect(closed.verdict?.days[0]).toMatchObject({
      counted: false,
      note: "Marked ill: not counted.",
    });
  });

  it("reads the night a morning check-in tells of from the sleep log's waking time", async () => {
    const c = await signUp(t.app);
    const opened = (await open(c, { days: 8 })).json<CaseView>();
    await backdateCase(t.database.db, opened.id, 8);
    await logCaseDays(c, opened, false, -8);
    // The check-in at 09:30 on day 2, after breakfast, tells of trouble; the child went to bed
    // at 20:30 and woke at 06:45: the trouble was the night's, after day 1's food.
    const day = (i: number) => addDays(opened.days[i].date, -8);
    const instant = (date: string, h: number) =>
      new Date(Date.parse(`${date}T00:00:00Z`) + h * HOUR);
    await seedTummyChecks(t.database.db, c.user.id, [
      { feeling: "uncomfortable", at: instant(day(1), 9.5).getTime() },
    ]);
    await t.database.db.insert(sleepLogs).values({
      userId: c.user.id,
      date: day(0),
      bedtime: instant(day(0), 20.5),
      wokeAt: instant(day(1), 6.75),
    });
    const closed = (await list(c)).cases[0];
    expect(closed.status).toBe("closed");
    expect(closed.verdict?.days[0].trouble).toEqual([
      "mild discomfort (Okay) in the night (told at 09:30)",
    ]);
    expect(closed.verdict?.days[1].trouble).toEqual([]);
  });

  it("extends a case that ended with not enough evidence, 7 days at a time from the day the family says yes, up to 28 days", async () => {
    const c = await signUp(t.app);
    const kase = (await open(c, { days: 8 })).json<CaseView>();
    // Nothing logged: not enough evidence, and no percentage with it.
    await backdateCase(t.database.db, kase.id, 8);
    const ended = (await list(c)).cases[0];
    expect(ended.verdict).toMatchObject({ outcome: "not-enough", probability: null });
    expect(ended.verdict?.foods[0].probability).toBeNull();
    expect(ended.canExtend).toBe(true);
    const extend = (body: unknown) => c.request("POST", `/api/cases/${kase.id}/extend`, body);
    for (const body of [{ days: 0 }, { days: 8 }, { days: 2.5 }, { days: "7" }, {}]) {
      expect((await extend(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await send(t.app, "POST", `/api/cases/${kase.id}/extend`, { payload: { days: 7 } }))
        .statusCode,
    ).toBe(401);
    const other = await signUp(t.app);
    expect(
      (await other.request("POST", `/api/cases/${kase.id}/extend`, { days: 7 })).statusCode,
    ).toBe(404);
    const res = await extend({ days: 7 });
    expect(res.statusCode).toBe(200);
    const extended = caseInWords(res.json<CaseView>());
    expect(extended).toMatchObject({
      status: "open",
      verdict: null,
      extendedDays: 7,
      canExtend: false,
      endDate: addDays(ended.endDate, 7),
    });
    expect(extended.days).toHaveLength(15);
    expect(extended.days.slice(0, 8)).toEqual(ended.days.map((d) => ({ ...d, checked: null })));
    expect(extended.reasons.at(-1)).toContain("7 more days were added");
    expect((await list(c)).today?.dayNumber).toBe(9);
    expect((await extend({ days: 7 })).statusCode).toBe(409);
    // Still undecided at its new end: it may go on, 7 more days from the day the family says
    // yes (here two days after the last day), the days before kept.
    await backdateCase(t.database.db, kase.id, 9);
    const again = (await list(c)).cases[0];
    expect(again).toMatchObject({ status: "closed", canExtend: true });
    expect(again.verdict?.label).toBe("Not enough evidence: extend the case");
    const second = caseInWords((await extend({ days: 7 })).json<CaseView>());
    expect(second).toMatchObject({
      status: "open",
      extendedDays: 14,
      endDate: addDays(today(), 6),
    });
    expect(second.days).toHaveLength(22);
    expect(second.days[15].date).toBe(today());
    expect(second.days.slice(0, 15)).toEqual(again.days.map((d) => ({ ...d, checked: null })));
    // 28 days in all: 6 more at most, then the last word.
    await backdateCase(t.database.db, kase.id, 7);
    expect((await list(c)).cases[0].canExtend).toBe(true);
    expect((await extend({ days: 7 })).statusCode).toBe(400);
    expect((await extend({ days: 6 })).json<CaseView>().days).toHaveLength(28);
    await backdateCase(t.database.db, kase.id, 6);
    const last = (await list(c)).cases[0];
    expect(last).toMatchObject({ status: "closed", canExtend: false, extendedDays: 20 });
    expect(last.verdict?.label).toBe("Not enough evidence after 28 days");
    expect(last.verdict?.evidence).toMatch(/^Not enough evidence after 28 days: /);
    expect(last.verdict?.nextSteps).toContain("a tummy check every day at the mission's time");
    expect((await extend({ days: 1 })).statusCode).toBe(409);
  });
});
