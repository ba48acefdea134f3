import multipart from "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import { photoEndpoints as api, MAX_PHOTO_BYTES } from "../../../contracts/photos";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { requireUser } from "../../lib/request-context";
import { serve } from "../../lib/serve";
import type { AppRecogniser } from "../../recognition/index";
import { analysePhoto } from "./service";
import { isPhotoKey, type PhotoStorage } from "./storage";
import { acceptAnyUploadBody, readUploadedFile } from "./upload";

/** What the photo routes need. */
export type PhotoRouteOptions = { db: Db; storage: PhotoStorage; recogniser: AppRecogniser };

/** POST /api/upload-photo (SPEC 7) and GET /api/photos/{key} (the owner only). */
export const photoRoutes: FastifyPluginAsync<PhotoRouteOptions> = async (
  app,
  { db, storage, recogniser },
) => {
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5 } });
  acceptAnyUploadBody(app);
  serve(app, api.upload, async (request) => {
    const user = requireUser(request);
    const bytes = await readUploadedFile(request, api.upload.upload.field);
    return analysePhoto(db, storage, recogniser, user.id, bytes);
  });

  serve(app, api.photo, async (request, reply) => {
    const user = requireUser(request);
    const { key } = request.params;
    const bytes = isPhotoKey(key) ? await storage.get(user.id, key) : null;
    if (!bytes) throw notFound("That photo is not in your case file.");
    return reply
      .header("cache-control", "private, max-age=86400")
      .header("content-type", api.photo.produces)
      .send(bytes);
  });
};
