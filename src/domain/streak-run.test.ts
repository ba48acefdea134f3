import { describe, expect, it } from "vitest";
import { streakFromDays } from "./game";
import { addDays, type LocalDate } from "./local-day";
import { runOfDays, runWithDay, runWithoutDay, streakOfRun } from "./streak-run";

const DAY0 = "2026-03-01";

// A small random walk over 40 days: every step must agree with the set of days it models.
function randomWalk(seed: number) {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const days = new Set<LocalDate>();
  let run = runOfDays([]);
  for (let step = 0; step < 300; step++) {
    const day = addDays(DAY0, Math.floor(random() * 40));
    if (random() < 0.6) {
      days.add(day);
      run = runWithDay(run, day) ?? runOfDays([...days]);
    } else if (days.delete(day)) {
      run = runWithoutDay(run, day) ?? runOfDays([...days]);
    }
    expect(run).toEqual(runOfDays([...days]));
    const today = addDays(DAY0, Math.floor(random() * 42));
    const streak = streakOfRun(run, today) ?? streakFromDays([...days], today);
    expect(streak).toBe(streakFromDays([...days], today));
  }
}

describe("the run of the latest meal day", () => {
  it("grows by a day, starts anew after a gap, and stays put for older days", () => {
    const run = { start: "2026-03-03", end: "2026-03-05" };
    expect(runWithDay(run, "2026-03-06")).toEqual({ start: "2026-03-03", end: "2026-03-06" });
    expect(runWithDay(run, "2026-03-08")).toEqual({ start: "2026-03-08", end: "2026-03-08" });
    expect(runWithDay(run, "2026-03-04")).toBe(run);
    expect(runWithDay(run, "2026-03-01")).toBe(run);
    expect(runWithDay(null, "2026-03-01")).toEqual({ start: "2026-03-01", end: "2026-03-01" });
  });

  it("asks for the history when a day may join an older run or the only day goes", () => {
    expect(runWithDay({ start: "2026-03-03", end: "2026-03-05" }, "2026-03-02")).toBeUndefined();
    expect(runWithoutDay({ start: "2026-03-03", end: "2026-03-03" }, "2026-03-03")).toBeUndefined();
  });

  it("shrinks from its end or restarts after a day that was emptied", () => {
    const run = { start: "2026-03-01", end: "2026-03-05" };
    expect(runWithoutDay(run, "2026-03-05")).toEqual({ start: "2026-03-01", end: "2026-03-04" });
    expect(runWithoutDay(run, "2026-03-03")).toEqual({ start: "2026-03-04", end: "2026-03-05" });
    expect(runWithoutDay(run, "2026-02-20")).toBe(run);
  });

  it("gives the streak of today or yesterday, and none after a missed day", () => {
    const run = { start: "2026-03-01", end: "2026-03-05" };
    expect(streakOfRun(run, "2026-03-05")).toBe(5);
    expect(streakOfRun(run, "2026-03-06")).toBe(5);
    expect(streakOfRun(run, "2026-03-07")).toBe(0);
    expect(streakOfRun(null, "2026-03-07")).toBe(0);
    expect(streakOfRun({ start: "2026-03-08", end: "2026-03-08" }, "2026-03-07")).toBeUndefined();
    expect(streakOfRun({ start: "2026-03-01", end: "2026-03-08" }, "2026-03-07")).toBe(7);
  });

  it("agrees with the set of days after random adds and removals", () => {
    for (const seed of [1, 7, 42, 1234, 99_999]) randomWalk(seed);
  });
});
