import { Trash2 } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { EntryCard } from "../../../components/ui/entry-card";
import { discardOutboxEntry, type OutboxEntry } from "../../../lib/outbox";
import { formatClock } from "../../../lib/time";

const FEELINGS: Record<string, string> = { happy: "Happy", uncomfortable: "Okay", ouchy: "Ouchy" };

function describe(entry: OutboxEntry): { emoji: string; kicker: string; title: string } {
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
      title: foods.join(", ") || "Meal",
    };
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
  return String(entry.body.timestamp ?? entry.body.bedtime ?? entry.createdAt);
}

/**
 * A diary entry made without a connection, on the timeline until the server has it: marked
 * "Waiting to send", or, when the server refused it, with its reason and a way to let it go.
 */
export function QueuedEntry({ entry }: { entry: OutboxEntry }) {
  const { emoji, kicker, title } = describe(entry);
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
          <Button size="sm" variant="outline" onClick={() => void discardOutboxEntry(entry.id)}>
            <Trash2 aria-hidden="true" className="size-5" strokeWidth={2.5} />
            Discard
          </Button>
        </div>
      ) : (
        <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-sky-50 px-3 py-1 text-sm font-black text-sky-900">
          <span aria-hidden="true" className="font-emoji">
            ⏳
          </span>
          Waiting to send
        </p>
      )}
    </EntryCard>
  );
}
