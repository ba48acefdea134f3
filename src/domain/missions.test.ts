import { describe, expect, it } from "vitest";
import { testTranslate } from "../i18n/testing";
import {
  factWords,
  jokeWords,
  missionDescription,
  missionName,
  missionProgressWords,
} from "../i18n/words/missions";
import { addDays } from "./local-day";
import {
  DETECTIVE_FACT_IDS,
  DETECTIVE_JOKE_IDS,
  dailyFactAndJoke,
  isFactAndJokeUnlocked,
  isMissionComplete,
} from "./missions";

const t = testTranslate("en");
const FACTS = DETECTIVE_FACT_IDS.map((id) => factWords(t, id));
const JOKES = DETECTIVE_JOKE_IDS.map((id) => jokeWords(t, id));

describe("daily mission", () => {
  it("asks for 3 meals", () => {
    expect(missionName(t)).toBe("Log 3 meals");
    expect(missionDescription(t).length).toBeGreaterThan(0);
  });

  it("reads 'N out of 3 meals'", () => {
    expect(missionProgressWords(t, 0)).toBe("0 out of 3 meals");
    expect(missionProgressWords(t, 2)).toBe("2 out of 3 meals");
    expect(missionProgressWords(t, 3)).toBe("3 out of 3 meals");
    expect(missionProgressWords(t, 5)).toBe("3 out of 3 meals");
  });

  it("completes at 3 meals and unlocks the fact and joke at the first", () => {
    expect(isMissionComplete(2)).toBe(false);
    expect(isMissionComplete(3)).toBe(true);
    expect(isFactAndJokeUnlocked(0)).toBe(false);
    expect(isFactAndJokeUnlocked(1)).toBe(true);
  });
});

describe("facts and jokes", () => {
  it("has at least 30 distinct facts and 30 distinct jokes, by id", () => {
    expect(DETECTIVE_FACT_IDS.length).toBeGreaterThanOrEqual(30);
    expect(DETECTIVE_JOKE_IDS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(DETECTIVE_FACT_IDS).size).toBe(DETECTIVE_FACT_IDS.length);
    expect(new Set(FACTS).size).toBe(FACTS.length);
    expect(new Set(JOKES).size).toBe(JOKES.length);
  });

  it("never talks about weight or body shape", () => {
    const unkind = /weigh|\b(fat|fatty|thin|skinny|slim|diet|calories?|chubby|belly)\b/i;
    for (const text of [...FACTS, ...JOKES]) expect(text).not.toMatch(unkind);
  });

  it("picks the same fact and joke for the same user and day", () => {
    const first = dailyFactAndJoke("user-1", "2025-06-15");
    expect(dailyFactAndJoke("user-1", "2025-06-15")).toEqual(first);
    expect(DETECTIVE_FACT_IDS).toContain(first.fact);
    expect(DETECTIVE_JOKE_IDS).toContain(first.joke);
  });

  it("does not repeat a fact until the list has been seen", () => {
    const facts = new Set<string>();
    let date = "2025-01-01";
    for (let i = 0; i < DETECTIVE_FACT_IDS.length; i += 1) {
      facts.add(dailyFactAndJoke("user-1", date).fact);
      date = addDays(date, 1);
    }
    expect(facts.size).toBe(DETECTIVE_FACT_IDS.length);
  });

  it("rejects a malformed date", () => {
    expect(() => dailyFactAndJoke("user-1", "15/06/2025")).toThrow(RangeError);
  });
});
