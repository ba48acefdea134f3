import { randomUUID } from "node:crypto";
import type { DrinkChanges, NewDrink } from "../../../contracts/drinks";
import { DRINK_POINTS } from "../../../domain/game";
import { type DrinkType, drinkTypeOf, mlToCups } from "../../../domain/hydration";
import type { Db } from "../../db/client";
import { lastLocalDays } from "../../lib/day-range";
import { notFound } from "../../lib/errors";
import {
  type Logger,
  presentLoggedBy,
  presentLoggedByLogger,
  presentOneLoggedBy,
} from "../family/logged-by";
import { givePoints, later, type Player } from "../game/diary-write";
import { removeDiaryEntry, writeDiary } from "../game/service";
import { settleProgress } from "../game/settle";
import type { CreateKey } from "../idempotency/service";
import { presentDrink } from "./presenter";
import {
  allDrinks,
  deleteDrink,
  drinkInsertStatement,
  drinksBetween,
  drinkToInsert,
  findDrink,
  updateDrink,
} from "./repo";

// A blank name reads as the type's label ("Water"); cups always follow the millilitres.
function columns(input: DrinkChanges, type: DrinkType) {
  return {
    ...(input.drinkType ? { drinkType: input.drinkType } : {}),
    ...(input.drinkName !== undefined || input.drinkType
      ? { drinkName: input.drinkName?.trim() || drinkTypeOf(type).label }
      : {}),
    ...(input.amountMl ? { amountMl: input.amountMl, amountCups: mlToCups(input.amountMl) } : {}),
    ...(input.timestamp ? { timestamp: new Date(input.timestamp) } : {}),
  };
}

/** Logs a drink with its points. */
export function createDrink(db: Db, player: Player, input: NewDrink, by: Logger, key?: CreateKey) {
  return writeDiary(
    db,
    player,
    async (w) => {
      // Made whole here and inserted with the write's closing statement (decision 076).
      const row = drinkToInsert({
        id: randomUUID(),
        userId: player.id,
        loggedBy: by.id,
        drinkType: input.drinkType,
        drinkName: input.drinkName?.trim() || drinkTypeOf(input.drinkType).label,
        amountMl: input.amountMl,
        amountCups: mlToCups(input.amountMl),
        timestamp: input.timestamp ? new Date(input.timestamp) : new Date(),
      });
      later(w, drinkInsertStatement(row));
      await givePoints(w, DRINK_POINTS, "drink", `drink:${row.id}`);
      await settleProgress(w);
      return presentLoggedByLogger(row, presentDrink, by);
    },
    key,
    // Nothing is read: the drink may go as one statement.
    { alone: true },
  );
}

/**
 * Edits a drink and settles progress in one transaction, so an edit whose later steps fail
 * is not kept; 404 when it is not the user's.
 */
export function editDrink(db: Db, player: Player, id: string, input: DrinkChanges, by: string) {
  return writeDiary(db, player, async (w) => {
    const { tx } = w;
    const before = await findDrink(tx, player.id, id);
    if (!before) throw notFound("errors.drinkNotFound");
    const set = columns(input, input.drinkType ?? (before.drinkType as DrinkType));
    const row = Object.keys(set).length
      ? await updateDrink(tx, player.id, id, { ...set, editedBy: by })
      : before;
    if (!row) throw notFound("errors.drinkNotFound");
    await settleProgress(w);
    return presentOneLoggedBy(tx, row, presentDrink);
  });
}

/** Deletes a drink and takes its points back; 404 when it is not the user's. */
export function removeDrink(db: Db, player: Player, id: string) {
  return removeDiaryEntry(db, player, id, {
    remove: deleteDrink,
    reason: "drink",
    sourcePrefix: "drink",
    notFoundMessage: "errors.drinkNotFound",
  });
}

/** Today's drinks, oldest first. */
export async function todaysDrinks(db: Db, player: Player) {
  const rows = await drinksBetween(db, player.id, lastLocalDays(player.timeZone));
  return presentLoggedBy(db, rows, presentDrink);
}

/** All drinks, newest first. */
export async function everyDrink(db: Db, userId: string) {
  return presentLoggedBy(db, await allDrinks(db, userId), presentDrink);
}
