import { CheckCircle2, Hourglass, Lock, Unlock } from "lucide-react";
import { t } from "../../../lib/i18n";

const stats = [
  { emoji: "⭐", value: "240", label: "landing.points" },
  { emoji: "🔥", value: "5", label: "landing.dayStreak" },
  { emoji: "🍽️", value: "2", label: "landing.mealsToday" },
] as const;

const missionSteps = [
  { meal: "landing.breakfast", food: "landing.breakfastFood", logged: true },
  { meal: "landing.lunch", food: "landing.lunchFood", logged: true },
  { meal: "landing.dinner", food: "landing.waitingClues", logged: false },
] as const;

/** A static sample of the home dashboard: stats and a daily mission in both states. */
export function SampleDashboard() {
  return (
    <figure
      aria-label={t("landing.sample")}
      className="relative mx-auto w-full max-w-md rounded-[2rem] sm:rotate-1 border-[3px] border-ink bg-paper p-4 shadow-card sm:p-5"
    >
      <span className="absolute -top-4 left-6 -rotate-3 rounded-full border-[3px] border-ink bg-sunny-400 px-3 py-1 text-xs font-black tracking-wider uppercase">
        {t("landing.sampleCaseFile")}
      </span>
      <div className="flex items-center gap-3 pt-2">
        <span
          aria-hidden="true"
          className="grid size-14 place-items-center rounded-2xl bg-brand-100 font-emoji text-3xl"
        >
          🕵️‍♀️
        </span>
        <div>
          <p className="text-lg font-black">{t("landing.sampleName")}</p>
          <p className="text-sm font-bold text-brand-700">{t("landing.sampleLevel")}</p>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-2">
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col items-center rounded-2xl bg-brand-50 p-2.5 text-center"
          >
            <dt className="text-xs leading-tight font-bold text-ink-soft">{t(stat.label)}</dt>
            <dd className="order-first flex flex-col items-center text-2xl leading-tight font-black">
              <span aria-hidden="true" className="font-emoji text-xl">
                {stat.emoji}
              </span>
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 rounded-3xl border-[3px] border-ink/15 bg-white p-4">
        <div className="flex items-center justify-between gap-2">
          <p className="font-black">{t("landing.mission")}</p>
        </div>
        <div
          className="mt-2 h-3 overflow-hidden rounded-full bg-brand-100"
          role="img"
          aria-label={t("landing.mealsOutOf")}
        >
          <div className="h-full w-2/3 rounded-full bg-brand-500" />
        </div>
        <p className="mt-1 text-sm font-bold text-ink-soft">{t("landing.mealsOutOf")}</p>
        <ul className="mt-3 space-y-2">
          {missionSteps.map((step) => (
            <li
              key={step.meal}
              className={`flex items-center gap-3 rounded-2xl p-2.5 ${step.logged ? "bg-emerald-50" : "border-2 border-dashed border-ink/25"}`}
            >
              {step.logged ? (
                <CheckCircle2
                  aria-hidden="true"
                  className="size-6 shrink-0 text-emerald-700"
                  strokeWidth={2.5}
                />
              ) : (
                <Hourglass
                  aria-hidden="true"
                  className="size-6 shrink-0 text-sunny-700"
                  strokeWidth={2.5}
                />
              )}
              <span className="min-w-0 flex-1">
                <span className="block font-extrabold">{t(step.meal)}</span>
                <span className="block truncate text-sm font-semibold text-ink-soft">
                  {t(step.food)}
                </span>
              </span>
              <span
                className={`rounded-full px-2.5 py-1 text-xs font-black ${step.logged ? "bg-emerald-700 text-white" : "bg-sunny-200 text-sunny-800"}`}
              >
                {step.logged ? t("landing.logged") : t("landing.pending")}
              </span>
            </li>
          ))}
        </ul>
        <div className="mt-3 grid gap-2 text-sm font-bold sm:grid-cols-2">
          <p className="flex items-center gap-2 rounded-2xl bg-sunny-100 p-2.5">
            <Unlock
              aria-hidden="true"
              className="size-5 shrink-0 text-sunny-800"
              strokeWidth={2.5}
            />
            {t("landing.factUnlocked")}
          </p>
          <p className="flex items-center gap-2 rounded-2xl bg-brand-50 p-2.5 text-ink-soft">
            <Lock aria-hidden="true" className="size-5 shrink-0" strokeWidth={2.5} />
            {t("landing.jokeAfterDinner")}
          </p>
        </div>
      </div>
    </figure>
  );
}
