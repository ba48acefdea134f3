import type { ReminderKind } from "../../../../contracts/reminders";

/** A kind as a message's select key (ICU keys have no hyphen); "finish-day" is the other case. */
export function kindKey(kind: ReminderKind): string {
  return kind === "tummy-check" ? "tummy" : kind;
}
