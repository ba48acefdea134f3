import { MAX_PHOTO_BYTES, NOT_AN_IMAGE, PHOTO_TOO_LARGE } from "../../../../contracts/photos";

/**
 * The checks that can be made before uploading (SPEC 5: must be an image). A file the browser
 * cannot type (an empty type) goes to the server, which reads its bytes and decides.
 */
export function checkPhotoFile(file: File): string | null {
  if (file.type !== "" && !file.type.startsWith("image/")) return NOT_AN_IMAGE;
  if (file.size > MAX_PHOTO_BYTES) return PHOTO_TOO_LARGE;
  return null;
}
