import { Link } from "wouter";
import type { ReminderKind } from "../../../../contracts/reminders";
import { buttonClasses } from "../../../components/ui/button";
import { pushSupport, useUpcomingReminders } from "../api/reminders";

const BANNER_WORDS: Record<ReminderKind, string> = {
  meal: "Time to log your meal, Detective!",
  "tummy-check": "Time for a tummy check, Detective!",
  bedtime: "Bedtime soon: log your bedtime.",
  morning: "Good morning! Any tummy trouble in the night?",
  "finish-day": "Time to finish the day!",
};

/**
 * Where push notifications are not available or not allowed, a reminder due in the last 30
 * minutes shows as a banner when the app opens.
 */
export function ReminderBanner({ userId }: { userId: string }) {
  const push =
    pushSupport() === "ready" && typeof Notification !== "undefined"
      ? Notification.permission === "granted"
      : false;
  const { data } = useUpcomingReminders(push ? "" : userId);
  const due = data?.due;
  if (push || !due) return null;
  return (
    <div
      role="status"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-3xl border-[3px] border-ink bg-sunny-100 p-4"
    >
      <p className="text-lg font-black">
        <span aria-hidden="true" className="font-emoji">
          ⏰{" "}
        </span>
        {BANNER_WORDS[due.kind]}
      </p>
      <Link href={due.screen} className={buttonClasses({ size: "sm" })}>
        Go
      </Link>
    </div>
  );
}
