import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { deletedBody, idParams, userIdParams } from "../../../contracts/common";
import { createDrinkBody, drink, updateDrinkBody } from "../../../contracts/drinks";
import type { Db } from "../../db/client";
import { requireSelf, requireUser, signedIn } from "../../lib/request-context";
import { createDrink, editDrink, everyDrink, removeDrink, todaysDrinks } from "./service";

/** Drinks (SPEC 7): create, today's, all, edit, delete. */
export const drinkRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook("preValidation", signedIn);

  app.post(
    "/api/drinks",
    { schema: { body: createDrinkBody, response: { 201: drink } } },
    async (request, reply) =>
      reply.status(201).send(await createDrink(db, requireUser(request), request.body)),
  );

  app.get(
    "/api/drinks/today/:userId",
    { schema: { params: userIdParams, response: { 200: z.array(drink) } } },
    async (request) => todaysDrinks(db, requireSelf(request, request.params.userId)),
  );

  app.get(
    "/api/drinks/:userId",
    { schema: { params: userIdParams, response: { 200: z.array(drink) } } },
    async (request) => everyDrink(db, requireSelf(request, request.params.userId).id),
  );

  app.put(
    "/api/drinks/:id",
    { schema: { params: idParams, body: updateDrinkBody, response: { 200: drink } } },
    async (request) => editDrink(db, requireUser(request), request.params.id, request.body),
  );

  app.delete(
    "/api/drinks/:id",
    { schema: { params: idParams, response: { 200: deletedBody } } },
    async (request) => {
      await removeDrink(db, requireUser(request), request.params.id);
      return { ok: true as const };
    },
  );
};
