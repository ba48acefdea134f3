import {
  DEHYDRATION_SIGNS,
  HYDRATION_GUIDE,
  WATER_FROM_FOOD,
  waterGoalCups,
} from "../../../../domain/hydration";
import { Card } from "../../../components/ui/card";

const cupsText = (cups: number) => (Number.isInteger(cups) ? String(cups) : cups.toFixed(1));

/** SPEC 2: daily water by age, water from food, warning signs; this child's goal and today. */
export function HydrationGuide({ age, todaysCups }: { age: number | null; todaysCups: number }) {
  const goal = waterGoalCups(age);
  const share = Math.min(1, todaysCups / goal);
  return (
    <Card tone="bg-sky-50">
      <div className="rounded-2xl border-2 border-ink/15 bg-white p-3">
        <p className="font-black">
          Today: {cupsText(todaysCups)} of {goal} cups
        </p>
        <div
          role="progressbar"
          aria-label="Water today against the daily goal"
          aria-valuemin={0}
          aria-valuemax={goal}
          aria-valuenow={Math.min(todaysCups, goal)}
          className="mt-2 h-3 overflow-hidden rounded-full bg-sky-100"
        >
          <div className="h-full bg-sky-500" style={{ width: `${Math.round(share * 100)}%` }} />
        </div>
        <p className="mt-1 text-sm font-semibold text-ink-soft">
          Goal for {age ? `${age} years old` : "this age"}: {goal} cups (240 ml each), counting each
          drink by how much it hydrates.
        </p>
      </div>
      <table className="mt-4 w-full text-left">
        <caption className="sr-only">Daily water by age</caption>
        <thead>
          <tr className="border-b-2 border-ink/15 text-sm text-ink-soft">
            <th scope="col" className="py-1.5 pr-2 font-extrabold">
              Age
            </th>
            <th scope="col" className="py-1.5 font-extrabold">
              Daily water
            </th>
          </tr>
        </thead>
        <tbody>
          {HYDRATION_GUIDE.map((row) => (
            <tr key={row.ages} className="border-b border-ink/10 font-bold">
              <th scope="row" className="py-1.5 pr-2 font-extrabold">
                {row.ages}
              </th>
              <td className="py-1.5">{row.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 font-bold">{WATER_FROM_FOOD}.</p>
      <h3 className="mt-4 text-lg font-black">Warning signs of dehydration</h3>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 font-semibold">
        {DEHYDRATION_SIGNS.map((sign) => (
          <li key={sign}>{sign}</li>
        ))}
      </ul>
    </Card>
  );
}
