import { beforeAll, describe, expect, it } from "vitest";
import { loadScreenWords } from "../../../lib/i18n";
import { checkAvatarFile, scaledSize } from "./scale-photo";

// The error words load with the screens (ADR 071).
beforeAll(() => loadScreenWords());

describe("avatar photo in the browser", () => {
  it("scales the longest side to 400 px and never enlarges", () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 400, height: 300 });
    expect(scaledSize(3000, 4000)).toEqual({ width: 300, height: 400 });
    expect(scaledSize(120, 80)).toEqual({ width: 120, height: 80 });
    expect(scaledSize(5000, 10)).toEqual({ width: 400, height: 1 });
  });

  it("refuses a file over 5 MB and one that is not an image (SPEC 5 words)", () => {
    expect(checkAvatarFile({ type: "image/jpeg", size: 5 * 1024 * 1024 + 1 })).toBe(
      "Photo is too large. Please choose a smaller image (under 5MB).",
    );
    expect(checkAvatarFile({ type: "application/pdf", size: 100 })).toBe(
      "Please select an image file, Detective!",
    );
    expect(checkAvatarFile({ type: "image/jpeg", size: 5 * 1024 * 1024 })).toBeNull();
    expect(checkAvatarFile({ type: "", size: 100 })).toBeNull();
  });
});
