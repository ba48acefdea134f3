import type { CompleteDayResponse } from "../../../contracts/daily-review";
import { badgeByKey } from "../../../domain/badges";
import { awardOfDay } from "../../../domain/daily-report";
import { FINISHED_DAY_POINTS } from "../../../domain/game";
import { localDate } from "../../../domain/local-day";
import type { Db } from "../../db/client";
import { localDaysRange } from "../../lib/day-range";
import { givePoints, type Player } from "../game/diary-write";
import { writeDiary } from "../game/service";
import { settleProgress } from "../game/settle";
import { mealsBetween } from "../meals/repo";
import { recordDayCompletion } from "./repo";

/**
 * Finishes the player's local day (SPEC 4 "End-day flow"), once per day: the first call records
 * the day with the award its meals earn, gives the finished-day points and answers the badge;
 * any later call that day answers alreadyEarned and changes nothing.
 */
export function completeDay(
  db: Db,
  player: Player,
  now = new Date(),
): Promise<CompleteDayResponse> {
  return writeDiary(db, player, async (w) => {
    const { tx } = w;
    const date = localDate(now, player.timeZone);
    const meals = await mealsBetween(tx, player.id, localDaysRange(date, date, player.timeZone));
    const award = badgeByKey(awardOfDay(meals));
    const recorded = await recordDayCompletion(tx, { userId: player.id, date, badgeId: award.key });
    if (!recorded) return { alreadyEarned: true as const };
    // A day award is earned again on every finished day, so its record is the day itself
    // (day_completions.badge_id), not user_badges, which holds milestones earned once. Day
    // awards carry no points of their own: the finished day's points reward the same work.
    await givePoints(w, FINISHED_DAY_POINTS, "finished-day", `day:${date}`);
    await settleProgress(w, now);
    return { badge: { icon: award.icon, name: award.name, description: award.description } };
  });
}
