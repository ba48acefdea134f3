import { useMemo } from "react";
import { reviewDay } from "../../../domain/daily-report";
import { Screen } from "../../components/layout/screen";
import { Button } from "../../components/ui/button";
import { useAuth } from "../../features/auth/hooks/use-auth";
import { DailyReport } from "../../features/daily-review/components/daily-report";
import { useTodaysDrinks } from "../../features/drinks/api/get-todays-drinks";
import { useTodaysMeals } from "../../features/meals/api/get-todays-meals";
import { useTodaysTummyChecks } from "../../features/tummy-checks/api/get-todays-tummy-checks";
import { t, useLocale } from "../../lib/i18n";
import { useOutbox } from "../../lib/outbox";
import {
  queuedCheck,
  queuedMeal,
  todaysDrinksWithQueued,
  todaysWithQueued,
} from "../../lib/outbox-view";
import { usePageMeta } from "../../lib/page-meta";
import { localDateOf, todayLocalDate } from "../../lib/time";

/** Today as a child reads it on the report's header: "Monday 23 November". */
function todayHeading(formatLocale: string, now = new Date()): string {
  return new Intl.DateTimeFormat(formatLocale, {
    weekday: "long",
    day: "numeric",
    month: "long",
  }).format(now);
}

export function DailyReviewRoute() {
  usePageMeta(t("dailyReview.title"), t("dailyReview.pageDescription"));
  const { user } = useAuth();
  if (!user) return null;
  return <DailyReview userId={user.id} />;
}

const isToday = (timestamp: string) => localDateOf(timestamp) === todayLocalDate();

function DailyReview({ userId }: { userId: string }) {
  // The review reads only today's meals, tummy checks and drinks (SPEC 7), whatever the diary's
  // length, with the entries still waiting on this phone counted as the dashboard counts them.
  const meals = useTodaysMeals(userId);
  const checks = useTodaysTummyChecks(userId);
  const drinks = useTodaysDrinks(userId);
  const queued = useOutbox(userId);
  const { formatLocale } = useLocale();
  // Drinks only add serves: offline with none cached, the review still opens.
  const drinksReady = drinks.data !== undefined || drinks.isError || drinks.isPaused;
  const review = useMemo(
    () =>
      meals.data && checks.data && drinksReady
        ? reviewDay(
            todaysWithQueued(meals.data, queued, "meal", queuedMeal, isToday),
            todaysWithQueued(checks.data, queued, "tummyCheck", queuedCheck, isToday).map(
              (check) => check.feeling,
            ),
            todaysDrinksWithQueued(drinks.data ?? [], queued, isToday),
          )
        : null,
    [meals.data, checks.data, drinks.data, drinksReady, queued],
  );

  return (
    <Screen>
      <header>
        <p className="text-sm font-black tracking-widest text-brand-700 uppercase">
          {todayHeading(formatLocale)}
        </p>
        <h1 className="flex items-center gap-3 text-3xl font-black sm:text-4xl">
          <span aria-hidden="true" className="font-emoji">
            📋
          </span>
          {t("dailyReview.title")}
        </h1>
      </header>
      {review ? (
        <DailyReport userId={userId} review={review} />
      ) : meals.isError || checks.isError ? (
        <div className="mt-5 rounded-3xl border-[3px] border-ink bg-white p-5 text-center">
          <p className="text-lg font-black">{t("dailyReview.couldNotOpen")}</p>
          <Button
            className="mt-3"
            onClick={() => {
              void meals.refetch();
              void checks.refetch();
            }}
          >
            {t("dailyReview.tryAgain")}
          </Button>
        </div>
      ) : (
        <p role="status" className="mt-6 text-lg font-bold text-ink-soft">
          {t("dailyReview.loading")}
        </p>
      )}
    </Screen>
  );
}
