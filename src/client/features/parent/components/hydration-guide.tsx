import {
  CUP_ML,
  HYDRATION_GUIDE,
  WATER_FROM_FOOD_PERCENT,
  waterGoalCups,
} from "../../../../domain/hydration";
import { formatNumber } from "../../../../i18n/format";
import { dehydrationSignWords } from "../../../../i18n/words/advice";
import { cupsFigure, hydrationRowWords } from "../../../../i18n/words/parent-guides";
import { Card } from "../../../components/ui/card";
import { t, useLocale } from "../../../lib/i18n";

/** SPEC 2: daily water by age, water from food, warning signs; this child's goal and today. */
export function HydrationGuide({ age, todaysCups }: { age: number | null; todaysCups: number }) {
  const { formatLocale } = useLocale();
  const goal = waterGoalCups(age);
  const share = Math.min(1, todaysCups / goal);
  return (
    <Card tone="bg-sky-50">
      <div className="rounded-2xl border-2 border-ink/15 bg-white p-3">
        <p className="font-black">
          {t("parentGuides.today", { cups: cupsFigure(formatLocale, todaysCups), goal })}
        </p>
        <div
          role="progressbar"
          aria-label={t("parentGuides.todayProgress")}
          aria-valuemin={0}
          aria-valuemax={goal}
          aria-valuenow={Math.min(todaysCups, goal)}
          className="mt-2 h-3 overflow-hidden rounded-full bg-sky-100"
        >
          <div className="h-full bg-sky-500" style={{ width: `${Math.round(share * 100)}%` }} />
        </div>
        <p className="mt-1 text-sm font-semibold text-ink-soft">
          {t("parentGuides.goal", {
            who: age ? t("parentGuides.ageYearsOld", { age }) : t("parentGuides.thisAge"),
            goal,
            ml: formatNumber(formatLocale, CUP_ML),
          })}
        </p>
      </div>
      <table className="mt-4 w-full text-left">
        <caption className="sr-only">{t("parentGuides.waterByAge")}</caption>
        <thead>
          <tr className="border-b-2 border-ink/15 text-sm text-ink-soft">
            <th scope="col" className="py-1.5 pr-2 font-extrabold">
              {t("parentGuides.age")}
            </th>
            <th scope="col" className="py-1.5 font-extrabold">
              {t("parentGuides.dailyWater")}
            </th>
          </tr>
        </thead>
        <tbody>
          {HYDRATION_GUIDE.map((row) => {
            const words = hydrationRowWords(t, formatLocale, row);
            return (
              <tr key={row.fromAge} className="border-b border-ink/10 font-bold">
                <th scope="row" className="py-1.5 pr-2 font-extrabold whitespace-nowrap">
                  {words.ages}
                </th>
                <td className="py-1.5">{words.amount}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mt-3 font-bold">{t("parentGuides.waterFromFood", WATER_FROM_FOOD_PERCENT)}</p>
      <h3 className="mt-4 text-lg font-black">{t("parentGuides.dehydrationSigns")}</h3>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 font-semibold">
        {dehydrationSignWords(t).map((sign) => (
          <li key={sign}>{sign}</li>
        ))}
      </ul>
    </Card>
  );
}
