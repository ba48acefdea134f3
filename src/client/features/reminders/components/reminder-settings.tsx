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
import { t } from "../../../lib/i18n";
import {
  pushSupport,
  sendTestReminder,
  thisDeviceIsOn,
  turnOnThisDevice,
  useReminderSettings,
  useSaveReminders,
} from "../api/reminders";
import { kindKey } from "./kind-key";

/** What each kind of reminder is called on the settings screen. */
export function kindLabel(kind: ReminderKind): string {
  return t("reminders.kind", { kind: kindKey(kind) });
}

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
  if (!draft) return <Card>{t("reminders.loading")}</Card>;
  const times = draft.times;
  const setTime = (i: number, change: Partial<Settings["times"][number]>) =>
    setDraft({ ...draft, times: times.map((row, j) => (j === i ? { ...row, ...change } : row)) });
  const onSave = async () => {
    const parsed = reminderSettings.safeParse(draft);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? t("reminders.checkReminders"));
      return;
    }
    setProblem(null);
    try {
      const saved = await save.mutateAsync(parsed.data);
      setDraft(saved);
      setRowKeys(saved.times.map((_, i) => nextKey + i));
      setNextKey(nextKey + saved.times.length);
      toast({
        title: t("reminders.saved"),
        description: draft.enabled ? t("reminders.startNext") : t("reminders.areOff"),
      });
    } catch (error) {
      setProblem(friendlyMessage(error, t("reminders.saveFailed")));
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
          {t("reminders.sendReminders")}
        </label>
        <p className="font-semibold text-ink-soft">
          {t("reminders.timesIntro", { max: REMINDERS_PER_DAY_MAX })}
        </p>
        <ul className="space-y-3" aria-label={t("reminders.reminderTimes")}>
          {times.map((row, i) => (
            <li
              key={rowKeys[i] ?? `extra-${row.kind}-${row.at}`}
              className="flex flex-wrap items-center gap-2"
            >
              <select
                aria-label={t("reminders.rowWhat", { number: i + 1 })}
                className={inputClass}
                value={row.kind}
                onChange={(e) => setTime(i, { kind: e.target.value as ReminderKind })}
              >
                {REMINDER_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {kindLabel(k)}
                  </option>
                ))}
              </select>
              <input
                type="time"
                aria-label={t("reminders.rowWhen", { number: i + 1 })}
                className={inputClass}
                value={row.at}
                onChange={(e) => setTime(i, { at: e.target.value })}
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={t("reminders.removeRow", { number: i + 1 })}
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
            {t("reminders.addTime")}
          </Button>
        ) : null}
        <fieldset className="space-y-2">
          <legend className="text-lg font-black">{t("reminders.quietHours")}</legend>
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
            {t("reminders.noRemindersBetween")}
          </label>
          {draft.quietHours ? (
            <div className="flex flex-wrap items-center gap-2 font-bold">
              <input
                type="time"
                aria-label={t("reminders.quietFrom")}
                className={inputClass}
                value={draft.quietHours.from}
                onChange={(e) =>
                  setDraft({
                    ...draft,
                    quietHours: { from: e.target.value, to: draft.quietHours?.to ?? "07:00" },
                  })
                }
              />
              {t("reminders.and")}
              <input
                type="time"
                aria-label={t("reminders.quietUntil")}
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
          {t("reminders.save")}
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
        <p className="font-bold">{t("reminders.installFirst")}</p>
      </Card>
    );
  }
  if (support === "unsupported" || support === "blocked") {
    return (
      <Card className="bg-sunny-100">
        <p className="font-bold">
          {support === "blocked" ? t("reminders.blocked") : t("reminders.unsupported")}
        </p>
      </Card>
    );
  }
  const turnOn = async () => {
    setBusy(true);
    try {
      const granted = await turnOnThisDevice();
      setOn(granted);
      setNote(granted ? null : t("reminders.notAllowed"));
    } catch (error) {
      setNote(friendlyMessage(error, t("reminders.didNotWork")));
    } finally {
      setBusy(false);
    }
  };
  const test = async () => {
    setBusy(true);
    try {
      const { sent } = await sendTestReminder();
      setNote(sent > 0 ? t("reminders.testOnItsWay") : t("reminders.noDevice"));
    } catch (error) {
      setNote(friendlyMessage(error, t("reminders.didNotWork")));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="space-y-3">
      <p className="text-lg font-black">{t("reminders.thisDevice")}</p>
      <div className="flex flex-wrap gap-3">
        {!on ? (
          <Button onClick={turnOn} disabled={busy}>
            <BellRing aria-hidden="true" className="size-5" />
            {t("reminders.turnOnHere")}
          </Button>
        ) : (
          <p className="font-bold text-ink-soft">{t("reminders.comeHere")}</p>
        )}
        <Button variant="outline" onClick={test} disabled={busy || !on}>
          <Send aria-hidden="true" className="size-5" />
          {t("reminders.sendTest")}
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
