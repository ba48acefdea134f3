import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { reminderJobs } from "./db/schema/reminders";
import { createTestDatabase, type TestDatabase } from "./test/database";
import { type Instance, startInstance, startVisionService } from "./test/instances";
import { type PushReceiver, startPushReceiver } from "./test/push-receiver";

// Reminders from instances as operators run them: one is killed with SIGKILL after it queued a
// reminder and before it was due; two others, started after, send it once between them.
let database: TestDatabase;
let receiver: PushReceiver;
let vision: { url: string; close: () => void };
let env: Record<string, string>;
const instances: Instance[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  receiver = await startPushReceiver();
  vision = await startVisionService();
  env = {
    DATABASE_URL: database.url,
    VISION_API_URL: vision.url,
    VAPID_SUBJECT: "mailto:reminders@tummydetective.app",
    PUSH_ALLOWED_ORIGINS: receiver.origin,
    // The receiver's own certificate, trusted by the instances as a real push service's is.
    NODE_EXTRA_CA_CERTS: receiver.certFile,
    REMINDER_POLL_MS: "500",
  };
}, 60_000);

afterAll(async () => {
  await Promise.all(instances.map((i) => i.stop()));
  vision?.close();
  await receiver?.close();
  await database?.drop();
}, 60_000);

const HEADERS = { "x-requested-with": "XMLHttpRequest", "x-time-zone": "UTC" };

async function call(base: string, method: string, url: string, cookie?: string, json?: unknown) {
  return fetch(`${base}${url}`, {
    method,
    headers: {
      ...HEADERS,
      ...(cookie ? { cookie } : {}),
      ...(json !== undefined ? { "content-type": "application/json" } : {}),
    },
    body: json !== undefined ? JSON.stringify(json) : undefined,
  });
}

it("sends a reminder once after the instance that queued it was killed, with two instances left", async () => {
  const a = await startInstance(env);
  instances.push(a);
  const signup = await call(a.base, "POST", "/api/auth/signup", undefined, {
    username: "kill_nine_kid",
    age: 9,
    password: "secret123",
    confirmPassword: "secret123",
  });
  expect(signup.status).toBe(201);
  const cookie =
    signup.headers
      .getSetCookie()
      .find((c) => c.startsWith("td_session="))
      ?.split(";")[0] ?? "";
  const userId = ((await signup.json()) as { id: string }).id;
  const sub = receiver.subscribe("kill-nine");
  expect((await call(a.base, "POST", "/api/push/subscriptions", cookie, sub)).status).toBe(200);
  // The next whole minute (UTC): at most a minute away.
  const next = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 60_000);
  const at = next.toISOString().slice(11, 16);
  const put = await call(a.base, "PUT", `/api/user/${userId}/reminders`, cookie, {
    enabled: true,
    times: [{ kind: "morning", at }],
    quietHours: null,
  });
  expect(put.status).toBe(200);
  a.child.kill("SIGKILL");
  await a.exited();
  const queued = await database.db
    .select()
    .from(reminderJobs)
    .where(eq(reminderJobs.childId, userId));
  expect(queued.map((j) => [j.state, j.dueAt.toISOString()])).toEqual([
    ["pending", next.toISOString()],
  ]);
  expect(receiver.received).toHaveLength(0);

  const [b, c] = await Promise.all([startInstance(env), startInstance(env)]);
  instances.push(b, c);
  const [push] = await receiver.waitFor(1, 150_000);
  expect(push?.payload).toMatchObject({
    kind: "morning",
    notification: { title: "Good morning, kill!" },
  });
  // Once written sent, no instance can take it again: exactly one push, and the next day queued.
  let jobs = await database.db.select().from(reminderJobs).where(eq(reminderJobs.childId, userId));
  for (let i = 0; i < 100 && !jobs.some((j) => j.state === "sent"); i++) {
    await new Promise((r) => setTimeout(r, 100));
    jobs = await database.db.select().from(reminderJobs).where(eq(reminderJobs.childId, userId));
  }
  expect(jobs.map((j) => j.state).sort()).toEqual(["pending", "sent"]);
  expect(receiver.received).toHaveLength(1);
  expect(b.output() + c.output()).not.toMatch(/sending reminders failed/);
}, 300_000);
