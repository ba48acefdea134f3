import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CaseList, CaseView } from "../../contracts/cases";
import { inClinicalWords } from "../../domain/vocabulary";
import {
  caseEvidenceWords,
  dayNoteWords,
  foodEvidenceWords,
  nextStepWords,
  outcomeWords,
  planReasonWords,
  troubleWords,
} from "../../i18n/words/cases";
import { translatorFor } from "../lib/i18n";
import { createTestApp, signUp, type TestApp } from "../test/app";

// Cases stored before facts held English sentences: the migration turns what it can read into
// facts and keeps the rest as logged; either way a case reads back in the same English words.
const here = path.dirname(fileURLToPath(import.meta.url));
const MIGRATION = fs.readFileSync(path.join(here, "migrations/0020_case_facts.sql"), "utf8");
const en = translatorFor("en").t;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REASONS = [
  "10 days, as you chose: 5 milk days and 5 milk-free days, so the two kinds can be compared.",
  "The days come in a random order, in small balanced blocks: never more than 2 of a kind in a row, so a busy week or a cold does not fall on one kind only.",
  "On milk days, have plain milk at breakfast and again at lunch: two servings give a reaction two chances to show, before bedtime.",
  "Milk-free day: no milk, cheese, yogurt, ice cream or pizza.",
  "No rest day is needed: a reaction to milk is expected 1 to 4 hours after eating, before the next morning.",
  "1 more day were added, planned the same way, because the first 10 could not settle it.",
];
const NOTES = [
  "Rest day: not counted.",
  "Marked ill: not counted.",
  "Nothing was logged this day: not counted.",
  "No tummy check after the time that matters: not counted.",
  "Not in the diary and not marked: not counted.",
  "Counted as a milk day: milk in chocolate milk.",
];
const TROUBLE = [
  ["ouchy at 10:15", "pain (Ouchy) in the night (told at 07:30)"],
  ["runny tummy in the night (told at 06:45)", "tummy trouble at 12:00"],
  ["something we never wrote at 09:00"],
  [],
  [],
  ["mild discomfort (Okay) at 18:30"],
];
const NEXT = {
  trigger:
    "Share this verdict with your child's doctor or dietitian before changing what your child eats. They can say whether to leave out milk, how, and for how long.",
  odd: "Ask your doctor about milk.",
};

const day = (i: number) => ({
  date: `2026-01-${String(i + 1).padStart(2, "0")}`,
  planned: i === 0 ? "rest" : "suspect",
  mark: null,
  ateSuspect: true,
  atePartner: null,
  counted: i === 5,
  flagged: false,
  note: NOTES[i],
  trouble: TROUBLE[i],
});

const oldPlan = {
  suspect: "milk",
  partner: null,
  days: NOTES.map((_, i) => ({ date: day(i).date, kind: i === 0 ? "rest" : "suspect" })),
  lagWindow: { from: 1, to: 4 },
  restDaysAfterSuspect: 0,
  reasons: REASONS,
};
const food = {
  food: "milk",
  outcome: "trigger",
  probability: 0.93,
  evidence: "ouchy on 4 of 5 milk days, 0 of 5 milk-free days",
  exposedDays: 5,
  exposedTroubleDays: 4,
  freeDays: 5,
  freeTroubleDays: 0,
  lagHours: 2,
  timedTroubleDays: 4,
};
/** The domain verdict as stored since ADR 055, in sentences. */
const oldVerdict = {
  outcome: "trigger",
  finalAfterDays: null,
  probability: 0.93,
  evidence: food.evidence,
  nextSteps: NEXT.trigger,
  foods: [food],
  days: NOTES.map((_, i) => day(i)),
};
/** The presented verdict stored before ADR 055 (labels, whole percent). */
const presentedVerdict = {
  outcome: "not-trigger",
  label: "Probably not a trigger",
  probability: 12,
  evidence: "tummy trouble on 1 of 5 milk days, 1 of 5 milk-free days",
  nextSteps: NEXT.odd,
  foods: [
    {
      ...food,
      outcome: "not-trigger",
      label: "Probably not a trigger",
      probability: 12,
      evidence: "tummy trouble on 1 of 5 milk days, 1 of 5 milk-free days",
    },
  ],
  days: [day(1)],
};

async function insertOldCase(userId: string, verdict: object, start: string) {
  await t.database.pool.query(
    `insert into cases (user_id, suspect, start_date, end_date, seed, plan, status, verdict, closed_at, time_zone)
     values ($1, 'milk', $2, $2, 7, $3, 'closed', $4, now(), 'UTC')`,
    [userId, start, JSON.stringify(oldPlan), JSON.stringify(verdict)],
  );
}

