import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { publicUser } from "../../../contracts/auth";
import { requireSelf, signedIn } from "../../lib/request-context";
import { presentUser } from "./presenter";

/** Path parameters naming a user. */
export const userIdParams = z.object({ userId: z.string().uuid("Invalid user id") });

/** GET /api/user/{userId}: the user with avatarConfig, level, points and streak (SPEC 7). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/user/:userId",
    { preValidation: signedIn, schema: { params: userIdParams, response: { 200: publicUser } } },
    async (request) => presentUser(requireSelf(request, request.params.userId)),
  );
};
