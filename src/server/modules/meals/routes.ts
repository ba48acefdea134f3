import type { FastifyPluginAsync } from "fastify";
import { mealEndpoints as api } from "../../../contracts/meals";
import type { Db } from "../../db/client";
import type { DiaryEvents } from "../../lib/diary-events";
import { requireSelf, requireUser } from "../../lib/request-context";
import { serve } from "../../lib/serve";
import { createKeyOf } from "../idempotency/service";
import {
  createMeal,
  editMeal,
  removeMeal,
  diarySummary as summaryOf,
  todaysMeals,
} from "./service";

/** Meals (SPEC 7): create, today's, edit, delete; plus the dashboard's diary summary. */
export const mealRoutes: FastifyPluginAsync<{ db: Db; events: DiaryEvents }> = async (
  app,
  { db, events },
) => {
  serve(app, api.create, async (request) => {
    const { userId, ...input } = request.body;
    const user = userId ? requireSelf(request, userId) : requireUser(request);
    const saved = await createMeal(db, user, input, createKeyOf(request, api.create));
    events.changed(user.id);
    return saved;
  });
  serve(app, api.today, (request) => todaysMeals(db, requireSelf(request, request.params.userId)));
  serve(app, api.update, async (request) => {
    const user = requireUser(request);
    const updated = await editMeal(db, user, request.params.id, request.body);
    events.changed(user.id);
    return updated;
  });
  serve(app, api.remove, async (request) => {
    const user = requireUser(request);
    await removeMeal(db, user, request.params.id);
    events.changed(user.id);
    return { ok: true as const };
  });
  serve(app, api.summary, (request) =>
    summaryOf(db, requireSelf(request, request.params.userId).id),
  );
};
