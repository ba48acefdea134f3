import { Fragment, type ReactNode } from "react";
import { EVENT_ALARM_SIGNS } from "../../../../domain/alarm-signs";
import { PAIN_WINDOW_DAYS } from "../../../../domain/reports/clinic-extras";
import type { ClinicSummary as Summary } from "../../../../domain/reports/clinic-summary";
import type { Translator } from "../../../../i18n/translate";
import { drinkTypeWord } from "../../../../i18n/words/diary-labels";
import { caseFoodWords } from "../../../../i18n/words/food-names";
import { capitalFirst, signLabel } from "../../../../i18n/words/vocabulary";

/** The summary's facts and the words of the language the clinic reads them in (ADR 071). */
type Props = { summary: Summary; tr: Translator };

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="break-inside-avoid">
      <h3 className="text-[11px] font-black tracking-wide text-ink uppercase">{title}</h3>
      <div className="mt-0.5 text-[10.5px] font-semibold">{children}</div>
    </section>
  );
}

/** What was logged with the checks that is not an alarm sign: night waking, counted. */
function AlsoLogged({ summary, tr: { t } }: Props) {
  if (summary.alsoLogged.length === 0) return null;
  return (
    <p className="text-[10.5px] font-semibold">
      {summary.alsoLogged.map((sign) => (
        <Fragment key={sign.sign}>
          <span className="font-black">{capitalFirst(signLabel(t, sign.sign))}:</span>{" "}
          {t("clinicSummary.alsoLogged", { count: sign.dates.length })}{" "}
        </Fragment>
      ))}
    </p>
  );
}

/**
 * The head of the sheet (ADR 062): the Rome IV alarm signs logged in the period with their days,
 * and those a grown-up keeps in the child's history with since when; night waking as logged.
 */
export function AlarmSignsBlock({ summary, tr }: Props) {
  const { t } = tr;
  const { alarmSigns, profileSigns } = summary;
  // None logged: one line naming what was asked, so a busy sheet still prints on one page.
  if (alarmSigns.length === 0 && profileSigns.length === 0) {
    return (
      <div>
        <p className="font-semibold">
          <span className="font-black">{t("clinicSummary.alarmNoneLead")}</span>
          {t("clinicSummary.alarmNone", {
            signs: EVENT_ALARM_SIGNS.map((s) => signLabel(t, s.value)).join(", "),
          })}
        </p>
        <AlsoLogged summary={summary} tr={tr} />
      </div>
    );
  }
  return (
    <section
      aria-labelledby="summary-alarm-signs"
      className="break-inside-avoid rounded-md border-2 border-ink px-2 py-1.5"
    >
      <h3 id="summary-alarm-signs" className="text-[11px] font-black tracking-wide uppercase">
        {t("clinicSummary.alarmTitle")}
      </h3>
      <p className="font-bold">{t("clinicSummary.alarmAdvice")}</p>
      <ul className="list-disc pl-4 font-bold">
        {alarmSigns.map((sign) => (
          <li key={sign.sign}>
            {t("clinicSummary.alarmLine", {
              sign: signLabel(t, sign.sign),
              dates: sign.dates.join(", "),
            })}
          </li>
        ))}
        {profileSigns.length > 0 ? (
          <li>
            {t("clinicSummary.alarmHistory", {
              signs: profileSigns
                .map((s) =>
                  t("clinicSummary.profileSignLine", {
                    sign: signLabel(t, s.sign),
                    since: s.since,
                  }),
                )
                .join("; "),
            })}
          </li>
        ) : null}
      </ul>
      <AlsoLogged summary={summary} tr={tr} />
    </section>
  );
}

/** "Tummy pain on N days in the last 8 weeks" beside Rome IV's frequency, as information. */
export function PainFrequencyLine({ summary, tr: { t } }: Props) {
  const pain = summary.painFrequency;
  return (
    <p className="text-[10.5px] font-semibold">
      <span className="font-black">{t("clinicSummary.painFrequency", { days: pain.days })}</span>{" "}
      {t("clinicSummary.painFrequencyDetail", {
        first: pain.firstFourWeeks,
        last: pain.lastFourWeeks,
        checked: pain.daysWithChecks,
        window: PAIN_WINDOW_DAYS,
      })}{" "}
      {t("clinicSummary.romeNote")}
    </p>
  );
}

/** School days missed and left early because of the tummy, per month (ADR 067). */
export function SchoolBlock({ summary, tr: { t } }: Props) {
  const months = summary.school;
  const sum = (k: "answered" | "missed" | "leftEarly") => months.reduce((n, m) => n + m[k], 0);
  const notable = months.filter((m) => m.missed + m.leftEarly > 0);
  return (
    <p className="text-[10.5px] font-semibold">
      <span className="font-black">{t("clinicSummary.schoolLead")}</span>
      {months.length === 0 ? (
        t("clinicSummary.schoolNone")
      ) : (
        <>
          {t("clinicSummary.schoolTotals", {
            missed: sum("missed"),
            leftEarly: sum("leftEarly"),
            answered: sum("answered"),
          })}
          {notable.length > 0 ? t("clinicSummary.schoolByMonth") : ""}
          {notable.map((m, i) => (
            <Fragment key={m.month}>
              {i > 0 ? " · " : ""}
              <span className="whitespace-nowrap">
                {m.month} {m.missed}/{m.leftEarly}
              </span>
            </Fragment>
          ))}
        </>
      )}
    </p>
  );
}

/** The foods and drinks logged most often, and each clue's and case's days (ADR 067). */
export function FoodsBlock({ summary, tr: { t } }: Props) {
  const { foods, suspects } = summary;
  return (
    <Block title={t("clinicSummary.foodsTitle")}>
      {foods.foods.length === 0 ? (
        <p>{t("clinicSummary.foodsNone")}</p>
      ) : (
        <p className="wrap-anywhere">
          {foods.foods.map((f, i) => (
            <Fragment key={f.name}>
              {i > 0 ? " · " : ""}
              <span className="whitespace-nowrap">
                {f.drinkType ? drinkTypeWord(t, f.drinkType) : f.name} {f.days}
              </span>
            </Fragment>
          ))}
          {foods.distinct > foods.foods.length
            ? t("clinicSummary.foodsDistinct", { count: foods.distinct })
            : ""}
        </p>
      )}
      {suspects.length > 0 ? (
        <p className="wrap-anywhere">
          <span className="font-extrabold">{t("clinicSummary.suspectsLead")}</span>
          {suspects.map((s, i) => (
            <Fragment key={`${s.kind}-${s.food}`}>
              {i > 0 ? " · " : ""}
              {t("clinicSummary.suspectRow", {
                food: caseFoodWords(t, s.food),
                kind: t("clinicSummary.suspectKind", { kind: s.kind }),
                days: s.days,
                total: summary.totalDays,
              })}
            </Fragment>
          ))}
        </p>
      ) : null}
    </Block>
  );
}
