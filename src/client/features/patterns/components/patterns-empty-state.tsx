import { Camera, Smile } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "../../../components/ui/button";
import { t } from "../../../lib/i18n";

const STEPS = [
  { emoji: "📸", title: "patterns.stepMealsTitle", note: "patterns.stepMealsNote" },
  { emoji: "😊", title: "patterns.stepChecksTitle", note: "patterns.stepChecksNote" },
  { emoji: "📅", title: "patterns.stepWeeksTitle", note: "patterns.stepWeeksNote" },
] as const;

/** No clues yet: how clues appear, kindly, with the two actions that make them. */
export function PatternsEmptyState() {
  return (
    <section
      aria-labelledby="no-clues-heading"
      className="rounded-[2rem] border-[3px] border-ink bg-paper p-5 text-center shadow-card sm:p-8"
    >
      <span
        aria-hidden="true"
        className="mx-auto grid size-24 place-items-center rounded-full bg-sunny-200 font-emoji text-5xl motion-safe:animate-float"
      >
        🕵️
      </span>
      <h2 id="no-clues-heading" className="mt-4 text-2xl font-black">
        {t("patterns.noCluesTitle")}
      </h2>
      <p className="mx-auto mt-1 max-w-md text-base font-semibold text-ink-soft">
        {t("patterns.noCluesText")}
      </p>
      <ol className="mx-auto mt-5 max-w-md space-y-2.5 text-left">
        {STEPS.map((step, index) => (
          <li
            key={step.title}
            className="flex items-center gap-3 rounded-2xl bg-white p-3 ring-2 ring-ink/10"
          >
            <span
              aria-hidden="true"
              className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 font-emoji text-2xl"
            >
              {step.emoji}
            </span>
            <span>
              <span className="block font-black">
                <span className="sr-only">{t("patterns.stepNumber", { number: index + 1 })}</span>
                {t(step.title)}
              </span>
              <span className="block text-sm font-semibold text-ink-soft">{t(step.note)}</span>
            </span>
          </li>
        ))}
      </ol>
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <Link href="/app/log-meal" className={buttonClasses({ size: "lg" })}>
          <Camera aria-hidden="true" className="size-6" strokeWidth={2.5} />
          {t("patterns.logMeal")}
        </Link>
        <Link href="/app/tummy-check" className={buttonClasses({ size: "lg", variant: "sunny" })}>
          <Smile aria-hidden="true" className="size-6" strokeWidth={2.5} />
          {t("patterns.tummyCheck")}
        </Link>
      </div>
    </section>
  );
}
