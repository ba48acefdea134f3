import { Pencil, Send, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { FEELINGS } from "../../../../domain/feelings";
import { foodsOfMeal } from "../../../../domain/food-groups";
import { drinkTypeWord, feelingWord, moodWord } from "../../../../i18n/words/diary-labels";
import { Button } from "../../../components/ui/button";
import { EntryActions, EntryCard } from "../../../components/ui/entry-card";
import { WaitingNote } from "../../../components/ui/waiting-note";
import { type MessageKey, t } from "../../../lib/i18n";
import { notifyError } from "../../../lib/notify";
import {
  discardOutboxEntry,
  keepFoundFoods,
  OUTBOX_BUSY,
  type OutboxEntry,
  refusalWords,
} from "../../../lib/outbox";
import { dayLabel, formatClock, localDateOf, todayLocalDate } from "../../../lib/time";

function describe(entry: OutboxEntry): { emoji: string; kicker: string; title: string } {
  const found = describeCreate(entry);
  // A morning mood is its night's change by nature: it keeps its own name.
  if (entry.kind === "morning") return found;
  return {
    ...found,
    kicker: t("outbox.kickerOf", { kicker: found.kicker, action: entry.action ?? "create" }),
  };
}

function describeCreate(entry: OutboxEntry): { emoji: string; kicker: string; title: string } {
  const body = entry.body;
  if (entry.kind === "meal") {
    const foods = [
      ...((body.detectedFoods as string[] | undefined) ?? []),
      ...((body.manualFoods as string[] | undefined) ?? []),
    ];
    const type = String(body.mealType ?? "meal");
    return {
      emoji: "🍽️",
      // "Late snack": the meal type's word as a card's kicker reads it.
      kicker: mealKicker(type),
      title:
        foods.join(", ") ||
        (entry.photo
          ? t("outbox.photoToRead")
          : entry.state === "review"
            ? t("outbox.photoRead")
            : t("outbox.meal")),
    };
  }
  if (entry.kind === "finishDay") {
    return {
      emoji: "🏁",
      kicker: t("outbox.finishDay"),
      title: t("outbox.caseOf", { date: body.date ? String(body.date) : t("outbox.today") }),
    };
  }
  if (entry.kind === "drink") {
    return {
      emoji: "💧",
      kicker: t("outbox.drink"),
      // The name the child typed, else its type's word ("Water").
      title: body.drinkName
        ? String(body.drinkName)
        : drinkTypeWord(t, String(body.drinkType ?? "")),
    };
  }
  if (entry.kind === "caseDay") {
    return {
      emoji: "🔍",
      kicker: t("outbox.caseDay"),
      title: body.kept ? t("outbox.planKept") : t("outbox.notKept"),
    };
  }
  if (entry.kind === "morning") {
    return {
      emoji: "☀️",
      kicker: t("outbox.morning"),
      title: moodWord(t, String(body.morningMood ?? "")),
    };
  }
  if (entry.kind === "bedtime") {
    return { emoji: "🌙", kicker: t("outbox.bedtime"), title: formatClock(String(body.bedtime)) };
  }
  // The feeling's own face, as a logged tummy check shows it.
  const feeling = FEELINGS.find((option) => option.value === body.feeling);
  return {
    emoji: feeling?.emoji ?? "🙂",
    kicker: t("outbox.tummyCheck"),
    title: feeling ? feelingWord(t, feeling.value) : t("outbox.tummyCheckLower"),
  };
}

const MEAL_KICKER_KEYS: Readonly<Record<string, MessageKey>> = {
  breakfast: "meals.mealKickerBreakfast",
  "morning snack": "meals.mealKickerMorningSnack",
  lunch: "meals.mealKickerLunch",
  "afternoon tea": "meals.mealKickerAfternoonTea",
  dinner: "meals.mealKickerDinner",
  "late snack": "meals.mealKickerLateSnack",
};

/** A waiting meal's kicker: its meal type's words ("Late snack"), else "Meal". */
function mealKicker(type: string): string {
  const key = Object.hasOwn(MEAL_KICKER_KEYS, type) ? MEAL_KICKER_KEYS[type] : undefined;
  return key ? t(key) : t("outbox.meal");
}

/** When a queued entry happened: its timestamp, a bedtime's bedtime, else when it was queued. */
export function queuedAt(entry: OutboxEntry): string {
  if ((entry.action ?? "create") !== "create") return entry.createdAt;
  return String(entry.body.timestamp ?? entry.body.bedtime ?? entry.createdAt);
}

/** Whether the child can change a queued entry before it goes (or fix a refused one). */
export function isEditable(entry: OutboxEntry): boolean {
  return (
    (entry.action ?? "create") === "create" &&
    (entry.kind === "meal" || entry.kind === "tummyCheck")
  );
}

function discard(entry: OutboxEntry): void {
  discardOutboxEntry(entry.id).catch(() => notifyError(OUTBOX_BUSY));
}

/** The day of a queued entry when it is not today ("Yesterday"), for its kicker. */
function otherDay(iso: string): string | null {
  return localDateOf(iso) === todayLocalDate() ? null : dayLabel(iso);
}

/**
 * The foods the lab found in a queued meal's photo once it was read, offered to the child: only
 * the ones they tap join the meal, which is then sent. Nothing is added unseen.
 */
function FoundFoodsReview({ entry }: { entry: OutboxEntry }) {
  const found = entry.found ?? [];
  const [eaten, setEaten] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);
  const typed = foodsOfMeal({
    detectedFoods: entry.body.detectedFoods as string[] | undefined,
    manualFoods: entry.body.manualFoods as string[] | undefined,
  });
  const empty = typed.length === 0 && eaten.length === 0;
  const toggle = (food: string) =>
    setEaten((now) => (now.includes(food) ? now.filter((f) => f !== food) : [...now, food]));
  const send = () => {
    setBusy(true);
    keepFoundFoods(entry.id, eaten).catch(() => {
      setBusy(false);
      notifyError(OUTBOX_BUSY);
    });
  };
  return (
    <fieldset className="mt-3 rounded-2xl border-[3px] border-sunny-300 bg-sunny-100 p-3">
      <legend className="float-left w-full font-black">
        <span aria-hidden="true" className="font-emoji">
          🔬{" "}
        </span>
        {t("outbox.labRead")}
      </legend>
      <p className="clear-both text-sm font-bold text-ink-soft">{t("outbox.tapEaten")}</p>
      <div className="mt-2 flex flex-wrap gap-1.5">
        {found.map((food) => (
          <label
            key={food}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-ink/20 bg-white py-1 pr-3 pl-2 font-extrabold has-checked:border-ink has-checked:bg-emerald-100"
          >
            <input
              type="checkbox"
              className="size-5 accent-ink"
              checked={eaten.includes(food)}
              onChange={() => toggle(food)}
            />
            {food}
          </label>
        ))}
      </div>
      {empty ? (
        <p className="mt-2 text-sm font-bold text-ink-soft">{t("outbox.tapOrEdit")}</p>
      ) : null}
      <Button size="sm" className="mt-3 w-full" disabled={empty || busy} onClick={send}>
        <Send aria-hidden="true" className="size-4" strokeWidth={2.75} />
        {t("outbox.sendMeal")}
      </Button>
    </fieldset>
  );
}

