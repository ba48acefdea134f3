import { z } from "zod";
import { uuidParam } from "./common";
import { endpoint } from "./endpoint";

/** The largest photo accepted. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** The path a stored photo is served from; meals carry it as photoUrl. */
export const PHOTO_URL_PATTERN = /^\/api\/photos\/([A-Za-z0-9_-]{22})$/;

/**
 * Containers the lab cannot see into (ADR 005): never foods, each a question to the child
 * ("What's in the cup?").
 */
export const CONTAINERS = ["cup", "bowl", "bottle", "glass"] as const;
/** One container. */
export type ContainerCode = (typeof CONTAINERS)[number];

/**
 * POST /api/upload-photo answer (SPEC 3 "Photo analysis result" plus where the photo is). Facts
 * beside words: each food's `name` is in the request's language (Accept-Language) and its `key`
 * the food reader's key (null for a name that is none: the child's own words, shown as they
 * are); each question is worded from `containers`, its container's code. Screens word the codes
 * in the app's language (ADR 005).
 */
export const photoAnalysis = z.object({
  foods: z.array(
    z.object({ name: z.string(), confidence: z.number().int(), key: z.string().nullable() }),
  ),
  overallConfidence: z.number().int(),
  photoUrl: z.string(),
  /** Containers the child is asked about ("What's in the cup?"), never foods. */
  questions: z.array(z.string()),
  /** The containers the questions are about, once each, in the same order. */
  containers: z.array(z.enum(CONTAINERS)),
});
export type PhotoAnalysis = z.infer<typeof photoAnalysis>;

/** The photo calls (SPEC 7): upload and analyse a meal photo; read a stored one (owner only). */
export const photoEndpoints = {
  upload: endpoint({
    method: "POST",
    path: "/api/upload-photo",
    summary: "Stores a meal photo without its metadata and names the foods on it",
    access: "signed-in",
    child: { from: "query", need: "log" },
    /** The child: a grown-up's login must name it, a child's own login may leave it out. */
    query: z.object({ userId: uuidParam("user id").optional() }),
    upload: { field: "photo" },
    response: photoAnalysis,
  }),
  photo: endpoint({
    method: "GET",
    path: "/api/photos/:key",
    summary: "A stored meal photo (JPEG), to its owner only",
    access: "signed-in",
    child: { from: "record", need: "read" },
    params: z.object({ key: z.string() }),
    response: z.unknown(),
    produces: "image/jpeg",
  }),
} as const;