async function runMigration() {
  const client = await t.database.pool.connect();
  try {
    await client.query("begin");
    for (const statement of MIGRATION.split("--> statement-breakpoint")) {
      await client.query(statement);
    }
    await client.query("commit");
  } finally {
    client.release();
  }
}

describe("migration 0018: cases keep facts, not sentences", () => {
  let before: CaseView[];
  let stored: { plan: { reasons: unknown[] }; verdict: { days: { note: unknown }[] } }[];

  beforeAll(async () => {
    const c = await signUp(t.app);
    await insertOldCase(c.user.id, oldVerdict, "2026-01-01");
    await insertOldCase(c.user.id, presentedVerdict, "2025-12-01");
    await runMigration();
    // Running it again changes nothing: facts stay facts.
    await runMigration();
    const res = await c.request("GET", `/api/cases/${c.user.id}`);
    expect(res.statusCode).toBe(200);
    before = (res.json() as CaseList).cases.sort((a, b) => b.startDate.localeCompare(a.startDate));
    const rows = await t.database.pool.query(
      "select plan, verdict from cases where user_id = $1 order by start_date desc",
      [c.user.id],
    );
    stored = rows.rows;
  });

  it("turns the sentences it can read into facts and keeps the rest as logged", () => {
    expect(stored[0].plan.reasons[1]).toEqual({ code: "order", maxRun: 2 });
    expect(stored[0].plan.reasons[4]).toEqual({ code: "noRest", from: 1, to: 4 });
    expect(stored[0].plan.reasons[0]).toEqual({ code: "asLogged", text: REASONS[0] });
    expect(stored[0].verdict.days.map((d) => d.note)).toEqual([
      { code: "rest" },
      { code: "ill" },
      { code: "nothingLogged" },
      { code: "noCheck" },
      { code: "unknown" },
      { code: "asLogged", text: NOTES[5] },
    ]);
  });

  it("reads stored plans and verdicts back in the same English words as before", () => {
    const [kase, older] = before;
    expect(kase.reasons.map((r) => planReasonWords(en, kase, r))).toEqual(REASONS);
    const v = kase.verdict;
    if (!v) throw new Error("no verdict");
    expect(outcomeWords(en, v.outcome, v.finalAfterDays)).toBe("Very likely a trigger");
    expect(v.probability).toBe(93);
    expect(caseEvidenceWords(en, v)).toBe(inClinicalWords(food.evidence));
    expect(foodEvidenceWords(en, v.foods[0])).toBe(
      "pain (Ouchy) on 4 of 5 milk days, 0 of 5 milk-free days",
    );
    expect(nextStepWords(en, v.nextSteps)).toBe(NEXT.trigger);
    expect(v.nextSteps).toEqual({ code: "trigger", food: "milk" });
    // Its reader found that the stored evidence does not say when the trouble came.
    expect(v.foods[0].evidence).toEqual({ code: "asLogged", text: food.evidence, saysWhen: false });
    expect(v.days.map((d) => dayNoteWords(en, kase, d.note))).toEqual(NOTES);
    expect(v.days.map((d) => d.trouble.map((x) => troubleWords(en, x)))).toEqual(
      TROUBLE.map((list) => list.map(inClinicalWords)),
    );
    // The trouble the vocabulary names is a fact now; what it never rewrote stays as logged.
    expect(v.days[0].trouble[0]).toEqual({
      code: "trouble",
      kind: "ouchy",
      time: "10:15",
      night: false,
    });
    expect(v.days[1].trouble[0]).toMatchObject({ code: "asLogged" });

    const o = older.verdict;
    if (!o) throw new Error("no verdict");
    expect(outcomeWords(en, o.outcome, o.finalAfterDays)).toBe("Probably not a trigger");
    expect(o.probability).toBe(12);
    expect(caseEvidenceWords(en, o)).toBe(presentedVerdict.evidence);
    expect(nextStepWords(en, o.nextSteps)).toBe(NEXT.odd);
  });

  it("words the facts it made in Spanish, and what was logged as it was", () => {
    const es = translatorFor("es").t;
    const [kase] = before;
    expect(planReasonWords(es, kase, kase.reasons[1])).toMatch(/^Los días van en orden aleatorio/);
    expect(planReasonWords(es, kase, kase.reasons[0])).toBe(REASONS[0]);
    expect(dayNoteWords(es, kase, kase.verdict?.days[1].note ?? { code: "rest" })).toBe(
      "Marcado como enfermo: no cuenta.",
    );
  });
});
