import type { ReminderKind } from "../../../../contracts/reminders";
import { useUpcomingReminders } from "../api/reminders";

const ASK_WORDS: Record<ReminderKind, string> = {
  meal: "Log the meal",
  "tummy-check": "Tummy check",
  bedtime: "Bedtime",
  morning: "Morning check-in: any tummy trouble in the night?",
  "finish-day": "Finish the Day",
};

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { weekday: "short", hour: "numeric", minute: "2-digit" });

/** What the open case will ask, and when: the checks its reminders come for. */
export function CaseAsks({ userId }: { userId: string }) {
  const { data } = useUpcomingReminders(userId);
  const asks = (data?.reminders ?? []).filter((r) => r.source === "case");
  if (asks.length === 0) return null;
  return (
    <section
      aria-labelledby="case-asks-title"
      className="rounded-3xl border-[3px] border-ink bg-white p-4"
    >
      <h2 id="case-asks-title" className="text-lg font-black">
        What the case asks next
      </h2>
      <ul className="mt-2 space-y-1 font-bold">
        {asks.map((a) => (
          <li key={`${a.kind}-${a.dueAt}`}>
            <time dateTime={a.dueAt}>{when(a.dueAt)}</time>: {ASK_WORDS[a.kind]}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm font-semibold text-ink-soft">
        With reminders on (Parent page), each comes as a notification too.
      </p>
    </section>
  );
}
