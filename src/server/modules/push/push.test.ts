import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { pushSubscriptions } from "../../db/schema/reminders";
import { createTestApp, send, signUp, type TestApp, testConfig } from "../../test/app";
import { type PushReceiver, startPushReceiver } from "../../test/push-receiver";

let t: TestApp;
let receiver: PushReceiver;
/** A second push service on loopback that is not allowed: it must never be called. */
let stranger: PushReceiver;

beforeAll(async () => {
  receiver = await startPushReceiver();
  stranger = await startPushReceiver();
  t = await createTestApp(
    {
      push: {
        keys: undefined,
        subject: "mailto:reminders@tummydetective.app",
        allowedOrigins: [receiver.origin],
        pollMs: 0,
      },
    },
    { pushAgent: receiver.agent },
  );
});

afterAll(async () => {
  await t?.close();
  await receiver?.close();
  await stranger?.close();
});

const subscribeBody = (sub: { endpoint: string; keys: { p256dh: string; auth: string } }) => ({
  endpoint: sub.endpoint,
  expirationTime: null,
  keys: sub.keys,
});

describe("GET /api/push/key", () => {
  it("answers one base64url P-256 key, the same on every instance of the database", async () => {
    const c = await signUp(t.app);
    const res = await c.request("GET", "/api/push/key");
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json<{ publicKey: string }>();
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
    const other = await buildApp({
      config: testConfig({
        dataDir: t.dataDir,
        push: {
          keys: undefined,
          subject: "mailto:reminders@tummydetective.app",
          allowedOrigins: [],
          pollMs: 0,
        },
      }),
      db: t.database.db,
    });
    await other.ready();
    try {
      const c2 = await signUp(other);
      expect((await c2.request("GET", "/api/push/key")).json()).toEqual({ publicKey });
    } finally {
      await other.close();
    }
  });

  it("needs a sign-in", async () => {
    expect((await send(t.app, "GET", "/api/push/key")).statusCode).toBe(401);
  });
});

describe("POST /api/push/subscriptions and the test send", () => {
  it("sends an encrypted, VAPID-signed notification that carries only a name, a kind and a screen", async () => {
    const c = await signUp(t.app, { username: "Robin_Hood" });
    const sub = receiver.subscribe(`robin-${Date.now()}`);
    const res = await c.request("POST", "/api/push/subscriptions", subscribeBody(sub), {
      origin: "https://tummy.example.net",
    });
    expect(res.statusCode).toBe(200);
    // A meal in the diary must not travel through the push service.
    await c.request("POST", "/api/meals", {
      mealType: "lunch",
      manualFoods: ["secret spinach pie"],
    });
    const before = receiver.received.length;
    const test = await c.request("POST", "/api/push/test");
    expect(test.statusCode).toBe(200);
    expect(test.json()).toEqual({ sent: 1, devices: 1 });
    const got = (await receiver.waitFor(before + 1)).filter((r) => r.name === sub.name);
    expect(got).toHaveLength(1);
    const push = got[0];
    expect(push?.headers["content-encoding"]).toBe("aes128gcm");
    const { publicKey } = (await c.request("GET", "/api/push/key")).json<{ publicKey: string }>();
    expect(String(push?.headers.authorization)).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
    );
    const jwt = String(push?.headers.authorization).split(/t=|,/)[1] ?? "";
    const claims = JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString());
    expect(claims.aud).toBe(receiver.origin);
    expect(claims.sub).toBe("mailto:reminders@tummydetective.app");
    expect(push?.payload).toMatchObject({
      web_push: 8030,
      kind: "test",
      screen: "/app/tummy-check",
      notification: {
        title: "Reminders work, Robin!",
        navigate: "https://tummy.example.net/app/tummy-check",
      },
    });
    expect(JSON.stringify(push?.payload)).not.toContain("spinach");
  });

  it("refuses an endpoint on no known push service, and never calls it", async () => {
    const c = await signUp(t.app);
    const foreign = stranger.subscribe("foreign");
    const refused = await c.request("POST", "/api/push/subscriptions", subscribeBody(foreign));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe("invalid_input");
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com.evil.test/x",
      "https://169.254.169.254/latest",
      "https://fcm.googleapis.com:8443/x",
    ]) {
      const res = await c.request("POST", "/api/push/subscriptions", {
        ...subscribeBody(foreign),
        endpoint,
      });
      expect(res.statusCode, endpoint).toBe(400);
    }
    const test = await c.request("POST", "/api/push/test");
    expect(test.json()).toEqual({ sent: 0, devices: 0 });
    expect(stranger.received).toHaveLength(0);
  });

  it("takes a known push service's address", async () => {
    const c = await signUp(t.app);
    const sub = receiver.subscribe("google-shaped");
    const res = await c.request("POST", "/api/push/subscriptions", {
      ...subscribeBody(sub),
      endpoint: "https://fcm.googleapis.com/fcm/send/abc:def",
    });
    expect(res.statusCode).toBe(200);
  });

  it("refuses bad input with 400 and answers 401 signed out", async () => {
    const c = await signUp(t.app);
    const sub = receiver.subscribe("bad");
    for (const body of [
      {},
      { endpoint: sub.endpoint },
      { ...subscribeBody(sub), keys: { p256dh: "short", auth: sub.keys.auth } },
      { ...subscribeBody(sub), keys: { p256dh: sub.keys.p256dh, auth: "!!" } },
      { ...subscribeBody(sub), endpoint: `${receiver.origin}/${"x".repeat(2000)}` },
      { ...subscribeBody(sub), expirationTime: "soon" },
    ]) {
      const res = await c.request("POST", "/api/push/subscriptions", body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await c.request("DELETE", "/api/push/subscriptions", {})).statusCode).toBe(400);
    const out = await send(t.app, "POST", "/api/push/subscriptions", {
      payload: subscribeBody(sub),
    });
    expect(out.statusCode).toBe(401);
    expect((await send(t.app, "POST", "/api/push/test")).statusCode).toBe(401);
    expect(
      (
        await send(t.app, "DELETE", "/api/push/subscriptions", {
          payload: { endpoint: sub.endpoint },
        })
      ).statusCode,
    ).toBe(401);
  });

  it("removes a subscription the push service answers 410 for", async () => {
    const c = await signUp(t.app);
    const sub = receiver.subscribe(`gone-${Date.now()}`);
    receiver.answer.set(sub.name, 410);
    await c.request("POST", "/api/push/subscriptions", subscribeBody(sub));
    const test = await c.request("POST", "/api/push/test");
    expect(test.json()).toEqual({ sent: 0, devices: 0 });
    const rows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, sub.endpoint));
    expect(rows).toHaveLength(0);
  });

  it("forgets only the caller's own subscription", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const sub = receiver.subscribe(`mine-${Date.now()}`);
    await a.request("POST", "/api/push/subscriptions", subscribeBody(sub));
    const byOther = await b.request("DELETE", "/api/push/subscriptions", {
      endpoint: sub.endpoint,
    });
    expect(byOther.statusCode).toBe(200);
    expect((await a.request("POST", "/api/push/test")).json().devices).toBe(1);
    await a.request("DELETE", "/api/push/subscriptions", { endpoint: sub.endpoint });
    expect((await a.request("POST", "/api/push/test")).json().devices).toBe(0);
  });
});
