import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import type { PushSender } from "../push/sender";
import { scheduleCaseReminders } from "./case-reminders";
import { processDueReminders, REMINDER_BATCH } from "./worker";

/** How often the open cases' asks are queued ahead. */
const CASE_SWEEP_MS = 5 * 60_000;
/** Transactions of the queue one instance runs at once. */
const LANES = 2;

/**
 * Every instance looks for due reminders each `pollMs` and works the queue until it is empty;
 * the rows decide who sends what (ADR 068). A failing database or push service is logged and
 * tried again at the next round; nothing here ends the process.
 */
export function startReminderWorker(
  app: FastifyInstance,
  db: Db,
  sender: PushSender,
  pollMs: number,
): void {
  // 0: no loop (tests work the queue themselves, on a pinned clock).
  if (pollMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let lastSweep = 0;
  const round = async () => {
    try {
      if (Date.now() - lastSweep >= CASE_SWEEP_MS) {
        lastSweep = Date.now();
        await scheduleCaseReminders(db, new Date());
      }
      const lane = async () => {
        while (!stopped && (await processDueReminders(db, sender, new Date())) === REMINDER_BATCH) {
          // a full batch: there may be more due now
        }
      };
      await Promise.all(Array.from({ length: LANES }, lane));
    } catch (err) {
      app.log.warn({ err }, "sending reminders failed; tried again shortly");
    }
  };
  const tick = () => {
    if (running || stopped) return;
    running = round().finally(() => {
      running = undefined;
    });
  };
  app.addHook("onReady", async () => {
    timer = setInterval(tick, pollMs);
    timer.unref();
    tick();
  });
  app.addHook("onClose", async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  });
}