/**
 * A diary entry made without a connection, on the timeline until the server has it: marked
 * "Waiting to send", or, when the server refused it, with its reason and a way to let it go.
 */
export function QueuedEntry({
  entry,
  editor,
  details,
}: {
  entry: OutboxEntry;
  /** The form that changes (or fixes) a queued meal or tummy check, from the route. */
  editor?: (entry: OutboxEntry, onDone: () => void) => ReactNode;
  /** What the entry holds, shown as a logged one shows it (a meal's photo and foods), from the route. */
  details?: (entry: OutboxEntry) => ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const described = describe(entry);
  const { emoji, title } = described;
  const editable = Boolean(editor) && isEditable(entry);
  const done = () => setEditing(false);
  const when = queuedAt(entry);
  const refused = entry.state === "refused";
  const review = entry.state === "review";
  // An entry of another day (a bedtime caught up in the morning) says which, beside its kind.
  const day = otherDay(when);
  const kicker = day ? `${described.kicker} · ${day}` : described.kicker;
  return (
    <EntryCard
      time={formatClock(when)}
      dateTime={when}
      emoji={emoji}
      tint={refused ? "bg-red-100" : "bg-sky-100"}
      kicker={kicker}
      title={title}
      label={t("outbox.entryLabel", {
        kicker,
        title,
        state: refused ? "refused" : review ? "review" : "waiting",
      })}
    >
      {editing ? null : details?.(entry)}
      {refused ? (
        <div className="mt-3 space-y-2 rounded-2xl bg-red-50 px-3 py-2">
          <p className="font-black text-red-800">
            <span aria-hidden="true" className="font-emoji">
              ⚠️{" "}
            </span>
            {t("outbox.notSent", { reason: refusalWords(entry) })}
          </p>
          {editing ? (
            editor?.(entry, done)
          ) : (
            <div className="flex flex-wrap gap-2">
              {editable ? (
                <Button size="sm" onClick={() => setEditing(true)}>
                  <Pencil aria-hidden="true" className="size-4" strokeWidth={2.75} />
                  {t("outbox.fixIt")}
                </Button>
              ) : null}
              <Button size="sm" variant="outline" onClick={() => discard(entry)}>
                <Trash2 aria-hidden="true" className="size-5" strokeWidth={2.5} />
                {t("outbox.discard")}
              </Button>
            </div>
          )}
        </div>
      ) : (
        <>
          {review ? null : <WaitingNote />}
          {review && !editing ? <FoundFoodsReview entry={entry} /> : null}
          {editable && editing ? editor?.(entry, done) : null}
          {editable && !editing ? (
            <EntryActions
              what={entry.kind === "meal" ? t("meals.what") : t("tummyCheck.what")}
              onEdit={() => setEditing(true)}
              deleting={false}
              onDelete={() => discard(entry)}
            />
          ) : null}
        </>
      )}
    </EntryCard>
  );
}
