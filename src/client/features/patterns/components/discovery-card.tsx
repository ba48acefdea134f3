import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "../../../components/ui/button";
import { foodEmoji, foodName } from "../../../lib/food-emoji";
import { t } from "../../../lib/i18n";
import { usePatterns } from "../api/get-patterns";
import { byConfidence, capitalise, feelingLook, patternFood } from "../utils/pattern-look";

/**
 * The home dashboard's Detective Discovery card (SPEC 2): shown only while a clue is pending,
 * naming the strongest one and linking to the Patterns page to confirm or dismiss it.
 */
export function DiscoveryCard({ userId }: { userId: string }) {
  const { data } = usePatterns(userId);
  const pending = (data ?? []).filter((p) => p.status === "pending").sort(byConfidence);
  const clue = pending[0];
  if (!clue) return null;
  const food = capitalise(foodName(patternFood(clue)));
  const feeling = feelingLook(clue.feelingCorrelation);
  const more = pending.length - 1;
  return (
    <section
      aria-labelledby="discovery-heading"
      className="relative overflow-hidden rounded-[2rem] border-[3px] border-ink bg-sunny-300 p-5 shadow-card sm:p-6"
    >
      <span
        aria-hidden="true"
        className="absolute -top-10 -right-10 size-36 rounded-full bg-sunny-200 opacity-80"
      />
      <div className="relative">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-ink px-3 py-1 text-sm font-black tracking-wide text-sunny-200 uppercase">
          <span aria-hidden="true" className="font-emoji motion-safe:animate-wiggle">
            🔎
          </span>
          {t("patterns.newClue")}
        </p>
        <h2 id="discovery-heading" className="mt-3 text-2xl font-black">
          {t("patterns.discoveryTitle")}
        </h2>
        <div className="mt-3 flex items-center gap-3 rounded-3xl border-[3px] border-ink bg-white p-3">
          <span aria-hidden="true" className="flex shrink-0 items-center gap-1 font-emoji text-4xl">
            {foodEmoji(clue.foodItem)}
            <ArrowRight className="size-5 text-ink" strokeWidth={3} />
            {feeling.emoji}
          </span>
          <p className="min-w-0 text-lg leading-snug font-extrabold wrap-anywhere">
            {t("patterns.mightBeLinked", { food, phrase: feeling.phrase })}{" "}
            <span className="font-black whitespace-nowrap text-brand-700">
              {t("patterns.percentSure", { confidence: clue.confidence })}
            </span>
          </p>
        </div>
        {more > 0 ? (
          <p className="mt-2 text-sm font-extrabold text-ink">
            {t("patterns.moreClues", { count: more })}
          </p>
        ) : null}
        <Link
          href="/app/patterns"
          className={buttonClasses({ size: "lg", block: true, className: "mt-4" })}
        >
          {t("patterns.investigate")}
          <ArrowRight aria-hidden="true" className="size-6" strokeWidth={3} />
        </Link>
      </div>
    </section>
  );
}
