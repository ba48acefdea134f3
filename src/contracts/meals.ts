import { z } from "zod";
import { MEAL_TYPE_VALUES } from "../domain/meal-types";
import {
  clockTime,
  deletedBody,
  earnedBadge,
  foodList,
  hasChanges,
  idParams,
  pastTimestamp,
  userIdParams,
} from "./common";
import { endpoint } from "./endpoint";
import { text } from "./text";

const mealType = z.enum(MEAL_TYPE_VALUES, { error: "errors.missingMealType" });

/** POST /api/meals (SPEC 7). userId, when sent, must be the signed-in user. */
export const createMealBody = z
  .object({
    userId: z.string().uuid("errors.invalidUserId").optional(),
    mealType,
    detectedFoods: foodList.default([]),
    manualFoods: foodList.default([]),
    aiConfidence: z.number().int().min(0).max(100).default(0),
    photoUrl: text({ max: 300 }).nullish(),
    timestamp: pastTimestamp.optional(),
  })
  .refine((m) => m.detectedFoods.length + m.manualFoods.length > 0, {
    message: "errors.noFoods",
    path: ["manualFoods"],
  });
export type CreateMealBody = z.input<typeof createMealBody>;
/**
 * A meal whose photo waits on the phone to be analysed when sent (ADR 049): its foods may all
 * come from the photo, so it may have none yet. The server still needs one when it arrives.
 */
export const mealWithWaitingPhotoBody = z.object(createMealBody.shape);
/** A new meal as the server receives it, parsed (the user id checked and left out). */
export type NewMeal = Omit<z.output<typeof createMealBody>, "userId">;

/** PUT /api/meals/{id} (SPEC 7): the foods and the time are editable. */
export const updateMealBody = z
  .object({
    mealType: mealType.optional(),
    detectedFoods: foodList.optional(),
    manualFoods: foodList.optional(),
    timestamp: pastTimestamp.optional(),
  })
  .refine(hasChanges, "errors.nothingToChange");
export type UpdateMealBody = z.input<typeof updateMealBody>;
/** A meal's changes as the server receives them, parsed. */
export type MealChanges = z.output<typeof updateMealBody>;

/** The inline editor of a meal (SPEC 4): its foods as one comma-separated line, and its time. */
export const mealEditForm = z.object({
  foods: text({ max: 2000, tooLong: "errors.tooManyFoods" }),
  time: clockTime,
});
export type MealEditFormInput = z.input<typeof mealEditForm>;
export type MealEditFormOutput = z.output<typeof mealEditForm>;

/**
 * The meal form (SPEC 5): a meal type, the foods added by hand, the food being typed and, on
 * the dashboard, a time. The photo step's foods join them when the meal is saved.
 */
export const mealForm = z.object({
  mealType,
  manualFoods: foodList,
  foodText: text({ max: 2000 }),
  time: clockTime,
});
export type MealFormInput = z.input<typeof mealForm>;
export type MealFormOutput = z.output<typeof mealForm>;

/** A meal as the client sees it. */
export const meal = z.object({
  /** The grown-up's login that logged it (its name); absent or null for the child's own (ADR 065). */
  loggedByName: z.string().nullish(),
  id: z.string(),
  userId: z.string(),
  mealType: z.string(),
  photoUrl: z.string().nullable(),
  detectedFoods: z.array(z.string()),
  manualFoods: z.array(z.string()),
  aiConfidence: z.number().int(),
  timestamp: z.string(),
  createdAt: z.string(),
});
export type Meal = z.infer<typeof meal>;

/** A saved meal and the badges it earned. */
export const savedMeal = meal.extend({ newBadges: z.array(earnedBadge) });
export type SavedMeal = z.infer<typeof savedMeal>;

/** The foods a child logs most (for quick-add), and totals for the pattern tip. */
export const diarySummary = z.object({
  quickAddFoods: z.array(z.string()),
  mealsTotal: z.number().int(),
  tummyChecksTotal: z.number().int(),
});
export type DiarySummary = z.infer<typeof diarySummary>;

/** Two lists of 30 foods of 60 characters, 4 bytes each in UTF-8, need more than the default. */
const MEAL_BODY_LIMIT = 32 * 1024;

/** The meal calls (SPEC 7): create, today's, edit, delete; plus the dashboard's diary summary. */
export const mealEndpoints = {
  create: endpoint({
    method: "POST",
    path: "/api/meals",
    summary: "Logs a meal; answers with any badges it earned",
    access: "signed-in",
    child: { from: "body", need: "log" },
    body: createMealBody,
    response: savedMeal,
    bodyLimit: MEAL_BODY_LIMIT,
    status: 201,
    idempotent: true,
  }),
  today: endpoint({
    method: "GET",
    path: "/api/meals/today/:userId",
    summary: "The meals of the detective's local today",
    access: "signed-in",
    child: { from: "params", need: "read" },
    params: userIdParams,
    response: z.array(meal),
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/meals/:id",
    summary: "Edits a meal's foods or time",
    access: "signed-in",
    child: { from: "record", need: "log" },
    params: idParams,
    body: updateMealBody,
    response: meal,
    bodyLimit: MEAL_BODY_LIMIT,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/meals/:id",
    summary: "Deletes a meal and takes its points back",
    access: "signed-in",
    child: { from: "record", need: "log" },
    params: idParams,
    response: deletedBody,
  }),
  summary: endpoint({
    method: "GET",
    path: "/api/diary-summary/:userId",
    summary: "Quick-add foods and the totals behind the pattern tip",
    access: "signed-in",
    child: { from: "params", need: "read" },
    params: userIdParams,
    response: diarySummary,
  }),
} as const;
