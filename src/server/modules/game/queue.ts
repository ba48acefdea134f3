import type { Db, Tx } from "../../db/client";
import type { HeldDiary } from "./diary-write";
import { lockProgress, updateProgress } from "./repo";

// One child's diary writes settle one at a time under the user's row lock, and each commit
// waits for the disk (decision 004). So that a burst of one child's writes does not pay one
// disk flush each behind that lock, the writes of a child that arrive while an earlier one runs
// wait in this process and then run together, one after the other, in one transaction: each is
// applied, settled and answered exactly as if it ran alone, and all share one commit. Should
// any of them fail (a 404, a conflict), the whole group is rolled back and each write runs
// again alone, so that one write's failure never undoes another's. Another instance of the app
// still queues on the row lock, so this is an optimisation only.

/** A write run in a transaction that holds the user's lock. */
export type HeldWork<T> = (tx: Tx, held: HeldDiary) => Promise<T>;

type Job = {
  work: HeldWork<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};
type Queue = { jobs: Job[] };

/** At most this many writes share a commit, so that one burst cannot hold a child's lock long. */
const MAX_BATCH = 16;

// The queues of each database handle (the app's, or a test's), by user.
const queues = new WeakMap<Db, Map<string, Queue>>();

// The user's lock, taken once; the writes one after the other; the progress they settled,
// written once before the commit.
async function runAll(tx: Tx, userId: string, batch: Job[]): Promise<unknown[]> {
  const held: HeldDiary = {
    progress: await lockProgress(tx, userId),
    unwritten: null,
    missionMealsMarked: new Set(),
  };
  const values: unknown[] = [];
  for (const job of batch) values.push(await job.work(tx, held));
  if (held.unwritten) await updateProgress(tx, userId, held.unwritten);
  return values;
}

async function runBatch(db: Db, userId: string, batch: Job[]): Promise<void> {
  const [only] = batch;
  if (batch.length === 1 && only) {
    await db
      .transaction((tx) => runAll(tx, userId, batch))
      .then(([value]) => only.resolve(value), only.reject);
    return;
  }
  let values: unknown[];
  try {
    values = await db.transaction((tx) => runAll(tx, userId, batch));
  } catch {
    // Rolled back as a whole: each write again in its own transaction, with its own outcome.
    for (const job of batch) await runBatch(db, userId, [job]);
    return;
  }
  batch.forEach((job, i) => {
    job.resolve(values[i]);
  });
}

async function drain(db: Db, byUser: Map<string, Queue>, userId: string, queue: Queue) {
  while (queue.jobs.length > 0) await runBatch(db, userId, queue.jobs.splice(0, MAX_BATCH));
  byUser.delete(userId);
}

/**
 * Runs `work` in a transaction that has locked the user's row; answers once it is committed.
 * Writes of the same user that arrive meanwhile are committed together after it.
 */
export function inDiaryQueue<T>(db: Db, userId: string, work: HeldWork<T>): Promise<T> {
  let byUser = queues.get(db);
  if (!byUser) {
    byUser = new Map();
    queues.set(db, byUser);
  }
  const running = byUser.get(userId);
  const queue = running ?? { jobs: [] };
  return new Promise<T>((resolve, reject) => {
    queue.jobs.push({ work, resolve: (value) => resolve(value as T), reject });
    if (!running && byUser) {
      byUser.set(userId, queue);
      void drain(db, byUser, userId, queue);
    }
  });
}
