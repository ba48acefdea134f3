import { CheckCircle2, Hourglass, Lock, Unlock } from "lucide-react";

const stats = [
  { emoji: "⭐", value: "240", label: "Points" },
  { emoji: "🔥", value: "5", label: "Day streak" },
  { emoji: "🍽️", value: "2", label: "Meals logged today" },
];

const missionSteps = [
  { meal: "Breakfast", food: "Porridge & berries", logged: true },
  { meal: "Lunch", food: "Chicken wrap", logged: true },
  { meal: "Dinner", food: "Waiting for clues…", logged: false },
];

/** A static sample of the home dashboard: stats and a daily mission in both states. */
export function SampleDashboard() {
  return (
    <figure
      aria-label="Sample dashboard"
      className="relative mx-auto w-full max-w-md rounded-[2rem] sm:rotate-1 border-[3px] border-ink bg-paper p-4 shadow-card sm:p-5"
    >
      <span className="absolute -top-4 left-6 -rotate-3 rounded-full border-[3px] border-ink bg-sunny-400 px-3 py-1 text-xs font-black tracking-wider uppercase">
        Sample case file
      </span>
      <div className="flex items-center gap-3 pt-2">
        <span
          aria-hidden="true"
          className="grid size-14 place-items-center rounded-2xl bg-brand-100 font-emoji text-3xl"
        >
          🕵️‍♀️
        </span>
        <div>
          <p className="text-lg font-black">Detective Maya</p>
          <p className="text-sm font-bold text-brand-700">Level 3 · Clue Collector</p>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-2">
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col items-center rounded-2xl bg-brand-50 p-2.5 text-center"
          >
            <dt className="text-xs leading-tight font-bold text-ink-soft">{stat.label}</dt>
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
          <p className="font-black">🎯 Today's Mission: log 3 meals</p>
        </div>
        <div
          className="mt-2 h-3 overflow-hidden rounded-full bg-brand-100"
          role="img"
          aria-label="2 out of 3 meals"
        >
          <div className="h-full w-2/3 rounded-full bg-brand-500" />
        </div>
        <p className="mt-1 text-sm font-bold text-ink-soft">2 out of 3 meals</p>
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
                <span className="block font-extrabold">{step.meal}</span>
                <span className="block truncate text-sm font-semibold text-ink-soft">
                  {step.food}
                </span>
              </span>
              <span
                className={`rounded-full px-2.5 py-1 text-xs font-black ${step.logged ? "bg-emerald-700 text-white" : "bg-sunny-200 text-sunny-800"}`}
              >
                {step.logged ? "Logged" : "Pending"}
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
            Fact unlocked!
          </p>
          <p className="flex items-center gap-2 rounded-2xl bg-brand-50 p-2.5 text-ink-soft">
            <Lock aria-hidden="true" className="size-5 shrink-0" strokeWidth={2.5} />
            Joke after dinner
          </p>
        </div>
      </div>
    </figure>
  );
}
