import { Camera, Smile } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "../../../components/ui/button";

const STEPS = [
  { emoji: "📸", title: "Log your meals", note: "Every breakfast, lunch, dinner and snack." },
  { emoji: "😊", title: "Do tummy checks", note: "Say how your tummy feels a few hours later." },
  { emoji: "📅", title: "Keep going for a few weeks", note: "Clues need lots of days to show up." },
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
        No clues yet, Detective!
      </h2>
      <p className="mx-auto mt-1 max-w-md text-base font-semibold text-ink-soft">
        That's okay. Clues appear when your diary shows a food and a tummy feeling that keep turning
        up together.
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
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </span>
              <span className="block text-sm font-semibold text-ink-soft">{step.note}</span>
            </span>
          </li>
        ))}
      </ol>
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <Link href="/app/log-meal" className={buttonClasses({ size: "lg" })}>
          <Camera aria-hidden="true" className="size-6" strokeWidth={2.5} />
          Log a Meal
        </Link>
        <Link href="/app/tummy-check" className={buttonClasses({ size: "lg", variant: "sunny" })}>
          <Smile aria-hidden="true" className="size-6" strokeWidth={2.5} />
          Tummy Check
        </Link>
      </div>
    </section>
  );
}
