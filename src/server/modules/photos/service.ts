import { pathOf } from "../../../contracts/endpoint";
import { PHOTO_URL_PATTERN, type PhotoAnalysis, photoEndpoints } from "../../../contracts/photos";
import type { Translate } from "../../../i18n/translate";
import { containerQuestionWords, photoFoodsWords } from "../../../i18n/words/food-names";
import type { PhotoLimits } from "../../config";
import { type Db, isUserGone, type Tx } from "../../db/client";
import { accountDeleted, badRequest, HttpError, tooManyRequests } from "../../lib/errors";
import type { AppRecogniser } from "../../recognition/index";
import { countAttempt } from "../throttle/repo";
import { ImageError, inspectAndNormalise } from "./image";
import {
  attachPhoto,
  countUnsavedPhotos,
  deleteUnsavedBefore,
  insertPhoto,
  recordedKeys,
  userExists,
} from "./repo";
import type { PhotoStorage } from "./storage";

/** Shown when a meal names a photo that is not the user's (or was cleaned up). */
export const PHOTO_NOT_FOUND =
  "That photo is not in your case file any more. Please take it again.";

/** The URL a stored photo is served from. */
export const photoUrlOf = (key: string) => pathOf(photoEndpoints.photo, { key });

/**
 * 429 when the user holds too many photos not yet saved with a meal, or has sent too many this
 * minute (every upload counts, refused files included: each one costs the server work).
 */
export async function checkUploadAllowance(db: Db, userId: string, limits: PhotoLimits) {
  if ((await countUnsavedPhotos(db, userId)) >= limits.unsaved) {
    throw tooManyRequests("errors.photoUnsavedTooMany");
  }
  if ((await countAttempt(db, `upload:${userId}`, 60_000)) > limits.perMinute) {
    throw tooManyRequests("errors.photoUploadsTooFast");
  }
}

/**
 * Checks, cleans (orientation, no metadata, 1280 px JPEG), stores and analyses an upload. The
 * lab's facts (food keys, containers) are worded with `t`, the request's language, beside them.
 */
export async function analysePhoto(
  db: Db,
  storage: PhotoStorage,
  recogniser: AppRecogniser,
  userId: string,
  upload: Buffer,
  t: Translate,
): Promise<PhotoAnalysis> {
  let jpeg: Buffer;
  try {
    jpeg = (await inspectAndNormalise(upload)).jpeg;
  } catch (error) {
    if (error instanceof ImageError) {
      throw badRequest(
        error.code === "too_many_pixels" ? "errors.photoTooManyPixels" : "errors.notAnImage",
      );
    }
    throw error;
  }
  let key: string;
  try {
    key = await storage.put(userId, jpeg);
  } catch (error) {
    // The account's deletion removed its photo folder under this upload: the account is gone,
    // not the store.
    if (!(await userExists(db, userId))) throw accountDeleted();
    throw error;
  }
  try {
    const result = await recogniser.recognise(jpeg, { userId });
    await insertPhoto(db, { userId, key, embedding: result.embedding });
    return {
      foods: photoFoodsWords(t, result.foods).map((f) => ({
        name: f.name,
        confidence: f.confidence,
        key: f.key,
      })),
      overallConfidence: result.overallConfidence,
      photoUrl: photoUrlOf(key),
      questions: result.containers.map((c) => containerQuestionWords(t, c)),
      containers: result.containers,
    };
  } catch (error) {
    // If the store fails here too, the photo has no row: the daily sweep removes it.
    await storage.delete(userId, key).catch(() => undefined);
    if (isUserGone(error)) throw accountDeleted();
    throw new HttpError(503, "errors.detectionFailed", { code: "unavailable", cause: error });
  }
}

/** Ties a meal's photo to the meal (in the meal's transaction); 400 when it is not the user's. */
export async function attachMealPhoto(tx: Tx, userId: string, photoUrl: string, mealId: string) {
  const key = PHOTO_URL_PATTERN.exec(photoUrl)?.[1];
  if (!key || !(await attachPhoto(tx, userId, key, mealId))) {
    throw badRequest("errors.photoNotFound", { photoUrl: "errors.photoNotFound" });
  }
}

/**
 * Deletes photos that were never saved with a meal and are older than a day, and stored photos
 * older than a day that no row names (an instance stopped between storing a photo and recording
 * it, or a store that failed while a refused photo was removed).
 */
export async function cleanUpUnsavedPhotos(db: Tx, storage: PhotoStorage, now = new Date()) {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const removed = await deleteUnsavedBefore(db, dayAgo);
  for (const photo of removed) await storage.delete(photo.userId, photo.key);
  const stored = await storage.listOlderThan(dayAgo);
  const known = await recordedKeys(
    db,
    stored.map((p) => p.key),
  );
  const orphans = stored.filter((p) => !known.has(p.key));
  for (const photo of orphans) await storage.delete(photo.userId, photo.key);
  return removed.length + orphans.length;
}
