import { Link } from "wouter";
import {
  caseMissionWords,
  childInstructionWords,
  childTaskWords,
  firstDayTaskWords,
} from "../../../../i18n/words/cases";
import { buttonClasses } from "../../../components/ui/button";
import { t, useLocale } from "../../../lib/i18n";
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
  useLocale();
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
          {t("caseScreens.caseClosedHeading")}
        </h2>
        <p className="mt-1 font-semibold">{t("cases.closedChild")}</p>
        <Link
          href={casePath(closed.id)}
          className={`${buttonClasses({ variant: "primary", size: "md" })} mt-3`}
        >
          {t("caseScreens.seeVerdict")}
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
        {today.dayNumber > 0
          ? t("caseScreens.caseDayOf", { day: today.dayNumber, total: today.totalDays })
          : t("caseScreens.yourCase")}
      </p>
      <h2 id="case-heading" className="mt-1 text-2xl leading-tight font-black">
        {childInstructionWords(t, today, today.kind)}
      </h2>
      <p className="mt-1 text-lg font-bold">
        {today.kind === null
          ? firstDayTaskWords(t, today, today.firstKind)
          : childTaskWords(t, today, today.kind)}
      </p>
      <div className="mt-4">
        <CaseTrail kase={kase} today={today.date} />
      </div>
      <div className="mt-4 rounded-2xl border-[3px] border-ink bg-white p-3">
        <p className="flex items-center justify-between gap-2 font-black">
          <span>
            <span aria-hidden="true" className="font-emoji">
              🎯
            </span>{" "}
            {t("cases.missionTitle")}
          </span>
          <span>
            {t("caseScreens.missionDone", { done: mission.done, target: mission.target })}
          </span>
        </p>
        <p className="mt-1 font-semibold">{caseMissionWords(t, mission.checkHour)}</p>
        {unchecked > 0 ? (
          <p className="mt-1 font-bold text-brand-800">
            {t("caseScreens.uncheckedDays", { count: unchecked })}
          </p>
        ) : null}
      </div>
      <Link
        href={casePath(kase.id)}
        className="mt-3 inline-block font-black text-brand-800 underline"
      >
        {t("caseScreens.caseFileLink")}
      </Link>
    </section>
  );
}
