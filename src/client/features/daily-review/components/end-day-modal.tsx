import { Flag } from "lucide-react";
import type { DayReview } from "../../../../domain/daily-report";
import { BADGE_TIERS } from "../../../../domain/food-group-review";
import { tierWords } from "../../../../i18n/words/advice";
import { badgeWordsOf } from "../../../../i18n/words/badges";
import { averageFeelingWord, feelingWord } from "../../../../i18n/words/diary-labels";
import { missionDescription, missionName } from "../../../../i18n/words/missions";
import { Button } from "../../../components/ui/button";
import { DialogActions, GameDialog } from "../../../components/ui/dialog";
import { BusyIcon } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { t } from "../../../lib/i18n";
import { notifyFailure } from "../../../lib/notify";
import { useOnce } from "../../../lib/use-contract-form";
import { useCompleteDay } from "../api/complete-day";
import { formatServes, servesText } from "./group-look";
import { SchoolQuestion } from "./school-question";

/** SPEC 8: the words of a failed Finish Day. */
export function finishDayFailed(): { title: string; description: string } {
  return {
    title: t("dailyReview.finishDayFailedTitle"),
    description: t("dailyReview.finishDayFailedDescription"),
  };
}

/** SPEC 9: the badge notice stays 5 s. */
const BADGE_NOTICE_MS = 5000;

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl border-[3px] border-ink bg-white p-3 text-center">
      <p className="text-2xl font-black tabular-nums">{value}</p>
      <p className="text-sm font-bold text-ink-soft">{label}</p>
    </div>
  );
}

function Feelings({ feelings }: { feelings: DayReview["feelings"] }) {
  return (
    <section aria-labelledby="end-day-feelings" className="mt-4">
      <h3 id="end-day-feelings" className="text-lg font-black">
        {t("dailyReview.tummyFeelings")}
      </h3>
      {feelings.list.length === 0 ? (
        <p className="mt-1 font-semibold text-ink-soft">{t("dailyReview.noTummyChecks")}</p>
      ) : (
        <>
          <ul className="mt-1.5 flex flex-wrap gap-1.5">
            {feelings.list.map((feeling, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same feeling repeats in a day
              <li key={`${feeling.stored}-${index}`}>
                <span className="inline-flex min-h-8 items-center rounded-full border-2 border-ink bg-white px-3 text-sm font-extrabold">
                  {feelingWord(t, feeling.stored)}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-2 font-black">
            {t("dailyReview.average", { label: averageFeelingWord(t, feelings.label ?? "") })}
            {feelings.average !== null ? (
              <span className="font-bold text-ink-soft">
                {" "}
                {t("dailyReview.averageOf4", { average: formatServes(feelings.average) })}
              </span>
            ) : null}
          </p>
        </>
      )}
    </section>
  );
}

/**
 * The End Day Review: achievements per group, meals and serves, the day's tummy feelings,
 * tomorrow's mission, and Finish Day, which closes the modal on success and keeps it open on
 * failure (SPEC 4 "End-day flow").
 */
export function EndDayModal({
  open,
  onOpenChange,
  userId,
  review,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  review: DayReview;
}) {
  const completion = useCompleteDay();
  // One request per tap: a double tap must not answer "Day Already Complete!" to itself.
  const { once, pending } = useOnce();
  const finish = () =>
    once(() =>
      completion.mutateAsync(userId).then(
        (result) => {
          if (result === null) {
            toast({
              title: t("dailyReview.dayFinished"),
              description: t("dailyReview.savedOnPhone"),
            });
          } else if ("badge" in result) {
            toast({
              title: t("dailyReview.badgeEarned"),
              description: `${result.badge.icon} ${badgeWordsOf(t, result.badge).name}: ${badgeWordsOf(t, result.badge).description}`,
              duration: BADGE_NOTICE_MS,
            });
          } else {
            toast({
              title: t("dailyReview.dayAlreadyComplete"),
              description: t("dailyReview.dayAlreadyCompleteDescription"),
            });
          }
          onOpenChange(false);
        },
        () => {
          const failed = finishDayFailed();
          notifyFailure(failed.title, failed.description);
        },
      ),
    );

  return (
    <GameDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("dailyReview.endDayReview")}
      description={t("dailyReview.endDayDescription")}
      emoji="🌙"
      tint="bg-brand-200"
    >
      <section aria-labelledby="end-day-achievements">
        <h3 id="end-day-achievements" className="text-lg font-black">
          {t("dailyReview.achievements")}
          {review.checkMark ? (
            <span className="ml-2 text-base font-black text-emerald-800">
              <span aria-hidden="true">✅ </span>
              {t("dailyReview.balancedDay")}
            </span>
          ) : null}
        </h3>
        <ul className="mt-1.5 space-y-1.5">
          {review.groups.map((group) => {
            const tier = BADGE_TIERS[group.tier];
            return (
              <li
                key={group.key}
                className="flex items-center gap-2 rounded-xl bg-white px-3 py-2 font-bold"
              >
                <span aria-hidden="true" className="font-emoji text-xl">
                  {tier.emoji}
                </span>
                <span className="min-w-0 flex-1 leading-tight">
                  {t("dailyReview.groupTier", {
                    group: group.name,
                    tier: tierWords(t, group.tier),
                  })}
                </span>
                <span className="shrink-0 text-sm text-ink-soft tabular-nums">
                  {servesText(group.serves)}
                </span>
              </li>
            );
          })}
        </ul>
      </section>
      <div className="mt-4 grid grid-cols-2 gap-2.5">
        <Stat label={t("dailyReview.mealsLogged")} value={String(review.mealsLogged)} />
        <Stat label={t("dailyReview.totalServes")} value={formatServes(review.totalServes)} />
      </div>
      <Feelings feelings={review.feelings} />
      <SchoolQuestion userId={userId} />
      <section
        aria-labelledby="end-day-tomorrow"
        className="mt-4 rounded-2xl border-[3px] border-ink bg-sunny-100 p-3"
      >
        <h3 id="end-day-tomorrow" className="font-black">
          <span aria-hidden="true" className="font-emoji">
            🎯{" "}
          </span>
          {t("dailyReview.tomorrowsMission", { mission: missionName(t) })}
        </h3>
        <p className="mt-0.5 text-sm font-semibold text-ink-soft">{missionDescription(t)}</p>
      </section>
      <DialogActions>
        <div className="grid gap-2.5 sm:grid-cols-2">
          <Button
            variant="outline"
            className="order-2 sm:order-1"
            onClick={() => onOpenChange(false)}
          >
            {t("dailyReview.continueTracking")}
          </Button>
          <Button
            size="lg"
            className="order-1 sm:order-2"
            onClick={() => void finish()}
            disabled={pending}
            aria-busy={pending}
          >
            <BusyIcon busy={pending} icon={<Flag aria-hidden="true" className="size-5" />} />
            {t("dailyReview.finishDay")}
          </Button>
        </div>
      </DialogActions>
    </GameDialog>
  );
}
