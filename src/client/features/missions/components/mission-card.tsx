import { CheckCircle2, Lock, Trophy } from "lucide-react";
import type { Mission } from "../../../../contracts/missions";
import { MISSION_POINTS } from "../../../../domain/game";
import { isMissionComplete } from "../../../../domain/missions";
import {
  missionDescription,
  missionName,
  missionProgressWords,
  unlockedFactWords,
  unlockedJokeWords,
} from "../../../../i18n/words/missions";
import { ReadAloudButton } from "../../../components/read-aloud";
import { Button } from "../../../components/ui/button";
import { BusyIcon } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { friendlyMessage } from "../../../lib/api-client";
import { t } from "../../../lib/i18n";
import { notifyError } from "../../../lib/notify";
import { questionText } from "../../../lib/read-aloud";
import { useOnce } from "../../../lib/use-contract-form";
import { COMPLETE_MISSION_FAILED, useCompleteMission } from "../api/complete-mission";
import { useTodaysMission } from "../api/get-todays-mission";

function MissionBar({ mission }: { mission: Mission }) {
  const done = Math.min(mission.mealsLogged, mission.mealsGoal);
  const text = missionProgressWords(t, mission.mealsLogged);
  return (
    <div className="mt-4">
      <div
        role="progressbar"
        aria-label={t("missions.progressLabel")}
        aria-valuemin={0}
        aria-valuemax={mission.mealsGoal}
        aria-valuenow={done}
        aria-valuetext={text}
        className="grid gap-1.5"
        style={{ gridTemplateColumns: `repeat(${mission.mealsGoal}, minmax(0, 1fr))` }}
      >
        {Array.from({ length: mission.mealsGoal }, (_, index) => index + 1).map((slot) => (
          <span
            key={slot}
            className={`grid h-10 place-items-center rounded-xl border-[3px] font-emoji text-lg ${
              slot <= done ? "border-ink bg-emerald-400" : "border-dashed border-ink/30 bg-white"
            }`}
          >
            <span aria-hidden="true">{slot <= done ? "🍽️" : ""}</span>
          </span>
        ))}
      </div>
      <p className="mt-2 text-base font-black">{text}</p>
    </div>
  );
}

function Unlock({
  title,
  emoji,
  text,
  hint,
}: {
  title: string;
  emoji: string;
  text: string | null;
  hint: string;
}) {
  if (text) {
    return (
      <div className="rounded-2xl border-[3px] border-ink bg-white p-3 motion-safe:animate-pop-in">
        <h3 className="flex items-center gap-2 font-black">
          <span aria-hidden="true" className="font-emoji text-xl">
            {emoji}
          </span>
          {title}
        </h3>
        <p className="mt-1 font-semibold">{text}</p>
      </div>
    );
  }
  return (
    <div className="flex items-start gap-2 rounded-2xl border-2 border-dashed border-ink/25 bg-white/60 p-3">
      <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-soft" strokeWidth={2.5} />
      <p className="leading-tight">
        <span className="block font-black">{title}</span>
        <span className="block text-sm font-bold text-ink-soft">{hint}</span>
      </p>
    </div>
  );
}

/** Today's mission: the meal bar, the fact and joke it unlocks, and Complete Mission at 3/3. */
export function MissionCard({ userId }: { userId: string }) {
  const { data: mission, isPending, isError } = useTodaysMission(userId);
  const completion = useCompleteMission();
  // One request per tap (ADR 046).
  const { once, pending } = useOnce();

  return (
    <section
      aria-labelledby="mission-heading"
      className="relative overflow-hidden rounded-3xl border-[3px] border-ink bg-sunny-100 p-5 shadow-card sm:p-6"
    >
      <p className="text-xs font-black tracking-widest text-sunny-800 uppercase">
        {t("missions.todaysMission")}
      </p>
      <h2 id="mission-heading" className="mt-1 flex items-center gap-2 text-2xl font-black">
        <span aria-hidden="true" className="font-emoji">
          🎯
        </span>
        {mission ? missionName(t) : t("missions.todaysMission")}
        {mission?.completed ? (
          <CheckCircle2
            aria-label={t("missions.completed")}
            className="size-7 text-emerald-700"
            strokeWidth={2.75}
          />
        ) : null}
      </h2>
      {isPending ? (
        <p className="mt-3 font-bold text-ink-soft">{t("missions.opening")}</p>
      ) : isError || !mission ? (
        <p className="mt-3 font-bold text-ink-soft">{t("missions.stuck")}</p>
      ) : (
        <>
          <div className="mt-1 flex items-start justify-between gap-2">
            <p className="font-semibold text-ink-soft">{missionDescription(t)}</p>
            <ReadAloudButton text={questionText(missionName(t), [missionDescription(t)])} />
          </div>
          <MissionBar mission={mission} />
          <div
            className={`mt-4 grid gap-2 ${mission.unlockedFact || mission.unlockedJoke ? "sm:grid-cols-2" : "grid-cols-2"}`}
          >
            <Unlock
              title={t("missions.factTitle")}
              emoji="🧠"
              text={unlockedFactWords(t, mission)}
              hint={t("missions.afterFirstMeal")}
            />
            <Unlock
              title={t("missions.jokeTitle")}
              emoji="😂"
              text={unlockedJokeWords(t, mission)}
              hint={t("missions.afterFirstMeal")}
            />
          </div>
          {mission.completed ? (
            <p className="mt-4 flex items-center gap-2 rounded-2xl bg-emerald-700 p-3 font-black text-white">
              <Trophy aria-hidden="true" className="size-6" strokeWidth={2.5} />
              {t("missions.completeNote", { points: MISSION_POINTS })}
            </p>
          ) : isMissionComplete(mission.mealsLogged) ? (
            <Button
              variant="primary"
              size="lg"
              block
              className="mt-4"
              disabled={pending}
              onClick={() =>
                void once(() =>
                  completion.mutateAsync(mission.id).then(
                    () =>
                      toast({
                        title: t("missions.completeToastTitle"),
                        description: t("missions.completeToastText", { points: MISSION_POINTS }),
                      }),
                    (error) => notifyError(friendlyMessage(error, COMPLETE_MISSION_FAILED)),
                  ),
                )
              }
            >
              <BusyIcon
                busy={pending}
                icon={<Trophy aria-hidden="true" className="size-6" strokeWidth={2.5} />}
              />
              {t("missions.completeButton")}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
