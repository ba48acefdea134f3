import type { FastifyPluginAsync } from "fastify";
import { profileSignEndpoints as api } from "../../../contracts/profile-signs";
import type { Db } from "../../db/client";
import { serve } from "../../lib/serve";
import { childGuard } from "../family/access";
import { profileSignsOf, replaceProfileSigns } from "./service";

/** The alarm signs of the child's history, the grown-up's part (ADR 062). */
export const profileSignRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, api.list, (request) => profileSignsOf(db, request.child.id), {
    child: childGuard(db),
  });
  serve(app, api.replace, (request) => replaceProfileSigns(db, request.child, request.body), {
    child: childGuard(db),
  });
};
