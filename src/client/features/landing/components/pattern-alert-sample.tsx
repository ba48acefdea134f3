import { ArrowDown, BellRing, Clock } from "lucide-react";
import { t } from "../../../lib/i18n";

/** A static pattern alert: a food followed 2-3 hours later by an uncomfortable tummy. */
export function PatternAlertSample() {
  return (
    <article
      aria-labelledby="pattern-sample-heading"
      className="flex flex-col rounded-[2rem] border-[3px] border-ink bg-paper p-5 shadow-card sm:p-6"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-12 place-items-center rounded-2xl bg-orange-100"
        >
          <BellRing
            className="size-6 text-orange-800 motion-safe:animate-wiggle"
            strokeWidth={2.5}
          />
        </span>
        <div>
          <h3 id="pattern-sample-heading" className="text-xl font-black">
            {t("landing.alertTitle")}
          </h3>
          <p className="text-sm font-bold text-ink-soft">{t("landing.alertText")}</p>
        </div>
      </div>
      <div className="mt-5 rounded-3xl border-[3px] border-dashed border-orange-400 bg-orange-50 p-4">
        <div className="flex items-center gap-3 rounded-2xl bg-white p-3">
          <span aria-hidden="true" className="font-emoji text-3xl">
            🥛
          </span>
          <div>
            <p className="font-black">{t("landing.milkBreakfast")}</p>
            <p className="text-sm font-bold text-ink-soft">{t("landing.milkTime")}</p>
          </div>
        </div>
        <p className="my-2 flex items-center justify-center gap-2 text-sm font-black text-orange-900">
          <ArrowDown aria-hidden="true" className="size-4" strokeWidth={3} />
          <Clock aria-hidden="true" className="size-4" strokeWidth={3} />
          {t("landing.hoursLater")}
        </p>
        <div className="flex items-center gap-3 rounded-2xl bg-white p-3">
          <span aria-hidden="true" className="font-emoji text-3xl">
            😣
          </span>
          <div>
            <p className="font-black">{t("landing.uncomfortable")}</p>
            <p className="text-sm font-bold text-ink-soft">{t("landing.tummyCheck")}</p>
          </div>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-orange-700 px-3 py-1.5 text-sm font-black text-white">
          {t("landing.timesWeek")}
        </span>
        <span className="rounded-full border-2 border-ink/20 bg-white px-3 py-1.5 text-sm font-black">
          {t("landing.investigating")}
        </span>
      </div>
      <p className="mt-4 text-sm font-semibold text-ink-soft">{t("landing.confirmClue")}</p>
    </article>
  );
}
