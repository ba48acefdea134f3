import type { FastifyPluginAsync } from "fastify";
import { exportEndpoints as api } from "../../../contracts/export";
import type { Db } from "../../db/client";
import { requireSelf } from "../../lib/request-context";
import { serve } from "../../lib/serve";
import type { PatternRefresher } from "../patterns/refresher";
import { exportDiary } from "./service";

/** GET /api/export/{userId} (SPEC 7): the diary for the parent's reports. */
export const exportRoutes: FastifyPluginAsync<{ db: Db; refresher: PatternRefresher }> = async (
  app,
  { db, refresher },
) => {
  serve(app, api.diary, async (request) => {
    const user = requireSelf(request, request.params.userId);
    await refresher.settled(user.id);
    return exportDiary(db, user, request.query);
  });
};
