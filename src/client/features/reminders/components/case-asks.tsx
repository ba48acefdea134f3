import { t, useLocale } from "../../../lib/i18n";
import { useUpcomingReminders } from "../api/reminders";
import { kindKey } from "./kind-key";

const when = (iso: string, tag: string) =>
  new Date(iso).toLocaleString(tag, { weekday: "short", hour: "numeric", minute: "2-digit" });

/** What the open case will ask, and when: the checks its reminders come for. */
export function CaseAsks({ userId }: { userId: string }) {
  const { data } = useUpcomingReminders(userId);
  const { formatLocale } = useLocale();
  const asks = (data?.reminders ?? []).filter((r) => r.source === "case");
  if (asks.length === 0) return null;
  return (
    <section
      aria-labelledby="case-asks-title"
      className="rounded-3xl border-[3px] border-ink bg-white p-4"
    >
      <h2 id="case-asks-title" className="text-lg font-black">
        {t("reminders.caseAsksTitle")}
      </h2>
      <ul className="mt-2 space-y-1 font-bold">
        {asks.map((a) => (
          <li key={`${a.kind}-${a.dueAt}`}>
            <time dateTime={a.dueAt}>{when(a.dueAt, formatLocale)}</time>:{" "}
            {t("reminders.ask", { kind: kindKey(a.kind) })}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm font-semibold text-ink-soft">{t("reminders.caseAsksNote")}</p>
    </section>
  );
}
