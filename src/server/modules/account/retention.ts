import { inArray } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { photos } from "../../db/schema/index";
import type { PhotoStorage } from "../photos/storage";

/** How long an unsaved photo is kept (README "Retention"). */
export const UNSAVED_PHOTO_DAYS = 1;
const DAY_MS = 86_400_000;

/**
 * Deletes stored photo files that no row knows of and that are older than a day: files of a
 * deleted account whose sweep was cut short, or of an upload that stopped between storing the
 * file and recording it. Nothing is then kept that the family cannot see, download or delete.
 */
export async function sweepOrphanPhotos(
  db: Tx,
  storage: PhotoStorage,
  now = new Date(),
): Promise<number> {
  const old = await storage.listOlderThan(new Date(now.getTime() - UNSAVED_PHOTO_DAYS * DAY_MS));
  let deleted = 0;
  // In pages, so one statement never carries an unbounded list.
  for (let i = 0; i < old.length; i += 500) {
    const page = old.slice(i, i + 500);
    const known = await db
      .select({ key: photos.key })
      .from(photos)
      .where(
        inArray(
          photos.key,
          page.map((p) => p.key),
        ),
      );
    const keys = new Set(known.map((row) => row.key));
    for (const photo of page) {
      if (!keys.has(photo.key) && (await storage.delete(photo.userId, photo.key))) deleted += 1;
    }
  }
  return deleted;
}
