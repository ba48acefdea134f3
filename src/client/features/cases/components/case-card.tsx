import { Link } from "wouter";
import { CASE_CLOSED_CHILD } from "../../../../domain/cases/words";
import { buttonClasses } from "../../../components/ui/button";
import { useCases } from "../api/get-cases";
import { casePath } from "../utils";
import { CaseTrail } from "./case-plan-view";

const DAY_MS = 86_400_000;
/** A closed case stays on the dashboard this long, pointing to its verdict. */
const SHOW_CLOSED_DAYS = 7;

/**
 * The child's case on the dashboard: today's instruction in a child's words, the trail of days
 * and the case mission; after the last day, a pointer to the verdict.
 */
export function CaseCard({ userId }: { userId: string }) {
  const { data } = useCases(userId);
  if (!data) return null;
  const today = data.today;
  const kase = today ? data.cases.find((c) => c.id === today.caseId) : undefined;
  if (!today || !kase) {
    const closed = data.cases.find(
      (c) =>
        c.status === "closed" &&
        c.closedAt !== null &&
        Date.now() - Date.parse(c.closedAt) < SHOW_CLOSED_DAYS * DAY_MS,
    );
    if (!closed) return null;
    return (
      <section
        aria-labelledby="case-heading"
        className="rounded-3xl border-[3px] border-ink bg-brand-50 p-5 shadow-card"
      >
        <h2 id="case-heading" className="flex items-center gap-2 text-2xl font-black">
          <span aria-hidden="true" className="font-emoji">
            🗂️
          </span>
          Case closed!
        </h2>
        <p className="mt-1 font-semibold">{CASE_CLOSED_CHILD}</p>
        <Link
          href={casePath(closed.id)}
          className={`${buttonClasses({ variant: "primary", size: "md" })} mt-3`}
        >
          See the verdict
        </Link>
      </section>
    );
  }
  const { mission } = today;
  const unchecked = kase.days.filter((d) => d.checked === false && d.date < today.date).length;
  return (
    <section
      aria-labelledby="case-heading"
      className="rounded-3xl border-[3px] border-ink bg-brand-50 p-5 shadow-card sm:p-6"
    >
      <p className="text-xs font-black tracking-widest text-brand-800 uppercase">
        {today.dayNumber > 0 ? `Case day ${today.dayNumber} of ${today.totalDays}` : "Your case"}
      </p>
      <h2 id="case-heading" className="mt-1 text-2xl leading-tight font-black">
        {today.instruction}
      </h2>
      <p className="mt-1 text-lg font-bold">{today.task}</p>
      <div className="mt-4">
        <CaseTrail kase={kase} today={today.date} />
      </div>
      <div className="mt-4 rounded-2xl border-[3px] border-ink bg-white p-3">
        <p className="flex items-center justify-between gap-2 font-black">
          <span>
            <span aria-hidden="true" className="font-emoji">
              🎯
            </span>{" "}
            {mission.title}
          </span>
          <span>
            {mission.done} of {mission.target}
          </span>
        </p>
        <p className="mt-1 font-semibold">{mission.text}</p>
        {unchecked > 0 ? (
          <p className="mt-1 font-bold text-brand-800">
            {unchecked === 1
              ? "1 case day had no tummy check in time, so it cannot count. Keep checking!"
              : `${unchecked} case days had no tummy check in time, so they cannot count. Keep checking!`}
          </p>
        ) : null}
      </div>
      <Link
        href={casePath(kase.id)}
        className="mt-3 inline-block font-black text-brand-800 underline"
      >
        Case file for grown-ups
      </Link>
    </section>
  );
}
