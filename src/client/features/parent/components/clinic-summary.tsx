import { Printer, X } from "lucide-react";
import { Fragment, type ReactNode, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import type { CaseView } from "../../../../contracts/cases";
import type { Pattern } from "../../../../contracts/patterns";
import {
  CHILD_STOOL_SCALE_BELOW_AGE,
  CHILD_STOOL_TYPES,
} from "../../../../domain/child-stool-scale";
import { MORNING_MOODS } from "../../../../domain/feelings";
import { waterGoalCups } from "../../../../domain/hydration";
import { painWindowStart } from "../../../../domain/reports/clinic-extras";
import {
  buildClinicSummary,
  REPORT_FEELINGS,
  STOOL_CLASSES,
  type ClinicSummary as Summary,
  summaryPeriod,
} from "../../../../domain/reports/clinic-summary";
import { parentPatternSummary } from "../../../../domain/reports/diary-export";
import { LANGUAGE_NAMES, LOCALES, type Locale } from "../../../../i18n/locales";
import type { Translate, Translator } from "../../../../i18n/translate";
import { patternExplanationWords, patternFoodOf } from "../../../../i18n/words/patterns";
import {
  capitalFirst,
  correlationTerm,
  feelingClassTerm,
  moodWords,
  stoolClassName,
} from "../../../../i18n/words/vocabulary";
import { Button } from "../../../components/ui/button";
import { t, useLocale } from "../../../lib/i18n";
import { loadTranslator } from "../../../lib/report-words";
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

const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

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

/** The children's 5-type scale and the Bristol type each maps to (ADR 063). */
function childStoolMapping(t: Translate): string {
  return t("clinicSummary.childStoolMapping", {
    age: CHILD_STOOL_SCALE_BELOW_AGE,
    types: CHILD_STOOL_TYPES.map((type) =>
      t("clinicSummary.childStoolMap", {
        value: type.value,
        label: t(`clinicSummary.childStoolType.${type.value}`),
        bristol: type.bristol,
      }),
    ).join("; "),
  });
}

/** Who rated stools, how often two ratings of one stool agreed, and the children's scale. */
function RatingsNote({ summary, tr: { t } }: { summary: Summary; tr: Translator }) {
  const { agreement, childScaleStools, scale } = summary;
  return (
    <div className="mt-1 space-y-0.5 text-[10.5px] font-semibold">
      {agreement.pairs > 0 ? (
        <p>
          <span className="font-black">{t("clinicSummary.ratingsAgreed")}</span>
          {t("clinicSummary.ratingsAgreedCount", {
            agreed: agreement.agreed,
            pairs: agreement.pairs,
            percent: share(agreement.agreed, agreement.pairs),
          })}
        </p>
      ) : null}
      {childScaleStools > 0 ? (
        <p>
          <span className="font-black">
            {t("clinicSummary.childScale", { count: childScaleStools })}
          </span>
          {childStoolMapping(t)}
        </p>
      ) : null}
      {scale ? (
        <p>
          {scale.twoChoice > 0
            ? t("clinicSummary.scaleTwoAnswers", scale as never)
            : t("clinicSummary.scaleThreeFaces")}{" "}
          {t("clinicSummary.scaleProxy", { proxy: scale.proxy, total: scale.total })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Pain (Ouchy) against stooling, as Rome IV asks of abdominal pain: episodes per week, pain
 * logged in the same check as a stool, and per stool type the days with pain.
 */
function PainBlock({ pain, tr: { t } }: { pain: Summary["pain"]; tr: Translator }) {
  const lowerPain = feelingClassTerm(t, "ouchy");
  const rows = [
    ...STOOL_CLASSES.filter((k) => k !== "other" || pain.byStool.other.days > 0).map((k) => ({
      key: k,
      name: stoolClassName(t, k),
      ...pain.byStool[k],
    })),
    { key: "none", name: t("clinicSummary.noStoolRow"), ...pain.noStool },
  ];
  return (
    <Block title={t("clinicSummary.painTitle", { pain: capitalFirst(lowerPain) })}>
      <p className="font-semibold">
        <span className="font-black">
          {t("clinicSummary.painEpisodes", {
            count: pain.episodes,
            pain: lowerPain,
            perWeek: pain.episodesPerWeek,
          })}
        </span>{" "}
        {t("clinicSummary.painDays", {
          days: pain.painDays,
          withStool: pain.painChecksWithStool,
          checks: pain.painChecks,
          pain: lowerPain,
        })}
      </p>
      <p className="text-[10.5px] font-semibold">
        <span className="font-extrabold">
          {t("clinicSummary.painByStool", { pain: lowerPain })}
        </span>{" "}
        {rows.map((row, i) => (
          <Fragment key={row.key}>
            {i > 0 ? " · " : ""}
            <span className="whitespace-nowrap">
              {t("clinicSummary.painByStoolRow", {
                name: row.name,
                painDays: row.painDays,
                days: row.days,
              })}
            </span>
          </Fragment>
        ))}
      </p>
    </Block>
  );
}

function unitOf(t: Translate, summary: Summary): string {
  if (summary.bucketDays === 1) return t("clinicSummary.unitDay");
  return summary.bucketDays === 7 ? t("clinicSummary.unitWeek") : t("clinicSummary.unitFourWeeks");
}

/** The sheet itself, from the summary's facts, in the words of `tr` (exported for the vocabulary check). */
export function Sheet({
  summary,
  name,
  age,
  patterns,
  patternCount,
  today,
  cases = [],
  tr,
}: {
  summary: Summary;
  name: string;
  age: number | null;
  patterns: { confirmed: Pattern[]; investigating: Pattern[] };
  /** Every pattern of the period that is not dismissed, listed here or not. */
  patternCount: number;
  today: string;
  cases?: readonly CaseView[];
  /** The language the clinic reads the sheet in, chosen apart from the family's (ADR 071). */
  tr: Translator;
}) {
  const { t } = tr;
  const unit = unitOf(t, summary);
  const listed = [...patterns.confirmed, ...patterns.investigating].slice(0, PATTERNS_ON_PAGE);
  // Pending patterns past the parent page's 3 count too: the doctor learns the CSV has them.
  const hidden = patternCount - listed.length;
  const { stools, feelings, fluid, meals, sleep } = summary;
  return (
    <article
      aria-labelledby="clinic-summary-title"
      lang={tr.formatLocale}
      className="clinic-sheet mx-auto w-full max-w-[760px] space-y-2.5 bg-white p-5 text-[11.5px] leading-snug print:space-y-1 print:text-[10px] text-ink shadow-card sm:p-7"
    >
      <header className="flex flex-wrap items-end justify-between gap-2 border-b-2 border-ink pb-1.5">
        <div>
          <p className="text-[10px] font-extrabold tracking-wide text-ink-soft uppercase">
            {t("clinicSummary.brand")}
          </p>
          <h2 id="clinic-summary-title" tabIndex={-1} className="text-lg font-black">
            {t("clinicSummary.title", { name })}
          </h2>
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-2 text-[11px]">
          <dt className="font-extrabold text-ink-soft">{t("clinicSummary.age")}</dt>
          <dd className="font-bold">
            {age ? t("clinicSummary.ageYears", { age }) : t("clinicSummary.notProvided")}
          </dd>
          <dt className="font-extrabold text-ink-soft">{t("clinicSummary.period")}</dt>
          <dd className="font-bold">
            {t("clinicSummary.periodValue", {
              start: summary.startDate,
              end: summary.endDate,
              days: summary.totalDays,
            })}
          </dd>
          <dt className="font-extrabold text-ink-soft">{t("clinicSummary.daysWithEntries")}</dt>
          <dd className="font-bold">
            {t("clinicSummary.daysOf", {
              count: summary.daysWithEntries,
              total: summary.totalDays,
            })}
          </dd>
          <dt className="font-extrabold text-ink-soft">{t("clinicSummary.printed")}</dt>
          <dd className="font-bold">{today}</dd>
        </dl>
      </header>

      <AlarmSignsBlock summary={summary} tr={tr} />

      <Block title={t("clinicSummary.stoolTitle", { unit })}>
        <StackedCountChart
          buckets={summary.buckets}
          keys={STOOL_CLASSES}
          countsOf={(b) => b.stools}
          colours={STOOL_COLOURS}
          height={52}
          label={t("clinicSummary.stoolChart", { unit, count: stools.total })}
          emptyLabel={t("clinicSummary.noStool")}
        />
        <Legend
          items={[
            ...STOOL_CLASSES.filter((k) => k !== "other" || stools.byClass.other > 0).map((k) => ({
              colour: STOOL_COLOURS[k],
              text: t("clinicSummary.stoolLegend", {
                name: stoolClassName(t, k),
                count: stools.byClass[k],
                percent: share(stools.byClass[k], stools.total),
              }),
            })),
            {
              colour: "transparent",
              text: t("clinicSummary.noStoolLegend", {
                count: summary.totalDays - summary.daysWithStool,
                total: summary.totalDays,
              }),
            },
          ]}
        />
        <RatingsNote summary={summary} tr={tr} />
      </Block>

      <div className="grid gap-4 sm:grid-cols-2 print:grid-cols-2">
        <Block title={t("clinicSummary.feelingsTitle", { unit })}>
          <StackedCountChart
            buckets={summary.buckets}
            keys={REPORT_FEELINGS}
            countsOf={(b) => b.feelings}
            colours={FEELING_COLOURS}
            height={42}
            width={330}
            label={t("clinicSummary.feelingsChart", { unit, count: feelings.total })}
            emptyLabel={t("clinicSummary.noCheck")}
          />
          <Legend
            items={REPORT_FEELINGS.filter((k) => k !== "other" || feelings.byFeeling.other > 0).map(
              (k) => ({
                colour: FEELING_COLOURS[k],
                text: t("clinicSummary.feelingLegend", {
                  name: capitalFirst(feelingClassTerm(t, k)),
                  count: feelings.byFeeling[k],
                }),
              }),
            )}
          />
        </Block>
        <Block title={t("clinicSummary.fluidTitle", { goal: fluid.goalCups })}>
          <ValueChart
            buckets={summary.buckets}
            valueOfBucket={(b) => b.cupsPerDay}
            goal={fluid.goalCups}
            height={42}
            width={330}
            colour="#0ea5e9"
            label={t("clinicSummary.fluidChart", { goal: fluid.goalCups })}
          />
          <p className="text-[10.5px] font-semibold">
            {t("clinicSummary.fluidLine", {
              average: fluid.averageCups,
              days: fluid.daysWithDrinks,
              atGoal: fluid.daysAtGoal,
            })}
          </p>
        </Block>
      </div>

      <PainBlock pain={summary.pain} tr={tr} />
      <PainFrequencyLine summary={summary} tr={tr} />

      <SchoolBlock summary={summary} tr={tr} />
      <FoodsBlock summary={summary} tr={tr} />

      <div className="grid gap-4 sm:grid-cols-2 print:grid-cols-2">
        <Block title={t("clinicSummary.mealsTitle", { unit })}>
          <ValueChart
            buckets={summary.buckets}
            valueOfBucket={(b) => b.mealsPerDay}
            height={40}
            width={330}
            colour="#8d73f3"
            label={t("clinicSummary.mealsChart", { count: meals.total })}
          />
          <p className="text-[10.5px] font-semibold">
            {t("clinicSummary.mealsLine", { count: meals.total, average: meals.averagePerDay })}
          </p>
        </Block>
        <Block title={t("clinicSummary.sleepTitle")}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5">
            <dt className="font-extrabold text-ink-soft">{t("clinicSummary.nightsLogged")}</dt>
            <dd className="font-bold">
              {t("clinicSummary.daysOf", { count: sleep.nights, total: summary.totalDays })}
            </dd>
            <dt className="font-extrabold text-ink-soft">{t("clinicSummary.averageSleep")}</dt>
            <dd className="font-bold">
              {sleep.averageHours === null
                ? t("clinicSummary.noWakingTimes")
                : t("clinicSummary.sleepHours", { hours: sleep.averageHours })}
            </dd>
            {sleep.nightsWithoutWaking > 0 ? (
              <>
                <dt className="font-extrabold text-ink-soft">{t("clinicSummary.withoutWaking")}</dt>
                <dd className="font-bold">
                  {t("clinicSummary.nightsWithoutWaking", { count: sleep.nightsWithoutWaking })}
                </dd>
              </>
            ) : null}
            {MORNING_MOODS.map((mood) => (
              <div key={mood.value} className="contents">
                <dt className="font-extrabold text-ink-soft">
                  {t("clinicSummary.moodRow", moodWords(t, mood.value))}
                </dt>
                <dd className="font-bold">
                  {t("clinicSummary.mornings", { count: sleep.moods[mood.value] })}
                </dd>
              </div>
            ))}
          </dl>
        </Block>
      </div>

      <Block title={t("clinicSummary.patternsTitle")}>
        {listed.length === 0 ? (
          <p className="font-semibold">{t("clinicSummary.noPatterns")}</p>
        ) : (
          <ul className="space-y-0.5">
            {listed.map((p) => (
              <li key={`${p.foodItem}-${p.feelingCorrelation}`} className="wrap-anywhere">
                <span className="font-black">
                  {t(
                    p.status === "confirmed"
                      ? "clinicSummary.patternConfirmed"
                      : "clinicSummary.patternInvestigating",
                    {
                      food: patternFoodOf(t, p),
                      feeling: correlationTerm(t, p.feelingCorrelation),
                    },
                  )}
                </span>{" "}
                {t("clinicSummary.patternFigures", {
                  confidence: p.confidence,
                  occurrences: p.occurrences,
                })}{" "}
                <span className="font-semibold">{patternExplanationWords(t, p)}</span>
              </li>
            ))}
            {hidden > 0 ? (
              <li className="font-semibold">
                {t("clinicSummary.morePatterns", { count: hidden })}
              </li>
            ) : null}
          </ul>
        )}
      </Block>

      <CaseVerdictsBlock cases={cases} tr={tr} />

      <footer className="border-t border-ink/30 pt-1.5 text-[10px] leading-snug font-semibold text-ink-soft print:text-[9px] print:leading-tight">
        <p>
          <strong className="text-ink">{t("clinicSummary.howCollectedTitle")}</strong>{" "}
          {t("clinicSummary.howCollected")}{" "}
          <strong className="text-ink">{t("clinicSummary.cannotTellTitle")}</strong>{" "}
          {t("clinicSummary.cannotTell")}
        </p>
      </footer>
    </article>
  );
}

/** The clinic's language, asked for beside Print; the family's own language to begin with. */
function useSummaryLanguage(): [Locale, (locale: Locale) => void, Translator | null] {
  const { locale: screens } = useLocale();
  const [locale, setLocale] = useState<Locale>(screens);
  const [tr, setTr] = useState<Translator | null>(null);
  useEffect(() => {
    let live = true;
    loadTranslator(locale).then(
      (loaded) => live && setTr(loaded),
      () => live && setTr(null),
    );
    return () => {
      live = false;
    };
  }, [locale]);
  return [locale, setLocale, tr?.locale === locale ? tr : null];
}

/**
 * The one-page clinic summary over the chosen dates (the last 4 weeks when none): a sheet over
 * the page on screen, and the only thing printed ("Save as PDF" gives a one-page file). Its
 * language is the clinic's, chosen here apart from the family's screens (ADR 071).
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
  const [language, setLanguage, tr] = useSummaryLanguage();

  useEffect(() => {
    const previous = document.title;
    // Browsers name the saved PDF after the page title.
    if (tr) {
      document.title = tr.t("clinicSummary.documentTitle", {
        name: child.name,
        start: period.startDate,
        end: period.endDate,
      });
    }
    return () => {
      document.title = previous;
    };
  }, [tr, child.name, period.startDate, period.endDate]);

  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);

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
      aria-label={t("clinicSummary.dialogLabel")}
      className="clinic-summary-overlay fixed inset-0 z-50 overflow-y-auto bg-ink/70 px-2 py-3 sm:px-4 sm:py-6"
    >
      <div className="mx-auto mb-3 flex max-w-[760px] flex-wrap items-center justify-between gap-2 print:hidden">
        <Button ref={closeRef} variant="on-dark" size="sm" onClick={onClose}>
          <X aria-hidden="true" className="size-5" />
          {t("clinicSummary.close")}
        </Button>
        <label className="flex items-center gap-2 text-sm font-extrabold text-white">
          {t("clinicSummary.languageLabel")}
          <select
            value={language}
            onChange={(event) => setLanguage(event.target.value as Locale)}
            className="min-h-11 rounded-xl border-2 border-white bg-white px-2 font-bold text-ink"
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LANGUAGE_NAMES[locale]}
              </option>
            ))}
          </select>
        </label>
        <Button variant="sunny" size="sm" disabled={!summary || !tr} onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-5" />
          {t("clinicSummary.print")}
        </Button>
      </div>
      {summary && tr ? (
        <Sheet
          summary={summary}
          name={child.name}
          age={child.age}
          patterns={parentPatternSummary(data?.patterns ?? [])}
          patternCount={(data?.patterns ?? []).filter((p) => p.status !== "dismissed").length}
          today={today}
          cases={cases}
          tr={tr}
        />
      ) : (
        <p className="mx-auto max-w-[760px] rounded-2xl bg-white p-5 font-bold">
          {isError
            ? t("clinicSummary.loadFailed")
            : isPending || !tr
              ? t("clinicSummary.loading")
              : null}
        </p>
      )}
    </div>,
    document.body,
  );
}
