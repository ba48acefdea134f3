import { grownUpTellsByDefault, TWO_CHOICE_ANSWERS } from "../../../../domain/age-bands";
import { feelingLabel } from "../../../../domain/feelings";
import { TUMMY_CHECK_POINTS } from "../../../../domain/game";
import { GameDialog } from "../../../components/ui/dialog";
import { notifySaved } from "../../../lib/notify";
import type { SavedTummyCheck } from "../api/create-tummy-check";
import { TummyCheckForm, type TummyChild } from "./tummy-check-form";

/**
 * Tells the child the tummy check is saved with its points (or celebrates a badge it earned);
 * a grown-up's check earns the child none, so a grown-up reads no points.
 */
export function announceTummyCheck(check: SavedTummyCheck): void {
  const twoChoice =
    check.feelingScale === "two-choice"
      ? TWO_CHOICE_ANSWERS.find((a) => a.feeling === check.feeling)?.label
      : undefined;
  const feeling = twoChoice
    ? `${twoChoice} noted.`
    : `Feeling ${feelingLabel(check.feeling)} noted.`;
  notifySaved(
    "Tummy check saved! 🕵️",
    check.reporter === "child" ? `${feeling} +${TUMMY_CHECK_POINTS} points!` : feeling,
    check.newBadges,
  );
}

/** The line under the Tummy Check title: to the child (SPEC), or to a grown-up in parent mode. */
export function tummyCheckIntro(child: TummyChild): string {
  return child.parentMode || grownUpTellsByDefault(child.age)
    ? `Tell us what you noticed about ${child.name || "the child"}'s tummy.`
    : "Your tummy is full of clues. How is it doing?";
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
      description={tummyCheckIntro(child)}
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
