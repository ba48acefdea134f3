import { describe, expect, it } from "vitest";
import { testTranslate } from "../i18n/testing";
import { explanationWords } from "../i18n/words/patterns";
import { FEELINGS } from "./feelings";
import { explainFinding } from "./patterns/explanation";
import { DISCOMFORT_KINDS } from "./patterns/types";
import {
  CLINICAL_FEELINGS,
  correlationTerm,
  feelingClass,
  feelingTerm,
  inClinicalWords,
} from "./vocabulary";

describe("the clinical vocabulary", () => {
  it("names each stored feeling once, with the child's word beside it", () => {
    expect(FEELINGS.map((f) => feelingTerm(f.value))).toEqual([
      "no discomfort (Happy)",
      "mild discomfort (Okay)",
      "pain (Ouchy)",
    ]);
    const names = Object.values(CLINICAL_FEELINGS);
    expect(new Set(names).size).toBe(names.length);
    expect(feelingTerm(" Ouchy ")).toBe("pain (Ouchy)");
    expect(feelingTerm("great")).toBe("other feeling (as logged: great)");
    expect(feelingClass("meh")).toBe("other");
  });

  it("shows a pattern's stored feeling in the vocabulary, the pooled one with what it counts", () => {
    expect(correlationTerm("uncomfortable tummy")).toBe("mild discomfort (Okay)");
    expect(correlationTerm("ouchy tummy")).toBe("pain (Ouchy)");
    expect(correlationTerm("runny tummy")).toBe("loose stool (Runny Tummy or Super Runny)");
    expect(correlationTerm("tough to go")).toBe("hard stool (Tough to Go)");
    expect(correlationTerm("tummy trouble")).toBe(
      "tummy trouble (counts Okay and Ouchy taps, runny and hard stools)",
    );
    expect(correlationTerm("ouchy")).toBe("pain (Ouchy)");
    expect(correlationTerm("sneezes")).toBe("sneezes");
  });

  it("rewords sentences stored before it, and leaves its own sentences alone", () => {
    expect(inClinicalWords("Uncomfortable 7 of 13 times within 1 to 4 hours after milk")).toBe(
      "Mild discomfort (Okay) 7 of 13 times within 1 to 4 hours after milk",
    );
    expect(inClinicalWords("Ouchy 5 of 6 times")).toBe("Pain (Ouchy) 5 of 6 times");
    expect(inClinicalWords("ouchy on 4 of 5 milk days, 0 of 5 milk-free days")).toBe(
      "pain (Ouchy) on 4 of 5 milk days, 0 of 5 milk-free days",
    );
    expect(inClinicalWords("uncomfortable at 10:15")).toBe("mild discomfort (Okay) at 10:15");
    expect(inClinicalWords("Tummy trouble 1 of 5 times")).toBe(
      "Tummy trouble (counts Okay and Ouchy taps, runny and hard stools) 1 of 5 times",
    );
    expect(inClinicalWords("tummy trouble on 0 of 5 milk days, 0 of 5 milk-free days")).toBe(
      "tummy trouble on 0 of 5 milk days, 0 of 5 milk-free days",
    );
    expect(inClinicalWords("tummy trouble came at no steady time after eggs")).toBe(
      "tummy trouble came at no steady time after eggs",
    );
    for (const kind of DISCOMFORT_KINDS) {
      const sentence = explanationWords(
        testTranslate("en"),
        explainFinding({
          foods: ["milk"],
          kind,
          windowHours: { from: 1, to: 4 },
          exposures: 6,
          occurrences: 5,
          baselineMeals: 9,
          baselineReactions: 1,
        }),
      );
      expect(inClinicalWords(sentence)).toBe(sentence);
    }
  });
});
