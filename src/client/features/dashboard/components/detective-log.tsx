import { Fragment, type ReactNode } from "react";
import { Card } from "../../../components/ui/card";
import { TIMELINE_RAIL } from "../../../components/ui/entry-card";
import { t } from "../../../lib/i18n";

/** One entry of the log, already rendered by its feature (a meal, a tummy check). */
export interface LogEntry {
  key: string;
  timestamp: string;
  node: ReactNode;
}

const instant = (iso: string): number => {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? 0 : at;
};

/** "Today's Detective Log": today's entries in time order, or a friendly empty page. */
export function DetectiveLog({ entries, loading }: { entries: LogEntry[]; loading: boolean }) {
  // By the instant, whatever way each was written (a queued bedtime, a server's timestamp).
  const inOrder = [...entries].sort((a, b) => instant(a.timestamp) - instant(b.timestamp));
  return (
    <Card>
      <h2 id="detective-log-heading" className="flex items-center gap-2 text-xl font-black">
        <span aria-hidden="true" className="font-emoji">
          📒
        </span>
        {t("dashboard.logTitle")}
      </h2>
      {loading ? (
        <p className="mt-3 font-bold text-ink-soft">{t("dashboard.flipping")}</p>
      ) : inOrder.length === 0 ? (
        <div className="mt-3 rounded-2xl border-2 border-dashed border-ink/20 p-5 text-center">
          <p aria-hidden="true" className="font-emoji text-4xl">
            🔍
          </p>
          <p className="mt-2 text-lg font-black">{t("dashboard.noClues")}</p>
          <p className="font-bold text-ink-soft">{t("dashboard.noCluesText")}</p>
        </div>
      ) : (
        <ol aria-labelledby="detective-log-heading" className={`mt-4 ${TIMELINE_RAIL}`}>
          {inOrder.map((entry) => (
            <Fragment key={entry.key}>{entry.node}</Fragment>
          ))}
        </ol>
      )}
    </Card>
  );
}
