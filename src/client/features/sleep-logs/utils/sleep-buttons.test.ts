import { describe, expect, it } from "vitest";
import type { SleepLog } from "../../../../contracts/sleep-logs";
import { testTranslate } from "../../../../i18n/testing";
import { sleepButtonLabel } from "../../../../i18n/words/sleep-buttons";
import { sleepButtonStates } from "./sleep-buttons";

const night: SleepLog = {
  id: "s1",
  userId: "u1",
  bedtime: "2025-03-03T08:00:00.000Z",
  morningMood: null,
  morningMoodTime: null,
  wokeAt: null,
  notes: null,
  date: "2025-03-03",
};

describe("sleepButtonStates", () => {
  it("offers only bedtime before anything is logged", () => {
    expect(sleepButtonStates(null)).toEqual({
      bedtime: { state: "open", disabled: false },
      morning: { state: "open", disabled: true },
    });
  });

  it("waits for the morning once bedtime is logged", () => {
    expect(sleepButtonStates(night)).toEqual({
      bedtime: { state: "logged", disabled: true },
      morning: { state: "open", disabled: false },
    });
  });

  it("keeps the check-in of a bedtime logged early until that bedtime has come", () => {
    const before = new Date("2025-03-03T07:59:00.000Z");
    expect(sleepButtonStates(night, before).morning).toEqual({
      state: "open",
      disabled: true,
    });
    expect(sleepButtonStates(night, new Date("2025-03-03T08:00:00.000Z")).morning.disabled).toBe(
      false,
    );
  });

  it("has both logged once the mood is in", () => {
    expect(sleepButtonStates({ ...night, morningMood: "bunny" })).toEqual({
      bedtime: { state: "logged", disabled: false },
      morning: { state: "logged", disabled: true },
    });
  });

  it("is worded at the edge: SPEC 4's English, and Spanish", () => {
    const en = testTranslate("en");
    const es = testTranslate("es");
    expect(sleepButtonLabel(en, "bedtime", "open")).toBe("Log Bedtime");
    expect(sleepButtonLabel(en, "bedtime", "logged")).toBe("Bedtime Logged");
    expect(sleepButtonLabel(en, "morning", "open")).toBe("Morning Check-in");
    expect(sleepButtonLabel(en, "morning", "logged")).toBe("Morning Mood");
    expect(sleepButtonLabel(es, "bedtime", "open")).toBe("Anotar hora de dormir");
    expect(sleepButtonLabel(es, "bedtime", "logged")).toBe("Hora de dormir anotada");
    expect(sleepButtonLabel(es, "morning", "open")).toBe("Revisión de la mañana");
    expect(sleepButtonLabel(es, "morning", "logged")).toBe("Cómo desperté");
  });
});
