import type { ReminderKind } from "../../../contracts/reminders";
import { type PushMessage, shortName } from "../push/sender";

/** The screen each kind of reminder opens. */
export const SCREEN_OF: Record<ReminderKind, string> = {
  meal: "/app/log-meal",
  "tummy-check": "/app/tummy-check",
  bedtime: "/app",
  morning: "/app",
  "finish-day": "/app/daily-review",
};

/**
 * A reminder's words: the child's first name and what to do, nothing from the diary (the push
 * service is outside the family).
 */
export function reminderMessage(
  kind: ReminderKind,
  childName: string,
  screen: string,
  tag: string,
): PushMessage {
  const name = shortName(childName);
  const words: Record<ReminderKind, { title: string; body: string }> = {
    meal: { title: `Meal time, ${name}!`, body: "Log what you eat: every clue counts, Detective." },
    "tummy-check": { title: `Tummy check, ${name}!`, body: "How does your tummy feel right now?" },
    bedtime: { title: `Bedtime soon, ${name}`, body: "Log your bedtime before you sleep." },
    morning: {
      title: `Good morning, ${name}!`,
      body: "Any tummy trouble in the night? Tell your diary.",
    },
    "finish-day": { title: `Finish the Day, ${name}`, body: "Look back at today and finish it." },
  };
  return { kind, ...words[kind], screen, tag };
}
