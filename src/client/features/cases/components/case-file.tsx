import { useState } from "react";
import { Link } from "wouter";
import type { CaseView } from "../../../../contracts/cases";
import { MAX_CASE_TOTAL_DAYS, MAX_EXTENSION_DAYS } from "../../../../domain/cases/types";
import { dayPhraseWords } from "../../../../i18n/words/cases";
import { ReadAloudButton } from "../../../components/read-aloud";
import { Button, buttonClasses } from "../../../components/ui/button";
import { ConfirmPanel } from "../../../components/ui/confirm-panel";
import { friendlyMessage } from "../../../lib/api-client";
import { t } from "../../../lib/i18n";
import { notifyError, notifySaved } from "../../../lib/notify";
import { SAVED_ON_PHONE } from "../../../lib/outbox";
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
  const days = kase.days.filter((d) => d.date <= today).reverse();
  if (days.length === 0)
    return <p className="font-semibold">Day 1 is {shortDate(kase.startDate)}.</p>;
  return (
    <ul className="space-y-2">
      {days.map((day) => (
        <li key={day.date} className="rounded-2xl border-2 border-ink bg-white p-3">
          <p className="font-black">
            {shortDate(day.date)}: {dayPhraseWords(t, kase, day.kind)}
          </p>
          {day.checked === false ? (
            <p className="mt-1 font-bold text-ink-soft">
              No tummy check after the time that matters yet: a check in the evening or the next
              morning lets this day count.
            </p>
          ) : null}
          <fieldset className="mt-2 grid grid-cols-2 gap-2">
            <legend className="sr-only">Plan of {shortDate(day.date)}</legend>
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
                        if (!saved) notifySaved(kept ? "Plan kept" : "Not kept", SAVED_ON_PHONE);
                      },
                      onError: (e) =>
                        notifyError(friendlyMessage(e, "Failed to mark the day. Try again!")),
                    },
                  )
                }
              >
                {kept ? "Plan kept" : "Not kept"}
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
                  onError: (e) =>
                    notifyError(friendlyMessage(e, "Failed to mark the day. Try again!")),
                },
              )
            }
          >
            {day.ill ? "Ill this day (left out)" : "Ill this day? (fever, a bug going round)"}
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
        Add {days} more days?
      </h2>
      <p className="mt-1 font-semibold">
        These days could not settle it. With your doctor or dietitian, you can go on for {days} more
        days, planned the same way from the day you say yes (up to {MAX_CASE_TOTAL_DAYS} days in
        all), and get one verdict from all of them.
      </p>
      <Button
        className="mt-3"
        size="md"
        disabled={extend.isPending}
        onClick={() =>
          extend.mutate(
            { id: kase.id, days },
            {
              onError: (e) =>
                notifyError(friendlyMessage(e, "Failed to extend the case. Try again!")),
            },
          )
        }
      >
        Extend the case by {days} days
      </Button>
    </section>
  );
}

/** A case for grown-ups: its plan and days while open, its verdict once closed. */
export function CaseFile({ kase, today }: { kase: CaseView; today: string }) {
  const abandon = useAbandonCase();
  const [closing, setClosing] = useState(false);
  const title = kase.partner ? `${kase.suspect} or ${kase.partner}` : kase.suspect;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="flex items-center gap-3 text-3xl font-black wrap-anywhere">
          <span aria-hidden="true" className="font-emoji">
            🗂️
          </span>
          Case: {title}
        </h1>
        <p className="mt-1 font-semibold text-ink-soft">
          {shortDate(kase.startDate)} to {shortDate(kase.endDate)}, {kase.days.length} days.
        </p>
      </header>
      {kase.verdict ? <VerdictPanel kase={kase} verdict={kase.verdict} /> : null}
      {kase.canExtend ? <ExtendOffer kase={kase} /> : null}
      {kase.status === "abandoned" ? (
        <p className="rounded-2xl bg-ink/5 p-4 font-bold">
          This case was closed without a verdict.
        </p>
      ) : null}
      {kase.status === "open" ? (
        <>
          <div className="flex items-start gap-2 rounded-2xl border-[3px] border-ink bg-sunny-100 p-4 font-bold">
            <p className="flex-1">
              The verdict comes after the last day, {shortDate(kase.endDate)}. Log meals and tummy
              checks as usual, and mark each day.
            </p>
            <ReadAloudButton
              text={`The verdict comes after the last day, ${shortDate(kase.endDate)}. Log meals and tummy checks as usual, and mark each day.`}
              onOpening
            />
          </div>
          <MarkDays kase={kase} today={today} />
        </>
      ) : null}
      <details
        className="rounded-3xl border-2 border-ink/15 bg-white/70 p-4"
        open={kase.status === "open"}
      >
        <summary className="cursor-pointer text-lg font-black">The plan</summary>
        <div className="mt-3">
          <CasePlanView kase={kase} />
        </div>
      </details>
      <div className="flex flex-wrap gap-3">
        <Link href="/app/parent" className={buttonClasses({ variant: "outline", size: "md" })}>
          Parent page
        </Link>
        {kase.status === "open" && !closing ? (
          <Button variant="danger" size="md" onClick={() => setClosing(true)}>
            Close without a verdict
          </Button>
        ) : null}
      </div>
      {kase.status === "open" && (closing || abandon.isPending) ? (
        <ConfirmPanel
          question="Close this case without a verdict?"
          confirmLabel="Yes, close it"
          keepLabel="Keep it open"
          onKeep={() => setClosing(false)}
          busy={abandon.isPending}
          onConfirm={() =>
            abandon.mutate(kase.id, {
              onSuccess: () => setClosing(false),
              onError: (e) =>
                notifyError(friendlyMessage(e, "Failed to close the case. Try again!")),
            })
          }
        />
      ) : null}
    </div>
  );
}
