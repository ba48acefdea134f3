import { Pencil, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "../../../components/ui/button";
import { EntryActions, EntryCard } from "../../../components/ui/entry-card";
import { WaitingNote } from "../../../components/ui/waiting-note";
import { notifyError } from "../../../lib/notify";
import { discardOutboxEntry, OUTBOX_BUSY, type OutboxEntry } from "../../../lib/outbox";
import { formatClock } from "../../../lib/time";

const FEELINGS: Record<string, string> = { happy: "Happy", uncomfortable: "Okay", ouchy: "Ouchy" };

const CHANGE_WORDS = { create: "", edit: " change", delete: " deletion" } as const;

function describe(entry: OutboxEntry): { emoji: string; kicker: string; title: string } {
  const found = describeCreate(entry);
  // A morning mood is its night's change by nature: it keeps its own name.
  if (entry.kind === "morning") return found;
  return { ...found, kicker: `${found.kicker}${CHANGE_WORDS[entry.action ?? "create"]}` };
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
      kicker: type.charAt(0).toUpperCase() + type.slice(1),
      title: foods.join(", ") || (entry.photo ? "Photo to read" : "Meal"),
    };
  }
  if (entry.kind === "finishDay") {
    return { emoji: "🏁", kicker: "Finish Day", title: `Case of ${String(body.date ?? "today")}` };
  }
  if (entry.kind === "drink") {
    return { emoji: "💧", kicker: "Drink", title: String(body.drinkName || body.drinkType || "") };
  }
  if (entry.kind === "caseDay") {
    return { emoji: "🔍", kicker: "Case Day", title: body.kept ? "Plan kept" : "Not kept" };
  }
  if (entry.kind === "morning") {
    const mood = String(body.morningMood ?? "mood");
    return {
      emoji: "☀️",
      kicker: "Morning Check-in",
      title: mood.charAt(0).toUpperCase() + mood.slice(1),
    };
  }
  if (entry.kind === "bedtime") {
    return { emoji: "🌙", kicker: "Bedtime", title: formatClock(String(body.bedtime)) };
  }
  const feeling = String(body.feeling ?? "");
  return { emoji: "🫃", kicker: "Tummy Check", title: FEELINGS[feeling] ?? "Tummy check" };
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

/**
 * A diary entry made without a connection, on the timeline until the server has it: marked
 * "Waiting to send", or, when the server refused it, with its reason and a way to let it go.
 */
export function QueuedEntry({
  entry,
  editor,
}: {
  entry: OutboxEntry;
  /** The form that changes (or fixes) a queued meal or tummy check, from the route. */
  editor?: (entry: OutboxEntry, onDone: () => void) => ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const { emoji, kicker, title } = describe(entry);
  const editable = Boolean(editor) && isEditable(entry);
  const done = () => setEditing(false);
  const when = queuedAt(entry);
  const refused = entry.state === "refused";
  return (
    <EntryCard
      time={formatClock(when)}
      dateTime={when}
      emoji={emoji}
      tint={refused ? "bg-red-100" : "bg-sky-100"}
      kicker={kicker}
      title={title}
      label={`${kicker} ${title}, ${refused ? "not sent" : "waiting to send"}`}
    >
      {refused ? (
        <div className="mt-3 space-y-2 rounded-2xl bg-red-50 px-3 py-2">
          <p className="font-black text-red-800">
            <span aria-hidden="true" className="font-emoji">
              ⚠️{" "}
            </span>
            Not sent: {entry.reason}
          </p>
          {editing ? (
            editor?.(entry, done)
          ) : (
            <div className="flex flex-wrap gap-2">
              {editable ? (
                <Button size="sm" onClick={() => setEditing(true)}>
                  <Pencil aria-hidden="true" className="size-4" strokeWidth={2.75} />
                  Fix it
                </Button>
              ) : null}
              <Button size="sm" variant="outline" onClick={() => discard(entry)}>
                <Trash2 aria-hidden="true" className="size-5" strokeWidth={2.5} />
                Discard
              </Button>
            </div>
          )}
        </div>
      ) : (
        <>
          <WaitingNote />
          {editable && editing ? editor?.(entry, done) : null}
          {editable && !editing ? (
            <EntryActions
              what={entry.kind === "meal" ? "meal" : "tummy check"}
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
