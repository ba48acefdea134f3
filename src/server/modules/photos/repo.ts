import { and, count, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { meals, photos, users } from "../../db/schema/index";

/** Records an uploaded photo (not yet part of a meal). */
export async function insertPhoto(
  tx: Tx,
  values: { userId: string; key: string; embedding: number[] },
) {
  await tx.insert(photos).values(values);
}

/** Whether the key is the user's photo. */
export async function ownsPhoto(tx: Tx, userId: string, key: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.key, key), eq(photos.userId, userId)));
  return Boolean(row);
}

/** Attaches the user's photo to a saved meal; false when the key is not theirs. */
export async function attachPhoto(
  tx: Tx,
  userId: string,
  key: string,
  mealId: string,
): Promise<boolean> {
  const rows = await tx
    .update(photos)
    .set({ mealId })
    .where(and(eq(photos.key, key), eq(photos.userId, userId)))
    .returning({ id: photos.id });
  return rows.length > 0;
}

/** The user's personal food memory: embeddings of saved meal photos with the meal's foods. */
export async function memoryOf(tx: Tx, userId: string) {
  const rows = await tx
    .select({
      embedding: photos.embedding,
      foods: sql<string[]>`${meals.detectedFoods} || ${meals.manualFoods}`,
    })
    .from(photos)
    .innerJoin(meals, eq(meals.id, photos.mealId))
    .where(and(eq(photos.userId, userId), isNotNull(photos.embedding)))
    .limit(5000);
  return rows.flatMap((r) => (r.embedding ? [{ embedding: r.embedding, foods: r.foods }] : []));
}

/** How many of the user's photos wait to be saved with a meal. */
export async function countUnsavedPhotos(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(photos)
    .where(and(eq(photos.userId, userId), isNull(photos.mealId)));
  return row?.n ?? 0;
}

/** Removes rows of photos never saved with a meal, older than the date; their keys. */
export async function deleteUnsavedBefore(tx: Tx, before: Date) {
  return tx
    .delete(photos)
    .where(and(isNull(photos.mealId), lt(photos.createdAt, before)))
    .returning({ userId: photos.userId, key: photos.key });
}

/** Which of the keys have a photo row (any user's), 1000 at a time. */
export async function recordedKeys(tx: Tx, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += 1000) {
    const rows = await tx
      .select({ key: photos.key })
      .from(photos)
      .where(inArray(photos.key, keys.slice(i, i + 1000)));
    for (const row of rows) found.add(row.key);
  }
  return found;
}

/** Whether the user's row is still there (an upload racing the account's deletion). */
export async function userExists(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}
