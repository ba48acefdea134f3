import { describe, expect, it } from "vitest";
import { testTranslate } from "../i18n/testing";
import { adviceWords, meterWords } from "../i18n/words/advice";
import {
  adviceLines,
  badgeTier,
  dayAwardFor,
  endOfDayCheck,
  meterStatus,
  reviewGroups,
} from "./food-group-review";
import { emptyServes, type ServesByGroup } from "./food-groups";

const serves = (partial: Partial<ServesByGroup>): ServesByGroup => ({
  ...emptyServes(),
  ...partial,
});

const balanced = serves({
  Protein: 2.5,
  Carbs: 4.5,
  Dairy: 3,
  "Fruit & Veggies": 7,
  "Healthy Fats": 1,
  Sometimes: 0.5,
});

const english = testTranslate("en");
const meter = (key: Parameters<typeof meterStatus>[0], value: number) =>
  meterWords(english, meterStatus(key, value).message);

describe("meter status", () => {
  it("rates other groups at 90% and 50%", () => {
    expect(meter("Protein", 2.5)).toBe("Great detective work");
    expect(meter("Fruit & Veggies", 6.5)).toBe("Great detective work");
    expect(meter("Fruit & Veggies", 6)).toBe("Getting stronger");
    expect(meter("Fruit & Veggies", 3.5)).toBe("Getting stronger");
    expect(meter("Fruit & Veggies", 3)).toBe("Needs more detective fuel");
    expect(meter("Sometimes", 1)).toBe("Treats in check");
    expect(meter("Sometimes", 2)).toBe("Treats are adding up");
    expect(meter("Sometimes", 2.5)).toBe("Lots of treats today");
    expect(meterStatus("Dairy", 1.5)).toEqual({
      tone: "warning",
      message: "getting-stronger",
      percent: 50,
      redText: false,
    });
    expect(meterStatus("Carbs", 0).tone).toBe("alert");
  });

  it("rates treats at 1, 2 and red text above 3", () => {
    expect(meterStatus("Sometimes", 0).tone).toBe("good");
    expect(meterStatus("Sometimes", 1).tone).toBe("good");
    expect(meterStatus("Sometimes", 1.5).tone).toBe("warning");
    expect(meterStatus("Sometimes", 2).tone).toBe("warning");
    expect(meterStatus("Sometimes", 2.5).tone).toBe("alert");
    expect(meterStatus("Sometimes", 3).redText).toBe(false);
    expect(meterStatus("Sometimes", 3.5).redText).toBe(true);
  });
});

describe("badge tiers", () => {
  it("gives gold at 90%, bronze at 50-89%", () => {
    expect(badgeTier("Protein", 2.5)).toBe("gold");
    expect(badgeTier("Carbs", 4.5)).toBe("gold");
    expect(badgeTier("Carbs", 4)).toBe("bronze");
    expect(badgeTier("Dairy", 1.5)).toBe("bronze");
    expect(badgeTier("Dairy", 1)).toBe("keep-investigating");
    expect(badgeTier("Healthy Fats", 0.5)).toBe("bronze");
    expect(badgeTier("Healthy Fats", 0)).toBe("keep-investigating");
  });

  it("gives treats gold at 1 or fewer and bronze up to 2", () => {
    expect(badgeTier("Sometimes", 1)).toBe("gold");
    expect(badgeTier("Sometimes", 1.5)).toBe("bronze");
    expect(badgeTier("Sometimes", 2)).toBe("bronze");
    expect(badgeTier("Sometimes", 2.5)).toBe("keep-investigating");
  });

  it("reviews all six groups in order", () => {
    const review = reviewGroups(balanced);
    expect(review.map((g) => [g.name, g.tier])).toEqual([
      ["Power Foods", "gold"],
      ["Energy Foods", "gold"],
      ["Bone Foods", "gold"],
      ["Grow Foods", "gold"],
      ["Smart Oils & Nuts", "gold"],
      ["Treats", "gold"],
    ]);
  });
});

describe("end-of-day check mark and day award", () => {
  it("holds with treats at 1 or fewer and every other group at 70%", () => {
    // 70% of each aim, rounded up to a half serve: 2 / 3.5 / 2.5 / 5 / 1.
    const justEnough = serves({
      Protein: 2,
      Carbs: 3.5,
      Dairy: 2.5,
      "Fruit & Veggies": 5,
      "Healthy Fats": 1,
      Sometimes: 1,
    });
    expect(endOfDayCheck(justEnough)).toBe(true);
    expect(dayAwardFor(justEnough)).toBe("balanced-plate");
    expect(endOfDayCheck({ ...justEnough, Sometimes: 1.5 })).toBe(false);
    expect(endOfDayCheck({ ...justEnough, Carbs: 3 })).toBe(false);
    expect(endOfDayCheck({ ...justEnough, "Healthy Fats": 0.5 })).toBe(false);
    expect(dayAwardFor(emptyServes())).toBe("case-closed");
  });
});

describe("advice lines", () => {
  it("suggests every low group on an empty day", () => {
    expect(adviceLines(emptyServes()).map((l) => adviceWords(english, l))).toEqual([
      "Grow Foods are at 0 serves. Try adding fruit or veggies to reach up to 7 tomorrow!",
      "Power Foods are at 0 serves. Eggs, beans or chicken can help you reach 2.5.",
      "Bone Foods are at 0 serves. Milk, yogurt or cheese can help you reach 3.",
      "Energy Foods are at 0 serves. Toast, rice or pasta can fuel you up to 4.5.",
      "Your brain loves Smart Oils & Nuts. Try some avocado, nuts or peanut butter!",
    ]);
  });

  it("challenges above 2 treats and nudges above 1", () => {
    expect(adviceLines({ ...balanced, Sometimes: 2.5 }).map((l) => l.kind)).toEqual([
      "challenge",
      "praise",
    ]);
    expect(adviceLines({ ...balanced, Sometimes: 1.5 }).map((l) => l.kind)).toEqual([
      "nudge",
      "praise",
    ]);
    expect(adviceLines({ ...balanced, Sometimes: 1 }).map((l) => l.kind)).toEqual([
      "praise",
      "balance",
    ]);
  });

  it("praises 5 fruit and veg, or protein and dairy both at 2", () => {
    const lowVeg = { ...balanced, "Fruit & Veggies": 1 };
    expect(adviceLines(lowVeg).map((l) => l.kind)).toEqual(["suggestion", "praise"]);
    expect(adviceLines({ ...lowVeg, Dairy: 1.5 }).map((l) => l.kind)).toEqual([
      "suggestion",
      "suggestion",
    ]);
    expect(adviceWords(english, adviceLines(balanced)[adviceLines(balanced).length - 1])).toBe(
      "Perfect balance, Detective! Every food group got its turn today.",
    );
  });

  it("says 1 serve in the singular and thresholds are strict", () => {
    expect(adviceWords(english, adviceLines({ ...balanced, Protein: 1 })[0])).toBe(
      "Power Foods are at 1 serve. Eggs, beans or chicken can help you reach 2.5.",
    );
    expect(adviceLines({ ...balanced, Carbs: 3, "Healthy Fats": 0.5 }).map((l) => l.kind)).toEqual([
      "praise",
      "balance",
    ]);
  });

  it("never mentions weight or body shape", () => {
    const days = [emptyServes(), balanced, { ...balanced, Sometimes: 4 }];
    for (const day of days) {
      for (const line of adviceLines(day))
        expect(adviceWords(english, line)).not.toMatch(/weight|fat\b|thin|slim|diet/i);
    }
  });
});
