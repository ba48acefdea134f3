import type { FastifyPluginAsync } from "fastify";
import { mealEndpoints as api } from "../../../contracts/meals";
import type { Db } from "../../db/client";
import { meals } from "../../db/schema/meals";
import type { DiaryEvents } from "../../lib/diary-events";
import { DIARY_WRITE, requireAccount } from "../../lib/request-context";
import { serve } from "../../lib/serve";
import { childGuard, recordIn } from "../family/access";
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
  const meal = { ...DIARY_WRITE, child: childGuard(db, recordIn(meals, true)) };
  serve(
    app,
    api.create,
    async (request) => {
      const { userId: _child, ...input } = request.body;
      const child = request.child;
      const by = requireAccount(request);
      const saved = await createMeal(db, child, input, by, createKeyOf(request, api.create));
      events.changed(child.id);
      return saved;
    },
    { ...DIARY_WRITE, child: childGuard(db) },
  );
  serve(app, api.today, (request) => todaysMeals(db, request.child), { child: childGuard(db) });
  serve(
    app,
    api.update,
    async (request) => {
      const child = request.child;
      const by = requireAccount(request).id;
      const updated = await editMeal(db, child, request.params.id, request.body, by);
      events.changed(child.id);
      return updated;
    },
    meal,
  );
  serve(
    app,
    api.remove,
    async (request) => {
      await removeMeal(db, request.child, request.params.id);
      events.changed(request.child.id);
      return { ok: true as const };
    },
    meal,
  );
  serve(app, api.summary, (request) => summaryOf(db, request.child.id), { child: childGuard(db) });
};
