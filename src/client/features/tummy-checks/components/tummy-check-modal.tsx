import { grownUpTellsByDefault, twoChoiceOfFeeling } from "../../../../domain/age-bands";
import { TUMMY_CHECK_POINTS } from "../../../../domain/game";
import { feelingWord, twoChoiceWord } from "../../../../i18n/words/diary-labels";
import { GameDialog } from "../../../components/ui/dialog";
import { t } from "../../../lib/i18n";
import { notifySaved } from "../../../lib/notify";
import type { SavedTummyCheck } from "../api/create-tummy-check";
import { TummyCheckForm, type TummyChild } from "./tummy-check-form";

/**
 * Tells the child the tummy check is saved with its points (or celebrates a badge it earned);
 * a grown-up's check earns the child none, so a grown-up reads no points.
 */
export function announceTummyCheck(check: SavedTummyCheck): void {
  const twoChoice = check.feelingScale === "two-choice" ? twoChoiceOfFeeling(check.feeling) : null;
  const feeling = twoChoice
    ? t("tummyCheck.twoChoiceNoted", { answer: twoChoiceWord(t, twoChoice) })
    : t("tummyCheck.feelingNoted", { feeling: feelingWord(t, check.feeling) });
  notifySaved(
    t("tummyCheck.savedTitle"),
    check.reporter === "child"
      ? t("tummyCheck.notedWithPoints", { noted: feeling, points: TUMMY_CHECK_POINTS })
      : feeling,
    check.newBadges,
  );
}

/** The line under the Tummy Check title: to the child (SPEC), or to a grown-up in parent mode. */
export function tummyCheckIntro(child: TummyChild): string {
  return child.parentMode || grownUpTellsByDefault(child.age)
    ? child.name
      ? t("tummyCheck.introGrownUp", { name: child.name })
      : t("tummyCheck.introGrownUpNoName")
    : t("tummyCheck.introChild");
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
      title={t("tummyCheck.title")}
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
