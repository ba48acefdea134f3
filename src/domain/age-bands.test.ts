import { describe, expect, it } from "vitest";
import {
  ageBand,
  FEELING_SCALE_REPORTS,
  feelingOfTwoChoice,
  feelingScaleFor,
  feelingScaleReport,
  grownUpTellsByDefault,
  isProxyReport,
  readsAloudOnOpening,
  scaleAndReporterNote,
  TWO_CHOICE_ANSWERS,
  twoChoiceOfFeeling,
} from "./age-bands";
import { usesChildStoolScale } from "./child-stool-scale";
import { FEELING_VALUES } from "./feelings";
import { CLINICAL_FEELINGS } from "./vocabulary";

describe("age bands", () => {
  it("puts each profile age in its band", () => {
    expect([1, 3, 4, 5].map(ageBand)).toEqual(["under-6", "under-6", "under-6", "under-6"]);
    expect([6, 7].map(ageBand)).toEqual(["6-to-7", "6-to-7"]);
    expect([8, 9, 12, 18].map(ageBand)).toEqual([
      "8-and-over",
      "8-and-over",
      "8-and-over",
      "8-and-over",
    ]);
    expect([null, undefined, Number.NaN, -1].map(ageBand)).toEqual([
      "unknown",
      "unknown",
      "unknown",
      "unknown",
    ]);
  });

  it("has a grown-up tell by default under 6 only", () => {
    expect(grownUpTellsByDefault(5)).toBe(true);
    expect(grownUpTellsByDefault(6)).toBe(false);
    expect(grownUpTellsByDefault(9)).toBe(false);
    expect(grownUpTellsByDefault(null)).toBe(false);
  });

  it("reads aloud on opening and asks two answers under 8, as SPEC from 8 or with no age", () => {
    for (const age of [2, 4, 5, 6, 7]) {
      expect(readsAloudOnOpening(age)).toBe(true);
      expect(feelingScaleFor(age)).toBe("two-choice");
    }
    for (const age of [8, 9, 18, null]) {
      expect(readsAloudOnOpening(age)).toBe(false);
      expect(feelingScaleFor(age)).toBe("three-faces");
    }
  });

  it("shows the 5 stool pictures exactly where the two answers are asked", () => {
    for (const age of [1, 4, 5, 6, 7, 8, 9, 18, null]) {
      expect(usesChildStoolScale(age)).toBe(feelingScaleFor(age) === "two-choice");
    }
  });
});

describe("the two-answer mapping", () => {
  it("keeps Tummy OK as no discomfort and Tummy hurts as pain", () => {
    expect(TWO_CHOICE_ANSWERS.map((a) => a.label)).toEqual(["Tummy OK", "Tummy hurts"]);
    expect(feelingOfTwoChoice("tummy-ok")).toBe("happy");
    expect(feelingOfTwoChoice("tummy-hurts")).toBe("ouchy");
    expect(CLINICAL_FEELINGS[feelingOfTwoChoice("tummy-ok") ?? "other"]).toBe("no discomfort");
    expect(CLINICAL_FEELINGS[feelingOfTwoChoice("tummy-hurts") ?? "other"]).toBe("pain");
  });

  it("stores only feelings of the one vocabulary, and refuses anything else", () => {
    for (const answer of TWO_CHOICE_ANSWERS) {
      expect(FEELING_VALUES).toContain(answer.feeling);
      expect(answer.emoji).not.toBe("");
    }
    expect(feelingOfTwoChoice("uncomfortable")).toBeUndefined();
    expect(feelingOfTwoChoice(null)).toBeUndefined();
  });

  it("shows a stored feeling back as its answer, and no answer for the middle face", () => {
    expect(twoChoiceOfFeeling("happy")).toBe("tummy-ok");
    expect(twoChoiceOfFeeling("ouchy")).toBe("tummy-hurts");
    expect(twoChoiceOfFeeling("uncomfortable")).toBeNull();
    expect(twoChoiceOfFeeling(null)).toBeNull();
  });

  it("names the scale and the proxy in reports; checks logged before read as three faces", () => {
    expect(feelingScaleReport("two-choice")).toBe(FEELING_SCALE_REPORTS["two-choice"]);
    expect(feelingScaleReport(null)).toBe("three faces (Happy / Okay / Ouchy)");
    expect(feelingScaleReport("nonsense")).toBe("three faces (Happy / Okay / Ouchy)");
    expect(isProxyReport("parent")).toBe(true);
    expect(isProxyReport("carer")).toBe(true);
    expect(isProxyReport("child")).toBe(false);
  });
});

describe("the clinic summary's scale and reporter line", () => {
  it("says nothing when every check was the child's own on three faces", () => {
    expect(scaleAndReporterNote([])).toBeNull();
    expect(
      scaleAndReporterNote([{ reporter: "child" }, { feelingScale: "three-faces" }]),
    ).toBeNull();
  });

  it("counts the two-answer checks and the proxy reports", () => {
    expect(
      scaleAndReporterNote([
        { feelingScale: "two-choice", reporter: "parent" },
        { feelingScale: "two-choice", reporter: "child" },
        { reporter: "carer" },
      ]),
    ).toBe(
      "Feelings asked with two answers (Tummy OK / Tummy hurts): 2 of 3 checks; the others with three faces (Happy / Okay / Ouchy). Told by a grown-up (proxy report): 2 of 3 checks; the others by the child.",
    );
  });
});
