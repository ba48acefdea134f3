import type { FastifyPluginAsync } from "fastify";

import { userEndpoints as api } from "../../../contracts/users";
import type { Db } from "../../db/client";
import { forbidden } from "../../lib/errors";
import { requireAccount } from "../../lib/request-context";
import { serve } from "../../lib/serve";
import { deviceTokenOf } from "../auth/devices";
import { presentUser } from "../auth/presenter";
import { SESSION_COOKIE, sidOf } from "../auth/sessions";
import { childGuard } from "../family/access";
import { changePassword, updateAvatar, updateProfile } from "./service";

/** The user's own calls: read, avatar, profile and secret code (SPEC 7). */
export const userRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, api.get, (request) => presentUser(request.child), { child: childGuard(db) });

  serve(
    app,
    api.avatar,
    async (request) => {
      const user = request.child;
      return presentUser(await updateAvatar(db, user, request.body.avatarConfig));
    },
    { child: childGuard(db) },
  );

  serve(
    app,
    api.profile,
    async (request) => {
      const user = request.child;
      return presentUser(await updateProfile(db, user, request.body));
    },
    { child: childGuard(db) },
  );

  serve(
    app,
    api.password,
    async (request) => {
      // The password of a child's own login is changed on that login (a grown-up's is its own).
      if (request.standing !== "self") throw forbidden("errors.childsOwnLoginOnly");
      const user = request.child;
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
    },
    { child: childGuard(db) },
  );
};
