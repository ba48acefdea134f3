import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "../../../contracts/api";
import { pathOf } from "../../../contracts/endpoint";
import { addDays, combineLocalDateAndTime, localDate } from "../../../domain/local-day";
import { sleepLogs } from "../../db/schema/index";
import { createTestApp, send, signUp, type TestApp } from "../../test/app";
import { exportDiary } from "../export/service";
import { BEDTIME_ALREADY_LOGGED } from "./service";

/** A fixed-offset zone where it is 14:xx right now, so tonight's bedtime is hours ahead. */
function zoneWhereItIsAfternoon(now = new Date()): string {
  let offset = 14 - now.getUTCHours();
  if (offset < -12) offset += 24;
  // Etc/GMT zones count the other way: UTC+10 is Etc/GMT-10.
  return offset === 0 ? "Etc/GMT" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("sleep logs", () => {
  it("logs bedtime then the morning mood, once each", async () => {
    const c = await signUp(t.app);
    expect(
      (await c.request("GET", pathOf(API.sleepLogs.current, { userId: c.user.id }))).json(),
    ).toBeNull();
    const bedtime = new Date().toISOString();
    const res = await c.request("POST", pathOf(API.sleepLogs.bedtime), {
      userId: c.user.id,
      bedtime,
      notes: "read a book",
    });
    expect(res.statusCode).toBe(201);
    const log = res.json();
    expect(log).toMatchObject({ bedtime, morningMood: null, notes: "read a book" });
    const again = await c.request("POST", pathOf(API.sleepLogs.bedtime), { bedtime });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BEDTIME_ALREADY_LOGGED);
    const today = (
      await c.request("GET", pathOf(API.sleepLogs.current, { userId: c.user.id }))
    ).json();
    expect(today.id).toBe(log.id);
    const mood = await c.request("PATCH", pathOf(API.sleepLogs.morning, { id: log.id }), {
      morningMood: "bunny",
    });
    expect(mood.statusCode).toBe(200);
    expect(mood.json().morningMood).toBe("bunny");
    await c.request("PATCH", pathOf(API.sleepLogs.morning, { id: log.id }), {
      morningMood: "bear",
    });
    expect(
      (await c.request("GET", pathOf(API.users.get, { userId: c.user.id }))).json().totalPoints,
    ).toBe(10);
  });

  it("takes last night's bedtime told in the afternoon, refuses tonight's before it has come", async () => {
    const zone = zoneWhereItIsAfternoon();
    const c = await signUp(t.app, { timeZone: zone });
    const today = localDate(new Date(), zone);
    const at = (date: string, time: string) =>
      combineLocalDateAndTime(date, time, zone).toISOString();
    // 14:xx now: tonight's 20:30 has not happened, and is not stored.
    for (const bedtime of [at(today, "20:30"), at(addDays(today, 1), "20:00")]) {
      const early = await c.request("POST", pathOf(API.sleepLogs.bedtime), { bedtime });
      expect(early.statusCode, bedtime).toBe(400);
      expect(early.json().errors.bedtime).toBe(
        "It is not bedtime yet! Log your bedtime when you go to bed.",
      );
    }
    expect(
      (await c.request("GET", pathOf(API.sleepLogs.current, { userId: c.user.id }))).json(),
    ).toBeNull();
    // A bedtime a few minutes ahead (going to bed now) is tonight's.
    const soon = new Date(Date.now() + 10 * 60_000).toISOString();
    const tonight = await c.request("POST", pathOf(API.sleepLogs.bedtime), { bedtime: soon });
    expect(tonight.statusCode).toBe(201);
    // Its morning check-in waits until it has come: a night cannot be closed before it began.
    const tooSoon = await c.request(
      "PATCH",
      pathOf(API.sleepLogs.morning, { id: tonight.json().id }),
      { morningMood: "bunny" },
    );
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json().message).toBe(
      "That night has not started yet! Do the morning check-in after you wake up.",
    );
    // Last night's, told now, is kept.
    const lastNight = await c.request("POST", pathOf(API.sleepLogs.bedtime), {
      bedtime: at(addDays(today, -1), "20:30"),
    });
    expect(lastNight.statusCode).toBe(201);
    expect(lastNight.json().date).toBe(addDays(today, -1));
  });

  it("leaves a stored night still to come out of the reports' export, not out of the archive", async () => {
    const c = await signUp(t.app);
    const past = (
      await c.request("POST", pathOf(API.sleepLogs.bedtime), {
        bedtime: new Date(Date.now() - 30 * 3_600_000).toISOString(),
      })
    ).json();
    // A bedtime stored ahead before it was refused: tonight's, six hours from now.
    const ahead = new Date(Date.now() + 6 * 3_600_000);
    await t.database.db.insert(sleepLogs).values({
      userId: c.user.id,
      bedtime: ahead,
      date: localDate(new Date(ahead.getTime() - 12 * 3_600_000), "UTC"),
    });
    const exported = await c.request("GET", pathOf(API.export.diary, { userId: c.user.id }));
    expect(exported.statusCode).toBe(200);
    expect(exported.json().sleepLogs.map((l: { id: string }) => l.id)).toEqual([past.id]);
    const player = { id: c.user.id, timeZone: "UTC" };
    const archived = await exportDiary(t.database.db, player, {}, new Date(), {
      allNights: true,
    });
    expect(archived.sleepLogs).toHaveLength(2);
  });

  it("answers 400 without a bedtime or a mood", async () => {
    const c = await signUp(t.app);
    const res = await c.request("POST", pathOf(API.sleepLogs.bedtime), {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.bedtime).toBe("Please pick your bedtime");
    const log = (
      await c.request("POST", pathOf(API.sleepLogs.bedtime), { bedtime: new Date().toISOString() })
    ).json();
    const mood = await c.request("PATCH", pathOf(API.sleepLogs.morning, { id: log.id }), {
      morningMood: "lion",
    });
    expect(mood.json().errors.morningMood).toBe("Please choose your morning mood");
  });

  it("answers 401, 403 and 404", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const log = (
      await a.request("POST", pathOf(API.sleepLogs.bedtime), { bedtime: new Date().toISOString() })
    ).json();
    expect(
      (await send(t.app, "GET", pathOf(API.sleepLogs.current, { userId: a.user.id }))).statusCode,
    ).toBe(401);
    expect(
      (await b.request("GET", pathOf(API.sleepLogs.current, { userId: a.user.id }))).statusCode,
    ).toBe(403);
    expect(
      (
        await b.request("POST", pathOf(API.sleepLogs.bedtime), {
          userId: a.user.id,
          bedtime: new Date().toISOString(),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await b.request("PATCH", pathOf(API.sleepLogs.morning, { id: log.id }), {
          morningMood: "bear",
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe("when the child woke", () => {
  it("is stored with the morning mood and exported; a waking time before bedtime or a day later is refused", async () => {
    const c = await signUp(t.app);
    const bedtime = new Date(Date.now() - 10 * 3_600_000).toISOString();
    const log = (
      await c.request("POST", pathOf(API.sleepLogs.bedtime), { bedtime, notes: null })
    ).json();
    const path = pathOf(API.sleepLogs.morning, { id: log.id });
    for (const wokeAt of [
      new Date(Date.parse(bedtime) - 60_000).toISOString(),
      new Date(Date.parse(bedtime) - 30 * 3_600_000).toISOString(),
      new Date(Date.now() + 3_600_000).toISOString(),
      "seven o'clock",
    ]) {
      const bad = await c.request("PATCH", path, { morningMood: "bunny", wokeAt });
      expect(bad.statusCode, wokeAt).toBe(400);
      expect(bad.json().errors.wokeAt).toEqual(expect.any(String));
    }
    const wokeAt = new Date(Date.parse(bedtime) + 9.5 * 3_600_000).toISOString();
    const res = await c.request("PATCH", path, { morningMood: "turtle", wokeAt });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ morningMood: "turtle", wokeAt });
    const exported = (
      await c.request("GET", pathOf(API.export.diary, { userId: c.user.id }))
    ).json();
    expect(exported.sleepLogs[0].wokeAt).toBe(wokeAt);
    expect(
      (await send(t.app, "PATCH", path, { payload: { morningMood: "bunny", wokeAt } })).statusCode,
    ).toBe(401);
    const other = await signUp(t.app);
    expect((await other.request("PATCH", path, { morningMood: "bunny", wokeAt })).statusCode).toBe(
      404,
    );
  });
});
