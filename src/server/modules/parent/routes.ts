import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { parentEndpoints as api } from "../../../contracts/parent";
import type { Db } from "../../db/client";
import { parentModeUntil, requireAccount } from "../../lib/request-context";
import { serve } from "../../lib/serve";
import { deviceTokenOf } from "../auth/devices";
import { SESSION_COOKIE, sidOf } from "../auth/sessions";
import { childGuard } from "../family/access";
import { endParentMode, parentState, setParentCode, startParentMode } from "./service";

// A signed-in request always has its cookie: this sign-in is the one elevated or lowered.
const sessionOf = (request: FastifyRequest) => sidOf(request.cookies[SESSION_COOKIE] ?? "");

/** The parent code and parent mode (ADR 056). */
export const parentRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(
    app,
    api.state,
    (request) => {
      const user = request.child;
      return parentState(user, parentModeUntil(request));
    },
    { child: childGuard(db) },
  );

  serve(
    app,
    api.code,
    async (request) => {
      const user = request.child;
      const until = parentModeUntil(request);
      const saved = await setParentCode(db, user, requireAccount(request), request.body, {
        sid: sessionOf(request),
        deviceToken: deviceTokenOf(request),
        inParentMode: until !== null,
      });
      return parentState(saved, until);
    },
    { child: childGuard(db) },
  );

  serve(
    app,
    api.start,
    async (request) => {
      const user = request.child;
      const until = await startParentMode(db, user, request.body.parentCode, {
        sid: sessionOf(request),
        deviceToken: deviceTokenOf(request),
      });
      return parentState(user, until);
    },
    { child: childGuard(db) },
  );

  serve(
    app,
    api.end,
    async (request) => {
      const user = request.child;
      await endParentMode(db, sessionOf(request));
      return parentState(user, null);
    },
    { child: childGuard(db) },
  );
};
