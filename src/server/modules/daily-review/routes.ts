import type { FastifyPluginAsync } from "fastify";
import { dailyReviewEndpoints as api } from "../../../contracts/daily-review";
import type { Db } from "../../db/client";
import { serve } from "../../lib/serve";
import { childGuard } from "../family/access";
import { createKeyOf } from "../idempotency/service";
import { completeDay } from "./service";

/** The Daily Report's finished day (SPEC 7 POST /api/complete-day/{userId}). */
export const dailyReviewRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(
    app,
    api.completeDay,
    (request) =>
      completeDay(
        db,
        request.child,
        request.body?.date,
        new Date(),
        createKeyOf(request, api.completeDay),
      ),
    { child: childGuard(db) },
  );
};
