import type { SleepLog } from "../../../../contracts/sleep-logs";
import type { SleepButtonStage } from "../../../../i18n/words/sleep-buttons";

/** Where one sleep button stands (the screen words it) and whether it can be tapped. */
export interface SleepButtonState {
  readonly state: SleepButtonStage;
  readonly disabled: boolean;
}

/**
 * SPEC 4 "Sleep flow": Log Bedtime is disabled once bedtime is logged and the mood is not; the
 * morning check-in is enabled only after a bedtime and before its mood. Once logged, the
 * buttons read 'Bedtime Logged' and 'Morning Mood'. A bedtime logged early (tonight's, in the
 * morning) has no morning yet: its check-in waits until the bedtime has come (ADR 047).
 */
export function sleepButtonStates(
  log: SleepLog | null | undefined,
  now = new Date(),
): {
  bedtime: SleepButtonState;
  morning: SleepButtonState;
} {
  const hasBedtime = Boolean(log);
  const hasMood = Boolean(log?.morningMood);
  return {
    bedtime: {
      state: hasBedtime ? "logged" : "open",
      disabled: hasBedtime && !hasMood,
    },
    morning: {
      state: hasMood ? "logged" : "open",
      disabled: !hasBedtime || hasMood || Date.parse(log?.bedtime ?? "") > now.getTime(),
    },
  };
}
