import type { FastifyPluginAsync } from "fastify";
import { userEndpoints as api } from "../../../contracts/users";
import { requireSelf } from "../../lib/request-context";
import { serve } from "../../lib/serve";
import { presentUser } from "./presenter";

/** GET /api/user/{userId}: the user with avatarConfig, level, points and streak (SPEC 7). */
export const userRoutes: FastifyPluginAsync = async (app) => {
  serve(app, api.get, (request) => presentUser(requireSelf(request, request.params.userId)));
};
