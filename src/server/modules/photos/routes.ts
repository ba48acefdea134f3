import multipart from "@fastify/multipart";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { photoEndpoints as api, MAX_PHOTO_BYTES } from "../../../contracts/photos";
import type { PhotoLimits } from "../../config";
import type { Db } from "../../db/client";
import { photos } from "../../db/schema/photos";
import { notFound } from "../../lib/errors";
import { requestTranslator } from "../../lib/i18n";
import { serve } from "../../lib/serve";
import type { AppRecogniser } from "../../recognition/index";
import { childGuard, type RecordLookup } from "../family/access";
import { analysePhoto, checkUploadAllowance } from "./service";
import { isPhotoKey, type PhotoStorage } from "./storage";
import { acceptAnyUploadBody, readUploadedFile } from "./upload";

/** What the photo routes need. */
export type PhotoRouteOptions = {
  db: Db;
  storage: PhotoStorage;
  recogniser: AppRecogniser;
  limits: PhotoLimits;
};

/** POST /api/upload-photo (SPEC 7) and GET /api/photos/{key} (the owner only). */
export const photoRoutes: FastifyPluginAsync<PhotoRouteOptions> = async (
  app,
  { db, storage, recogniser, limits },
) => {
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5 } });
  acceptAnyUploadBody(app);
  // A photo is the child's whose diary it was uploaded to.
  const photoOwner: RecordLookup = async (tx, params) => {
    if (typeof params.key !== "string" || !isPhotoKey(params.key)) return undefined;
    const [row] = await tx
      .select({ childId: photos.userId })
      .from(photos)
      .where(eq(photos.key, params.key))
      .limit(1);
    return row;
  };
  serve(
    app,
    api.upload,
    async (request) => {
      const user = request.child;
      await checkUploadAllowance(db, user.id, limits);
      const bytes = await readUploadedFile(request, api.upload.upload.field);
      return analysePhoto(db, storage, recogniser, user.id, bytes, requestTranslator(request).t);
    },
    { child: childGuard(db) },
  );

  serve(
    app,
    api.photo,
    async (request, reply) => {
      const user = request.child;
      const { key } = request.params;
      const bytes = isPhotoKey(key) ? await storage.get(user.id, key) : null;
      if (!bytes) throw notFound("errors.photoNotInCaseFile");
      return reply
        .header("cache-control", "private, max-age=86400")
        .header("content-type", api.photo.produces)
        .send(bytes);
    },
    { child: childGuard(db, photoOwner) },
  );
};
