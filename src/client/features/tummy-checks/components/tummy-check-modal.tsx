import { feelingLabel } from "../../../../domain/feelings";
import { TUMMY_CHECK_POINTS } from "../../../../domain/game";
import { GameDialog } from "../../../components/ui/dialog";
import { notifySaved } from "../../../lib/notify";
import type { SavedTummyCheck } from "../api/create-tummy-check";
import { TummyCheckForm, type TummyChild } from "./tummy-check-form";

/** Tells the child the tummy check is saved (or celebrates a badge it earned). */
export function announceTummyCheck(check: SavedTummyCheck): void {
  notifySaved(
    "Tummy check saved! 🕵️",
    `Feeling ${feelingLabel(check.feeling)} noted. +${TUMMY_CHECK_POINTS} points!`,
    check.newBadges,
  );
}

/** The dashboard's Tummy Check dialog; `session` remounts the form for a fresh start. */
export function TummyCheckModal({
  open,
  onOpenChange,
  session,
  child,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  session: number;
  child: TummyChild;
}) {
  return (
    <GameDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Tummy Check"
      description="Your tummy is full of clues. How is it doing?"
      emoji="🕵️"
      tint="bg-emerald-200"
    >
      <TummyCheckForm
        key={session}
        child={child}
        onSaved={(check) => {
          announceTummyCheck(check);
          onOpenChange(false);
        }}
      />
    </GameDialog>
  );
}
