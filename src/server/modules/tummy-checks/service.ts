import { randomUUID } from "node:crypto";
import type {
  AlarmSignsList,
  NewTummyCheck,
  TummyCheckChanges,
} from "../../../contracts/tummy-checks";

import {
  alarmSignDays,
  isAlarmSign,
  isRomeAlarmSign,
  otherSignDays,
} from "../../../domain/alarm-signs";
import type { BathroomEvent } from "../../../domain/bathroom";
import { type ChildStoolType, eventOfChildType } from "../../../domain/child-stool-scale";
import { isChildsOwnCheck } from "../../../domain/game";
import { isSecondRatingOf } from "../../../domain/reporters";
import type { Db, Tx } from "../../db/client";
import { lastLocalDays } from "../../lib/day-range";
import { badRequest, notFound } from "../../lib/errors";
import {
  type Logger,
  presentLoggedBy,
  presentLoggedByLogger,
  presentOneLoggedBy,
} from "../family/logged-by";
import {
  childsCheckLogged,
  childsCheckUnlogged,
  later,
  type Player,
  tummyCheckCounted,
} from "../game/diary-write";
import { removeDiaryEntry, writeDiary } from "../game/service";
import { settleProgress } from "../game/settle";
import type { CreateKey } from "../idempotency/service";
import { presentTummyCheck } from "./presenter";
import {
  deleteTummyCheck,
  findTummyCheck,
  secondRatingsOf,
  type TummyCheckRow,
  tummyCheckInsertStatement,
  tummyChecksBetween,
  tummyChecksWithAlarmSigns,
  tummyCheckToInsert,
  unlinkSecondRating,
  updateTummyCheck,
} from "./repo";

/** Shown when a second rating is linked to a check that cannot be the same stool. */
export const NOT_THE_SAME_STOOL =
  "That is not a poo someone else logged within an hour. Log it as a new one!";

/** The bathroom event a check stores: the children's type's class when rated on that scale. */
function storedEvent(input: {
  bathroomEvent?: BathroomEvent | null;
  childStoolType?: ChildStoolType | null;
}): BathroomEvent | null {
  if (input.childStoolType) return eventOfChildType(input.childStoolType);
  return input.bathroomEvent ?? null;
}

/**
 * A second rating must be of a stool already logged by someone else, within an hour, and not
 * itself a second rating: otherwise the link would count two events as one (ADR 062).
 */
async function checkSameStool(tx: Tx, player: Player, input: NewTummyCheck, at: Date) {
  if (!input.sameAsId) return;
  const first = await findTummyCheck(tx, player.id, input.sameAsId);
  const fits =
    first &&
    isSecondRatingOf(linkedCheck(first), {
      reporter: input.reporter ?? "child",
      bathroomEvent: storedEvent(input),
      timestamp: at.toISOString(),
    });
  if (!fits) throw badRequest("errors.notTheSameStool", { sameAsId: "errors.notTheSameStool" });
}

/** What the second-rating rule reads of a stored check. */
function linkedCheck(row: TummyCheckRow) {
  return { ...row, timestamp: row.timestamp.toISOString() };
}

/**
 * After an edit of `row`, the links it is part of are read again with the rule they were made
 * by: a second rating whose rule no longer holds (a new time, reporter or no stool, on either
 * side) is unlinked and counts as a stool of its own (ADR 062). The edited row, as it stands.
 */
async function recheckLinks(tx: Tx, player: Player, row: TummyCheckRow): Promise<TummyCheckRow> {
  let edited = row;
  if (row.sameAsId) {
    const first = await findTummyCheck(tx, player.id, row.sameAsId);
    if (!first || !isSecondRatingOf(linkedCheck(first), linkedCheck(row))) {
      edited = (await unlinkSecondRating(tx, player.id, row.id)) ?? row;
    }
  }
  for (const second of await secondRatingsOf(tx, player.id, row.id)) {
    if (!isSecondRatingOf(linkedCheck(edited), linkedCheck(second))) {
      await unlinkSecondRating(tx, player.id, second.id);
    }
  }
  return edited;
}

/**
 * Logs a tummy check with its points and badges in one transaction; a grown-up's check is
 * logged without points (isChildsOwnCheck).
 */
