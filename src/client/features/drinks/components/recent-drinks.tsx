import { lazy, Suspense, useState } from "react";
import type { Drink } from "../../../../contracts/drinks";
import { drinkTypeOf } from "../../../../domain/hydration";
import { drinkNameWord, drinkTypeWord } from "../../../../i18n/words/diary-labels";
import { EntryActions } from "../../../components/ui/entry-card";
import { toast } from "../../../components/ui/use-toast";
import { WaitingNote } from "../../../components/ui/waiting-note";
import { t } from "../../../lib/i18n";
import { notifyError } from "../../../lib/notify";
import {
  discardOutboxEntry,
  OUTBOX_BUSY,
  type OutboxEntry,
  refusalWords,
  useOutbox,
} from "../../../lib/outbox";
import { queuedDrink, withQueuedChanges } from "../../../lib/outbox-view";
import { dayLabel, formatClock } from "../../../lib/time";
import { DELETE_DRINK_FAILED, useDeleteDrink } from "../api/delete-drink";
import { useDrinks } from "../api/get-drinks";
import { amountWords } from "./drink-options";

// The inline editor and its form library load on the first Edit (ADR 043).
const DrinkEditForm = lazy(() =>
  import("./drink-edit-form").then((m) => ({ default: m.DrinkEditForm })),
);

/** SPEC 9: at most 5 recent drinks. */
const RECENT_DRINKS = 5;

/** One recent drink: what, how much and when; Edit and Delete like a meal's. */
function DrinkRow({ drink, waiting = false }: { drink: Drink; waiting?: boolean }) {
  const [editing, setEditing] = useState(false);
  const deletion = useDeleteDrink();
  return (
    <li
      aria-label={waiting ? t("drinks.rowWaiting", { name: drinkNameWord(t, drink) }) : undefined}
      className="rounded-2xl border-2 border-sky-200 bg-white px-3 py-2"
    >
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="font-emoji text-2xl">
          {drinkTypeOf(drink.drinkType).emoji}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block leading-tight font-extrabold wrap-anywhere">
            {drinkNameWord(t, drink)}
          </span>
          <span className="block text-sm font-bold text-ink-soft">
            {amountWords(drink.amountMl)}
          </span>
          {drink.loggedByName ? (
            <span className="block text-xs font-bold text-ink-soft">
              {t("drinks.reportedBy", { name: drink.loggedByName })}
            </span>
          ) : null}
        </span>
        <span className="text-right text-xs leading-tight font-extrabold text-ink-soft">
          {dayLabel(drink.timestamp)}
          <br />
          {formatClock(drink.timestamp)}
        </span>
      </div>
      {waiting ? <WaitingNote className="mt-1" /> : null}
      {editing ? (
        <Suspense fallback={null}>
          <DrinkEditForm drink={drink} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <EntryActions
          what={t("drinks.what")}
          onEdit={() => setEditing(true)}
          deleting={deletion.isPending}
          onDelete={() =>
            deletion.mutate(drink.id, {
              onSuccess: () =>
                toast({
                  title: t("drinks.deletedTitle"),
                  description: t("drinks.deletedDescription", { name: drinkNameWord(t, drink) }),
                }),
              onError: () => notifyError(DELETE_DRINK_FAILED),
            })
          }
        />
      )}
    </li>
  );
}

/**
 * A drink logged without a connection: waiting to send, and fixable like a logged one (the
 * change goes into the waiting drink, ADR 049), or refused with the server's reason.
 */
function QueuedDrinkRow({ entry }: { entry: OutboxEntry }) {
  const [editing, setEditing] = useState(false);
  const type = drinkTypeOf(String(entry.body.drinkType ?? ""));
  const name = String(entry.body.drinkName || drinkTypeWord(t, type.value));
  const amountMl = Number(entry.body.amountMl ?? 0);
  const when = String(entry.body.timestamp ?? entry.createdAt);
  const refused = entry.state === "refused";
  return (
    <li
      aria-label={t(refused ? "drinks.rowNotSent" : "drinks.rowWaiting", { name })}
      className="rounded-2xl border-2 border-dashed border-sky-300 bg-sky-50 px-3 py-2"
    >
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="font-emoji text-2xl">
          {type.emoji}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block leading-tight font-extrabold wrap-anywhere">{name}</span>
          <span className="block text-sm font-bold text-ink-soft">{amountWords(amountMl)}</span>
        </span>
        <span className="text-right text-xs leading-tight font-extrabold text-ink-soft">
          {dayLabel(when)}
          <br />
          {formatClock(when)}
        </span>
      </div>
      {refused ? (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <p className="font-black text-red-800">
            {t("drinks.notSent", { reason: refusalWords(entry) })}
          </p>
          <button
            type="button"
            className="min-h-11 rounded-full border-2 border-red-300 px-4 font-black text-red-800"
            onClick={() => discardOutboxEntry(entry.id).catch(() => notifyError(OUTBOX_BUSY))}
          >
            {t("drinks.discard")}
          </button>
        </div>
      ) : (
        <>
          <WaitingNote className="mt-1" />
          {editing ? (
            <Suspense fallback={null}>
              <DrinkEditForm drink={queuedDrink(entry)} onDone={() => setEditing(false)} />
            </Suspense>
          ) : (
            <EntryActions
              what={t("drinks.what")}
              onEdit={() => setEditing(true)}
              deleting={false}
              onDelete={() => discardOutboxEntry(entry.id).catch(() => notifyError(OUTBOX_BUSY))}
            />
          )}
        </>
      )}
    </li>
  );
}

/** The newest drinks, with type, amount and when, each one fixable; queued ones first. */
export function RecentDrinks({ userId }: { userId: string }) {
  const outbox = useOutbox(userId);
  // Edits and deletions still on this phone show at once; refused ones show on the timeline.
  const drinks = withQueuedChanges(useDrinks(userId).data ?? [], outbox, "drink");
  const queued = outbox.filter(
    (entry) => entry.kind === "drink" && (entry.action ?? "create") === "create",
  );
  const recent = drinks.slice(0, RECENT_DRINKS);
  if (recent.length === 0 && queued.length === 0) return null;

  return (
    <section aria-labelledby="recent-drinks-heading" className="mt-5">
      <h3 id="recent-drinks-heading" className="text-base font-black text-ink-soft">
        {t("drinks.recentTitle")}
      </h3>
      <ul className="mt-2 space-y-1.5">
        {queued.map((entry) => (
          <QueuedDrinkRow key={entry.id} entry={entry} />
        ))}
        {recent.map(({ waiting, ...drink }) => (
          <DrinkRow key={drink.id} drink={drink} waiting={waiting} />
        ))}
      </ul>
    </section>
  );
}
