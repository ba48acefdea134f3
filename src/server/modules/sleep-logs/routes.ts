import type { FastifyPluginAsync } from "fastify";
import { sleepLogEndpoints as api } from "../../../contracts/sleep-logs";
import type { Db } from "../../db/client";
import { requireSelf, requireUser } from "../../lib/request-context";
import { serve } from "../../lib/serve";
import { createKeyOf } from "../idempotency/service";
import { currentSleepLog, logBedtime, logMorningMood } from "./service";

/** Sleep logs (SPEC 7): today's, bedtime, morning mood. */
export const sleepLogRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, api.current, (request) =>
    currentSleepLog(db, requireSelf(request, request.params.userId)),
  );
  serve(app, api.bedtime, (request) => {
    const { userId, ...input } = request.body;
    const user = userId ? requireSelf(request, userId) : requireUser(request);
    return logBedtime(db, user, input, createKeyOf(request, api.bedtime));
  });
  serve(app, api.morning, (request) =>
    logMorningMood(db, requireUser(request), request.params.id, request.body),
  );
};
