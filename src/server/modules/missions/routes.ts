import type { FastifyPluginAsync } from "fastify";
import { missionEndpoints as api } from "../../../contracts/missions";
import type { Db } from "../../db/client";
import { requireSelf, requireUser } from "../../lib/request-context";
import { serve } from "../../lib/serve";
import { completeMission, todaysMission } from "./service";

/** Daily missions (SPEC 7). */
export const missionRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, api.today, (request) =>
    todaysMission(db, requireSelf(request, request.params.userId)),
  );
  serve(app, api.complete, (request) =>
    completeMission(db, requireUser(request), request.params.id),
  );
};
