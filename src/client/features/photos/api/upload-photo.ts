import { useMutation } from "@tanstack/react-query";
import type { ErrorCode } from "../../../../contracts/errors";
import { type PhotoAnalysis, photoEndpoints } from "../../../../contracts/photos";
import { ApiError, callEndpoint, friendlyMessage } from "../../../lib/api-client";
import { type MessageKey, t } from "../../../lib/i18n";

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
  | { kind: "detection"; message: string };

// The codes that are about the file itself or about too many photos for now, with the words
// to show when the server sent none.
const PHOTO_PROBLEMS: Partial<Record<ErrorCode, MessageKey>> = {
  invalid_input: "errors.notAnImage",
  bad_request: "errors.notAnImage",
  payload_too_large: "errors.photoTooLarge",
  too_many_requests: "errors.photoUploadsTooFast",
};

/**
 * A file that is not an image or too large, or too many photos for now: the server's own words
 * go next to the picker. Anything else (503, network, session) reads as SPEC 8's detection
 * failure. Decided by the error's code (ADR 048).
 */
export function uploadProblem(error: unknown): UploadProblem {
  const fallback = error instanceof ApiError ? PHOTO_PROBLEMS[error.code] : undefined;
  if (error instanceof ApiError && fallback) {
    return { kind: "photo", message: friendlyMessage(error, t(fallback)) };
  }
  return { kind: "detection", message: t("errors.detectionFailed") };
}
