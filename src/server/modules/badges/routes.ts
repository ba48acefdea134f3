import type { FastifyPluginAsync } from "fastify";
import { badgeEndpoints as api } from "../../../contracts/badges";
import type { Db } from "../../db/client";
import { serve } from "../../lib/serve";
import { childGuard } from "../family/access";
import { listBadges } from "./service";

/** The Badges screen's call (SPEC 7). */
export const badgeRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, api.list, (request) => listBadges(db, request.child), { child: childGuard(db) });
};
