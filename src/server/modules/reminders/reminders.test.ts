import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { UpcomingReminders } from "../../../contracts/reminders";
import { openDatabase } from "../../db/client";
import { reminderJobs } from "../../db/schema/reminders";
import { type Client, createTestApp, send, signUp, type TestApp } from "../../test/app";
import { type PushReceiver, startPushReceiver } from "../../test/push-receiver";
import { PushSender } from "../push/sender";
import { processDueReminders } from "./worker";

let t: TestApp;
let receiver: PushReceiver;
let sender: PushSender;
const push = () => ({
  keys: undefined,
  subject: "mailto:reminders@tummydetective.app",
  allowedOrigins: [receiver.origin],
  // The queue is worked by the tests themselves, on a pinned clock.
  pollMs: 0,
});

beforeAll(async () => {
  receiver = await startPushReceiver();
  t = await createTestApp({ push: push() }, { pushAgent: receiver.agent });
  sender = new PushSender(t.database.db, push(), receiver.agent);
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const pin = (iso: string) => {
  const now = new Date(iso);
  vi.useFakeTimers({ toFake: ["Date"], now });
  return now;
};
const settingsPath = (c: Client) => `/api/user/${c.user.id}/reminders`;

/** A child with one device subscribed to the receiver and the reminders given. */
async function child(
  zone: string,
  settings: Record<string, unknown>,
  name = `kid-${Math.random().toString(36).slice(2, 8)}`,
): Promise<Client & { device: string }> {
  const c = await signUp(t.app, { timeZone: zone });
  const sub = receiver.subscribe(name);
  const res = await c.request("POST", "/api/push/subscriptions", {
    endpoint: sub.endpoint,
    keys: sub.keys,
  });
  expect(res.statusCode).toBe(200);
  const put = await c.request("PUT", settingsPath(c), settings);
  expect(put.statusCode, put.body).toBe(200);
  return Object.assign(c, { device: name });
}

const jobsOf = (childId: string) =>
  t.database.db
    .select()
    .from(reminderJobs)
    .where(eq(reminderJobs.childId, childId))
    .orderBy(reminderJobs.dueAt);
const pushesTo = (device: string) => receiver.received.filter((r) => r.name === device);
/** Works the queue until it is empty at `now`. */
async function drain(now: Date) {
  while ((await processDueReminders(t.database.db, sender, now)) > 0) {
    // more
  }
}

describe("GET and PUT /api/user/{userId}/reminders", () => {
  it("is off until turned on, then keeps times and quiet hours and queues the next time", async () => {
    pin("2027-06-10T08:00:00Z");
    const c = await signUp(t.app, { timeZone: "Europe/Paris" });
    expect((await c.request("GET", settingsPath(c))).json()).toEqual({
      enabled: false,
      times: [],
      quietHours: null,
    });
    const body = {
      enabled: true,
      times: [
        { kind: "meal", at: "12:30" },
        { kind: "finish-day", at: "19:00" },
      ],
      quietHours: { from: "21:00", to: "07:00" },
    };
    const put = await c.request("PUT", settingsPath(c), body);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual(body);
    expect((await c.request("GET", settingsPath(c))).json()).toEqual(body);
    const jobs = await jobsOf(c.user.id);
    // 12:30 and 19:00 in Paris (UTC+2 in June).
    expect(jobs.map((j) => [j.kind, j.dueAt.toISOString()])).toEqual([
      ["meal", "2027-06-10T10:30:00.000Z"],
      ["finish-day", "2027-06-10T17:00:00.000Z"],
    ]);
    const upcoming = (
      await c.request("GET", `${settingsPath(c)}/upcoming`)
    ).json<UpcomingReminders>();
    expect(upcoming.reminders.map((r) => [r.kind, r.screen])).toEqual([
      ["meal", "/app/log-meal"],
      ["finish-day", "/app/daily-review"],
    ]);
    // Turned off: nothing waits any more.
    await c.request("PUT", settingsPath(c), { ...body, enabled: false });
    expect(await jobsOf(c.user.id)).toHaveLength(0);
  });

  it("refuses bad settings with 400, answers 401 signed out and 403 for another child", async () => {
    const c = await signUp(t.app);
    const other = await signUp(t.app);
    const ok = { enabled: true, times: [{ kind: "meal", at: "12:00" }], quietHours: null };
    for (const body of [
      {},
      { ...ok, enabled: "yes" },
      { ...ok, times: [{ kind: "lunch", at: "12:00" }] },
      { ...ok, times: [{ kind: "meal", at: "24:00" }] },
      {
        ...ok,
        times: [
          { kind: "meal", at: "12:00" },
          { kind: "meal", at: "12:00" },
        ],
      },
      { ...ok, times: Array.from({ length: 7 }, (_, i) => ({ kind: "meal", at: `1${i}:00` })) },
      { ...ok, quietHours: { from: "22:00" } },
    ]) {
      const res = await c.request("PUT", settingsPath(c), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await send(t.app, "GET", settingsPath(c))).statusCode).toBe(401);
    expect((await send(t.app, "PUT", settingsPath(c), { payload: ok })).statusCode).toBe(401);
    expect((await send(t.app, "GET", `${settingsPath(c)}/upcoming`)).statusCode).toBe(401);
    expect((await other.request("GET", settingsPath(c))).statusCode).toBe(403);
    expect((await other.request("PUT", settingsPath(c), ok)).statusCode).toBe(403);
    expect((await other.request("GET", `${settingsPath(c)}/upcoming`)).statusCode).toBe(403);
    expect((await c.request("GET", "/api/user/not-a-uuid/reminders")).statusCode).toBe(400);
  });

  it("is the parent's to change once a parent code is set", async () => {
    const c = await signUp(t.app);
    const code = await c.request("PUT", `/api/user/${c.user.id}/parent-code`, {
      password: "secret123",
      parentCode: "2468",
    });
    expect(code.statusCode).toBe(200);
    await c.request("DELETE", `/api/user/${c.user.id}/parent-mode`);
    const ok = { enabled: true, times: [{ kind: "meal", at: "12:00" }], quietHours: null };
    const refused = await c.request("PUT", settingsPath(c), ok);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("parent_code_needed");
    expect((await c.request("GET", settingsPath(c))).statusCode).toBe(200);
    await c.request("POST", `/api/user/${c.user.id}/parent-mode`, { parentCode: "2468" });
    expect((await c.request("PUT", settingsPath(c), ok)).statusCode).toBe(200);
  });
});

describe("the reminder queue", () => {
  it("sends each reminder once when two instances work the queue at the same time", async () => {
    pin("2027-06-10T11:59:00Z");
    const kids = [];
    for (let i = 0; i < 12; i++) {
      kids.push(
        await child("UTC", {
          enabled: true,
          times: [{ kind: "morning", at: "12:00" }],
          quietHours: null,
        }),
      );
    }
    const second = openDatabase(t.database.url, 5);
    const now = new Date("2027-06-10T12:00:20Z");
    try {
      const work = async (db: typeof t.database.db) => {
        while ((await processDueReminders(db, sender, now, 2)) > 0) {
          // more
        }
      };
      await Promise.all([
        work(t.database.db),
        work(second.db),
        work(t.database.db),
        work(second.db),
      ]);
    } finally {
      await second.pool.end();
    }
    for (const kid of kids) {
      expect(pushesTo(kid.device)).toHaveLength(1);
      expect(pushesTo(kid.device)[0]?.payload).toMatchObject({ kind: "morning", screen: "/app" });
      const jobs = await jobsOf(kid.user.id);
      expect(jobs.map((j) => [j.state, j.dueAt.toISOString()])).toEqual([
        ["sent", "2027-06-10T12:00:00.000Z"],
        ["pending", "2027-06-11T12:00:00.000Z"],
      ]);
    }
  });

  it("follows the child's zone across a daylight-saving change", async () => {
    // New York moves to summer time on Sunday 14 March 2027 at 02:00.
    pin("2027-03-13T13:00:00Z");
    const kid = await child("America/New_York", {
      enabled: true,
      times: [{ kind: "morning", at: "07:00" }],
      quietHours: null,
    });
    const [first] = await jobsOf(kid.user.id);
    // 07:00 EDT on the 14th is 11:00 UTC (it was 12:00 UTC the day before, in EST).
    expect(first?.dueAt.toISOString()).toBe("2027-03-14T11:00:00.000Z");
    await drain(new Date("2027-03-14T10:59:00Z"));
    expect(pushesTo(kid.device)).toHaveLength(0);
    await drain(new Date("2027-03-14T11:00:05Z"));
    expect(pushesTo(kid.device)).toHaveLength(1);
    const jobs = await jobsOf(kid.user.id);
    expect(jobs.map((j) => j.dueAt.toISOString())).toEqual([
      "2027-03-14T11:00:00.000Z",
      "2027-03-15T11:00:00.000Z",
    ]);
  });

  it("sends nothing in quiet hours, even across midnight", async () => {
    pin("2027-06-10T05:00:00Z");
    const kid = await child("UTC", {
      enabled: true,
      times: [
        { kind: "morning", at: "06:30" },
        { kind: "finish-day", at: "21:30" },
      ],
      quietHours: { from: "21:00", to: "07:00" },
    });
    await drain(new Date("2027-06-10T06:30:05Z"));
    await drain(new Date("2027-06-10T21:30:05Z"));
    expect(pushesTo(kid.device)).toHaveLength(0);
    const jobs = await jobsOf(kid.user.id);
    expect(jobs.filter((j) => j.state === "skipped").map((j) => j.outcome)).toEqual([
      "quiet hours",
      "quiet hours",
    ]);
  });

  it("skips a meal or a bedtime already logged, and sends the one not logged", async () => {
    pin("2027-06-10T11:00:00Z");
    const kid = await child("UTC", {
      enabled: true,
      times: [
        { kind: "meal", at: "12:30" },
        { kind: "meal", at: "18:30" },
        { kind: "bedtime", at: "20:00" },
      ],
      quietHours: null,
    });
    pin("2027-06-10T12:10:00Z");
    const meal = await kid.request("POST", "/api/meals", {
      mealType: "lunch",
      manualFoods: ["rice"],
    });
    expect(meal.statusCode).toBe(201);
    await drain(new Date("2027-06-10T12:30:05Z"));
    pin("2027-06-10T19:40:00Z");
    const bed = await kid.request("POST", "/api/sleep-logs", { bedtime: "2027-06-10T19:40:00Z" });
    expect(bed.statusCode).toBe(201);
    await drain(new Date("2027-06-10T18:30:05Z"));
    await drain(new Date("2027-06-10T20:00:05Z"));
    const jobs = (await jobsOf(kid.user.id)).filter((j) =>
      j.dueAt.toISOString().startsWith("2027-06-10"),
    );
    expect(jobs.map((j) => [j.slot, j.state, j.outcome])).toEqual([
      ["12:30", "skipped", "already logged"],
      ["18:30", "sent", null],
      ["20:00", "skipped", "already logged"],
    ]);
    expect(pushesTo(kid.device).map((p) => p.payload?.kind)).toEqual(["meal"]);
  });

  it("drops a reminder more than 30 minutes late, and queues the next one", async () => {
    pin("2027-06-10T08:00:00Z");
    const kid = await child("UTC", {
      enabled: true,
      times: [{ kind: "morning", at: "09:00" }],
      quietHours: null,
    });
    await drain(new Date("2027-06-10T09:31:00Z"));
    expect(pushesTo(kid.device)).toHaveLength(0);
    const jobs = await jobsOf(kid.user.id);
    expect(jobs.map((j) => [j.state, j.dueAt.toISOString()])).toEqual([
      ["dropped", "2027-06-10T09:00:00.000Z"],
      ["pending", "2027-06-11T09:00:00.000Z"],
    ]);
  });

  it("tries a failing push service again later, and gives up after four tries", async () => {
    pin("2027-06-10T08:00:00Z");
    const kid = await child("UTC", {
      enabled: true,
      times: [{ kind: "morning", at: "09:00" }],
      quietHours: null,
    });
    receiver.answer.set(kid.device, 500);
    await drain(new Date("2027-06-10T09:00:05Z"));
    let [job] = await jobsOf(kid.user.id);
    expect(job).toMatchObject({ state: "pending", attempts: 1 });
    expect(job?.runAfter.toISOString()).toBe("2027-06-10T09:00:35.000Z");
    receiver.answer.delete(kid.device);
    await drain(new Date("2027-06-10T09:00:20Z"));
    expect(pushesTo(kid.device)).toHaveLength(1);
    await drain(new Date("2027-06-10T09:00:40Z"));
    [job] = await jobsOf(kid.user.id);
    expect(job).toMatchObject({ state: "sent", attempts: 2 });
    expect(pushesTo(kid.device)).toHaveLength(2);

    receiver.answer.set(kid.device, 503);
    await drain(new Date("2027-06-11T09:00:05Z"));
    await drain(new Date("2027-06-11T09:00:40Z"));
    await drain(new Date("2027-06-11T09:03:00Z"));
    await drain(new Date("2027-06-11T09:11:05Z"));
    const [, second] = await jobsOf(kid.user.id);
    expect(second).toMatchObject({ state: "failed", attempts: 4 });
    // Four tries at that one: the first, then after 30 s, 2 min and 8 min.
    expect(pushesTo(kid.device)).toHaveLength(6);
    const left = await t.database.db
      .select()
      .from(reminderJobs)
      .where(and(eq(reminderJobs.childId, kid.user.id), eq(reminderJobs.state, "pending")));
    expect(left.map((j) => j.dueAt.toISOString())).toEqual(["2027-06-12T09:00:00.000Z"]);
  });
});

describe("a case's reminders", () => {
  it("queues the case's checks, a tummy check at the lag's time after a serving, and shows them", async () => {
    pin("2027-06-10T07:00:00Z");
    const kid = await child("UTC", {
      enabled: false,
      times: [{ kind: "morning", at: "06:45" }],
      quietHours: null,
    });
    const opened = await kid.request("POST", "/api/cases", {
      suspect: "milk",
      days: 10,
      start: "today",
      allergySigns: false,
      agreedWithClinician: true,
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const caseId = opened.json<{ id: string; lagWindow: { from: number; to: number } }>().id;
    // Reminders off: the case screen still shows what will be asked, nothing is queued.
    const shown = (
      await kid.request("GET", `${settingsPath(kid)}/upcoming`)
    ).json<UpcomingReminders>();
    expect(shown.reminders.length).toBeGreaterThan(0);
    expect(shown.reminders.every((r) => r.source === "case")).toBe(true);
    expect(shown.reminders).toContainEqual({
      kind: "morning",
      source: "case",
      dueAt: "2027-06-11T06:45:00.000Z",
      screen: `/app/cases/${caseId}`,
    });
    expect(await jobsOf(kid.user.id)).toHaveLength(0);

    await kid.request("PUT", settingsPath(kid), {
      enabled: true,
      times: [{ kind: "morning", at: "06:45" }],
      quietHours: null,
    });
    const queued = await jobsOf(kid.user.id);
    expect(queued.filter((j) => j.source === "case").length).toBeGreaterThan(0);

    // Milk at breakfast: a tummy check at the lag's time after it.
    pin("2027-06-10T08:00:00Z");
    const meal = await kid.request("POST", "/api/meals", {
      mealType: "breakfast",
      manualFoods: ["cereal", "milk"],
    });
    expect(meal.statusCode).toBe(201);
    const upcoming = (
      await kid.request("GET", `${settingsPath(kid)}/upcoming`)
    ).json<UpcomingReminders>();
    const lag = upcoming.reminders.filter(
      (r) => r.source === "case" && r.kind === "tummy-check" && r.dueAt > "2027-06-10T08:00",
    );
    expect(lag.length).toBeGreaterThan(0);
    await expect
      .poll(async () => (await jobsOf(kid.user.id)).filter((j) => j.source === "case").length)
      .toBeGreaterThan(queued.filter((j) => j.source === "case").length);

    // The morning check-in is sent once (the family's 06:45 and the case's are one reminder),
    // and opens the case's day.
    await drain(new Date("2027-06-11T06:45:05Z"));
    const mornings = pushesTo(kid.device).filter((p) => p.payload?.kind === "morning");
    expect(mornings).toHaveLength(1);
  });
});
