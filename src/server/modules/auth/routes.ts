import type { FastifyPluginAsync } from "fastify";
import { authEndpoints as api } from "../../../contracts/auth";
import type { Db } from "../../db/client";
import { tooManyRequests } from "../../lib/errors";
import { requestTimeZone, requireAccount } from "../../lib/request-context";
import { serve } from "../../lib/serve";
import { deviceTokenOf, rememberDevice } from "./devices";
import { presentGrownUp, presentMe, presentUser } from "./presenter";
import { findChildOfLogin, setAccountLanguage } from "./repo";
import { logIn, signUp, signUpGrownUp } from "./service";
import { endSession, type SessionOptions, startSession } from "./sessions";

/** Options of the auth routes. */
export type AuthRouteOptions = {
  db: Db;
  sessions: SessionOptions;
  loginRateLimit: number;
  signupRateLimit: number;
};

const rateLimited = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: "1 minute",
    errorResponseBuilder: () => tooManyRequests("errors.tooManyTriesFromHere"),
  },
});

/** POST signup, login, logout and GET me (SPEC 7). */
export const authRoutes: FastifyPluginAsync<AuthRouteOptions> = async (app, opts) => {
  const { db, sessions } = opts;

  serve(
    app,
    api.signup,
    async (request, reply) => {
      const { user } = await signUp(db, request.body, requestTimeZone(request));
      await rememberDevice(db, request, reply, user.id, sessions);
      await startSession(db, request, reply, user.id, sessions);
      return presentUser(user);
    },
    { config: rateLimited(opts.signupRateLimit) },
  );

  serve(
    app,
    api.grownUpSignup,
    async (request, reply) => {
      const account = await signUpGrownUp(db, request.body);
      await rememberDevice(db, request, reply, account.id, sessions);
      await startSession(db, request, reply, account.id, sessions);
      return presentGrownUp(db, account);
    },
    // The same limit as a child's sign-up, counted together: one device makes few logins.
    { config: rateLimited(opts.signupRateLimit) },
  );

  serve(
    app,
    api.login,
    async (request, reply) => {
      const account = await logIn(db, request.body, deviceTokenOf(request));
      await rememberDevice(db, request, reply, account.id, sessions);
      await startSession(db, request, reply, account.id, sessions);
      return presentMe(db, account, await findChildOfLogin(db, account));
    },
    { config: rateLimited(opts.loginRateLimit) },
  );

  serve(app, api.logout, async (request, reply) => {
    await endSession(db, request, reply, sessions);
    return { ok: true as const };
  });

  serve(app, api.me, (request, reply) => {
    reply.header("cache-control", "no-store");
    return presentMe(db, requireAccount(request), request.user);
  });

  // The login's own setting (ADR 071): any signed-in login sets its own, parent mode or not.
  serve(app, api.language, async (request) => {
    const account = requireAccount(request);
    await setAccountLanguage(db, account.id, request.body.language);
    return { language: request.body.language };
  });
};
