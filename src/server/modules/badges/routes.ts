import type { FastifyPluginAsync } from "fastify";
import { badgeEndpoints as api } from "../../../contracts/badges";
import type { Db } from "../../db/client";
import { requireSelf } from "../../lib/request-context";
import { serve } from "../../lib/serve";
import { listBadges } from "./service";

/** The Badges screen's call (SPEC 7). */
export const badgeRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, api.list, (request) => listBadges(db, requireSelf(request, request.params.userId)));
};
