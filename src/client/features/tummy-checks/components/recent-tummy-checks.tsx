import { childStoolType } from "../../../../domain/child-stool-scale";
import { FEELINGS } from "../../../../domain/feelings";
import { bathroomWord, childStoolWord, feelingWord } from "../../../../i18n/words/diary-labels";
import { Card } from "../../../components/ui/card";
import { t } from "../../../lib/i18n";
import { useOutbox } from "../../../lib/outbox";
import { withQueuedChanges } from "../../../lib/outbox-view";
import { dayLabel, formatClock } from "../../../lib/time";
import { useRecentTummyChecks } from "../api/get-recent-tummy-checks";
import { feelingTint } from "./tummy-options";

/** The tummy checks of the last 2 days (today and yesterday), newest first. */
export function RecentTummyChecks({ userId }: { userId: string }) {
  const { data = [], isPending } = useRecentTummyChecks(userId);
  // Edits and deletions still on this phone show at once (ADR 049).
  const checks = withQueuedChanges(data, useOutbox(userId), "tummyCheck");
  const newestFirst = [...checks].sort((a, b) => b.timestamp.localeCompare(a.timestamp));

  return (
    <Card>
      <h2 className="flex items-center gap-2 text-xl font-black">
        <span aria-hidden="true" className="font-emoji">
          🔎
        </span>
        {t("tummyCheck.cluesTitle")}
      </h2>
      <p className="mt-1 text-sm font-bold text-ink-soft">{t("tummyCheck.cluesIntro")}</p>
      {isPending ? (
        <p className="mt-3 font-bold text-ink-soft">{t("tummyCheck.loadingClues")}</p>
      ) : newestFirst.length === 0 ? (
        <p className="mt-3 rounded-2xl border-2 border-dashed border-ink/20 p-4 text-center font-bold text-ink-soft">
          {t("tummyCheck.noChecksYet")}
        </p>
      ) : (
        <ul className="mt-3 space-y-2">
          {newestFirst.map((check) => (
            <li
              key={check.id}
              className={`flex items-center gap-3 rounded-2xl p-2.5 ${feelingTint(check.feeling)}`}
            >
              <span aria-hidden="true" className="font-emoji text-3xl">
                {FEELINGS.find((f) => f.value === check.feeling)?.emoji ?? "🙂"}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-black">{feelingWord(t, check.feeling)}</span>
                {check.bathroomEvent ? (
                  <span className="block text-sm font-bold text-ink-soft">
                    {/* A young child's own picture keeps its words (ADR 063). */}
                    {childStoolType(check.childStoolType)
                      ? childStoolWord(t, check.childStoolType ?? 0)
                      : bathroomWord(t, check.bathroomEvent)}
                  </span>
                ) : null}
                {check.loggedByName ? (
                  <span className="block text-xs font-bold text-ink-soft">
                    {t("tummyCheck.reportedBy", { name: check.loggedByName })}
                  </span>
                ) : null}
              </span>
              <span className="text-right text-sm leading-tight font-extrabold text-ink-soft">
                {dayLabel(check.timestamp)}
                <br />
                {formatClock(check.timestamp)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
