import type { FastifyPluginAsync } from "fastify";
import { patternEndpoints as api } from "../../../contracts/patterns";
import type { Db } from "../../db/client";
import { patterns } from "../../db/schema/patterns";
import { serve } from "../../lib/serve";
import { childGuard, recordIn } from "../family/access";
import type { PatternRefresher } from "./refresher";
import { listPatterns, setPatternStatus } from "./service";

/** GET /api/patterns/{userId} and POST /api/patterns/{id}/status (SPEC 7). */
export const patternRoutes: FastifyPluginAsync<{ db: Db; refresher: PatternRefresher }> = async (
  app,
  { db, refresher },
) => {
  serve(
    app,
    api.list,
    async (request) => {
      await refresher.settled(request.child.id);
      return listPatterns(db, request.child.id);
    },
    { child: childGuard(db) },
  );
  serve(
    app,
    api.setStatus,
    async (request) => {
      await refresher.settled(request.child.id);
      return setPatternStatus(db, request.child, request.params.id, request.body.status);
    },
    { child: childGuard(db, recordIn(patterns)) },
  );
};
