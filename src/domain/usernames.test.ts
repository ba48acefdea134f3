import { describe, expect, it } from "vitest";
import { displayUsername, isSingleScript, normalUsername, usernameProblem } from "./usernames";

// Pairs a person reads as the same name: one account.
const SAME_NAME: [string, string, string][] = [
  ["capital accented letter", "Émile", "émile"],
  ["composed and decomposed", "Jos\u00e9", "Jose\u0301"],
  ["full-width letters", "ｍａｘ", "max"],
  ["full-width capitals and ideographic space", "Ｓａｍ\u3000Ｌｅｅ", "sam lee"],
  ["letter case", "WATSON", "watson"],
  ["ligature", "\ufb01ona", "fiona"],
  ["final sigma", "ΟΔΥΣΣΕΥΣ", "οδυσσευσ"],
  ["spaces around and between", "  sam   lee ", "Sam Lee"],
  ["no-break space", "sam\u00a0lee", "sam lee"],
  ["superscript digit", "agent\u00b2", "agent2"],
];

// Pairs that look alike but a rule refuses the second one.
const REFUSED_LOOK_ALIKES: [string, string, string, string][] = [
  ["Cyrillic a among Latin", "anna", "\u0430nna", "usernameMixedScripts"],
  ["Cyrillic o in the middle", "bob_the_great", "b\u043eb_the_great", "usernameMixedScripts"],
  ["Greek omicron", "otto", "\u03bftto", "usernameMixedScripts"],
  ["zero-width space", "anna", "an\u200bna", "usernameHiddenCharacters"],
  ["zero-width joiner", "anna", "an\u200dna", "usernameHiddenCharacters"],
  ["word joiner", "anna", "anna\u2060", "usernameHiddenCharacters"],
  ["byte-order mark", "anna", "\ufeffanna", "usernameHiddenCharacters"],
  ["right-to-left override", "anna", "\u202eanna", "usernameHiddenCharacters"],
  ["right-to-left isolate", "anna", "\u2067anna\u2069", "usernameHiddenCharacters"],
  ["left-to-right mark", "anna", "anna\u200e", "usernameHiddenCharacters"],
  ["soft hyphen", "anna", "an\u00adna", "usernameHiddenCharacters"],
  ["trailing newline", "anna", "anna\n", "usernameHiddenCharacters"],
  ["tab", "anna b", "anna\tb", "usernameHiddenCharacters"],
  ["line separator", "anna b", "anna\u2028b", "usernameHiddenCharacters"],
  ["NUL", "anna", "anna\u0000", "usernameHiddenCharacters"],
  ["Latin digits with Arabic-Indic digit", "agent33", "agent3\u0663", "usernameMixedScripts"],
];

describe("normalUsername", () => {
  it.each(SAME_NAME)("%s: %j and %j are one name", (_label, a, b) => {
    expect(normalUsername(a)).toBe(normalUsername(b));
  });

  // (Names with line breaks or tabs would be trimmed or spaced alike: they are refused anyway.)
  const visibleDifference = REFUSED_LOOK_ALIKES.filter(([, , bad]) => !/[\s\ufeff]/u.test(bad));
  it.each(visibleDifference)("%s: %j and %j are told apart", (_label, a, b) => {
    expect(normalUsername(a)).not.toBe(normalUsername(b));
  });

  it("keeps different names different", () => {
    expect(normalUsername("anna")).not.toBe(normalUsername("hanna"));
    expect(normalUsername("José")).not.toBe(normalUsername("Jose"));
  });
});

describe("usernameProblem", () => {
  it.each(REFUSED_LOOK_ALIKES)("%s: %j is fine, %j is refused", (_label, good, bad, message) => {
    expect(usernameProblem(good)).toBeUndefined();
    expect(usernameProblem(bad)).toBe(message);
  });

  it.each(SAME_NAME)("%s: both %j and %j can be chosen", (_label, a, b) => {
    expect(usernameProblem(a)).toBeUndefined();
    expect(usernameProblem(b)).toBeUndefined();
  });

  it.each([
    ["two letters", "ab"],
    ["two letters with accents, four code points", "a\u0301b\u0301"],
    ["two letters and a space", "a b"],
    ["two letters and marks alone", "ab\u0301\u0301"],
  ])("counts visible characters, not code points: %s", (_label, name) => {
    expect(usernameProblem(name)).toBe("usernameTooShort");
  });

  it("accepts three visible characters however they are encoded", () => {
    expect(usernameProblem("Zoë")).toBeUndefined();
    expect(usernameProblem("Zoe\u0308")).toBeUndefined();
    expect(usernameProblem("李小龙")).toBeUndefined();
  });

  it("refuses more than 40 characters", () => {
    expect(usernameProblem("a".repeat(40))).toBeUndefined();
    expect(usernameProblem("a".repeat(41))).toBe("usernameLength");
    // 40 accented letters written decomposed are 80 code points and still 40 characters.
    expect(usernameProblem("e\u0301".repeat(40))).toBeUndefined();
  });

  it("refuses symbols and emoji with a clear message", () => {
    expect(usernameProblem("sam@home")).toBe("usernameSymbols");
    expect(usernameProblem("\u{1f44d}\u{1f44d}\u{1f44d}")).toBe("usernameSymbols");
  });

  it("accepts names of one writing system, Japanese mixing Han and kana included", () => {
    for (const name of [
      "Zoë-Li O'Neil",
      "Анна",
      "Ολυμπία",
      "雪ゆき",
      "김민준",
      "אנה",
      "agent_007",
    ]) {
      expect(usernameProblem(name), name).toBeUndefined();
    }
    expect(isSingleScript("Yuki雪")).toBe(false);
  });
});

describe("displayUsername", () => {
  it("stores the name composed, trimmed and with single spaces", () => {
    expect(displayUsername("  Jose\u0301   Luis ")).toBe("José Luis");
  });
});
