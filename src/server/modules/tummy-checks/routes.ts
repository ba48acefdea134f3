import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { deletedBody, idParams, userIdParams } from "../../../contracts/common";
import {
  createTummyCheckBody,
  savedTummyCheck,
  tummyCheck,
  updateTummyCheckBody,
} from "../../../contracts/tummy-checks";
import type { Db } from "../../db/client";
import type { DiaryEvents } from "../../lib/diary-events";
import { requireSelf, requireUser, signedIn } from "../../lib/request-context";
import { createTummyCheck, editTummyCheck, recentTummyChecks, removeTummyCheck } from "./service";

const checks = { 200: z.array(tummyCheck) };

/** Tummy checks (SPEC 7), plus the last two days that the dashboard shows. */
export const tummyCheckRoutes: FastifyPluginAsyncZod<{ db: Db; events: DiaryEvents }> = async (
  app,
  { db, events },
) => {
  app.addHook("preValidation", signedIn);

  app.post(
    "/api/tummy-checks",
    { schema: { body: createTummyCheckBody, response: { 201: savedTummyCheck } } },
    async (request, reply) => {
      const user = requireUser(request);
      const saved = await createTummyCheck(db, user, request.body);
      events.changed(user.id);
      return reply.status(201).send(saved);
    },
  );

  app.get(
    "/api/tummy-checks/today/:userId",
    { schema: { params: userIdParams, response: checks } },
    async (request) => recentTummyChecks(db, requireSelf(request, request.params.userId), 1),
  );

  app.get(
    "/api/tummy-checks/recent/:userId",
    { schema: { params: userIdParams, response: checks } },
    async (request) => recentTummyChecks(db, requireSelf(request, request.params.userId), 2),
  );

  app.put(
    "/api/tummy-checks/:id",
    { schema: { params: idParams, body: updateTummyCheckBody, response: { 200: tummyCheck } } },
    async (request) => {
      const user = requireUser(request);
      const updated = await editTummyCheck(db, user, request.params.id, request.body);
      events.changed(user.id);
      return updated;
    },
  );

  app.delete(
    "/api/tummy-checks/:id",
    { schema: { params: idParams, response: { 200: deletedBody } } },
    async (request) => {
      const user = requireUser(request);
      await removeTummyCheck(db, user, request.params.id);
      events.changed(user.id);
      return { ok: true as const };
    },
  );
};
