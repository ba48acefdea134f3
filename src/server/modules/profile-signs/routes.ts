import type { FastifyPluginAsync } from "fastify";
import { profileSignEndpoints as api } from "../../../contracts/profile-signs";
import type { Db } from "../../db/client";
import { requireSelf } from "../../lib/request-context";
import { serve } from "../../lib/serve";
import { profileSignsOf, replaceProfileSigns } from "./service";

/** The alarm signs of the child's history, the grown-up's part (ADR 062). */
export const profileSignRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, api.list, (request) =>
    profileSignsOf(db, requireSelf(request, request.params.userId).id),
  );
  serve(app, api.replace, (request) =>
    replaceProfileSigns(db, requireSelf(request, request.params.userId), request.body),
  );
};
