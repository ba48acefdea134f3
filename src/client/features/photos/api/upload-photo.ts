import { useMutation } from "@tanstack/react-query";
import {
  DETECTION_FAILED,
  NOT_AN_IMAGE,
  PHOTO_TOO_LARGE,
  PHOTO_UPLOADS_TOO_FAST,
  type PhotoAnalysis,
  photoEndpoints,
} from "../../../../contracts/photos";
import { ApiError, callEndpoint } from "../../../lib/api-client";

/** SPEC 8: the title of the toast when a photo could not be analysed. */
export const PHOTO_UPLOAD_FAILED = "Photo upload failed";

/**
 * POST /api/upload-photo as multipart with the field `photo`. The request helper sends the cookies,
 * the X-Requested-With marker and X-Time-Zone, and leaves the multipart content type to fetch.
 */
export async function uploadPhoto(photo: Blob, fileName = "meal.jpg"): Promise<PhotoAnalysis> {
  const form = new FormData();
  form.append(photoEndpoints.upload.upload.field, photo, fileName);
  return callEndpoint(photoEndpoints.upload, { body: form });
}

/** Sends one photo; a photo is never retried (the child takes another one instead). */
export function useUploadPhoto() {
  return useMutation({
    mutationFn: (file: File) => uploadPhoto(file, file.name || "meal.jpg"),
    retry: false,
  });
}

/** What went wrong with an upload, in the words a child may see. */
export type UploadProblem =
  | { kind: "photo"; message: string }
  | { kind: "detection"; message: typeof DETECTION_FAILED };

/**
 * A 400 or 413 is about the file itself (not an image, too large), a 429 about too many photos
 * for now: the server's own words go next to the picker. Anything else (503, network, session)
 * reads as SPEC 8's detection failure.
 */
export function uploadProblem(error: unknown): UploadProblem {
  if (error instanceof ApiError && error.status === 400) {
    return { kind: "photo", message: error.serverMessage ?? NOT_AN_IMAGE };
  }
  if (error instanceof ApiError && error.status === 413) {
    return { kind: "photo", message: error.serverMessage ?? PHOTO_TOO_LARGE };
  }
  if (error instanceof ApiError && error.status === 429) {
    return { kind: "photo", message: error.serverMessage ?? PHOTO_UPLOADS_TOO_FAST };
  }
  return { kind: "detection", message: DETECTION_FAILED };
}
