import { describe, expect, it } from "vitest";
import {
  averageFeelingLabel,
  averageFeelingScore,
  FEELINGS,
  feelingLabel,
  feelingScore,
  isFeeling,
  isMorningMood,
  MORNING_MOODS,
  reportFeeling,
} from "./feelings";

describe("feelings", () => {
  it("shows happy|uncomfortable|ouchy as Happy / Okay / Ouchy", () => {
    expect(FEELINGS.map((f) => [f.value, f.label])).toEqual([
      ["happy", "Happy"],
      ["uncomfortable", "Okay"],
      ["ouchy", "Ouchy"],
    ]);
    expect(feelingLabel("uncomfortable")).toBe("Okay");
  });

  it("maps stored feelings to report words and scores", () => {
    expect(reportFeeling("happy")).toBe("great");
    expect(reportFeeling("uncomfortable")).toBe("okay");
    expect(reportFeeling("ouchy")).toBe("uncomfortable");
    expect(reportFeeling("sick")).toBe("other");
    expect(feelingScore("happy")).toBe(4);
    expect(feelingScore("uncomfortable")).toBe(3);
    expect(feelingScore("ouchy")).toBe(2);
    expect(feelingScore("sick")).toBe(1);
    expect(feelingScore("")).toBe(1);
  });

  it("averages scores", () => {
    expect(averageFeelingScore([])).toBeNull();
    expect(averageFeelingScore(["happy", "ouchy"])).toBe(3);
    expect(averageFeelingScore(["happy", "happy", "uncomfortable", "uncomfortable"])).toBe(3.5);
  });

  it("labels averages at 3.5 and 2.5", () => {
    expect(averageFeelingLabel(4)).toBe("Great");
    expect(averageFeelingLabel(3.5)).toBe("Great");
    expect(averageFeelingLabel(3.49)).toBe("Okay");
    expect(averageFeelingLabel(2.5)).toBe("Okay");
    expect(averageFeelingLabel(2.49)).toBe("Could be better");
    expect(averageFeelingLabel(1)).toBe("Could be better");
  });

  it("guards values", () => {
    expect(isFeeling("ouchy")).toBe(true);
    expect(isFeeling("great")).toBe(false);
  });
});

describe("morning moods", () => {
  it("has bunny, turtle and bear with their meanings", () => {
    expect(MORNING_MOODS.map((m) => [m.value, m.meaning])).toEqual([
      ["bunny", "Happy and energetic"],
      ["turtle", "Slow or tired"],
      ["bear", "Grumpy"],
    ]);
    expect(isMorningMood("bear")).toBe(true);
    expect(isMorningMood("owl")).toBe(false);
  });
});
