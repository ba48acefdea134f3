import { describe, expect, it } from "vitest";
import { englishOf } from "../i18n/testing";
import { instant } from "./common";
import { isStorableText, multilineText, text } from "./text";

describe("isStorableText", () => {
  it.each([
    ["toast", true],
    ["", true],
    ["😀👩‍👧‍👦🇳🇿", true],
    ["שלום \u200f مرحبا \u202e", true],
    ["e\u0301 \ufeff \u200b \uffff", true],
    ["a\u0000b", false],
    ["bell\u0007", false],
    ["\u001b[31m", false],
    ["del\u007f", false],
    ["tab\there", false],
    ["two\nlines", false],
    ["half \ud800", false],
    ["half \udfff", false],
    ["backwards \udfff\ud800", false],
  ])("%j on one line: %s", (value, ok) => {
    expect(isStorableText(value)).toBe(ok);
  });

  it("keeps tabs and line breaks in notes, never NUL or a half character", () => {
    expect(isStorableText("a\tb\r\nc\n", true)).toBe(true);
    expect(isStorableText("a\u0000", true)).toBe(false);
    expect(isStorableText("a\u000b", true)).toBe(false);
    expect(isStorableText("\ud83d", true)).toBe(false);
  });
});

describe("text schemas", () => {
  it("refuse hidden characters with one message", () => {
    const result = text({ max: 60 }).safeParse("rice\u0000");
    expect(result.success).toBe(false);
    expect(englishOf(result.error?.issues[0]?.message)).toBe(
      "That text has a hidden character we can't save. Please type it again.",
    );
    expect(multilineText({ max: 60 }).parse("slept\nwell")).toBe("slept\nwell");
  });

  it("refuse text over the limit with its words and read it no further", () => {
    const calls: string[] = [];
    const schema = text({ max: 5, tooLong: "Too long!" })
      .trim()
      .refine((v) => calls.push(v) > 0, "never");
    const long = schema.safeParse(`\u0000${"a".repeat(1_000_000)}`);
    expect(long.error?.issues.map((i) => i.message)).toEqual(["Too long!"]);
    expect(calls).toEqual([]);
    expect(schema.parse(" abc ")).toBe("abc");
    expect(calls).toEqual(["abc"]);
  });

  it("count characters, not halves of an emoji", () => {
    expect(text({ max: 2 }).safeParse("😀😀").success).toBe(true);
    expect(text({ max: 2 }).safeParse("😀😀😀").success).toBe(false);
  });
});

describe("instant", () => {
  it("answers UTC ISO to the millisecond", () => {
    expect(instant().parse("2025-06-01T10:00:00.123456-03:30")).toBe("2025-06-01T13:30:00.123Z");
  });

  it.each(["0049-01-01T00:00:00Z", "0000-01-01T00:00:00Z", "1999-12-31T23:59:59.999Z"])(
    "refuses %s as too early",
    (value) => {
      expect(englishOf(instant().safeParse(value).error?.issues[0]?.message)).toBe(
        "That time is too long ago. Pick a time from the year 2000 on!",
      );
    },
  );

  it.each(["9999-12-31T00:00:00Z", "2026-01-01", "+275760-01-01T00:00:00Z", "now", ""])(
    "refuses %s",
    (value) => {
      expect(instant().safeParse(value).success).toBe(false);
    },
  );
});
