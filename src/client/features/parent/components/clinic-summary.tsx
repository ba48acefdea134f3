import { Printer, X } from "lucide-react";
import { Fragment, type ReactNode, useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import type { CaseView } from "../../../../contracts/cases";
import type { Pattern } from "../../../../contracts/patterns";
import { BATHROOM_EVENTS } from "../../../../domain/bathroom";
import { CHILD_STOOL_MAPPING } from "../../../../domain/child-stool-scale";
import { MORNING_MOODS } from "../../../../domain/feelings";
import { waterGoalCups } from "../../../../domain/hydration";
import { painWindowStart } from "../../../../domain/reports/clinic-extras";
import {
  buildClinicSummary,
  REPORT_FEELINGS,
  STOOL_CLASSES,
  SUMMARY_CANNOT_TELL,
  SUMMARY_HOW_COLLECTED,
  type ClinicSummary as Summary,
  summaryPeriod,
} from "../../../../domain/reports/clinic-summary";
import { parentPatternSummary } from "../../../../domain/reports/diary-export";
import { capitalFirst, correlationTerm, feelingClassTerm } from "../../../../domain/vocabulary";
import { Button } from "../../../components/ui/button";
import { browserTimeZone } from "../../../lib/time";
import { useExport } from "../api/get-export";
import { FEELING_COLOURS, STOOL_COLOURS } from "../utils/stool-colours";
import { CaseVerdictsBlock } from "./case-verdicts-block";
import {
  AlarmSignsBlock,
  FoodsBlock,
  PainFrequencyLine,
  SchoolBlock,
} from "./clinic-summary-extras";
import { StackedCountChart, ValueChart } from "./summary-charts";

/** Patterns listed on the page; more would push it onto a second sheet. */
const PATTERNS_ON_PAGE = 6;

const STOOL_NAMES: Record<(typeof STOOL_CLASSES)[number], string> = {
  ...Object.fromEntries(BATHROOM_EVENTS.map((e) => [e.value, `${e.bristolType} ${e.label}`])),
  other: "Unclassified",
} as Record<(typeof STOOL_CLASSES)[number], string>;

/** "1 meal", "3 meals": a doctor reads the sheet, so the counts read as English. */
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const percent = (part: number, whole: number) =>
  whole === 0 ? "0%" : `${Math.round((part / whole) * 100)}%`;

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="break-inside-avoid">
      <h3 className="text-[11px] font-black tracking-wide text-ink uppercase">{title}</h3>
      <div className="mt-0.5">{children}</div>
    </section>
  );
}

function Legend({ items }: { items: { colour: string; text: string }[] }) {
  return (
    <ul className="mt-0.5 flex flex-wrap gap-x-3 gap-y-0 text-[10.5px] leading-snug font-semibold">
      {items.map((item) => (
        <li key={item.text} className="flex items-center gap-1">
          <span
            aria-hidden="true"
            className="inline-block size-2.5 rounded-[2px]"
            style={{ background: item.colour }}
          />
          {item.text}
        </li>
      ))}
    </ul>
  );
}

/** Who rated stools, how often two ratings of one stool agreed, and the children's scale. */
function RatingsNote({ summary }: { summary: Summary }) {
  const { agreement, childScaleStools } = summary;
  return (
    <div className="mt-1 space-y-0.5 text-[10.5px] font-semibold">
      {agreement.pairs > 0 ? (
        <p>
          <span className="font-black">Child and grown-up ratings of the same stool: </span>
          agreed on {agreement.agreed} of {count(agreement.pairs, "stool")} (
          {percent(agreement.agreed, agreement.pairs)}); each stool counted once above.
        </p>
      ) : null}
      {childScaleStools > 0 ? (
        <p>
          <span className="font-black">
            {count(childScaleStools, "stool")} rated on the children's scale.{" "}
          </span>
          {CHILD_STOOL_MAPPING}
        </p>
      ) : null}
      {summary.scaleNote ? <p>{summary.scaleNote}</p> : null}
    </div>
  );
}

const lowerPain = feelingClassTerm("ouchy");
const PAIN = capitalFirst(lowerPain);

