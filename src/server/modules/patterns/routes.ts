import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { earnedBadge, idParams, userIdParams } from "../../../contracts/common";
import { pattern, patternStatusBody } from "../../../contracts/patterns";
import type { Db } from "../../db/client";
import { requireSelf, requireUser, signedIn } from "../../lib/request-context";
import type { PatternRefresher } from "./refresher";
import { listPatterns, setPatternStatus } from "./service";

/** GET /api/patterns/{userId} and POST /api/patterns/{id}/status (SPEC 7). */
export const patternRoutes: FastifyPluginAsyncZod<{ db: Db; refresher: PatternRefresher }> = async (
  app,
  { db, refresher },
) => {
  app.addHook("preValidation", signedIn);

  app.get(
    "/api/patterns/:userId",
    { schema: { params: userIdParams, response: { 200: z.array(pattern) } } },
    async (request) => {
      const user = requireSelf(request, request.params.userId);
      await refresher.settled(user.id);
      return listPatterns(db, user.id);
    },
  );

  app.post(
    "/api/patterns/:id/status",
    {
      schema: {
        params: idParams,
        body: patternStatusBody,
        response: { 200: pattern.extend({ newBadges: z.array(earnedBadge) }) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await refresher.settled(user.id);
      return setPatternStatus(db, user, request.params.id, request.body.status);
    },
  );
};
