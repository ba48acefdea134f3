import type { FastifyPluginAsync } from "fastify";
import { sleepLogEndpoints as api } from "../../../contracts/sleep-logs";
import type { Db } from "../../db/client";
import { sleepLogs } from "../../db/schema/sleep-logs";
import { DIARY_WRITE, requireAccount } from "../../lib/request-context";
import { serve } from "../../lib/serve";
import { childGuard, recordIn } from "../family/access";
import { createKeyOf } from "../idempotency/service";
import { currentSleepLog, logBedtime, logMorningMood } from "./service";

/** Sleep logs (SPEC 7): today's, bedtime, morning mood. */
export const sleepLogRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, api.current, (request) => currentSleepLog(db, request.child), {
    child: childGuard(db),
  });
  serve(
    app,
    api.bedtime,
    (request) => {
      const { userId: _child, ...input } = request.body;
      const by = requireAccount(request).id;
      return logBedtime(db, request.child, input, by, createKeyOf(request, api.bedtime));
    },
    { ...DIARY_WRITE, child: childGuard(db) },
  );
  // The morning check-in finishes the night's entry: anyone who may log does it, whoever
  // logged the bedtime (no own-entry rule).
  serve(
    app,
    api.morning,
    (request) =>
      logMorningMood(
        db,
        request.child,
        request.params.id,
        request.body,
        requireAccount(request).id,
      ),
    { ...DIARY_WRITE, child: childGuard(db, recordIn(sleepLogs)) },
  );
};
