import type { Db, Tx } from "../../db/client";
import { notFound } from "../../lib/errors";
import { answerOnce, type CreateKey } from "../idempotency/service";
import {
  type DiaryWrite,
  later,
  newDiaryWrite,
  type Player,
  takeBackPoints,
  writeAll,
} from "./diary-write";
import { inDiaryQueue } from "./queue";
import { settleProgress } from "./settle";

/**
 * The one way into a child's diary: runs `write` in a transaction that has locked the user's
 * row once, before anything else (decision 004), and answers once it is committed. A create sent
 * with an Idempotency-Key claims it right after the lock (decision 022): a repeat answers the
 * first answer. Writes of the same child that arrive together share one commit (queue.ts).
 * A write that builds its changes without reading (`how.alone`) goes as one statement when
 * this instance kept the child's progress and nothing changed it since (decision 076).
 */
export function writeDiary<T>(
  db: Db,
  player: Player,
  write: (w: DiaryWrite) => Promise<T>,
  key?: CreateKey,
  how: { alone?: boolean } = {},
): Promise<T> {
  return inDiaryQueue(
    db,
    player.id,
    async (tx, held, firstUse) => {
      const w = newDiaryWrite(tx, player, held);
      const value = key
        ? await answerOnce(tx, player.id, key, () => write(w), {
            firstUse,
            later: (statement) => later(w, statement),
          })
        : await write(w);
      // What the write left for its end, in one statement (decision 070).
      await writeAll(w);
      return value;
    },
    key?.key,
    how.alone,
  );
}

/** How a kind of diary entry is deleted: its query, its ledger source and its not-found words. */
export type Removal<Row extends { id: string }> = {
  remove: (tx: Tx, userId: string, id: string) => Promise<Row | undefined>;
  reason: string;
  sourcePrefix: string;
  notFoundMessage: string;
  /** What the deletion changes that progress keeps (e.g. a meal's day, a count). */
  noted?: (w: DiaryWrite, row: Row) => void;
  /** More work in the same write (e.g. the day's mission), before progress settles. */
  after?: (w: DiaryWrite, row: Row) => Promise<void>;
};

/** Deletes one of the user's entries and takes its points back, in one transaction; 404 if not theirs. */
export function removeDiaryEntry<Row extends { id: string }>(
  db: Db,
  player: Player,
  id: string,
  how: Removal<Row>,
): Promise<void> {
  return writeDiary(db, player, async (w) => {
    const row = await how.remove(w.tx, player.id, id);
    if (!row) throw notFound(how.notFoundMessage);
    how.noted?.(w, row);
    await takeBackPoints(w, how.reason, `${how.sourcePrefix}:${row.id}`);
    await how.after?.(w, row);
    await settleProgress(w);
  });
}