export function createTummyCheck(
  db: Db,
  player: Player,
  input: NewTummyCheck,
  by: Logger,
  key?: CreateKey,
) {
  return writeDiary(
    db,
    player,
    async (w) => {
      const at = input.timestamp ? new Date(input.timestamp) : new Date();
      await checkSameStool(w.tx, player, input, at);
      const reporter = input.reporter ?? "child";
      // Made whole here and inserted with the write's closing statement (decision 076).
      const row = tummyCheckToInsert(
        {
          id: randomUUID(),
          userId: player.id,
          loggedBy: by.id,
          feeling: input.feeling,
          bathroomEvent: storedEvent(input),
          childStoolType: input.childStoolType ?? null,
          notes: input.notes || null,
          timestamp: at,
          reporter,
          reporterName: reporter === "child" ? null : input.reporterName || null,
          sameAsId: input.sameAsId ?? null,
          alarmSigns: input.alarmSigns ?? [],
          feelingScale: input.feelingScale ?? "three-faces",
        },
        new Date(),
      );
      later(w, tummyCheckInsertStatement(row));
      if (isChildsOwnCheck(reporter)) await childsCheckLogged(w, row.id);
      const newBadges = await settleProgress(w);
      return { ...presentLoggedByLogger(row, presentTummyCheck, by), newBadges };
    },
    key,
    // Nothing is read unless it rates a stool again: it may go as one statement.
    { alone: !input.sameAsId },
  );
}

/**
 * Edits the feeling, the bathroom type or the time and settles progress in one transaction,
 * so an edit whose later steps fail is not kept; 404 when it is not the user's. A change of who
 * reported it moves its points: given when it becomes the child's own, taken back when a
 * grown-up turns out to have told it.
 */
export function editTummyCheck(
  db: Db,
  player: Player,
  id: string,
  changes: TummyCheckChanges,
  by: string,
) {
  return writeDiary(db, player, async (w) => {
    const { tx } = w;
    const before =
      changes.reporter || changes.feeling ? await findTummyCheck(tx, player.id, id) : undefined;
    // A check asked with two answers stays on its scale: Tummy OK or Tummy hurts (ADR 066).
    if (before?.feelingScale === "two-choice" && changes.feeling === "uncomfortable") {
      throw badRequest("errors.notOnTwoChoices", { feeling: "errors.notOnTwoChoices" });
    }
    const { timestamp, childStoolType, bathroomEvent, reporterName, ...rest } = changes;
    const row = await updateTummyCheck(tx, player.id, id, {
      ...rest,
      editedBy: by,
      ...(timestamp ? { timestamp: new Date(timestamp) } : {}),
      // A children's type sets the bathroom event; a bathroom event alone clears the type.
      ...(childStoolType !== undefined || bathroomEvent !== undefined
        ? { childStoolType: childStoolType ?? null, bathroomEvent: storedEvent(changes) }
        : {}),
      ...(reporterName !== undefined ? { reporterName: reporterName || null } : {}),
      ...(changes.reporter === "child" ? { reporterName: null } : {}),
    });
    if (!row) throw notFound("errors.tummyCheckNotFound");
    if (before && changes.reporter) {
      const was = isChildsOwnCheck(before.reporter);
      const is = isChildsOwnCheck(row.reporter);
      if (!was && is) await childsCheckLogged(w, row.id);
      if (was && !is) await childsCheckUnlogged(w, row.id);
    }
    const edited = await recheckLinks(tx, player, row);
    await settleProgress(w);
    return presentOneLoggedBy(tx, edited, presentTummyCheck);
  });
}

/** Deletes a check and takes its points back; 404 when it is not the user's. */
export function removeTummyCheck(db: Db, player: Player, id: string) {
  return removeDiaryEntry(db, player, id, {
    remove: deleteTummyCheck,
    reason: "tummy check",
    sourcePrefix: "tummy",
    notFoundMessage: "errors.tummyCheckNotFound",
    // Only the child's own checks were counted toward the badge (their points come back by
    // the ledger, whatever they were).
    noted: (w, row) => {
      if (isChildsOwnCheck(row.reporter)) tummyCheckCounted(w, -1);
    },
  });
}

/**
 * Every alarm sign of the diary: by sign with its local days, and each logged entry; night
 * waking, logged but not an alarm sign, apart.
 */
export async function listAlarmSigns(db: Db, player: Player): Promise<AlarmSignsList> {
  const rows = (await tummyChecksWithAlarmSigns(db, player.id)).map(presentTummyCheck);
  return {
    signs: alarmSignDays(rows, player.timeZone).map((s) => ({ ...s, dates: [...s.dates] })),
    entries: rows.flatMap((check) =>
      check.alarmSigns
        .filter(isAlarmSign)
        .filter(isRomeAlarmSign)
        .map((sign) => ({
          tummyCheckId: check.id,
          sign,
          timestamp: check.timestamp,
          reporter: check.reporter,
          reporterName: check.reporterName,
        })),
    ),
    alsoLogged: otherSignDays(rows, player.timeZone).map((s) => ({ ...s, dates: [...s.dates] })),
  };
}

/** The checks of the user's last `days` local days (1 = today), oldest first. */
export async function recentTummyChecks(db: Db, player: Player, days: number) {
  const rows = await tummyChecksBetween(db, player.id, lastLocalDays(player.timeZone, days));
  return presentLoggedBy(db, rows, presentTummyCheck);
}
