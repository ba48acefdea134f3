import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { loginBody, okBody, publicUser, signupBody } from "../../../contracts/auth";
import type { Db } from "../../db/client";
import { tooManyRequests } from "../../lib/errors";
import { requestTimeZone, requireUser } from "../../lib/request-context";
import { presentUser } from "../users/presenter";
import { logIn, signUp } from "./service";
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
    errorResponseBuilder: () => tooManyRequests("Too many tries from here. Please wait a minute."),
  },
});

/** POST signup, login, logout and GET me (SPEC 7). */
export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, opts) => {
  const { db, sessions } = opts;

  app.post(
    "/api/auth/signup",
    { schema: { body: signupBody }, config: rateLimited(opts.signupRateLimit) },
    async (request, reply) => {
      const user = await signUp(db, request.body, requestTimeZone(request));
      await startSession(db, request, reply, user.id, sessions);
      return reply.status(201).send(presentUser(user));
    },
  );

  app.post(
    "/api/auth/login",
    { schema: { body: loginBody }, config: rateLimited(opts.loginRateLimit) },
    async (request, reply) => {
      const user = await logIn(db, request.body);
      await startSession(db, request, reply, user.id, sessions);
      return presentUser(user);
    },
  );

  app.post(
    "/api/auth/logout",
    { schema: { response: { 200: okBody } } },
    async (request, reply) => {
      await endSession(db, request, reply, sessions);
      return { ok: true as const };
    },
  );

  app.get("/api/auth/me", { schema: { response: { 200: publicUser } } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return presentUser(requireUser(request));
  });
};
