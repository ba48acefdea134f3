import { describe, expect, it } from "vitest";
import { englishOf } from "../i18n/testing";
import {
  INVALID_AGE,
  INVALID_EMAIL,
  PASSWORD_MISMATCH,
  PASSWORD_TOO_SHORT,
  passwordForm,
  profileBody,
  profileForm,
} from "./users";

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
      INVALID_EMAIL,
    );
    for (const age of ["0", "19", "7.5", "ten", "-1"]) {
      expect(englishOf(firstMessage(profileForm.safeParse({ email: "", age }))), age).toBe(
        INVALID_AGE,
      );
    }
    expect(englishOf(firstMessage(profileBody.safeParse({ age: true })))).toBe(INVALID_AGE);
  });
});

describe("secret code form (SPEC 5)", () => {
  const form = (newPassword: string, confirmPassword: string, currentPassword = "oldcode") =>
    passwordForm.safeParse({ currentPassword, newPassword, confirmPassword });

  it("needs all three fields, a match, and 6 characters", () => {
    expect(form("abcdef", "abcdef").success).toBe(true);
    expect(englishOf(firstMessage(form("abcdef", "abcdeg")))).toBe(PASSWORD_MISMATCH);
    expect(englishOf(firstMessage(form("abc", "abc")))).toBe(PASSWORD_TOO_SHORT);
    expect(form("abcdef", "abcdef", "").success).toBe(false);
    expect(form("", "").success).toBe(false);
  });
});
