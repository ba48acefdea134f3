import { ArrowRight, Check, Repeat, X } from "lucide-react";
import type { Pattern } from "../../../../contracts/patterns";
import { Button } from "../../../components/ui/button";
import { foodEmoji, foodName } from "../../../lib/food-emoji";
import { t, useLocale } from "../../../lib/i18n";
import { capitalise, feelingLook, patternFood, statusWords } from "../utils/pattern-look";
import { ConfidenceMeter } from "./confidence-meter";
import { EvidencePanel } from "./evidence-panel";

const STATUS_STYLES = {
  pending: "border-orange-400 bg-orange-100 text-orange-950",
  confirmed: "border-emerald-500 bg-emerald-100 text-emerald-950",
  dismissed: "border-ink/20 bg-ink/5 text-ink-soft",
} as const satisfies Record<Pattern["status"], string>;

const STATUS_EMOJI = { pending: "🔍", confirmed: "✅", dismissed: "🗄️" } as const;

const CARD_STYLES = {
  pending: "border-ink bg-paper shadow-card",
  confirmed: "border-emerald-700 bg-emerald-50 shadow-card",
  dismissed: "border-ink/20 bg-white/70",
} as const satisfies Record<Pattern["status"], string>;

function StatusBadge({ status }: { status: Pattern["status"] }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border-2 px-3 py-1 text-sm font-black ${STATUS_STYLES[status]}`}
    >
      <span aria-hidden="true" className="font-emoji">
        {STATUS_EMOJI[status]}
      </span>
      {statusWords(status)}
    </span>
  );
}

function EmojiTile({ emoji, tint }: { emoji: string; tint: string }) {
  return (
    <span
      aria-hidden="true"
      className={`grid size-14 shrink-0 place-items-center rounded-2xl border-[3px] border-ink font-emoji text-3xl sm:size-16 sm:text-4xl ${tint}`}
    >
      {emoji}
    </span>
  );
}

// A long word ("Uncomfortable") set at text-xl is wider than its third of a 390 px card.
function labelSize(label: string): string {
  const longest = Math.max(...label.split(/\s+/).map((word) => word.length));
  return longest > 10 ? "text-base sm:text-2xl" : "text-xl sm:text-2xl";
}

interface PatternCardProps {
  pattern: Pattern;
  onDecide?: (status: "confirmed" | "dismissed") => void;
}

/** One clue: food and feeling, how sure, how often, the evidence, and the choice if pending. */
export function PatternCard({ pattern, onDecide }: PatternCardProps) {
  const { formatLocale } = useLocale();
  const foodWords = patternFood(pattern);
  const food = capitalise(foodName(foodWords));
  const feeling = feelingLook(pattern.feelingCorrelation);
  const headingId = `pattern-${pattern.id}`;
  const dismissed = pattern.status === "dismissed";
  const found = new Date(pattern.createdAt).toLocaleDateString(formatLocale, {
    day: "numeric",
    month: "short",
  });
  return (
    <article
      aria-labelledby={headingId}
      className={`rounded-[1.75rem] border-[3px] p-4 sm:p-5 ${CARD_STYLES[pattern.status]}`}
    >
      <div className="flex items-center justify-between gap-2">
        <StatusBadge status={pattern.status} />
        <span className="text-sm font-bold text-ink-soft">
          {t("patterns.found", { date: found })}
        </span>
      </div>
      <h3
        id={headingId}
        className="mx-auto mt-3 grid max-w-md grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-start gap-1 text-center"
      >
        <span className="flex min-w-0 flex-col items-center gap-1.5">
          <EmojiTile emoji={foodEmoji(pattern.foodItem)} tint="bg-sunny-200" />
          <span className={`leading-tight font-black wrap-anywhere ${labelSize(food)}`}>
            {food}
          </span>
        </span>
        <span className="flex flex-col items-center pt-3 text-ink-soft">
          <span aria-hidden="true" className="flex items-center">
            <span className="h-1 w-6 rounded-full bg-[repeating-linear-gradient(90deg,currentColor_0_6px,transparent_6px_10px)] sm:w-12" />
            <ArrowRight className="-ml-1 size-6" strokeWidth={3} />
          </span>
          <span className="mt-1 text-xs font-black whitespace-nowrap">
            <span className="sr-only">{t("patterns.mayBeLinked")}</span>
            <span aria-hidden="true">
              {t("patterns.hoursLater", {
                from: pattern.windowHours.from,
                to: pattern.windowHours.to,
              })}
            </span>
          </span>
        </span>
        <span className="flex min-w-0 flex-col items-center gap-1.5">
          <EmojiTile emoji={feeling.emoji} tint="bg-rose-100" />
          <span className={`leading-tight font-black break-words ${labelSize(feeling.label)}`}>
            {feeling.label}
          </span>
        </span>
      </h3>

      {dismissed ? null : (
        <div className="mt-4 space-y-3">
          <ConfidenceMeter confidence={pattern.confidence} />
          <p className="flex items-center gap-2 text-base font-bold text-ink-soft">
            <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-100 px-3 py-1 font-black text-brand-800">
              <Repeat aria-hidden="true" className="size-4" strokeWidth={3} />
              {t("patterns.seenTimes", { count: pattern.occurrences })}
            </span>
            <span className="min-w-0 text-sm wrap-anywhere">
              {t("patterns.afterFood", { food: foodWords })}
            </span>
          </p>
          <EvidencePanel pattern={pattern} />
        </div>
      )}
      {dismissed ? (
        <p className="mt-3 text-sm font-bold text-ink-soft">
          {t("patterns.dismissedNote", {
            confidence: pattern.confidence,
            count: pattern.occurrences,
          })}
        </p>
      ) : null}

      {pattern.status === "pending" && onDecide ? (
        <div className="mt-4 grid grid-cols-2 gap-3">
          <Button variant="primary" size="lg" onClick={() => onDecide("confirmed")}>
            <Check aria-hidden="true" className="size-6" strokeWidth={3} />
            {t("patterns.confirm")}
            <span className="sr-only">{t("patterns.clueName", { food })}</span>
          </Button>
          <Button variant="outline" size="lg" onClick={() => onDecide("dismissed")}>
            <X aria-hidden="true" className="size-6" strokeWidth={3} />
            {t("patterns.dismiss")}
            <span className="sr-only">{t("patterns.clueName", { food })}</span>
          </Button>
        </div>
      ) : null}
    </article>
  );
}
