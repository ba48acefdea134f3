import { BellRing, Plus, Send, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import {
  REMINDER_KINDS,
  REMINDERS_PER_DAY_MAX,
  type ReminderKind,
  reminderSettings,
  type ReminderSettings as Settings,
} from "../../../../contracts/reminders";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { toast } from "../../../components/ui/use-toast";
import { friendlyMessage } from "../../../lib/api-client";
import {
  pushSupport,
  sendTestReminder,
  thisDeviceIsOn,
  turnOnThisDevice,
  useReminderSettings,
  useSaveReminders,
} from "../api/reminders";

/** What each kind of reminder is called on the settings screen. */
export const KIND_LABELS: Record<ReminderKind, string> = {
  meal: "A meal",
  "tummy-check": "Tummy check",
  bedtime: "Bedtime",
  morning: "Morning check-in",
  "finish-day": "Finish the Day",
};

const SUGGESTED: Settings["times"] = [
  { kind: "meal", at: "12:30" },
  { kind: "tummy-check", at: "16:00" },
  { kind: "finish-day", at: "19:00" },
];

const inputClass =
  "min-h-12 rounded-xl border-[3px] border-ink bg-white px-3 text-base font-bold text-ink";

/**
 * Reminders, in the parent's area: what the child is reminded of and when (in the child's zone),
 * quiet hours, and this phone's notifications: permission is asked only after a tap, iOS is told
 * to install the app first, and "Send a test" shows what a reminder looks like.
 */
export function ReminderSettingsCard({ userId }: { userId: string }) {
  const settings = useReminderSettings(userId);
  const save = useSaveReminders(userId);
  const [draft, setDraft] = useState<Settings | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Each row's own key, kept while its kind and time are edited.
  const [rowKeys, setRowKeys] = useState<number[]>([]);
  const [nextKey, setNextKey] = useState(1000);
  useEffect(() => {
    if (settings.data && draft === null) {
      setDraft(settings.data);
      setRowKeys(settings.data.times.map((_, i) => i));
    }
  }, [settings.data, draft]);
  if (!draft) return <Card>Loading reminders…</Card>;
  const times = draft.times;
  const setTime = (i: number, change: Partial<Settings["times"][number]>) =>
    setDraft({ ...draft, times: times.map((t, j) => (j === i ? { ...t, ...change } : t)) });
  const onSave = async () => {
    const parsed = reminderSettings.safeParse(draft);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? "Please check the reminders.");
      return;
    }
    setProblem(null);
    try {
      const saved = await save.mutateAsync(parsed.data);
      setDraft(saved);
      setRowKeys(saved.times.map((_, i) => nextKey + i));
      setNextKey(nextKey + saved.times.length);
      toast({
        title: "Reminders saved!",
        description: draft.enabled ? "They start at the next time." : "Reminders are off.",
      });
    } catch (error) {
      setProblem(friendlyMessage(error, "The reminders could not be saved. Please try again."));
    }
  };
  return (
    <div className="space-y-5">
      <ThisDevice />
      <Card className="space-y-4">
        <label className="flex items-center gap-3 text-lg font-black">
          <input
            type="checkbox"
            className="size-6 accent-brand-600"
            checked={draft.enabled}
            onChange={(e) => {
              const suggest = e.target.checked && times.length === 0;
              if (suggest) setRowKeys(SUGGESTED.map((_, i) => 100 + i));
              setDraft({ ...draft, enabled: e.target.checked, times: suggest ? SUGGESTED : times });
            }}
          />
          Send reminders
        </label>
        <p className="font-semibold text-ink-soft">
          Times are on the child's clock. A meal, bedtime or Finish the Day reminder is skipped when
          it is already done; an open case adds its own checks. At most {REMINDERS_PER_DAY_MAX} a
          day.
        </p>
        <ul className="space-y-3" aria-label="Reminder times">
          {times.map((t, i) => (
            <li
              key={rowKeys[i] ?? `extra-${t.kind}-${t.at}`}
              className="flex flex-wrap items-center gap-2"
            >
              <select
                aria-label={`Reminder ${i + 1}: what`}
                className={inputClass}
                value={t.kind}
                onChange={(e) => setTime(i, { kind: e.target.value as ReminderKind })}
              >
                {REMINDER_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {KIND_LABELS[k]}
                  </option>
                ))}
              </select>
              <input
                type="time"
                aria-label={`Reminder ${i + 1}: when`}
                className={inputClass}
                value={t.at}
                onChange={(e) => setTime(i, { at: e.target.value })}
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove reminder ${i + 1}`}
                onClick={() => {
                  setRowKeys(rowKeys.filter((_, j) => j !== i));
                  setDraft({ ...draft, times: times.filter((_, j) => j !== i) });
                }}
              >
                <Trash2 aria-hidden="true" className="size-5" />
              </Button>
            </li>
          ))}
        </ul>
        {times.length < REMINDERS_PER_DAY_MAX ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setRowKeys([...rowKeys, nextKey]);
              setNextKey(nextKey + 1);
              setDraft({ ...draft, times: [...times, { kind: "tummy-check", at: "17:00" }] });
            }}
          >
            <Plus aria-hidden="true" className="size-5" />
            Add a time
          </Button>
        ) : null}
        <fieldset className="space-y-2">
          <legend className="text-lg font-black">Quiet hours</legend>
          <label className="flex items-center gap-3 font-bold">
            <input
              type="checkbox"
              className="size-6 accent-brand-600"
              checked={draft.quietHours !== null}
              onChange={(e) =>
                setDraft({
                  ...draft,
                  quietHours: e.target.checked ? { from: "20:30", to: "07:00" } : null,
                })
              }
            />
            No reminders between
          </label>
          {draft.quietHours ? (
            <div className="flex flex-wrap items-center gap-2 font-bold">
              <input
                type="time"
                aria-label="Quiet from"
                className={inputClass}
                value={draft.quietHours.from}
                onChange={(e) =>
                  setDraft({
                    ...draft,
                    quietHours: { from: e.target.value, to: draft.quietHours?.to ?? "07:00" },
                  })
                }
              />
              and
              <input
                type="time"
                aria-label="Quiet until"
                className={inputClass}
                value={draft.quietHours.to}
                onChange={(e) =>
                  setDraft({
                    ...draft,
                    quietHours: { from: draft.quietHours?.from ?? "20:30", to: e.target.value },
                  })
                }
              />
            </div>
          ) : null}
        </fieldset>
        {problem ? (
          <p role="alert" className="font-bold text-red-700">
            {problem}
          </p>
        ) : null}
        <Button onClick={onSave} disabled={save.isPending}>
          Save reminders
        </Button>
      </Card>
    </div>
  );
}

/** This phone: turn notifications on after a tap, or say why it cannot; send a test. */
function ThisDevice() {
  const [support] = useState(pushSupport);
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    void thisDeviceIsOn().then(setOn, () => setOn(false));
  }, []);
  if (support === "install-first") {
    return (
      <Card className="bg-sunny-100">
        <p className="font-bold">
          To get reminders on an iPhone or iPad, install the app first: tap Share, then “Add to Home
          Screen”, and open Tummy Detective from there.
        </p>
      </Card>
    );
  }
  if (support === "unsupported" || support === "blocked") {
    return (
      <Card className="bg-sunny-100">
        <p className="font-bold">
          {support === "blocked"
            ? "Notifications are blocked for this app in the browser's settings. Reminders show as a banner when the app opens."
            : "This browser cannot show reminders. Reminders show as a banner when the app opens."}
        </p>
      </Card>
    );
  }
  const turnOn = async () => {
    setBusy(true);
    try {
      const granted = await turnOnThisDevice();
      setOn(granted);
      setNote(
        granted
          ? null
          : "Notifications were not allowed. Reminders show as a banner when the app opens.",
      );
    } catch (error) {
      setNote(friendlyMessage(error, "That did not work. Please try again."));
    } finally {
      setBusy(false);
    }
  };
  const test = async () => {
    setBusy(true);
    try {
      const { sent } = await sendTestReminder();
      setNote(
        sent > 0
          ? "A test reminder is on its way."
          : "No device got it: turn reminders on here first.",
      );
    } catch (error) {
      setNote(friendlyMessage(error, "That did not work. Please try again."));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="space-y-3">
      <p className="text-lg font-black">This device</p>
      <div className="flex flex-wrap gap-3">
        {!on ? (
          <Button onClick={turnOn} disabled={busy}>
            <BellRing aria-hidden="true" className="size-5" />
            Turn on reminders here
          </Button>
        ) : (
          <p className="font-bold text-ink-soft">Reminders come to this device.</p>
        )}
        <Button variant="outline" onClick={test} disabled={busy || !on}>
          <Send aria-hidden="true" className="size-5" />
          Send a test
        </Button>
      </div>
      {note ? (
        <p role="status" className="font-bold">
          {note}
        </p>
      ) : null}
    </Card>
  );
}
