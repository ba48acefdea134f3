import { randomUUID } from "node:crypto";
import type { DiarySummary, MealChanges, NewMeal, SavedMeal } from "../../../contracts/meals";
import { MEAL_POINTS } from "../../../domain/game";
import { localDate } from "../../../domain/local-day";
import { QUICK_ADD_COUNT, quickAddFoods } from "../../../domain/quick-add";
import type { Db } from "../../db/client";
import { lastLocalDays } from "../../lib/day-range";
import { badRequest, notFound } from "../../lib/errors";
import {
  type Logger,
  presentLoggedBy,
  presentLoggedByLogger,
  presentOneLoggedBy,
} from "../family/logged-by";
import {
  givePoints,
  later,
  mealLogged,
  mealUnlogged,
  type Player,
  pointsAlongside,
} from "../game/diary-write";
import { removeDiaryEntry, writeDiary } from "../game/service";
import { settleProgress } from "../game/settle";
import type { CreateKey } from "../idempotency/service";
import { noteMealOnMission, syncMissionDays } from "../missions/service";
import { attachMealPhoto } from "../photos/service";
import { countTummyChecks } from "../tummy-checks/repo";
import { presentMeal } from "./presenter";
import {
  countMeals,
  deleteMeal,
  findMeal,
  frequentFoods,
  insertMeal,
  mealInsertStatement,
  mealsBetweenPrepared,
  mealToInsert,
  updateMeal,
} from "./repo";

/**
 * Logs a meal: its points, the day's mission, badges, level and streak, in one diary write
 * (once per Idempotency-Key when the request has one).
 */
export function createMeal(
  db: Db,
  player: Player,
  input: NewMeal,
  by: Logger,
  key?: CreateKey,
): Promise<SavedMeal> {
  return writeDiary(
    db,
    player,
    async (w) => {
      const { tx } = w;
      const id = randomUUID();
      const values = {
        id,
        userId: player.id,
        mealType: input.mealType,
        detectedFoods: input.detectedFoods,
        manualFoods: input.manualFoods,
        aiConfidence: input.aiConfidence,
        photoUrl: input.photoUrl ?? null,
        loggedBy: by.id,
        timestamp: input.timestamp ? new Date(input.timestamp) : new Date(),
      };
      // A meal with a photo is inserted at once (the photo then points at it); any other goes
      // with the write's closing statement, with its points (decision 070).
      const row = input.photoUrl
        ? await insertMeal(tx, values, pointsAlongside(w, MEAL_POINTS, "meal", `meal:${id}`))
        : mealToInsert(values, new Date());
      if (!input.photoUrl) {
        later(w, mealInsertStatement(row));
        await givePoints(w, MEAL_POINTS, "meal", `meal:${id}`);
      }
      if (input.photoUrl) await attachMealPhoto(tx, player.id, input.photoUrl, row.id);
      mealLogged(w, row.timestamp, row.mealType);
      await noteMealOnMission(w, localDate(row.timestamp, player.timeZone), row.mealType);
      const newBadges = await settleProgress(w);
      return { ...presentLoggedByLogger(row, presentMeal, by), newBadges };
    },
    key,
    // Without a photo, nothing is read: the meal may go as one statement.
    { alone: !input.photoUrl },
  );
}

/** Edits a meal's foods, type or time; 404 when it is not the user's. */
export function editMeal(db: Db, player: Player, id: string, changes: MealChanges, by: string) {
  return writeDiary(db, player, async (w) => {
    const { tx } = w;
    const { timestamp, ...rest } = changes;
    const before = await findMeal(tx, player.id, id);
    if (!before) throw notFound("errors.mealNotFound");
    const foods = [
      ...(rest.detectedFoods ?? before.detectedFoods),
      ...(rest.manualFoods ?? before.manualFoods),
    ];
    if (foods.length === 0) throw badRequest("errors.noFoods", { manualFoods: "errors.noFoods" });
    const row = await updateMeal(tx, player.id, id, {
      ...rest,
      editedBy: by,
      ...(timestamp ? { timestamp: new Date(timestamp) } : {}),
    });
    if (!row) throw notFound("errors.mealNotFound");
    mealUnlogged(w, before.timestamp, false);
    mealLogged(w, row.timestamp, row.mealType, false);
    await syncMissionDays(w, [
      localDate(before.timestamp, player.timeZone),
      localDate(row.timestamp, player.timeZone),
    ]);
    await settleProgress(w);
    return presentOneLoggedBy(tx, row, presentMeal);
  });
}

/** Deletes a meal and takes its points back; 404 when it is not the user's. */
export function removeMeal(db: Db, player: Player, id: string) {
  return removeDiaryEntry(db, player, id, {
    remove: deleteMeal,
    reason: "meal",
    sourcePrefix: "meal",
    notFoundMessage: "errors.mealNotFound",
    noted: (w, row) => mealUnlogged(w, row.timestamp),
    after: (w, row) => syncMissionDays(w, [localDate(row.timestamp, player.timeZone)]),
  });
}

/** The meals of the user's local today, oldest first. */
export async function todaysMeals(db: Db, player: Player) {
  const rows = await mealsBetweenPrepared(db, player.id, lastLocalDays(player.timeZone));
  return presentLoggedBy(db, rows, presentMeal);
}

/** Quick-add foods and totals for the dashboard. */
export async function diarySummary(db: Db, userId: string): Promise<DiarySummary> {
  const [frequent, mealsTotal, tummyChecksTotal] = await Promise.all([
    frequentFoods(db, userId, QUICK_ADD_COUNT),
    countMeals(db, userId),
    countTummyChecks(db, userId),
  ]);
  return { quickAddFoods: quickAddFoods(frequent), mealsTotal, tummyChecksTotal };
}
