import type { CompleteDayResponse } from "../../../contracts/daily-review";
import { badgeByKey } from "../../../domain/badges";
import { awardOfDay } from "../../../domain/daily-report";
import { FINISHED_DAY_POINTS } from "../../../domain/game";
import { addDays, type LocalDate, localDate } from "../../../domain/local-day";
import { badgeDescription, badgeName } from "../../../i18n/words/badges";
import type { Db } from "../../db/client";
import { localDaysRange } from "../../lib/day-range";
import { conflict } from "../../lib/errors";
import { translatorFor } from "../../lib/i18n";
import { drinksBetween } from "../drinks/repo";
import { type DiaryWrite, givePoints, type Player } from "../game/diary-write";
import { writeDiary } from "../game/service";
import { settleProgress } from "../game/settle";
import type { CreateKey } from "../idempotency/service";
import { mealsBetween } from "../meals/repo";
import { dayFinished, finishedDayOpenAt, recordDayCompletion } from "./repo";

/** The award in English, as the Complete-day response names it (SPEC 3). */
const english = translatorFor("en").t;

/**
 * Finishes the player's local day (SPEC 4 "End-day flow"), once per day: the first call records
 * the day with the award its meals earn, gives the finished-day points and answers the badge;
 * any later call for that day answers alreadyEarned and changes nothing.
 *
 * The day is today in the player's zone, or the day the child's phone names (`day`): today, or
 * yesterday while no later day is finished, so a Finish Day tapped at 23:50 without a
 * connection and sent after midnight finishes the day it was tapped on (ADR 049). Any other
 * day is refused (409 day_not_open). A key makes a repeat answer the first answer (ADR 022).
 */
export function completeDay(
  db: Db,
  player: Player,
  day?: LocalDate,
  now = new Date(),
  key?: CreateKey,
): Promise<CompleteDayResponse> {
  const today = localDate(now, player.timeZone);
  const date = day ?? today;
  return writeDiary(
    db,
    player,
    (w) => (date === today ? finishToday(w, date, now) : finishYesterday(w, date, today, now)),
    key,
  );
}

async function finishYesterday(
  w: DiaryWrite,
  date: LocalDate,
  today: LocalDate,
  now: Date,
): Promise<CompleteDayResponse> {
  if (date > today) throw conflict("errors.dayNotStarted", "day_not_open");
  if (date !== addDays(today, -1)) throw conflict("errors.dayTooLate", "day_not_open");
  if (await dayFinished(w.tx, w.player.id, date)) return { alreadyEarned: true as const };
  // One instant is one day (ADR 003): while today (or any later day) is finished and has not
  // ended, yesterday can no longer be finished.
  if (await finishedDayOpenAt(w.tx, w.player.id, now)) {
    throw conflict("errors.dayTooLate", "day_not_open");
  }
  return recordDay(w, date, now);
}

async function finishToday(
  w: DiaryWrite,
  date: LocalDate,
  now: Date,
): Promise<CompleteDayResponse> {
  // One instant is one day (ADR 003): while a finished day has not ended where it was
  // finished, no other day can be finished, whatever zone the day is asked in.
  if (await finishedDayOpenAt(w.tx, w.player.id, now)) return { alreadyEarned: true as const };
  return recordDay(w, date, now);
}

async function recordDay(w: DiaryWrite, date: LocalDate, now: Date): Promise<CompleteDayResponse> {
  const { tx, player } = w;
  const day = localDaysRange(date, date, player.timeZone);
  const meals = await mealsBetween(tx, player.id, day);
  // A glass of milk counts for Bone Foods as milk on cereal does (the Daily Report's rule).
  const drinks = await drinksBetween(tx, player.id, day);
  const award = badgeByKey(awardOfDay(meals, drinks));
  const endsAt = day.to;
  const recorded = await recordDayCompletion(tx, {
    userId: player.id,
    date,
    badgeId: award.key,
    endsAt,
  });
  if (!recorded) return { alreadyEarned: true as const };
  // A day award is earned again on every finished day, so its record is the day itself
  // (day_completions.badge_id), not user_badges, which holds milestones earned once. Day
  // awards carry no points of their own: the finished day's points reward the same work.
  await givePoints(w, FINISHED_DAY_POINTS, "finished-day", `day:${date}`);
  await settleProgress(w, now);
  const words = {
    name: badgeName(english, award.key),
    description: badgeDescription(english, award.key),
  };
  return { badge: { id: award.key, icon: award.icon, ...words } };
}
