import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, send, signUp, type TestApp } from "../test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function storedZone(userId: string): Promise<string> {
  const { rows } = await t.database.pool.query("select time_zone from users where id = $1", [
    userId,
  ]);
  return rows[0].time_zone;
}

describe("X-Time-Zone", () => {
  it("stores one canonical spelling whatever the case the client sends", async () => {
    const c = await signUp(t.app, { timeZone: "pacific/auckland" });
    expect(c.user.timeZone).toBe("Pacific/Auckland");
    for (const spelling of ["PACIFIC/AUCKLAND", "Pacific/AUCKLAND", "pacific/Auckland"]) {
      const res = await send(t.app, "GET", "/api/auth/me", {
        cookie: c.cookie,
        timeZone: spelling,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().timeZone).toBe("Pacific/Auckland");
    }
    expect(await storedZone(c.user.id)).toBe("Pacific/Auckland");
    const link = await send(t.app, "GET", "/api/auth/me", {
      cookie: c.cookie,
      timeZone: "US/Eastern",
    });
    expect(link.json().timeZone).toBe("America/New_York");
  });

  it.each([
    ["an unknown zone", "Mars/Olympus_Mons"],
    ["a very long value", `Europe/${"London".repeat(40)}`],
    ["blanks", "   "],
    ["a zone with a control character", "Europe/London\u0001"],
  ])("ignores %s: no error, nothing stored", async (_label, zone) => {
    const c = await signUp(t.app, { timeZone: "Europe/London" });
    const res = await send(t.app, "GET", `/api/meals/today/${c.user.id}`, {
      cookie: c.cookie,
      timeZone: zone,
    });
    expect(res.statusCode).toBe(200);
    expect(await storedZone(c.user.id)).toBe("Europe/London");
  });
});
