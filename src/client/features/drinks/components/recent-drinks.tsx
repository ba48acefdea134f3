import { drinkTypeOf } from "../../../../domain/hydration";
import { dayLabel, formatClock } from "../../../lib/time";
import { useDrinks } from "../api/get-drinks";

/** SPEC 9: at most 5 recent drinks. */
const RECENT_DRINKS = 5;

/** The newest drinks, with type, amount and when. */
export function RecentDrinks({ userId }: { userId: string }) {
  const { data: drinks = [] } = useDrinks(userId);
  const recent = drinks.slice(0, RECENT_DRINKS);
  if (recent.length === 0) return null;

  return (
    <section aria-labelledby="recent-drinks-heading" className="mt-5">
      <h3 id="recent-drinks-heading" className="text-base font-black text-ink-soft">
        Recent drinks
      </h3>
      <ul className="mt-2 space-y-1.5">
        {recent.map((drink) => (
          <li
            key={drink.id}
            className="flex items-center gap-3 rounded-2xl border-2 border-sky-200 bg-white px-3 py-2"
          >
            <span aria-hidden="true" className="font-emoji text-2xl">
              {drinkTypeOf(drink.drinkType).emoji}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-extrabold">{drink.drinkName}</span>
              <span className="block text-sm font-bold text-ink-soft">
                {drink.amountMl} ml · {drink.amountCups} {drink.amountCups === 1 ? "cup" : "cups"}
              </span>
            </span>
            <span className="text-right text-xs leading-tight font-extrabold text-ink-soft">
              {dayLabel(drink.timestamp)}
              <br />
              {formatClock(drink.timestamp)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
