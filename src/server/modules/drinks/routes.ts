import type { FastifyPluginAsync } from "fastify";
import { drinkEndpoints as api } from "../../../contracts/drinks";
import type { Db } from "../../db/client";
import { requireSelf, requireUser } from "../../lib/request-context";
import { serve } from "../../lib/serve";
import { createKeyOf } from "../idempotency/service";
import { createDrink, editDrink, everyDrink, removeDrink, todaysDrinks } from "./service";

/** Drinks (SPEC 7): create, today's, all, edit, delete. */
export const drinkRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, api.create, (request) => {
    const user = requireUser(request);
    return createDrink(db, user, request.body, createKeyOf(request, api.create));
  });
  serve(app, api.today, (request) => todaysDrinks(db, requireSelf(request, request.params.userId)));
  serve(app, api.all, (request) => everyDrink(db, requireSelf(request, request.params.userId).id));
  serve(app, api.update, (request) =>
    editDrink(db, requireUser(request), request.params.id, request.body),
  );
  serve(app, api.remove, async (request) => {
    await removeDrink(db, requireUser(request), request.params.id);
    return { ok: true as const };
  });
};
