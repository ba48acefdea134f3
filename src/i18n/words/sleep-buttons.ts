import type { MessageKey, Translate } from "../translate";

/**
 * Where one of the dashboard's sleep buttons stands (SPEC 4 "Sleep flow"): `open` (Log Bedtime,
 * Morning Check-in) or `logged` (Bedtime Logged, Morning Mood). Screens decide by this code.
 */
export type SleepButtonStage = "open" | "logged";

const LABELS = {
  bedtime: { open: "sleep.bedtimeTitle", logged: "sleep.bedtimeLogged" },
  morning: { open: "sleep.morningTitle", logged: "sleep.morningMood" },
} as const satisfies Record<"bedtime" | "morning", Record<SleepButtonStage, MessageKey>>;

/** What a sleep button says in the reader's language ("Log Bedtime", "Bedtime Logged"). */
export function sleepButtonLabel(
  t: Translate,
  button: "bedtime" | "morning",
  state: SleepButtonStage,
): string {
  return t(LABELS[button][state]);
}
