import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParams, userIdParams } from "../../../contracts/common";
import { mission } from "../../../contracts/missions";
import type { Db } from "../../db/client";
import { requireSelf, requireUser, signedIn } from "../../lib/request-context";
import { completeMission, todaysMission } from "./service";

/** Daily missions (SPEC 7). */
export const missionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook("preValidation", signedIn);

  app.get(
    "/api/missions/today/:userId",
    { schema: { params: userIdParams, response: { 200: mission } } },
    async (request) => todaysMission(db, requireSelf(request, request.params.userId)),
  );

  app.post(
    "/api/missions/:id/complete",
    { schema: { params: idParams, response: { 200: mission } } },
    async (request) => completeMission(db, requireUser(request), request.params.id),
  );
};
