import { BoundedCache } from "../../../domain/bounded-cache";
import type { Db, Tx } from "../../db/client";
import { existingSessionCache } from "../../lib/session-cache";
import type { KeyRow } from "../idempotency/repo";
import type { HeldDiary } from "./diary-write";
import { sendClosing } from "./diary-write";
import { inHeldTransaction, inOneStatement } from "./held";
import type { LockedProgress } from "./repo";

// One child's diary writes settle one at a time under the user's row lock, and each commit
// waits for the disk (decision 004). So that a burst of one child's writes does not pay one
// disk flush each behind that lock, the writes of a child that arrive while an earlier one runs
// wait in this process and then run together, one after the other, in one transaction: each is
// applied, settled and answered exactly as if it ran alone, and all share one commit. Should
// any of them fail (a 404, a conflict), the whole group is rolled back and each write runs
// again alone, so that one write's failure never undoes another's. Another instance of the app
// still queues on the row lock, so this is an optimisation only.

/**
 * A write run in a transaction that holds the user's lock. `key` is its Idempotency-Key's
 * first use as read with the lock: given to the first write of a transaction only (undefined
 * means unread; a later write reads it itself, after the writes before it).
 */
export type HeldWork<T> = (tx: Tx, held: HeldDiary, key: KeyRow | null | undefined) => Promise<T>;

type Job = {
  key: string | undefined;
  /** The write may go as one statement when the child's progress is kept (decision 076). */
  alone: boolean;
  work: HeldWork<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};
type Queue = { jobs: Job[] };

/** At most this many writes share a commit, so that one burst cannot hold a child's lock long. */
const MAX_BATCH = 16;

// The queues of each database handle (the app's, or a test's), by user.
const queues = new WeakMap<Db, Map<string, Queue>>();

/**
 * What the last write this instance ran of a child left on the child's row (decision 076): its
 * progress, its diary_version, and the meal types of the days it knew.
 */
type Kept = { progress: LockedProgress; version: number; dayTypes: HeldDiary["dayTypes"] };

/** How many children's progress an instance keeps. */
const KEPT_CHILDREN = 10_000;

const keptOf = new WeakMap<Db, BoundedCache<string, Kept>>();

function keptProgress(db: Db): BoundedCache<string, Kept> {
  let kept = keptOf.get(db);
  if (!kept) {
    kept = new BoundedCache(KEPT_CHILDREN);
    keptOf.set(db, kept);
  }
  return kept;
}

function heldFrom(kept: Kept, guard: number | null): HeldDiary {
  return {
    progress: kept.progress,
    version: kept.version,
    guard,
    dayTypes: new Map(kept.dayTypes),
    unwritten: null,
    written: {},
    missionMealsMarked: new Set(),
    closing: null,
  };
}

// Committed: the child's row as the write left it is kept, and this instance's kept sessions
// of the child show the new progress at once.
function committed(db: Db, userId: string, held: HeldDiary) {
  keptProgress(db).set(userId, {
    progress: held.progress,
    version: held.version,
    dayTypes: held.dayTypes,
  });
  if (Object.keys(held.written).length > 0) {
    existingSessionCache(db)?.userChanged(userId, held.written);
  }
}

// The user's lock and kept progress, read once (with the first write's key); the writes one
// after the other, each writing what it settled with its own last statement.
async function runAll(db: Db, userId: string, batch: Job[]): Promise<unknown[]> {
  const kept = keptProgress(db);
  const before = kept.get(userId);
  // Whatever happens next, what was kept may no longer be the row.
  kept.delete(userId);
  let held: HeldDiary | undefined;
  const values = await inHeldTransaction(db, userId, batch[0]?.key, async (tx, read) => {
    held = heldFrom(
      {
        progress: read.progress,
        version: read.version,
        // The days known are still the diary's when nothing changed the row since.
        dayTypes: before?.version === read.version ? before.dayTypes : new Map(),
      },
      null,
    );
    const values: unknown[] = [];
    for (const [i, job] of batch.entries()) {
      // A write reads what the one before it wrote: its closing statement goes first.
      if (i > 0) await sendClosing(tx, held);
      values.push(await job.work(tx, held, i === 0 && job.key ? read.key : undefined));
    }
    // The last one goes with the COMMIT.
    return { value: values, closing: held.closing };
  });
  if (held) committed(db, userId, held);
  return values;
}

/**
 * A lone write of a child whose progress this instance kept, as one statement guarded by the
 * kept diary_version (decision 076); undefined when it must run under the lock instead.
 */
async function runAlone(db: Db, userId: string, job: Job): Promise<{ value: unknown } | undefined> {
  if (job.key || !job.alone) return undefined;
  const kept = keptProgress(db);
  const before = kept.get(userId);
  if (!before) return undefined;
  kept.delete(userId);
  const held = heldFrom(before, before.version);
  const done = await inOneStatement(db, async (tx) => ({
    value: await job.work(tx, held, undefined),
    closing: held.closing,
  }));
  if (done) committed(db, userId, held);
  return done;
}

async function runBatch(db: Db, userId: string, batch: Job[]): Promise<void> {
  const [only] = batch;
  if (batch.length === 1 && only) {
    try {
      const alone = await runAlone(db, userId, only);
      if (alone) {
        only.resolve(alone.value);
        return;
      }
    } catch (error) {
      only.reject(error);
      return;
    }
    await runAll(db, userId, batch).then(([value]) => only.resolve(value), only.reject);
    return;
  }
  let values: unknown[];
  try {
    values = await runAll(db, userId, batch);
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
export function inDiaryQueue<T>(
  db: Db,
  userId: string,
  work: HeldWork<T>,
  key?: string,
  alone = false,
): Promise<T> {
  let byUser = queues.get(db);
  if (!byUser) {
    byUser = new Map();
    queues.set(db, byUser);
  }
  const running = byUser.get(userId);
  const queue = running ?? { jobs: [] };
  return new Promise<T>((resolve, reject) => {
    queue.jobs.push({ key, alone, work, resolve: (value) => resolve(value as T), reject });
    if (!running && byUser) {
      byUser.set(userId, queue);
      void drain(db, byUser, userId, queue);
    }
  });
}
