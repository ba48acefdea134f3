import type { Tx } from "../../db/client";
import { deferProgressWrites, writeUnwrittenProgress } from "./unwritten";

// One child's diary writes settle one at a time under the user's row lock, and each commit
// waits for the disk (decision 004). So that a burst of one child's writes does not pay one
// disk flush each behind that lock, the writes of a child that arrive while an earlier one runs
// wait in this process and then run together, one after the other, in one transaction: each is
// applied, settled and answered exactly as if it ran alone, and all share one commit. Should
// any of them fail (a 404, a conflict), the whole group is rolled back and each write runs
// again alone, so that one write's failure never undoes another's. Another instance of the app
// still queues on the row lock, so this is an optimisation only.

type Job = {
  work: (tx: Tx) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};
type Queue = { jobs: Job[] };

/** At most this many writes share a commit, so that one burst cannot hold a child's lock long. */
const MAX_BATCH = 16;

const queues = new WeakMap<Tx, Map<string, Queue>>();

// The writes one after the other, then the progress they settled, written once.
async function runAll(tx: Tx, batch: Job[]): Promise<unknown[]> {
  deferProgressWrites(tx);
  const values: unknown[] = [];
  for (const job of batch) values.push(await job.work(tx));
  await writeUnwrittenProgress(tx);
  return values;
}

async function runBatch(db: Tx, batch: Job[]): Promise<void> {
  const [only] = batch;
  if (batch.length === 1 && only) {
    await db
      .transaction((tx) => runAll(tx, batch))
      .then(([value]) => only.resolve(value), only.reject);
    return;
  }
  let values: unknown[];
  try {
    values = await db.transaction((tx) => runAll(tx, batch));
  } catch {
    // Rolled back as a whole: each write again in its own transaction, with its own outcome.
    for (const job of batch) await runBatch(db, [job]);
    return;
  }
  batch.forEach((job, i) => {
    job.resolve(values[i]);
  });
}

async function drain(db: Tx, byUser: Map<string, Queue>, userId: string, queue: Queue) {
  while (queue.jobs.length > 0) await runBatch(db, queue.jobs.splice(0, MAX_BATCH));
  byUser.delete(userId);
}

/**
 * Runs one diary write of a user in a transaction; answers once it is committed. Writes of the
 * same user that arrive meanwhile are committed together after it.
 */
export function diaryTransaction<T>(
  db: Tx,
  userId: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
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
