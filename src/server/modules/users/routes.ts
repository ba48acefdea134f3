import type { FastifyPluginAsync } from "fastify";
import { userEndpoints as api } from "../../../contracts/users";
import type { Db } from "../../db/client";
import { requireAccount, requireSelf } from "../../lib/request-context";
import { serve } from "../../lib/serve";
import { deviceTokenOf } from "../auth/devices";
import { presentUser } from "../auth/presenter";
import { SESSION_COOKIE, sidOf } from "../auth/sessions";
import { changePassword, updateAvatar, updateProfile } from "./service";

/** The user's own calls: read, avatar, profile and secret code (SPEC 7). */
export const userRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, api.get, (request) => presentUser(requireSelf(request, request.params.userId)));

  serve(app, api.avatar, async (request) => {
    const user = requireSelf(request, request.params.userId);
    return presentUser(await updateAvatar(db, user, request.body.avatarConfig));
  });

  serve(app, api.profile, async (request) => {
    const user = requireSelf(request, request.params.userId);
    return presentUser(await updateProfile(db, user, request.body));
  });

  serve(app, api.password, async (request) => {
    const user = requireSelf(request, request.params.userId);
    // A signed-in request always has its cookie: the session being kept is this one.
    const currentSid = sidOf(request.cookies[SESSION_COOKIE] ?? "");
    await changePassword(
      db,
      user,
      requireAccount(request),
      request.body,
      currentSid,
      deviceTokenOf(request),
    );
    return { ok: true as const };
  });
};
