import type { FastifyPluginAsync } from "fastify";
import { patternEndpoints as api } from "../../../contracts/patterns";
import type { Db } from "../../db/client";
import { requireSelf, requireUser } from "../../lib/request-context";
import { serve } from "../../lib/serve";
import type { PatternRefresher } from "./refresher";
import { listPatterns, setPatternStatus } from "./service";

/** GET /api/patterns/{userId} and POST /api/patterns/{id}/status (SPEC 7). */
export const patternRoutes: FastifyPluginAsync<{ db: Db; refresher: PatternRefresher }> = async (
  app,
  { db, refresher },
) => {
  serve(app, api.list, async (request) => {
    const user = requireSelf(request, request.params.userId);
    await refresher.settled(user.id);
    return listPatterns(db, user.id);
  });
  serve(app, api.setStatus, async (request) => {
    const user = requireUser(request);
    await refresher.settled(user.id);
    return setPatternStatus(db, user, request.params.id, request.body.status);
  });
};
