import { Link } from "wouter";

/** A kind word once there is enough evidence for food-and-feeling patterns to appear. */
export function PatternTip() {
  return (
    <aside
      aria-labelledby="pattern-tip-heading"
      className="rounded-3xl border-[3px] border-ink bg-brand-600 p-5 text-white shadow-card on-dark"
    >
      <h2 id="pattern-tip-heading" className="flex items-center gap-2 text-xl font-black">
        <span aria-hidden="true" className="font-emoji">
          💡
        </span>
        Detective Tip
      </h2>
      <p className="mt-2 font-semibold text-brand-50">
        Amazing clue collecting! You have logged enough meals and tummy checks for patterns to start
        appearing. Keep going, and check your Patterns page to see which foods and feelings go
        together.
      </p>
      <Link
        href="/app/patterns"
        className="pressable mt-4 inline-flex min-h-12 items-center gap-2 rounded-2xl border-[3px] border-white bg-white/10 px-4 font-extrabold"
      >
        🔍 Open Patterns
      </Link>
    </aside>
  );
}
