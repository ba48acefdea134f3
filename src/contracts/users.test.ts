import { describe, expect, it } from "vitest";
import { englishOf } from "../i18n/testing";
import { passwordForm, profileBody, profileForm } from "./users";

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe("profile rules (SPEC 5)", () => {
  it("trims the email, reads the age, and leaves blank fields out", () => {
    expect(profileForm.parse({ email: "  kid@example.com ", age: " 9 " })).toEqual({
      email: "kid@example.com",
      age: 9,
    });
    expect(profileForm.parse({ email: "   ", age: "" })).toEqual({});
    expect(profileBody.parse({})).toEqual({});
    expect(profileBody.parse({ age: 18, email: null })).toEqual({ age: 18 });
  });

  it("refuses a bad email or age with the spec's words", () => {
    expect(englishOf(firstMessage(profileForm.safeParse({ email: "kid@", age: "" })))).toBe(
      "Please enter a valid email address.",
    );
    for (const age of ["0", "19", "7.5", "ten", "-1"]) {
      expect(englishOf(firstMessage(profileForm.safeParse({ email: "", age }))), age).toBe(
        "Please enter an age between 1 and 18.",
      );
    }
    expect(englishOf(firstMessage(profileBody.safeParse({ age: true })))).toBe(
      "Please enter an age between 1 and 18.",
    );
  });
});

describe("secret code form (SPEC 5)", () => {
  const form = (newPassword: string, confirmPassword: string, currentPassword = "oldcode") =>
    passwordForm.safeParse({ currentPassword, newPassword, confirmPassword });

  it("needs all three fields, a match, and 6 characters", () => {
    expect(form("abcdef", "abcdef").success).toBe(true);
    expect(englishOf(firstMessage(form("abcdef", "abcdeg")))).toBe(
      "The new passwords don't match. Please try again.",
    );
    expect(englishOf(firstMessage(form("abc", "abc")))).toBe(
      "Your secret code must be at least 6 characters long.",
    );
    expect(form("abcdef", "abcdef", "").success).toBe(false);
    expect(form("", "").success).toBe(false);
  });
});