/**
 * Pain (Ouchy) against stooling, as Rome IV asks of abdominal pain: episodes per week, pain
 * logged in the same check as a stool, and per stool type the days with pain.
 */
function PainBlock({ pain }: { pain: Summary["pain"] }) {
  const rows = [
    ...STOOL_CLASSES.filter((k) => k !== "other" || pain.byStool.other.days > 0).map((k) => ({
      key: k,
      name: STOOL_NAMES[k],
      ...pain.byStool[k],
    })),
    { key: "none", name: "No stool logged", ...pain.noStool },
  ];
  return (
    <Block title={`${PAIN} and stooling`}>
      <p className="font-semibold">
        <span className="font-black">
          {count(pain.episodes, "episode")} of {lowerPain} ({pain.episodesPerWeek} a week)
        </span>{" "}
        on {count(pain.painDays, "day")}; {pain.painChecksWithStool} of {pain.painChecks}{" "}
        {lowerPain} checks came with a bathroom event. Checks under 2 hours apart are one episode.
      </p>
      <p className="text-[10.5px] font-semibold">
        <span className="font-extrabold">Days with {lowerPain}, by the day's stools:</span>{" "}
        {rows.map((row, i) => (
          <Fragment key={row.key}>
            {i > 0 ? " · " : ""}
            <span className="whitespace-nowrap">
              {row.name} {row.painDays} of {count(row.days, "day")}
            </span>
          </Fragment>
        ))}
      </p>
    </Block>
  );
}

function unitOf(summary: Summary): string {
  if (summary.bucketDays === 1) return "by day";
  return summary.bucketDays === 7 ? "by week" : "by 4 weeks";
}

