import { beforeAll, describe, expect, it } from "vitest";
import {
  DETECTION_FAILED,
  PHOTO_UNSAVED_TOO_MANY,
  PHOTO_UPLOADS_TOO_FAST,
} from "../../../../contracts/photos";
import { ApiError } from "../../../lib/api-client";
import { loadScreenWords } from "../../../lib/i18n";
import { uploadProblem } from "./upload-photo";

// The messages are the screens' words: they load with the first screen (ADR 071).
beforeAll(() => loadScreenWords());

describe("uploadProblem", () => {
  it("shows the server's kind words for too many photos (429)", () => {
    const error = new ApiError(429, `429: ${PHOTO_UNSAVED_TOO_MANY}`, {
      serverMessage: PHOTO_UNSAVED_TOO_MANY,
    });
    expect(uploadProblem(error)).toEqual({ kind: "photo", message: PHOTO_UNSAVED_TOO_MANY });
    expect(uploadProblem(new ApiError(429, "429"))).toEqual({
      kind: "photo",
      message: PHOTO_UPLOADS_TOO_FAST,
    });
  });

  it("reads anything else as the spec's detection failure", () => {
    expect(uploadProblem(new ApiError(503, "503"))).toEqual({
      kind: "detection",
      message: DETECTION_FAILED,
    });
  });
});
