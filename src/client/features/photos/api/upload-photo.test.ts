import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { loadScreenWords } from "../../../lib/i18n";
import { uploadProblem } from "./upload-photo";

// The error words load with the screens (ADR 071).
beforeAll(() => loadScreenWords());

describe("uploadProblem", () => {
  it("shows the server's kind words for too many photos (429)", () => {
    const error = new ApiError(
      429,
      `429: ${"You have lots of photos waiting to be saved with a meal. Save a meal with one of them, or try again tomorrow."}`,
      {
        serverMessage:
          "You have lots of photos waiting to be saved with a meal. Save a meal with one of them, or try again tomorrow.",
      },
    );
    expect(uploadProblem(error)).toEqual({
      kind: "photo",
      message:
        "You have lots of photos waiting to be saved with a meal. Save a meal with one of them, or try again tomorrow.",
    });
    expect(uploadProblem(new ApiError(429, "429"))).toEqual({
      kind: "photo",
      message:
        "That's a lot of photos in one minute, Detective! Take a little break and try again in a minute.",
    });
  });

  it("reads anything else as the spec's detection failure", () => {
    expect(uploadProblem(new ApiError(503, "503"))).toEqual({
      kind: "detection",
      message: "Detection failed: I couldn't analyze your photo. Try taking another one!",
    });
  });
});
