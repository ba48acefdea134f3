import type { SleepLog } from "../../../../contracts/sleep-logs";
import { BEDTIME_POINTS, MORNING_MOOD_POINTS } from "../../../../domain/game";
import { GameDialog } from "../../../components/ui/dialog";
import { t } from "../../../lib/i18n";
import { notifySaved } from "../../../lib/notify";
import { SAVED_ON_PHONE } from "../../../lib/outbox";
import { BedtimeForm } from "./bedtime-form";
import { MorningForm } from "./morning-form";

export type SleepMode = "bedtime" | "morning";

/** SPEC 2 sleep modal: bedtime mode or morning mode. */
export function SleepModal({
  open,
  mode,
  onOpenChange,
  userId,
  sleepLog,
}: {
  open: boolean;
  mode: SleepMode;
  onOpenChange: (open: boolean) => void;
  userId: string;
  sleepLog: SleepLog | null;
}) {
  const morning = mode === "morning" && sleepLog !== null;
  const onClose = () => onOpenChange(false);
  return (
    <GameDialog
      open={open}
      onOpenChange={onOpenChange}
      title={morning ? t("sleep.morningTitle") : t("sleep.bedtimeTitle")}
      description={morning ? t("sleep.morningDescription") : t("sleep.bedtimeDescription")}
      emoji={morning ? "☀️" : "🌙"}
      tint={morning ? "bg-sunny-300" : "bg-indigo-200"}
    >
      {morning ? (
        <MorningForm
          sleepLog={sleepLog}
          onSaved={(log) => {
            notifySaved(
              t("sleep.morningSavedTitle"),
              log
                ? t("sleep.morningSavedDescription", { points: MORNING_MOOD_POINTS })
                : SAVED_ON_PHONE,
            );
            onClose();
          }}
        />
      ) : (
        <BedtimeForm
          userId={userId}
          shown={sleepLog}
          onSaved={(log) => {
            notifySaved(
              t("sleep.bedtimeSavedTitle"),
              log ? t("sleep.bedtimeSavedDescription", { points: BEDTIME_POINTS }) : SAVED_ON_PHONE,
            );
            onClose();
          }}
        />
      )}
    </GameDialog>
  );
}
