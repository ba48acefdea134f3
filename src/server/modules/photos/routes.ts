import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MAX_PHOTO_BYTES, PHOTO_TOO_LARGE, photoAnalysis } from "../../../contracts/photos";
import type { Db } from "../../db/client";
import { badRequest, HttpError, notFound } from "../../lib/errors";
import { requireUser, signedIn } from "../../lib/request-context";
import type { AppRecogniser } from "../../recognition/index";
import { analysePhoto } from "./service";
import { isPhotoKey, type PhotoStorage } from "./storage";

/** What the photo routes need. */
export type PhotoRouteOptions = { db: Db; storage: PhotoStorage; recogniser: AppRecogniser };

const NO_PHOTO = "Please choose a photo to upload.";

/** POST /api/upload-photo (SPEC 7) and GET /api/photos/{key} (the owner only). */
export const photoRoutes: FastifyPluginAsyncZod<PhotoRouteOptions> = async (
  app,
  { db, storage, recogniser },
) => {
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5 } });
  app.addHook("preValidation", signedIn);

  app.post(
    "/api/upload-photo",
    { schema: { response: { 200: photoAnalysis } } },
    async (request) => {
      const user = requireUser(request);
      if (!request.isMultipart()) throw badRequest(NO_PHOTO);
      const file = await request.file();
      if (file?.fieldname !== "photo") throw badRequest(NO_PHOTO, { photo: NO_PHOTO });
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
          throw new HttpError(413, PHOTO_TOO_LARGE);
        throw error;
      }
      return analysePhoto(db, storage, recogniser, user.id, bytes);
    },
  );

  app.get(
    "/api/photos/:key",
    { schema: { params: z.object({ key: z.string() }) } },
    async (request, reply) => {
      const user = requireUser(request);
      const { key } = request.params;
      const bytes = isPhotoKey(key) ? await storage.get(user.id, key) : null;
      if (!bytes) throw notFound("That photo is not in your case file.");
      return reply
        .header("cache-control", "private, max-age=86400")
        .header("content-type", "image/jpeg")
        .send(bytes);
    },
  );
};
