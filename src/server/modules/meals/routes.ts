import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { deletedBody, idParams, userIdParams } from "../../../contracts/common";
import {
  createMealBody,
  diarySummary,
  meal,
  savedMeal,
  updateMealBody,
} from "../../../contracts/meals";
import type { Db } from "../../db/client";
import type { DiaryEvents } from "../../lib/diary-events";
import { requireSelf, requireUser, signedIn } from "../../lib/request-context";
import {
  createMeal,
  editMeal,
  removeMeal,
  diarySummary as summaryOf,
  todaysMeals,
} from "./service";

/** Meals (SPEC 7): create, today's, edit, delete; plus the dashboard's diary summary. */
export const mealRoutes: FastifyPluginAsyncZod<{ db: Db; events: DiaryEvents }> = async (
  app,
  { db, events },
) => {
  app.addHook("preValidation", signedIn);

  app.post(
    "/api/meals",
    { schema: { body: createMealBody, response: { 201: savedMeal } } },
    async (request, reply) => {
      const { userId, ...input } = request.body;
      const user = userId ? requireSelf(request, userId) : requireUser(request);
      const saved = await createMeal(db, user, input);
      events.changed(user.id);
      return reply.status(201).send(saved);
    },
  );

  app.get(
    "/api/meals/today/:userId",
    { schema: { params: userIdParams, response: { 200: z.array(meal) } } },
    async (request) => todaysMeals(db, requireSelf(request, request.params.userId)),
  );

  app.put(
    "/api/meals/:id",
    { schema: { params: idParams, body: updateMealBody, response: { 200: meal } } },
    async (request) => {
      const user = requireUser(request);
      const updated = await editMeal(db, user, request.params.id, request.body);
      events.changed(user.id);
      return updated;
    },
  );

  app.delete(
    "/api/meals/:id",
    { schema: { params: idParams, response: { 200: deletedBody } } },
    async (request) => {
      const user = requireUser(request);
      await removeMeal(db, user, request.params.id);
      events.changed(user.id);
      return { ok: true as const };
    },
  );

  app.get(
    "/api/diary-summary/:userId",
    { schema: { params: userIdParams, response: { 200: diarySummary } } },
    async (request) => summaryOf(db, requireSelf(request, request.params.userId).id),
  );
};
