import type { SleepLog } from "../../../contracts/sleep-logs";
import type { SleepLogRow } from "./repo";

/** A sleep log as the client sees it. */
export function presentSleepLog(row: SleepLogRow): SleepLog {
  return {
    id: row.id,
    userId: row.userId,
    bedtime: row.bedtime.toISOString(),
    morningMood: row.morningMood,
    morningMoodTime: row.morningMoodTime?.toISOString() ?? null,
    notes: row.notes,
    wokeAt: row.wokeAt?.toISOString() ?? null,
    date: row.date,
  };
}
