import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import type { Pattern } from "../../../../contracts/patterns";
import { BoardState } from "../../../components/ui/board-state";
import { t } from "../../../lib/i18n";
import { usePatterns } from "../api/get-patterns";
import { useUpdatePatternStatus } from "../api/update-pattern-status";
import { byConfidence } from "../utils/pattern-look";
import { DoctorNote } from "./doctor-note";
import { PatternCard } from "./pattern-card";
import { PatternTotals } from "./pattern-totals";
import { PatternsEmptyState } from "./patterns-empty-state";

function Section({
  id,
  title,
  emoji,
  intro,
  children,
}: {
  id: string;
  title: string;
  emoji: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="flex items-center gap-2 text-2xl font-black">
        <span aria-hidden="true" className="font-emoji">
          {emoji}
        </span>
        {title}
      </h2>
      {intro ? <p className="mt-1 text-base font-semibold text-ink-soft">{intro}</p> : null}
      {children}
    </section>
  );
}

function CardList({ items, children }: { items: Pattern[]; children: (p: Pattern) => ReactNode }) {
  return (
    <ul className="mt-4 space-y-4">
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ul>
  );
}

/**
 * The Patterns page body: totals, the note, then investigating, confirmed and dismissed clues;
 * `clueAction` adds what a screen offers under a live clue (such as opening a case).
 */
export function PatternsBoard({
  userId,
  clueAction,
}: {
  userId: string;
  clueAction?: (pattern: Pattern) => ReactNode;
}) {
  const query = usePatterns(userId);
  const decide = useUpdatePatternStatus(userId);

  if (!query.isSuccess) {
    return (
      <BoardState query={query} loading={t("patterns.loading")} failed={t("patterns.failed")} />
    );
  }

  const patterns = query.data;
  const sorted = [...patterns].sort(byConfidence);
  const pending = sorted.filter((p) => p.status === "pending");
  const confirmed = sorted.filter((p) => p.status === "confirmed");
  const dismissed = sorted.filter((p) => p.status === "dismissed");
  const onDecide = (id: string) => (status: "confirmed" | "dismissed") =>
    decide.mutate({ id, status });

  return (
    <>
      <div className="mt-5 space-y-4">
        <PatternTotals patterns={patterns} />
        <DoctorNote />
      </div>
      {patterns.length === 0 ? (
        <div className="mt-8">
          <PatternsEmptyState />
        </div>
      ) : null}
      {pending.length > 0 ? (
        <Section
          id="investigating-heading"
          title={t("patterns.statusPending")}
          emoji="🔍"
          intro={t("patterns.investigatingIntro")}
        >
          <CardList items={pending}>
            {(item) => (
              <>
                <PatternCard pattern={item} onDecide={onDecide(item.id)} />
                {clueAction?.(item)}
              </>
            )}
          </CardList>
        </Section>
      ) : null}
      {confirmed.length > 0 ? (
        <Section
          id="confirmed-heading"
          title={t("patterns.confirmedTitle")}
          emoji="✅"
          intro={t("patterns.confirmedIntro")}
        >
          <CardList items={confirmed}>
            {(item) => (
              <>
                <PatternCard pattern={item} />
                {clueAction?.(item)}
              </>
            )}
          </CardList>
        </Section>
      ) : null}
      {dismissed.length > 0 ? (
        <details className="group mt-8 rounded-3xl border-2 border-ink/15 bg-white/60 p-4">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-2 text-lg font-black [&::-webkit-details-marker]:hidden">
            <span>
              <span aria-hidden="true" className="font-emoji">
                🗄️
              </span>{" "}
              {t("patterns.dismissedTitle", { count: dismissed.length })}
            </span>
            <ChevronDown
              aria-hidden="true"
              className="size-6 transition-transform group-open:rotate-180"
              strokeWidth={3}
            />
          </summary>
          <CardList items={dismissed}>{(item) => <PatternCard pattern={item} />}</CardList>
        </details>
      ) : null}
    </>
  );
}
