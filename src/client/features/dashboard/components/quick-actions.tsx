import { type SleepButtonStage, sleepButtonLabel } from "../../../../i18n/words/sleep-buttons";
import { t } from "../../../lib/i18n";

interface ActionButton {
  label: string;
  emoji: string;
  note: string;
  tint: string;
  onClick: () => void;
  disabled?: boolean;
}

function ActionTile({ action }: { action: ActionButton }) {
  return (
    <button
      type="button"
      onClick={action.onClick}
      disabled={action.disabled}
      className={`pressable flex min-h-28 w-full flex-col items-start justify-between gap-2 rounded-3xl border-[3px] border-ink p-4 text-left shadow-pop-ink disabled:cursor-not-allowed disabled:border-ink/40 disabled:shadow-none ${action.disabled ? "bg-white/70 text-ink-soft" : action.tint}`}
    >
      <span aria-hidden="true" className="font-emoji text-4xl leading-none">
        {action.emoji}
      </span>
      <span>
        <span className="block text-lg leading-tight font-black">{action.label}</span>
        <span aria-hidden="true" className="block text-sm font-bold text-ink-soft">
          {action.note}
        </span>
      </span>
    </button>
  );
}

/** The four big buttons: Log a Meal, Tummy Check, and the two sleep buttons of SPEC 4. */
export function QuickActions({
  onLogMeal,
  onTummyCheck,
  bedtime,
  morning,
}: {
  onLogMeal: () => void;
  onTummyCheck: () => void;
  bedtime: { state: SleepButtonStage; disabled: boolean; onClick: () => void };
  morning: { state: SleepButtonStage; disabled: boolean; onClick: () => void; note?: string };
}) {
  const actions: ActionButton[] = [
    {
      label: t("dashboard.logMeal"),
      emoji: "🍽️",
      note: t("dashboard.addFoodClue"),
      tint: "bg-orange-200",
      onClick: onLogMeal,
    },
    {
      label: t("dashboard.tummyCheck"),
      emoji: "😊",
      note: t("dashboard.howFeel"),
      tint: "bg-emerald-200",
      onClick: onTummyCheck,
    },
    {
      label: sleepButtonLabel(t, "bedtime", bedtime.state),
      disabled: bedtime.disabled,
      onClick: bedtime.onClick,
      emoji: "🌙",
      note: bedtime.disabled
        ? t("dashboard.sleepTight")
        : bedtime.state === "logged"
          ? t("dashboard.bedtimeNext")
          : t("dashboard.goingToSleep"),
      tint: "bg-indigo-200",
    },
    {
      label: sleepButtonLabel(t, "morning", morning.state),
      disabled: morning.disabled,
      onClick: morning.onClick,
      emoji: "☀️",
      note:
        morning.note ?? (morning.disabled ? t("dashboard.afterBedtime") : t("dashboard.howWake")),
      tint: "bg-sunny-300",
    },
  ];
  return (
    <section aria-label={t("dashboard.logSomething")} className="grid grid-cols-2 gap-3">
      {actions.map((action) => (
        <ActionTile key={action.emoji} action={action} />
      ))}
    </section>
  );
}
