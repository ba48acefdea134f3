import { MAX_PHOTO_BYTES } from "../../../../contracts/photos";
import { t } from "../../../lib/i18n";

/**
 * The checks that can be made before uploading (SPEC 5: must be an image). A file the browser
 * cannot type (an empty type) goes to the server, which reads its bytes and decides.
 */
export function checkPhotoFile(file: File): string | null {
  if (file.type !== "" && !file.type.startsWith("image/")) return t("errors.notAnImage");
  if (file.size > MAX_PHOTO_BYTES) return t("errors.photoTooLarge");
  return null;
}