/** The sheet itself, from the summary's facts (exported for the vocabulary check). */
export function Sheet({
  summary,
  name,
  age,
  patterns,
  patternCount,
  today,
  cases = [],
}: {
  summary: Summary;
  name: string;
  age: number | null;
  patterns: { confirmed: Pattern[]; investigating: Pattern[] };
  /** Every pattern of the period that is not dismissed, listed here or not. */
  patternCount: number;
  today: string;
  cases?: readonly CaseView[];
}) {
  const unit = unitOf(summary);
  const listed = [...patterns.confirmed, ...patterns.investigating].slice(0, PATTERNS_ON_PAGE);
  // Pending patterns past the parent page's 3 count too: the doctor learns the CSV has them.
  const hidden = patternCount - listed.length;
  const { stools, feelings, fluid, meals, sleep, pain } = summary;
  return (
    <article
      aria-labelledby="clinic-summary-title"
      className="clinic-sheet mx-auto w-full max-w-[760px] space-y-2.5 bg-white p-5 text-[11.5px] leading-snug print:space-y-1 print:text-[10px] text-ink shadow-card sm:p-7"
    >
      <header className="flex flex-wrap items-end justify-between gap-2 border-b-2 border-ink pb-1.5">
        <div>
          <p className="text-[10px] font-extrabold tracking-wide text-ink-soft uppercase">
            Tummy Detective · food and tummy diary
          </p>
          <h2 id="clinic-summary-title" tabIndex={-1} className="text-lg font-black">
            Clinic Summary: {name}
          </h2>
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-2 text-[11px]">
          <dt className="font-extrabold text-ink-soft">Age</dt>
          <dd className="font-bold">{age ? `${age} years` : "Not provided"}</dd>
          <dt className="font-extrabold text-ink-soft">Period</dt>
          <dd className="font-bold">
            {summary.startDate} to {summary.endDate} ({summary.totalDays} days)
          </dd>
          <dt className="font-extrabold text-ink-soft">Days with entries</dt>
          <dd className="font-bold">
            {summary.daysWithEntries} of {summary.totalDays}
          </dd>
          <dt className="font-extrabold text-ink-soft">Printed</dt>
          <dd className="font-bold">{today}</dd>
        </dl>
      </header>

      <AlarmSignsBlock summary={summary} />

      <Block title={`Stool types (Bristol chart), ${unit}`}>
        <StackedCountChart
          buckets={summary.buckets}
          keys={STOOL_CLASSES}
          countsOf={(b) => b.stools}
          colours={STOOL_COLOURS}
          height={52}
          label={`Bristol chart: stool types ${unit}, ${stools.total} bathroom events`}
          emptyLabel="no stool logged"
        />
        <Legend
          items={[
            ...STOOL_CLASSES.filter((k) => k !== "other" || stools.byClass.other > 0).map((k) => ({
              colour: STOOL_COLOURS[k],
              text: `${STOOL_NAMES[k]}: ${stools.byClass[k]} (${percent(stools.byClass[k], stools.total)})`,
            })),
            {
              colour: "transparent",
              text: `○ no stool logged · ${summary.totalDays - summary.daysWithStool} of ${summary.totalDays} days without`,
            },
          ]}
        />
        <RatingsNote summary={summary} />
      </Block>

      <div className="grid gap-4 sm:grid-cols-2 print:grid-cols-2">
        <Block title={`Tummy feelings, ${unit}`}>
          <StackedCountChart
            buckets={summary.buckets}
            keys={REPORT_FEELINGS}
            countsOf={(b) => b.feelings}
            colours={FEELING_COLOURS}
            height={42}
            width={330}
            label={`Tummy feelings ${unit}, ${feelings.total} tummy checks`}
            emptyLabel="no tummy check"
          />
          <Legend
            items={REPORT_FEELINGS.filter((k) => k !== "other" || feelings.byFeeling.other > 0).map(
              (k) => ({
                colour: FEELING_COLOURS[k],
                text: `${capitalFirst(feelingClassTerm(k))}: ${feelings.byFeeling[k]}`,
              }),
            )}
          />
        </Block>
        <Block title={`Fluid against goal (${fluid.goalCups} cups/day)`}>
          <ValueChart
            buckets={summary.buckets}
            valueOfBucket={(b) => b.cupsPerDay}
            goal={fluid.goalCups}
            height={42}
            width={330}
            colour="#0ea5e9"
            label={`Hydrating cups a day against a goal of ${fluid.goalCups}`}
          />
          <p className="text-[10.5px] font-semibold">
            Average {fluid.averageCups} cups on {count(fluid.daysWithDrinks, "day")} with drinks
            logged; goal reached on {count(fluid.daysAtGoal, "day")}. Dashed line: goal.
          </p>
        </Block>
      </div>

      <PainBlock pain={pain} />
      <PainFrequencyLine summary={summary} />

      <SchoolBlock summary={summary} />
      <FoodsBlock summary={summary} />

      <div className="grid gap-4 sm:grid-cols-2 print:grid-cols-2">
        <Block title={`Meals logged, ${unit}`}>
          <ValueChart
            buckets={summary.buckets}
            valueOfBucket={(b) => b.mealsPerDay}
            height={40}
            width={330}
            colour="#8d73f3"
            label={`Meals logged a day, ${meals.total} in all`}
          />
          <p className="text-[10.5px] font-semibold">
            {count(meals.total, "meal")}, {meals.averagePerDay} a day on average.
          </p>
        </Block>
        <Block title="Sleep and morning mood">
          <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5">
            <dt className="font-extrabold text-ink-soft">Nights logged</dt>
            <dd className="font-bold">
              {sleep.nights} of {summary.totalDays}
            </dd>
            <dt className="font-extrabold text-ink-soft">Average sleep</dt>
            <dd className="font-bold">
              {sleep.averageHours === null
                ? "No waking times logged"
                : `${sleep.averageHours} hours, bedtime to waking`}
            </dd>
            {sleep.nightsWithoutWaking > 0 ? (
              <>
                <dt className="font-extrabold text-ink-soft">Without a waking time</dt>
                <dd className="font-bold">
                  {count(sleep.nightsWithoutWaking, "night")} (length not counted)
                </dd>
              </>
            ) : null}
            {MORNING_MOODS.map((mood) => (
              <div key={mood.value} className="contents">
                <dt className="font-extrabold text-ink-soft">
                  {mood.label} ({mood.meaning.toLowerCase()})
                </dt>
                <dd className="font-bold">{count(sleep.moods[mood.value], "morning")}</dd>
              </div>
            ))}
          </dl>
        </Block>
      </div>

      <Block title="Food-to-feeling patterns">
        {listed.length === 0 ? (
          <p className="font-semibold">No confirmed or investigating patterns.</p>
        ) : (
          <ul className="space-y-0.5">
            {listed.map((p) => (
              <li key={`${p.foodItem}-${p.feelingCorrelation}`} className="wrap-anywhere">
                <span className="font-black">
                  {p.status === "confirmed" ? "Confirmed" : "Investigating"}: {p.foodItem} →{" "}
                  {correlationTerm(p.feelingCorrelation)}
                </span>{" "}
                ({p.confidence}% confidence, {p.occurrences} occurrences).{" "}
                <span className="font-semibold">{p.explanation}</span>
              </li>
            ))}
            {hidden > 0 ? (
              <li className="font-semibold">{hidden} more in the Pattern Report CSV.</li>
            ) : null}
          </ul>
        )}
      </Block>

      <CaseVerdictsBlock cases={cases} />

      <footer className="border-t border-ink/30 pt-1.5 text-[10px] leading-snug font-semibold text-ink-soft print:text-[9px] print:leading-tight">
        <p>
          <strong className="text-ink">How this was collected.</strong> {SUMMARY_HOW_COLLECTED}{" "}
          <strong className="text-ink">What it cannot tell.</strong> {SUMMARY_CANNOT_TELL}
        </p>
      </footer>
    </article>
  );
}

