import { describe, expect, it } from "vitest";
import { testTranslate } from "../../i18n/testing";
import { explanationWords } from "../../i18n/words/patterns";
import { type ExplanationInput, explainFinding } from "./explanation";

const english = (input: ExplanationInput) =>
  explanationWords(testTranslate("en"), explainFinding(input));
const spanish = (input: ExplanationInput) =>
  explanationWords(testTranslate("es"), explainFinding(input));

const milk: ExplanationInput = {
  foods: ["milk"],
  kind: "ouchy",
  windowHours: { from: 1, to: 4 },
  exposures: 6,
  occurrences: 5,
  baselineMeals: 9,
  baselineReactions: 1,
};

describe("explainFinding", () => {
  it("keeps the facts: food names as typed, counts and window, nothing worded", () => {
    expect(explainFinding({ ...milk, members: ["a", "b", "c", "d", "e"], drunk: true })).toEqual({
      type: "finding",
      foods: ["milk"],
      together: "mostly",
      kind: "ouchy",
      windowHours: { from: 1, to: 4 },
      exposures: 6,
      occurrences: 5,
      baselineMeals: 9,
      baselineReactions: 1,
      members: ["a", "b", "c", "d"],
      drunk: true,
    });
    // Foods eaten together are never told as drunk or by members.
    expect(
      explainFinding({ ...milk, foods: ["milk", "cereal"], members: ["x"], drunk: true }),
    ).toMatchObject({ members: [], drunk: false });
  });

  it("tells one food in whole hours with the plain counts", () => {
    expect(english(milk)).toBe(
      "Pain (Ouchy) 5 of 6 times within 1 to 4 hours after milk, against 1 of 9 times after other meals",
    );
  });

  it("starts with the words of each kind", () => {
    expect(english({ ...milk, kind: "runny" })).toMatch(
      /^Loose stool \(Runny Tummy or Super Runny\) 5 of 6/,
    );
    expect(english({ ...milk, kind: "tough" })).toMatch(/^Hard stool \(Tough to Go\) 5 of 6/);
    expect(english({ ...milk, kind: "uncomfortable" })).toMatch(/^Mild discomfort \(Okay\) 5 of 6/);
  });

  it("writes fractional hours and groups plainly ('mostly' unless told otherwise)", () => {
    const group: ExplanationInput = {
      ...milk,
      foods: ["pancakes", "maple syrup"],
      kind: "any",
      windowHours: { from: 2.5, to: 6 },
    };
    expect(english(group)).toBe(
      "Tummy trouble (counts Okay and Ouchy taps, runny and hard stools) 5 of 6 times within 2.5 to 6 hours after pancakes or maple syrup (mostly eaten together), against 1 of 9 times after other meals",
    );
    expect(english({ ...group, together: "often" })).toContain(
      "after pancakes or maple syrup (often eaten together), against",
    );
  });

  it("tells a drink as drunk and a component with the foods it was seen in", () => {
    expect(english({ ...milk, drunk: true })).toContain("after drinking milk, against");
    expect(
      english({ ...milk, foods: ["dairy"], members: ["milk", "cheese", "pizza", "yogurt", "ice"] }),
    ).toContain("after dairy (milk, cheese, pizza and yogurt), against");
  });

  it("words the same facts in Spanish, food names as typed and components translated", () => {
    expect(spanish(milk)).toBe(
      "Dolor (Me duele): 5 de 6 veces entre 1 y 4 horas después de milk, frente a 1 de 9 veces después de otras comidas",
    );
    expect(
      spanish({
        ...milk,
        foods: ["dairy"],
        members: ["milk", "cheese"],
        windowHours: { from: 2.5, to: 6 },
      }),
    ).toContain("entre 2,5 y 6 horas después de lácteos (milk y cheese)");
    expect(spanish({ ...milk, foods: ["tortilla", "frijoles"], together: "often" })).toContain(
      "después de tortilla o frijoles (a menudo comidos juntos)",
    );
  });

  it("shows words stored before facts as logged, older heads in the clinical vocabulary", () => {
    const t = testTranslate("es");
    expect(explanationWords(t, { type: "asLogged", text: "Ouchy 4 of 5 times after milk" })).toBe(
      "Pain (Ouchy) 4 of 5 times after milk",
    );
  });
});
