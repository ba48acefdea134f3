import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { createQueryClient, needsParentCode, retryDelay, shouldRetry } from "./query-client";

describe("shouldRetry", () => {
  it("retries a failure once", () => {
    expect(shouldRetry(0, new Error("500: boom"))).toBe(true);
    expect(shouldRetry(1, new Error("500: boom"))).toBe(false);
  });

  it("never retries a 401", () => {
    expect(shouldRetry(0, new ApiError(401, "Authentication required"))).toBe(false);
  });

  it("does not repeat client errors, except a timeout", () => {
    expect(shouldRetry(0, new ApiError(409, "409: taken"))).toBe(false);
    expect(shouldRetry(0, new ApiError(429, "429: slow down"))).toBe(false);
    expect(shouldRetry(0, new ApiError(408, "408: timeout"))).toBe(true);
  });
});

describe("retryDelay", () => {
  it("doubles from 1 s and stops at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});

describe("createQueryClient", () => {
  it("uses the SPEC 7/9 defaults", () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(0);
    expect(queries?.gcTime).toBe(300_000);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
  });
});

describe("needsParentCode", () => {
  it("reads the error's code, never its words", () => {
    const needed = new ApiError(403, "403: ...", {
      code: "parent_code_needed",
      serverMessage: "Grown-ups only, please",
    });
    expect(needsParentCode(needed)).toBe(true);
    // The old words with another code (another user's id) do not open the prompt.
    const words = new ApiError(403, "403: ...", {
      code: "forbidden",
      serverMessage: "Parent code needed",
    });
    expect(needsParentCode(words)).toBe(false);
    expect(needsParentCode(new Error("Parent code needed"))).toBe(false);
  });
});
