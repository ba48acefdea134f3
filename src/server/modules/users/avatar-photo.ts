import { AVATAR_PHOTO_MAX_SIDE } from "../../../contracts/users";
import { badRequest } from "../../lib/errors";
import { ImageError, inspectAndNormalise } from "../photos/image";

/**
 * Makes the avatar photo we keep from the data URL the browser sent: the bytes must be a real
 * photo (JPEG, PNG, WebP; the declared type is ignored), and it is re-encoded as an upright JPEG
 * at quality 80, at most 400 px on its longest side, with every metadata block dropped.
 * Anything else is a 400 with the photo rule's words.
 */
export async function normaliseAvatarPhoto(dataUrl: string): Promise<string> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
  try {
    const { jpeg } = await inspectAndNormalise(bytes, { maxSide: AVATAR_PHOTO_MAX_SIDE });
    return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
  } catch (error) {
    if (error instanceof ImageError) {
      const message =
        error.code === "too_many_pixels" ? "errors.photoTooManyPixels" : "errors.notAnImage";
      throw badRequest(message, { "avatarConfig.photoUrl": message });
    }
    throw error;
  }
}
