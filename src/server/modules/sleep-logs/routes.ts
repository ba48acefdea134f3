import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParams, userIdParams } from "../../../contracts/common";
import { createSleepLogBody, morningMoodBody, sleepLog } from "../../../contracts/sleep-logs";
import type { Db } from "../../db/client";
import { requireSelf, requireUser, signedIn } from "../../lib/request-context";
import { currentSleepLog, logBedtime, logMorningMood } from "./service";

/** Sleep logs (SPEC 7): today's, bedtime, morning mood. */
export const sleepLogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook("preValidation", signedIn);

  app.get(
    "/api/sleep-logs/today/:userId",
    { schema: { params: userIdParams, response: { 200: sleepLog.nullable() } } },
    async (request) => currentSleepLog(db, requireSelf(request, request.params.userId)),
  );

  app.post(
    "/api/sleep-logs",
    { schema: { body: createSleepLogBody, response: { 201: sleepLog } } },
    async (request, reply) => {
      const { userId, ...input } = request.body;
      const user = userId ? requireSelf(request, userId) : requireUser(request);
      return reply.status(201).send(await logBedtime(db, user, input));
    },
  );

  app.patch(
    "/api/sleep-logs/:id",
    { schema: { params: idParams, body: morningMoodBody, response: { 200: sleepLog } } },
    async (request) => logMorningMood(db, requireUser(request), request.params.id, request.body),
  );
};
