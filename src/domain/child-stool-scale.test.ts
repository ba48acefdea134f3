import { describe, expect, it } from "vitest";
import {
  bristolOfChildType,
  CHILD_STOOL_MAPPING,
  CHILD_STOOL_TYPES,
  childTypeReport,
  eventOfChildType,
  usesChildStoolScale,
} from "./child-stool-scale";

describe("the children's 5-type stool scale", () => {
  it("maps each children's type to one Bristol type, leaving out types 3 and 5", () => {
    expect(CHILD_STOOL_TYPES.map((t) => [t.value, t.label, bristolOfChildType(t.value)])).toEqual([
      [1, "Hard lumps", 1],
      [2, "Lumpy sausage", 2],
      [3, "Smooth soft sausage", 4],
      [4, "Mushy", 6],
      [5, "Watery", 7],
    ]);
  });

  it("counts each type as the bathroom event whose Bristol range holds it", () => {
    expect([1, 2, 3, 4, 5].map((v) => eventOfChildType(v as 1 | 2 | 3 | 4 | 5))).toEqual([
      "tough to go",
      "tough to go",
      "just right",
      "runny tummy",
      "super runny",
    ]);
  });

  it("states the mapping in words for reports", () => {
    expect(CHILD_STOOL_MAPPING).toBe(
      "Children under 8 rate on the 5-type modified Bristol scale for children (mBSFS-C), mapped to Bristol types: 1 Hard lumps = Type 1; 2 Lumpy sausage = Type 2; 3 Smooth soft sausage = Type 4; 4 Mushy = Type 6; 5 Watery = Type 7.",
    );
    expect(childTypeReport(4)).toBe("Type 6 (children's scale 4: Mushy)");
    expect(childTypeReport(null)).toBeNull();
    expect(childTypeReport(9)).toBeNull();
  });

  it("is the scale of children under 8 by the profile's age; 8 and over, or no age, keep today's", () => {
    expect(usesChildStoolScale(1)).toBe(true);
    expect(usesChildStoolScale(6)).toBe(true);
    expect(usesChildStoolScale(7)).toBe(true);
    expect(usesChildStoolScale(8)).toBe(false);
    expect(usesChildStoolScale(15)).toBe(false);
    expect(usesChildStoolScale(null)).toBe(false);
  });
});
