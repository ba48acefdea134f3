import { lazy, Suspense, useState } from "react";
import type { Drink } from "../../../../contracts/drinks";
import { cupsText, drinkTypeOf } from "../../../../domain/hydration";
import { EntryActions } from "../../../components/ui/entry-card";
import { toast } from "../../../components/ui/use-toast";
import { notifyError } from "../../../lib/notify";
import { dayLabel, formatClock } from "../../../lib/time";
import { DELETE_DRINK_FAILED, useDeleteDrink } from "../api/delete-drink";
import { useDrinks } from "../api/get-drinks";

// The inline editor and its form library load on the first Edit (ADR 043).
const DrinkEditForm = lazy(() =>
  import("./drink-edit-form").then((m) => ({ default: m.DrinkEditForm })),
);

/** SPEC 9: at most 5 recent drinks. */
const RECENT_DRINKS = 5;

/** One recent drink: what, how much and when; Edit and Delete like a meal's. */
function DrinkRow({ drink }: { drink: Drink }) {
  const [editing, setEditing] = useState(false);
  const deletion = useDeleteDrink();
  return (
    <li className="rounded-2xl border-2 border-sky-200 bg-white px-3 py-2">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="font-emoji text-2xl">
          {drinkTypeOf(drink.drinkType).emoji}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block leading-tight font-extrabold wrap-anywhere">
            {drink.drinkName}
          </span>
          <span className="block text-sm font-bold text-ink-soft">
            {drink.amountMl} ml · {cupsText(drink.amountMl)}
          </span>
        </span>
        <span className="text-right text-xs leading-tight font-extrabold text-ink-soft">
          {dayLabel(drink.timestamp)}
          <br />
          {formatClock(drink.timestamp)}
        </span>
      </div>
      {editing ? (
        <Suspense fallback={null}>
          <DrinkEditForm drink={drink} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <EntryActions
          what="drink"
          onEdit={() => setEditing(true)}
          deleting={deletion.isPending}
          onDelete={() =>
            deletion.mutate(drink.id, {
              onSuccess: () =>
                toast({ title: "Drink deleted", description: `${drink.drinkName} is gone.` }),
              onError: () => notifyError(DELETE_DRINK_FAILED),
            })
          }
        />
      )}
    </li>
  );
}

/** The newest drinks, with type, amount and when, each one fixable. */
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
          <DrinkRow key={drink.id} drink={drink} />
        ))}
      </ul>
    </section>
  );
}
