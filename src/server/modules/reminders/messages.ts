import type { ReminderKind } from "../../../contracts/reminders";
import type { PushMessage } from "../push/sender";

/** The screen each kind of reminder opens. */
export const SCREEN_OF: Record<ReminderKind, string> = {
  meal: "/app/log-meal",
  "tummy-check": "/app/tummy-check",
  bedtime: "/app",
  morning: "/app",
  "finish-day": "/app/daily-review",
};

/** A name short enough for a notification's title. */
function shortName(name: string): string {
  const first = name.trim().split(/[\s_.-]+/)[0] || name;
  return first.slice(0, 20);
}

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

/** The notification "Send a test" sends to the caller's own devices. */
export function testMessage(name: string): PushMessage {
  return {
    kind: "test",
    title: `Reminders work, ${shortName(name)}!`,
    body: "This is how a reminder looks on this device.",
    screen: "/app/tummy-check",
    tag: "test",
  };
}
