import { describe, expect, it } from "vitest";
import { z } from "zod";
import { endpoint, pathOf, queryKeyOf, rootOf } from "./endpoint";

const today = endpoint({
  method: "GET",
  path: "/api/meals/today/:userId",
  summary: "Today's meals",
  access: "signed-in",
  params: z.object({ userId: z.string() }),
  response: z.array(z.unknown()),
});
const avatar = endpoint({
  method: "POST",
  path: "/api/user/:userId/avatar",
  summary: "Save the avatar",
  access: "signed-in",
  response: z.unknown(),
});
const me = endpoint({
  method: "GET",
  path: "/api/auth/me",
  summary: "The signed-in user",
  access: "public",
  response: z.unknown(),
});

describe("endpoint paths and query keys", () => {
  it("fills and encodes path parameters", () => {
    expect(pathOf(today, { userId: "a b/c" })).toBe("/api/meals/today/a%20b%2Fc");
    expect(pathOf(avatar, { userId: "u1" })).toBe("/api/user/u1/avatar");
    expect(pathOf(me)).toBe("/api/auth/me");
  });

  it("refuses a call without one of its path parameters", () => {
    expect(() => pathOf(today, {})).toThrow(/userId/);
  });

  it("keys a GET by the fixed head of its path, then the rest (SPEC 7's default reader)", () => {
    expect(queryKeyOf(today, { userId: "u1" })).toEqual(["/api/meals/today", "u1"]);
    expect(queryKeyOf(avatar, { userId: "u1" })).toEqual(["/api/user", "u1", "avatar"]);
    expect(queryKeyOf(me)).toEqual(["/api/auth/me"]);
    expect(queryKeyOf(today, { userId: "u1" }).join("/")).toBe(pathOf(today, { userId: "u1" }));
  });

  it("names the root that prefixes every key of an endpoint", () => {
    expect(rootOf(today)).toBe("/api/meals/today");
    expect(rootOf(avatar)).toBe("/api/user");
    expect(rootOf(me)).toBe("/api/auth/me");
  });
});
