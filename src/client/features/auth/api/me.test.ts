import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { loadScreenWords } from "../../../lib/i18n";
import { getMe, meQueryOptions } from "./me";

// The error words load with the screens (ADR 071), as they do before any call is made.
beforeAll(() => loadScreenWords());

const user = {
  id: "8f0e8a4e-8f7c-4d5e-9a57-0b9a3c1f1a11",
  username: "super_sleuth",
  email: null,
  age: 9,
  avatarConfig: {},
  level: 1,
  totalPoints: 0,
  currentStreak: 0,
  timeZone: "Europe/Paris",
  createdAt: "2025-01-01T00:00:00.000Z",
};

function answer(response: Response | Error) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("getMe", () => {
  it("returns the user and asks for a fresh answer", async () => {
    const fetchMock = answer(new Response(JSON.stringify(user), { status: 200 }));
    await expect(getMe()).resolves.toEqual({ ...user, kind: "child", language: null });
    const headers = fetchMock.mock.calls[0][1]?.headers as Record<string, string>;
    expect(headers["Cache-Control"]).toBe("no-cache");
  });

  it("reads 401 as 'Not authenticated'", async () => {
    answer(new Response('{"message":"Not authenticated"}', { status: 401 }));
    await expect(getMe()).rejects.toThrow("Not authenticated");
  });

  it("reads other failures as 'Failed to fetch user'", async () => {
    answer(new Response("boom", { status: 500 }));
    await expect(getMe()).rejects.toThrow("Failed to fetch user");
    answer(new TypeError("Failed to fetch"));
    await expect(getMe()).rejects.toThrow("Failed to fetch user");
  });
});

describe("meQueryOptions", () => {
  it("retries other failures once and never a 401", () => {
    const { retry, staleTime, gcTime } = meQueryOptions();
    if (typeof retry !== "function") throw new Error("retry must be a function");
    expect(retry(0, new ApiError(401, "Not authenticated"))).toBe(false);
    expect(retry(0, new Error("Failed to fetch user"))).toBe(true);
    expect(retry(1, new Error("Failed to fetch user"))).toBe(false);
    expect(staleTime).toBe(10_000);
    expect(gcTime).toBe(120_000);
  });
});
