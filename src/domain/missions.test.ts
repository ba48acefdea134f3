import { describe, expect, it } from "vitest";
import { addDays } from "./local-day";
import {
  DAILY_MISSION,
  DETECTIVE_FACTS,
  DETECTIVE_JOKES,
  dailyFactAndJoke,
  isFactAndJokeUnlocked,
  isMissionComplete,
  missionProgressText,
} from "./missions";

describe("daily mission", () => {
  it("asks for 3 meals", () => {
    expect(DAILY_MISSION.mission).toBe("Log 3 meals");
    expect(DAILY_MISSION.description.length).toBeGreaterThan(0);
  });

  it("reads 'N out of 3 meals'", () => {
    expect(missionProgressText(0)).toBe("0 out of 3 meals");
    expect(missionProgressText(2)).toBe("2 out of 3 meals");
    expect(missionProgressText(3)).toBe("3 out of 3 meals");
    expect(missionProgressText(5)).toBe("3 out of 3 meals");
  });

  it("completes at 3 meals and unlocks the fact and joke at the first", () => {
    expect(isMissionComplete(2)).toBe(false);
    expect(isMissionComplete(3)).toBe(true);
    expect(isFactAndJokeUnlocked(0)).toBe(false);
    expect(isFactAndJokeUnlocked(1)).toBe(true);
  });
});

describe("facts and jokes", () => {
  it("has at least 30 distinct facts and 30 distinct jokes", () => {
    expect(DETECTIVE_FACTS.length).toBeGreaterThanOrEqual(30);
    expect(DETECTIVE_JOKES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(DETECTIVE_FACTS).size).toBe(DETECTIVE_FACTS.length);
    expect(new Set(DETECTIVE_JOKES).size).toBe(DETECTIVE_JOKES.length);
  });

  it("never talks about weight or body shape", () => {
    const unkind = /weigh|\b(fat|fatty|thin|skinny|slim|diet|calories?|chubby|belly)\b/i;
    for (const text of [...DETECTIVE_FACTS, ...DETECTIVE_JOKES]) expect(text).not.toMatch(unkind);
  });

  it("picks the same fact and joke for the same user and day", () => {
    const first = dailyFactAndJoke("user-1", "2025-06-15");
    expect(dailyFactAndJoke("user-1", "2025-06-15")).toEqual(first);
    expect(DETECTIVE_FACTS).toContain(first.fact);
    expect(DETECTIVE_JOKES).toContain(first.joke);
  });

  it("does not repeat a fact until the list has been seen", () => {
    const facts = new Set<string>();
    let date = "2025-01-01";
    for (let i = 0; i < DETECTIVE_FACTS.length; i += 1) {
      facts.add(dailyFactAndJoke("user-1", date).fact);
      date = addDays(date, 1);
    }
    expect(facts.size).toBe(DETECTIVE_FACTS.length);
  });

  it("rejects a malformed date", () => {
    expect(() => dailyFactAndJoke("user-1", "15/06/2025")).toThrow(RangeError);
  });
});
