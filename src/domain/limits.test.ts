import { describe, expect, it } from "vitest";
import { showsPatternTip } from "./limits";

describe("showsPatternTip (SPEC 9: at least 5 meals and 3 tummy checks)", () => {
  it("appears at exactly 5 meals and 3 tummy checks, not one short of either", () => {
    expect(showsPatternTip(5, 3, 0)).toBe(true);
    expect(showsPatternTip(4, 3, 0)).toBe(false);
    expect(showsPatternTip(5, 2, 0)).toBe(false);
    expect(showsPatternTip(40, 12, 0)).toBe(true);
  });

  it("gives way once the detective has a pattern", () => {
    expect(showsPatternTip(40, 12, 1)).toBe(false);
  });
});
