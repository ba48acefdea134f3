import type { Tx } from "../../db/client";
import { updateProgress } from "./repo";

/** What a settlement writes on the user row. */
export type ProgressRow = Parameters<typeof updateProgress>[2];

// In a transaction of the diary queue (queue.ts), several writes of one child settle one after
// the other: each starts from the previous one's progress, and only the last needs writing, once,
// just before the commit. Elsewhere a settlement writes at once.
const deferring = new WeakSet<Tx>();
const unwritten = new WeakMap<Tx, { userId: string; progress: ProgressRow }>();

/** Marks a transaction whose progress is written by writeUnwrittenProgress before it commits. */
export function deferProgressWrites(tx: Tx): void {
  deferring.add(tx);
}

/** Writes a user's settled progress now, or before the commit of a deferring transaction. */
export async function writeProgress(tx: Tx, userId: string, progress: ProgressRow) {
  if (deferring.has(tx)) unwritten.set(tx, { userId, progress });
  else await updateProgress(tx, userId, progress);
}

/** Writes the last settled progress of a deferring transaction, if any. */
export async function writeUnwrittenProgress(tx: Tx): Promise<void> {
  const pending = unwritten.get(tx);
  if (!pending) return;
  unwritten.delete(tx);
  await updateProgress(tx, pending.userId, pending.progress);
}
