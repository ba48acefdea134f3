import type { FastifyInstance, FastifyRequest } from "fastify";

import { badRequest, HttpError } from "../../lib/errors";

/** Shown when no photo file came with the upload. */
export const NO_PHOTO = "Please choose a photo to upload.";
/** Shown when the upload's body is not a readable form (cut short, wrong boundary...). */
export const UNREADABLE_UPLOAD = "That upload could not be read. Please choose the photo again.";

/**
 * Lets any body reach the upload handler, which answers 400 for what is not a file upload
 * (instead of the framework's 415), so every wrong upload reads the same to the client.
 */
export function acceptAnyUploadBody(app: FastifyInstance): void {
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, _body, done) => done(null));
}

/**
 * The bytes of the one file in `field` of a multipart upload. Whatever goes wrong while reading
 * the body is the sender's doing (no boundary, a wrong one, a part cut short): a clear 400.
 */
export async function readUploadedFile(request: FastifyRequest, field: string): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest("errors.noPhoto", { [field]: "errors.noPhoto" });
  try {
    const file = await request.file();
    if (file?.fieldname !== field)
      throw badRequest("errors.noPhoto", { [field]: "errors.noPhoto" });
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw new HttpError(413, "errors.photoTooLarge");
    throw badRequest("errors.unreadableUpload", { [field]: "errors.unreadableUpload" });
  }
}
