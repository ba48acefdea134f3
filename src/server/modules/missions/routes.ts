import type { FastifyPluginAsync } from "fastify";
import { missionEndpoints as api } from "../../../contracts/missions";
import type { Db } from "../../db/client";
import { dailyMissions } from "../../db/schema/daily-missions";
import { serve } from "../../lib/serve";
import { childGuard, recordIn } from "../family/access";
import { completeMission, todaysMission } from "./service";

/** Daily missions (SPEC 7). */
export const missionRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, api.today, (request) => todaysMission(db, request.child), { child: childGuard(db) });
  serve(app, api.complete, (request) => completeMission(db, request.child, request.params.id), {
    child: childGuard(db, recordIn(dailyMissions)),
  });
};
