import { describe, expect, it } from "vitest";
import { BADGE_CATALOGUE } from "../../domain/badges";
import type { AdviceLine } from "../../domain/food-group-review";
import { FOOD_GROUP_KEYS } from "../../domain/food-groups";
import { COMPONENT_KEYS } from "../../domain/foods/components";
import { DETECTIVE_FACT_IDS, DETECTIVE_JOKE_IDS } from "../../domain/missions";
import { DISCOMFORT_KINDS } from "../../domain/patterns/types";
import { testTranslate } from "../testing";
import { adviceWords, foodGroupAim, foodGroupDescription, foodGroupName } from "./advice";
import { badgeDescription, badgeName, badgeProgressWords, badgeRequirement } from "./badges";
import { factWords, jokeWords, missionDescription, missionName } from "./missions";
import { explanationWords, patternFoodWords } from "./patterns";

// Every mission, fact, joke, badge, advice line and pattern sentence has its own Spanish words:
// present, not the English left in place, and kind (no word about weight or body shape).
const en = testTranslate("en");
const es = testTranslate("es");
const unkind = /\bpeso\b|\bgord|\bflac|\bdieta\b|calor[ií]as?|\bbarrig[oó]n/i;

/** Both languages' words for one thing; the Spanish must be Spanish. */
function expectSpanish(words: (t: typeof en) => string, name: string) {
  const english = words(en);
  const spanish = words(es);
  expect(spanish.trim().length, name).toBeGreaterThan(0);
  // A key missing from the catalogue comes back as the key itself.
  expect(spanish, name).not.toMatch(/^[a-z]+\.[A-Za-z0-9]+$/);
  expect(spanish, name).not.toBe(english);
  expect(spanish, name).not.toMatch(unkind);
}

describe("Spanish words", () => {
  it("has every detective fact and joke, by its id", () => {
    for (const id of DETECTIVE_FACT_IDS) expectSpanish((t) => factWords(t, id), id);
    for (const id of DETECTIVE_JOKE_IDS) expectSpanish((t) => jokeWords(t, id), id);
    const jokes = DETECTIVE_JOKE_IDS.map((id) => jokeWords(es, id));
    expect(new Set(jokes).size).toBe(jokes.length);
    // A joke asks and answers, in Spanish punctuation.
    for (const joke of jokes) expect(joke).toMatch(/^¿[^?]+\? ¡.+!$/);
  });

  it("has the daily mission", () => {
    expectSpanish(missionName, "mission");
    expectSpanish(missionDescription, "description");
  });

  it("has every badge's name, description, requirement and progress", () => {
    for (const { key } of BADGE_CATALOGUE) {
      expectSpanish((t) => badgeName(t, key), `${key} name`);
      expectSpanish((t) => badgeDescription(t, key), `${key} description`);
      expectSpanish((t) => badgeRequirement(t, key), `${key} requirement`);
      expectSpanish((t) => badgeProgressWords(t, key, 1, 3), `${key} progress`);
    }
  });

  it("has every advice line, day note and food group", () => {
    const lines: AdviceLine[] = [
      { kind: "praise", code: "logging-none", meals: 0 },
      { kind: "praise", code: "logging-some", meals: 1 },
      { kind: "praise", code: "logging-full", meals: 4 },
      { kind: "suggestion", code: "grow-low", serves: 1.5 },
      { kind: "suggestion", code: "power-low", serves: 1 },
      { kind: "suggestion", code: "bone-low", serves: 0 },
      { kind: "suggestion", code: "energy-low", serves: 2.5 },
      { kind: "suggestion", code: "fats-low" },
      { kind: "challenge", code: "treats-challenge" },
      { kind: "nudge", code: "treats-nudge" },
      { kind: "praise", code: "grow-praise" },
      { kind: "praise", code: "power-bone-praise" },
      { kind: "balance", code: "balance" },
    ];
    for (const line of lines) expectSpanish((t) => adviceWords(t, line), line.code);
    expect(adviceWords(es, lines[3])).toContain("1,5 porciones");
    for (const key of FOOD_GROUP_KEYS) {
      expectSpanish((t) => foodGroupName(t, key), key);
      expectSpanish((t) => foodGroupDescription(t, key), key);
      expectSpanish((t) => foodGroupAim(t, key), key);
    }
  });

  it("has every pattern sentence's head and every component", () => {
    for (const kind of DISCOMFORT_KINDS) {
      expectSpanish(
        (t) =>
          explanationWords(t, {
            type: "finding",
            foods: ["milk"],
            together: "mostly",
            kind,
            windowHours: { from: 1, to: 4 },
            exposures: 6,
            occurrences: 5,
            baselineMeals: 9,
            baselineReactions: 1,
            members: [],
            drunk: false,
          }),
        kind,
      );
    }
    // GOS is the same letters in both languages.
    for (const key of COMPONENT_KEYS.filter((k) => k !== "GOS")) {
      expectSpanish((t) => patternFoodWords(t, key), key);
    }
  });
});
