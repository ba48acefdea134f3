import { type FormEvent, useState } from "react";
import { morningMoodBody, type SleepLog } from "../../../../contracts/sleep-logs";
import { isMorningMood, MORNING_MOODS } from "../../../../domain/feelings";
import { Button } from "../../../components/ui/button";
import { ChoiceTiles } from "../../../components/ui/choice-tiles";
import { DialogActions } from "../../../components/ui/dialog";
import { TextAreaField } from "../../../components/ui/field";
import { BusyIcon } from "../../../components/ui/spinner";
import { notifyError } from "../../../lib/notify";
import { SAVE_SLEEP_LOG_FAILED } from "../api/log-bedtime";
import { useLogMorningMood } from "../api/log-morning-mood";

const MOOD_TINTS: Record<string, string> = {
  bunny: "bg-pink-100",
  turtle: "bg-emerald-100",
  bear: "bg-amber-100",
};

const MOOD_TILES = MORNING_MOODS.map((mood) => ({
  value: mood.value,
  label: mood.label,
  emoji: mood.emoji,
  note: mood.meaning,
  tint: MOOD_TINTS[mood.value],
}));

/** Morning mode: the mood (bunny, turtle or bear) is required, notes are optional. */
export function MorningForm({
  sleepLog,
  onSaved,
}: {
  sleepLog: SleepLog;
  onSaved: (log: SleepLog) => void;
}) {
  const [mood, setMood] = useState<string | null>(null);
  const [notes, setNotes] = useState("");
  const [errors, setErrors] = useState<{ mood?: string; notes?: string }>({});
  const mutation = useLogMorningMood();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = morningMoodBody.safeParse({
      morningMood: mood ?? undefined,
      morningMoodTime: new Date().toISOString(),
      // Blank notes are left out so the bedtime's notes stay.
      ...(notes.trim() ? { notes: notes.trim() } : {}),
    });
    if (!parsed.success) {
      const found: { mood?: string; notes?: string } = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === "notes" ? "notes" : "mood";
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    mutation.mutate(
      { id: sleepLog.id, body: parsed.data },
      { onSuccess: onSaved, onError: () => notifyError(SAVE_SLEEP_LOG_FAILED) },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={mutation.isPending} className="space-y-5">
      <ChoiceTiles
        label="How did you wake up?"
        options={MOOD_TILES}
        value={mood}
        onChange={(value) => setMood(value && isMorningMood(value) ? value : null)}
        size="lg"
        error={errors.mood}
      />
      <TextAreaField
        label="Notes (optional)"
        placeholder="Had a funny dream…"
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        error={errors.notes}
      />
      <DialogActions>
        <Button type="submit" variant="sunny" size="lg" block disabled={mutation.isPending}>
          <BusyIcon busy={mutation.isPending} />
          {mutation.isPending ? "Saving..." : "Save Morning Mood"}
        </Button>
      </DialogActions>
    </form>
  );
}
