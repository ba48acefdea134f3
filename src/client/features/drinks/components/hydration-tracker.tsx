import { GlassWater } from "lucide-react";
import { lazy, useState } from "react";
import { cupsForAge, hydratingCups, waterGoalCups } from "../../../../domain/hydration";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { MountWhenOpened } from "../../../components/ui/mount-when-opened";
import { t, useLocale } from "../../../lib/i18n";
import { useOutbox } from "../../../lib/outbox";
import { todaysDrinksWithQueued } from "../../../lib/outbox-view";
import { localDateOf, todayLocalDate } from "../../../lib/time";
import { useTodaysDrinks } from "../api/get-todays-drinks";
import { RecentDrinks } from "./recent-drinks";

// The dialog and its form load when first opened (ADR 043).
const DrinkDialog = lazy(() => import("./drink-dialog").then((m) => ({ default: m.DrinkDialog })));

/** Whole cups as "3", parts as "1.5" ("1,5" in Spanish): at most one decimal. */
export function formatCups(cups: number, locale?: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(cups);
}

function Glass({ fill }: { fill: number }) {
  return (
    <span className="relative h-14 min-w-0 flex-1 overflow-hidden rounded-t-md rounded-b-2xl border-[3px] border-ink bg-white sm:h-16">
      <span
        className="absolute inset-x-0 bottom-0 bg-sky-400 transition-[height] duration-500"
        style={{ height: `${Math.round(fill * 100)}%` }}
      >
        <span className="absolute inset-x-0 top-0 h-1.5 bg-sky-300" />
      </span>
    </span>
  );
}

/** Today's hydrating cups against the age goal, a row of glasses, and the Log a Drink dialog. */
export function HydrationTracker({ userId, age }: { userId: string; age: number | null }) {
  const [open, setOpen] = useState(false);
  const { formatLocale } = useLocale();
  // Drinks still on this phone fill the cups at once (ADR 049).
  const drinks = todaysDrinksWithQueued(
    useTodaysDrinks(userId).data ?? [],
    useOutbox(userId),
    (timestamp) => localDateOf(timestamp) === todayLocalDate(),
  );
  const goal = waterGoalCups(age);
  const cups = hydratingCups(drinks);
  // A young child reads halves ("1 of 5 cups", not "0.9"); the glasses fill exactly.
  const shown = cupsForAge(cups, age);
  const reached = shown >= goal;
  const summary = t("drinks.cupsOfGoal", {
    shown: formatCups(shown, formatLocale),
    goal: formatCups(goal, formatLocale),
  });

  return (
    <Card tone="bg-sky-50">
      <div className="flex items-start justify-between gap-3">
        <h2 className="flex items-center gap-2 text-xl font-black">
          <span aria-hidden="true" className="font-emoji">
            💧
          </span>
          {t("drinks.stationTitle")}
        </h2>
        <p className="shrink-0 rounded-full border-2 border-ink bg-white px-3 py-1 text-sm font-black">
          {summary}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={t("drinks.waterToday")}
        aria-valuemin={0}
        aria-valuemax={goal}
        aria-valuenow={Math.min(cups, goal)}
        aria-valuetext={summary}
        className="mt-4 flex gap-1.5"
      >
        {Array.from({ length: goal }, (_, index) => index + 1).map((cup) => (
          <Glass key={cup} fill={Math.max(0, Math.min(1, cups - (cup - 1)))} />
        ))}
      </div>
      <p className="mt-3 font-bold text-ink-soft">
        {reached
          ? t("drinks.goalReached")
          : t("drinks.cupsToGo", {
              count: Math.round((goal - shown) * 10) / 10,
              amount: formatCups(goal - shown, formatLocale),
            })}
      </p>
      <Button block size="lg" className="mt-4" onClick={() => setOpen(true)}>
        <GlassWater aria-hidden="true" className="size-6" strokeWidth={2.5} />
        {t("drinks.logButton")}
      </Button>
      <RecentDrinks userId={userId} />
      <MountWhenOpened open={open}>
        <DrinkDialog open={open} onOpenChange={setOpen} />
      </MountWhenOpened>
    </Card>
  );
}
