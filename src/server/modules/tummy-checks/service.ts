import type { NewTummyCheck, TummyCheckChanges } from "../../../contracts/tummy-checks";
import { TUMMY_CHECK_POINTS } from "../../../domain/game";
import type { Db } from "../../db/client";
import { lastLocalDays } from "../../lib/day-range";
import { notFound } from "../../lib/errors";
import { givePoints, type Player, tummyCheckCounted } from "../game/diary-write";
import { removeDiaryEntry, writeDiary } from "../game/service";
import { settleProgress } from "../game/settle";
import type { CreateKey } from "../idempotency/service";
import { presentTummyCheck } from "./presenter";
import { deleteTummyCheck, insertTummyCheck, tummyChecksBetween, updateTummyCheck } from "./repo";

const NOT_FOUND = "That tummy check is not in your case file.";

/** Logs a tummy check with its points and badges in one transaction. */
export function createTummyCheck(db: Db, player: Player, input: NewTummyCheck, key?: CreateKey) {
  return writeDiary(
    db,
    player,
    async (w) => {
      const row = await insertTummyCheck(w.tx, {
        userId: player.id,
        feeling: input.feeling,
        bathroomEvent: input.bathroomEvent ?? null,
        notes: input.notes || null,
        timestamp: input.timestamp ? new Date(input.timestamp) : new Date(),
      });
      await givePoints(w, TUMMY_CHECK_POINTS, "tummy check", `tummy:${row.id}`);
      tummyCheckCounted(w, 1);
      const newBadges = await settleProgress(w);
      return { ...presentTummyCheck(row), newBadges };
    },
    key,
  );
}

/**
 * Edits the feeling, the bathroom type or the time and settles progress in one transaction,
 * so an edit whose later steps fail is not kept; 404 when it is not the user's.
 */
export function editTummyCheck(db: Db, player: Player, id: string, changes: TummyCheckChanges) {
  return writeDiary(db, player, async (w) => {
    const { tx } = w;
    const { timestamp, ...rest } = changes;
    const row = await updateTummyCheck(tx, player.id, id, {
      ...rest,
      ...(timestamp ? { timestamp: new Date(timestamp) } : {}),
    });
    if (!row) throw notFound(NOT_FOUND);
    await settleProgress(w);
    return presentTummyCheck(row);
  });
}

/** Deletes a check and takes its points back; 404 when it is not the user's. */
export function removeTummyCheck(db: Db, player: Player, id: string) {
  return removeDiaryEntry(db, player, id, {
    remove: deleteTummyCheck,
    reason: "tummy check",
    sourcePrefix: "tummy",
    notFoundMessage: NOT_FOUND,
    noted: (w) => tummyCheckCounted(w, -1),
  });
}

/** The checks of the user's last `days` local days (1 = today), oldest first. */
export async function recentTummyChecks(db: Db, player: Player, days: number) {
  const rows = await tummyChecksBetween(db, player.id, lastLocalDays(player.timeZone, days));
  return rows.map(presentTummyCheck);
}
