import { useState } from "react";
import { Link } from "wouter";
import type { CaseView } from "../../../../contracts/cases";
import { MAX_CASE_TOTAL_DAYS, MAX_EXTENSION_DAYS } from "../../../../domain/cases/types";
import { caseTitleWords, dayPhraseWords } from "../../../../i18n/words/cases";
import { ReadAloudButton } from "../../../components/read-aloud";
import { Button, buttonClasses } from "../../../components/ui/button";
import { ConfirmPanel } from "../../../components/ui/confirm-panel";
import { friendlyMessage } from "../../../lib/api-client";
import { t, useLocale } from "../../../lib/i18n";
import { notifyError, notifySaved } from "../../../lib/notify";
import { useAbandonCase } from "../api/abandon-case";
import { useExtendCase } from "../api/extend-case";
import { useMarkCaseDay } from "../api/mark-case-day";
import { useMarkIllDay } from "../api/mark-ill-day";
import { shortDate } from "../utils";
import { CasePlanView } from "./case-plan-view";
import { VerdictPanel } from "./verdict-panel";

/** The days so far, each to be marked kept or not kept by the grown-up. */
function MarkDays({ kase, today }: { kase: CaseView; today: string }) {
  const mark = useMarkCaseDay();
  const ill = useMarkIllDay();
  const { formatLocale } = useLocale();
  const date = (d: string) => shortDate(formatLocale, d);
  const days = kase.days.filter((d) => d.date <= today).reverse();
  if (days.length === 0)
    return (
      <p className="font-semibold">{t("caseScreens.dayOneIs", { date: date(kase.startDate) })}</p>
    );
  return (
    <ul className="space-y-2">
      {days.map((day) => (
        <li key={day.date} className="rounded-2xl border-2 border-ink bg-white p-3">
          <p className="font-black">
            {date(day.date)}: {dayPhraseWords(t, kase, day.kind)}
          </p>
          {day.checked === false ? (
            <p className="mt-1 font-bold text-ink-soft">{t("caseScreens.noCheckYet")}</p>
          ) : null}
          <fieldset className="mt-2 grid grid-cols-2 gap-2">
            <legend className="sr-only">
              {t("caseScreens.planOfDay", { date: date(day.date) })}
            </legend>
            {([true, false] as const).map((kept) => (
              <Button
                key={String(kept)}
                size="sm"
                variant={day.kept === kept ? "primary" : "outline"}
                aria-pressed={day.kept === kept}
                disabled={mark.isPending}
                onClick={() =>
                  mark.mutate(
                    { id: kase.id, date: day.date, kept },
                    {
                      onSuccess: (saved) => {
                        if (!saved) {
                          notifySaved(
                            t(kept ? "caseScreens.planKept" : "caseScreens.notKept"),
                            t("caseScreens.savedOnPhone"),
                          );
                        }
                      },
                      onError: (e) => notifyError(friendlyMessage(e, t("caseScreens.markFailed"))),
                    },
                  )
                }
              >
                {t(kept ? "caseScreens.planKept" : "caseScreens.notKept")}
              </Button>
            ))}
          </fieldset>
          <Button
            className="mt-2 w-full"
            size="sm"
            variant={day.ill ? "primary" : "outline"}
            aria-pressed={day.ill}
            disabled={ill.isPending}
            onClick={() =>
              ill.mutate(
                { id: kase.id, date: day.date, ill: !day.ill },
                {
                  onError: (e) => notifyError(friendlyMessage(e, t("caseScreens.markFailed"))),
                },
              )
            }
          >
            {t(day.ill ? "caseScreens.illLeftOut" : "caseScreens.illQuestion")}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The offer to add days to a case that ended with not enough evidence: 7 at a time, up to
 * MAX_CASE_TOTAL_DAYS in all.
 */
function ExtendOffer({ kase }: { kase: CaseView }) {
  const extend = useExtendCase();
  const days = Math.min(MAX_EXTENSION_DAYS, MAX_CASE_TOTAL_DAYS - kase.days.length);
  return (
    <section
      aria-labelledby="extend-heading"
      className="rounded-3xl border-[3px] border-ink bg-sunny-100 p-5 shadow-card"
    >
      <h2 id="extend-heading" className="text-xl font-black">
        {t("caseScreens.extendHeading", { days })}
      </h2>
      <p className="mt-1 font-semibold">
        {t("caseScreens.extendText", { days, max: MAX_CASE_TOTAL_DAYS })}
      </p>
      <Button
        className="mt-3"
        size="md"
        disabled={extend.isPending}
        onClick={() =>
          extend.mutate(
            { id: kase.id, days },
            {
              onError: (e) => notifyError(friendlyMessage(e, t("caseScreens.extendFailed"))),
            },
          )
        }
      >
        {t("caseScreens.extendButton", { days })}
      </Button>
    </section>
  );
}

/** A case for grown-ups: its plan and days while open, its verdict once closed. */
export function CaseFile({ kase, today }: { kase: CaseView; today: string }) {
  const abandon = useAbandonCase();
  const [closing, setClosing] = useState(false);
  const { formatLocale } = useLocale();
  const title = caseTitleWords(t, kase);
  const lastDay = t("caseScreens.verdictComes", { date: shortDate(formatLocale, kase.endDate) });
  return (
    <div className="space-y-6">
      <header>
        <h1 className="flex items-center gap-3 text-3xl font-black wrap-anywhere">
          <span aria-hidden="true" className="font-emoji">
            🗂️
          </span>
          {t("caseScreens.caseTitle", { title })}
        </h1>
        <p className="mt-1 font-semibold text-ink-soft">
          {t("caseScreens.caseDates", {
            start: shortDate(formatLocale, kase.startDate),
            end: shortDate(formatLocale, kase.endDate),
            days: kase.days.length,
          })}
        </p>
      </header>
      {kase.verdict ? <VerdictPanel kase={kase} verdict={kase.verdict} /> : null}
      {kase.canExtend ? <ExtendOffer kase={kase} /> : null}
      {kase.status === "abandoned" ? (
        <p className="rounded-2xl bg-ink/5 p-4 font-bold">{t("caseScreens.abandonedNote")}</p>
      ) : null}
      {kase.status === "open" ? (
        <>
          <div className="flex items-start gap-2 rounded-2xl border-[3px] border-ink bg-sunny-100 p-4 font-bold">
            <p className="flex-1">{lastDay}</p>
            <ReadAloudButton text={lastDay} onOpening />
          </div>
          <MarkDays kase={kase} today={today} />
        </>
      ) : null}
      <details
        className="rounded-3xl border-2 border-ink/15 bg-white/70 p-4"
        open={kase.status === "open"}
      >
        <summary className="cursor-pointer text-lg font-black">{t("caseScreens.thePlan")}</summary>
        <div className="mt-3">
          <CasePlanView kase={kase} />
        </div>
      </details>
      <div className="flex flex-wrap gap-3">
        <Link href="/app/parent" className={buttonClasses({ variant: "outline", size: "md" })}>
          {t("caseScreens.parentPage")}
        </Link>
        {kase.status === "open" && !closing ? (
          <Button variant="danger" size="md" onClick={() => setClosing(true)}>
            {t("caseScreens.closeWithoutVerdict")}
          </Button>
        ) : null}
      </div>
      {kase.status === "open" && (closing || abandon.isPending) ? (
        <ConfirmPanel
          question={t("caseScreens.closeQuestion")}
          confirmLabel={t("caseScreens.closeYes")}
          keepLabel={t("caseScreens.keepOpen")}
          onKeep={() => setClosing(false)}
          busy={abandon.isPending}
          onConfirm={() =>
            abandon.mutate(kase.id, {
              onSuccess: () => setClosing(false),
              onError: (e) => notifyError(friendlyMessage(e, t("caseScreens.closeFailed"))),
            })
          }
        />
      ) : null}
    </div>
  );
}
