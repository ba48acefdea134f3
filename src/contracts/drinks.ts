import { z } from "zod";
import { DRINK_TYPE_VALUES } from "../domain/hydration";
import {
  clockTime,
  deletedBody,
  hasChanges,
  idParams,
  pastTimestamp,
  userIdParams,
} from "./common";
import { endpoint } from "./endpoint";
import { text } from "./text";

/** The drink form's time field (SPEC 5: 'Time must be in HH:MM format'). */
export const drinkTime = clockTime;

const drinkFields = {
  drinkType: z.enum(DRINK_TYPE_VALUES, { error: "errors.drinkTypeRequired" }),
  drinkName: text({ max: 60, tooLong: "errors.drinkNameTooLong" }).trim().nullish(),
  amountMl: z
    .number({ error: "errors.amountRequired" })
    .int()
    .min(1, "errors.amountRequired")
    .max(2000, "errors.amountTooBig"),
  amountCups: z.number().min(0).max(10).optional(),
  timestamp: pastTimestamp.optional(),
};

/**
 * POST /api/drinks (SPEC 7); amountCups is always recomputed from amountMl. userId names the
 * child: a grown-up's login must send it, a child's own login may leave it out (ADR 065).
 */
export const createDrinkBody = z.object({
  ...drinkFields,
  userId: z.string().uuid("errors.invalidUserId").optional(),
});
export type CreateDrinkBody = z.input<typeof createDrinkBody>;
/** A new drink as the server receives it, parsed. */
export type NewDrink = Omit<z.output<typeof createDrinkBody>, "userId">;

/** PUT /api/drinks/{id}: any drink field (cups alone change nothing: they follow the ml). */
export const updateDrinkBody = z
  .object(drinkFields)
  .partial()
  .refine(({ amountCups: _derived, ...fields }) => hasChanges(fields), "errors.nothingToChange");
export type UpdateDrinkBody = z.input<typeof updateDrinkBody>;
/** A drink's changes as the server receives them, parsed. */
export type DrinkChanges = z.output<typeof updateDrinkBody>;

/** A drink as the client sees it. */
export const drink = z.object({
  /** The grown-up's login that logged it (its name); absent or null for the child's own (ADR 065). */
  loggedByName: z.string().nullish(),
  id: z.string(),
  userId: z.string(),
  drinkType: z.string(),
  drinkName: z.string(),
  amountMl: z.number().int(),
  amountCups: z.number(),
  timestamp: z.string(),
});
export type Drink = z.infer<typeof drink>;

/** The drink calls (SPEC 7): create, today's, all, edit, delete. */
export const drinkEndpoints = {
  create: endpoint({
    method: "POST",
    path: "/api/drinks",
    summary: "Logs a drink; cups are recomputed from millilitres",
    access: "signed-in",
    child: { from: "body", need: "log" },
    body: createDrinkBody,
    response: drink,
    status: 201,
    idempotent: true,
  }),
  today: endpoint({
    method: "GET",
    path: "/api/drinks/today/:userId",
    summary: "The drinks of the detective's local today",
    access: "signed-in",
    child: { from: "params", need: "read" },
    params: userIdParams,
    response: z.array(drink),
  }),
  all: endpoint({
    method: "GET",
    path: "/api/drinks/:userId",
    summary: "Every drink, newest first",
    access: "signed-in",
    child: { from: "params", need: "read" },
    params: userIdParams,
    response: z.array(drink),
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/drinks/:id",
    summary: "Edits a drink",
    access: "signed-in",
    child: { from: "record", need: "log" },
    params: idParams,
    body: updateDrinkBody,
    response: drink,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/drinks/:id",
    summary: "Deletes a drink and takes its points back",
    access: "signed-in",
    child: { from: "record", need: "log" },
    params: idParams,
    response: deletedBody,
  }),
} as const;
