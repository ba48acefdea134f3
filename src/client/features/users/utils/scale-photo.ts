import {
  AVATAR_FILE_MAX_BYTES,
  AVATAR_PHOTO_MAX_SIDE,
  AVATAR_PHOTO_QUALITY,
} from "../../../../contracts/users";
import { t } from "../../../lib/i18n";

/** The checks made on a picked file before it is read (SPEC 5: an image, under 5 MB). */
export function checkAvatarFile(file: Pick<File, "type" | "size">): string | null {
  if (file.type !== "" && !file.type.startsWith("image/")) return t("errors.notAnImage");
  if (file.size > AVATAR_FILE_MAX_BYTES) return t("errors.avatarPhotoTooLarge");
  return null;
}

/** The size a photo is drawn at: its longest side at most `max`, never enlarged. */
export function scaledSize(
  width: number,
  height: number,
  max = AVATAR_PHOTO_MAX_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** A picked photo could not be decoded here (e.g. an HEIC on a browser without HEIC). */
export class UnreadablePhotoError extends Error {}

/**
 * Scales a photo in the browser before upload (SPEC 5): upright from its EXIF orientation, its
 * longest side at most 400 px, as a JPEG data URL at quality 0.8. A 12 MP phone photo leaves the
 * phone as about 30 kB instead of 4 MB.
 */
export async function scaleAvatarPhoto(file: Blob): Promise<string> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    throw new UnreadablePhotoError(t("errors.notAnImage"));
  }
  const { width, height } = scaledSize(bitmap.width, bitmap.height);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new UnreadablePhotoError(t("errors.notAnImage"));
  // JPEG has no transparency: a see-through PNG gets a white background, not a black one.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return canvas.toDataURL("image/jpeg", AVATAR_PHOTO_QUALITY);
}
