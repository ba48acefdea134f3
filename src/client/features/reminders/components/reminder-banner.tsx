import { Link } from "wouter";
import { buttonClasses } from "../../../components/ui/button";
import { t } from "../../../lib/i18n";
import { pushSupport, useUpcomingReminders } from "../api/reminders";
import { kindKey } from "./kind-key";

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
        {t("reminders.banner", { kind: kindKey(due.kind) })}
      </p>
      <Link href={due.screen} className={buttonClasses({ size: "sm" })}>
        {t("reminders.go")}
      </Link>
    </div>
  );
}
