import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { API } from "../../../contracts/api";
import { pathOf } from "../../../contracts/endpoint";
import { type Client, createTestApp, send, signUp, type TestApp } from "../../test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const path = (c: Client, userId = c.user.id) => pathOf(API.profileSigns.list, { userId });

describe("the profile's alarm signs", () => {
  it("are set, dated, changed and taken off; listed in the list's order and exported", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-25T05:00:00.000Z"), toFake: ["Date"] });
    const c = await signUp(t.app, { timeZone: "Pacific/Auckland" });
    expect((await c.request("GET", path(c))).json()).toEqual({ signs: [] });
    const set = await c.request("PUT", path(c), {
      signs: [
        { sign: "family history of coeliac disease", since: "2020-01-01" },
        { sign: "weight loss", since: "2026-11-25" },
      ],
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().signs.map((s: { sign: string; since: string }) => [s.sign, s.since])).toEqual(
      [
        ["weight loss", "2026-11-25"],
        ["family history of coeliac disease", "2020-01-01"],
      ],
    );
    const changed = await c.request("PUT", path(c), {
      signs: [{ sign: "weight loss", since: "2026-10-01" }],
    });
    expect(changed.json().signs).toEqual([
      { sign: "weight loss", since: "2026-10-01", updatedAt: expect.any(String) },
    ]);
    const exported = await c.request("GET", pathOf(API.export.diary, { userId: c.user.id }));
    expect(exported.json().profileSigns).toEqual([
      { sign: "weight loss", since: "2026-10-01", updatedAt: expect.any(String) },
    ]);
    expect((await c.request("PUT", path(c), { signs: [] })).json()).toEqual({ signs: [] });
  });

  it("400 on bad input: an unknown sign, a repeated one, a day to come, a bad date", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-25T05:00:00.000Z"), toFake: ["Date"] });
    const c = await signUp(t.app, { timeZone: "Pacific/Auckland" });
    const bads = [
      { signs: [{ sign: "rash", since: "2026-01-01" }] },
      { signs: [{ sign: "weight loss", since: "2026-02-30" }] },
      { signs: [{ sign: "weight loss", since: "1999-12-31" }] },
      { signs: [{ sign: "weight loss" }] },
      { signs: "weight loss" },
      {},
      { signs: Array(9).fill({ sign: "weight loss", since: "2026-01-01" }) },
    ];
    for (const body of bads) {
      expect((await c.request("PUT", path(c), body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const repeated = await c.request("PUT", path(c), {
      signs: [
        { sign: "weight loss", since: "2026-01-01" },
        { sign: "weight loss", since: "2026-02-01" },
      ],
    });
    expect(repeated.json().errors.signs).toBe("Each sign can be noted once");
    // 2026-11-26 is tomorrow in Auckland.
    const ahead = await c.request("PUT", path(c), {
      signs: [{ sign: "puberty late", since: "2026-11-26" }],
    });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().message).toBe("That day has not come yet. Pick today or a day before.");
    expect((await c.request("GET", path(c))).json().signs).toEqual([]);
  });

  it("401 without a session, 403 for another's, and behind the parent code once set", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const body = { signs: [{ sign: "growth slowing", since: "2026-01-01" }] };
    expect((await send(t.app, "GET", path(a))).statusCode).toBe(401);
    expect((await send(t.app, "PUT", path(a), { payload: body })).statusCode).toBe(401);
    expect((await b.request("GET", path(a))).statusCode).toBe(403);
    expect((await b.request("PUT", path(a), body)).statusCode).toBe(403);

    await a.request("PUT", pathOf(API.parent.code, { userId: a.user.id }), {
      password: "secret123",
      parentCode: "2468",
    });
    for (const res of [await a.request("GET", path(a)), await a.request("PUT", path(a), body)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("Parent code needed");
    }
    await a.request("POST", pathOf(API.parent.start, { userId: a.user.id }), {
      parentCode: "2468",
    });
    expect((await a.request("PUT", path(a), body)).statusCode).toBe(200);
    expect((await a.request("GET", path(a))).json().signs).toHaveLength(1);
  });
});
