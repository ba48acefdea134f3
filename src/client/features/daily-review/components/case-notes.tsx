import type { AdviceKind, AdviceLine } from "../../../../domain/food-group-review";
import { adviceWords } from "../../../../i18n/words/advice";
import { t } from "../../../lib/i18n";
import { servesText } from "./group-look";
import { SectionHeading } from "./section-heading";

const NOTE_EMOJI: Record<AdviceKind, string> = {
  suggestion: "💡",
  challenge: "🕵️",
  nudge: "🍓",
  praise: "🌟",
  balance: "⚖️",
};

/** Case Notes: the day's advice lines in their order, and the case summary of total serves. */
export function CaseNotes({
  notes,
  totalServes,
  mealsLogged,
}: {
  notes: readonly AdviceLine[];
  totalServes: number;
  mealsLogged: number;
}) {
  return (
    <section
      aria-labelledby="case-notes-heading"
      className="rounded-3xl border-[3px] border-ink bg-sunny-100 p-4 shadow-card sm:p-5"
    >
      <SectionHeading id="case-notes-heading" emoji="📝">
        {t("dailyReview.caseNotes")}
      </SectionHeading>
      <ul className="mt-3 space-y-2">
        {notes.map((note) => (
          <li
            key={note.code}
            className="flex items-start gap-2 rounded-2xl bg-white/80 p-2.5 font-semibold"
          >
            <span aria-hidden="true" className="font-emoji text-lg leading-6">
              {NOTE_EMOJI[note.kind]}
            </span>
            <span>{adviceWords(t, note)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 rounded-2xl border-2 border-ink bg-white p-3 font-black">
        {t("dailyReview.caseSummary", { serves: servesText(totalServes), count: mealsLogged })}
      </p>
    </section>
  );
}
