import type { FastifyPluginAsync } from "fastify";
import { drinkEndpoints as api } from "../../../contracts/drinks";
import type { Db } from "../../db/client";
import { drinks } from "../../db/schema/drinks";
import type { DiaryEvents } from "../../lib/diary-events";
import { DIARY_WRITE, requireAccount } from "../../lib/request-context";
import { serve } from "../../lib/serve";
import { childGuard, recordIn } from "../family/access";
import { createKeyOf } from "../idempotency/service";
import { createDrink, editDrink, everyDrink, removeDrink, todaysDrinks } from "./service";

/**
 * Drinks (SPEC 7): create, today's, all, edit, delete. A drink is an exposure the detective
 * reads (milk, juice, cola), so every change tells the diary's listeners, as a meal does.
 */
export const drinkRoutes: FastifyPluginAsync<{ db: Db; events: DiaryEvents }> = async (
  app,
  { db, events },
) => {
  const drink = { ...DIARY_WRITE, child: childGuard(db, recordIn(drinks, true)) };
  serve(
    app,
    api.create,
    async (request) => {
      const { userId: _child, ...input } = request.body;
      const child = request.child;
      const by = requireAccount(request);
      const saved = await createDrink(db, child, input, by, createKeyOf(request, api.create));
      events.changed(child.id);
      return saved;
    },
    { ...DIARY_WRITE, child: childGuard(db) },
  );
  serve(app, api.today, (request) => todaysDrinks(db, request.child), { child: childGuard(db) });
  serve(app, api.all, (request) => everyDrink(db, request.child.id), { child: childGuard(db) });
  serve(
    app,
    api.update,
    async (request) => {
      const child = request.child;
      const by = requireAccount(request).id;
      const updated = await editDrink(db, child, request.params.id, request.body, by);
      events.changed(child.id);
      return updated;
    },
    drink,
  );
  serve(
    app,
    api.remove,
    async (request) => {
      await removeDrink(db, request.child, request.params.id);
      events.changed(request.child.id);
      return { ok: true as const };
    },
    drink,
  );
};
