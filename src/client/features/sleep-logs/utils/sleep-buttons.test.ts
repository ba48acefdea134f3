import { describe, expect, it } from "vitest";
import type { SleepLog } from "../../../../contracts/sleep-logs";
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
      bedtime: { label: "Log Bedtime", disabled: false },
      morning: { label: "Morning Check-in", disabled: true },
    });
  });

  it("waits for the morning once bedtime is logged", () => {
    expect(sleepButtonStates(night)).toEqual({
      bedtime: { label: "Bedtime Logged", disabled: true },
      morning: { label: "Morning Check-in", disabled: false },
    });
  });

  it("keeps the check-in of a bedtime logged early until that bedtime has come", () => {
    const before = new Date("2025-03-03T07:59:00.000Z");
    expect(sleepButtonStates(night, before).morning).toEqual({
      label: "Morning Check-in",
      disabled: true,
    });
    expect(sleepButtonStates(night, new Date("2025-03-03T08:00:00.000Z")).morning.disabled).toBe(
      false,
    );
  });

  it("reads 'Morning Mood' once the mood is in", () => {
    expect(sleepButtonStates({ ...night, morningMood: "bunny" })).toEqual({
      bedtime: { label: "Bedtime Logged", disabled: false },
      morning: { label: "Morning Mood", disabled: true },
    });
  });
});
