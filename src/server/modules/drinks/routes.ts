import type { FastifyPluginAsync } from "fastify";
import { drinkEndpoints as api } from "../../../contracts/drinks";
import type { Db } from "../../db/client";
import type { DiaryEvents } from "../../lib/diary-events";
import { requireSelf, requireUser } from "../../lib/request-context";
import { serve } from "../../lib/serve";
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
  serve(app, api.create, async (request) => {
    const user = requireUser(request);
    const saved = await createDrink(db, user, request.body, createKeyOf(request, api.create));
    events.changed(user.id);
    return saved;
  });
  serve(app, api.today, (request) => todaysDrinks(db, requireSelf(request, request.params.userId)));
  serve(app, api.all, (request) => everyDrink(db, requireSelf(request, request.params.userId).id));
  serve(app, api.update, async (request) => {
    const user = requireUser(request);
    const updated = await editDrink(db, user, request.params.id, request.body);
    events.changed(user.id);
    return updated;
  });
  serve(app, api.remove, async (request) => {
    const user = requireUser(request);
    await removeDrink(db, user, request.params.id);
    events.changed(user.id);
    return { ok: true as const };
  });
};