/**
 * The one-page clinic summary over the chosen dates (the last 4 weeks when none): a sheet over
 * the page on screen, and the only thing printed ("Save as PDF" gives a one-page file).
 */
export function ClinicSummary({
  child,
  range,
  today,
  onClose,
}: {
  child: { userId: string; name: string; age: number | null };
  range: { startDate?: string; endDate?: string };
  today: string;
  onClose: () => void;
}) {
  const period = summaryPeriod(range, today);
  // The 8-week pain count reaches back before a shorter period (ADR 067).
  const windowStart = painWindowStart(period.endDate);
  const { data, isPending, isError } = useExport(child.userId, {
    startDate: [windowStart, period.startDate].sort()[0],
    endDate: period.endDate,
  });
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = document.title;
    // Browsers name the saved PDF after the page title.
    document.title = `Clinic summary ${child.name} ${period.startDate} to ${period.endDate}`;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.title = previous;
      document.removeEventListener("keydown", onKey);
    };
  }, [child.name, period.startDate, period.endDate, onClose]);

  // Cases whose days meet the period (the export reached back for the 8-week count).
  const cases = (data?.cases ?? []).filter(
    (c) => c.endDate >= period.startDate && c.startDate <= period.endDate,
  );
  const summary = data
    ? buildClinicSummary({ ...data, cases }, period, browserTimeZone(), waterGoalCups(child.age))
    : null;

  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-label="Clinic summary"
      className="clinic-summary-overlay fixed inset-0 z-50 overflow-y-auto bg-ink/70 px-2 py-3 sm:px-4 sm:py-6"
    >
      <div className="mx-auto mb-3 flex max-w-[760px] flex-wrap items-center justify-between gap-2 print:hidden">
        <Button ref={closeRef} variant="on-dark" size="sm" onClick={onClose}>
          <X aria-hidden="true" className="size-5" />
          Close
        </Button>
        <Button variant="sunny" size="sm" disabled={!summary} onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-5" />
          Print or Save as PDF
        </Button>
      </div>
      {summary ? (
        <Sheet
          summary={summary}
          name={child.name}
          age={child.age}
          patterns={parentPatternSummary(data?.patterns ?? [])}
          patternCount={(data?.patterns ?? []).filter((p) => p.status !== "dismissed").length}
          today={today}
          cases={cases}
        />
      ) : (
        <p className="mx-auto max-w-[760px] rounded-2xl bg-white p-5 font-bold">
          {isError
            ? "The summary could not be loaded. Close it and try again."
            : isPending
              ? "Loading the summary..."
              : null}
        </p>
      )}
    </div>,
    document.body,
  );
}
