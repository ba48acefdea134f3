import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ZONE_BELIEF_HOURS } from "../modules/auth/time-zone";
import { type Client, createTestApp, send, signUp, type TestApp } from "../test/app";

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

async function pendingZone(userId: string): Promise<string | null> {
  const { rows } = await t.database.pool.query(
    "select pending_time_zone from users where id = $1",
    [userId],
  );
  return rows[0].pending_time_zone;
}

describe("when a new zone is believed (ADR 003)", () => {
  afterEach(() => vi.useRealTimers());
  const at = (iso: string) => vi.setSystemTime(new Date(iso));
  const me = (c: Client, timeZone: string) =>
    send(t.app, "GET", "/api/auth/me", { cookie: c.cookie, timeZone });

  it("after every request has carried it for 3 hours, not before", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-25T08:00:00Z") });
    const c = await signUp(t.app, { timeZone: "Europe/London" });
    expect((await me(c, "America/New_York")).json().timeZone).toBe("Europe/London");
    at("2026-11-25T10:59:00Z");
    expect((await me(c, "America/New_York")).json().timeZone).toBe("Europe/London");
    at(`2026-11-25T${String(8 + ZONE_BELIEF_HOURS).padStart(2, "0")}:00:00Z`);
    expect((await me(c, "America/New_York")).json().timeZone).toBe("America/New_York");
    expect(await storedZone(c.user.id)).toBe("America/New_York");
    expect(await pendingZone(c.user.id)).toBeNull();
  });

  it("never while the header flips between zones: each flip starts the wait again", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-25T08:00:00Z") });
    const c = await signUp(t.app, { timeZone: "Pacific/Kiritimati" });
    for (let hour = 8; hour < 20; hour += 2) {
      at(`2026-11-25T${String(hour).padStart(2, "0")}:00:00Z`);
      await me(c, "Etc/GMT+12");
      at(`2026-11-25T${String(hour + 1).padStart(2, "0")}:00:00Z`);
      await me(c, hour % 4 === 0 ? "Pacific/Kiritimati" : "Pacific/Auckland");
    }
    expect(await storedZone(c.user.id)).toBe("Pacific/Kiritimati");
  });
});

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
    // A link's name is its zone's: the move waits for the zone, whatever it was called.
    await send(t.app, "GET", "/api/auth/me", { cookie: c.cookie, timeZone: "US/Eastern" });
    expect(await pendingZone(c.user.id)).toBe("America/New_York");
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
