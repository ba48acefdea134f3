import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { createTestApp, send, type TestApp, testConfig } from "../../test/app";
import { MAX_WRONG_PASSWORDS, TOO_MANY_TRIES, WRONG_CURRENT_PASSWORD } from "./service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
const PASSWORD = "right-secret";

/** A child who signed up on their own device: the cookies that device now holds. */
async function childOnOwnDevice(app: FastifyInstance = t.app) {
  counter += 1;
  const username = `child_${counter}`;
  const res = await send(app, "POST", "/api/auth/signup", {
    payload: { username, age: 8, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(res.statusCode).toBe(201);
  return { username, id: res.json().id as string, cookies: cookiesOf(res) };
}

function cookiesOf(res: LightMyRequestResponse): string {
  return res.cookies
    .filter((c) => c.name === "td_session" || c.name === "td_device")
    .map((c) => `${c.name}=${c.value}`)
    .join("; ");
}

const deviceOnly = (cookies: string) =>
  cookies
    .split("; ")
    .filter((c) => c.startsWith("td_device="))
    .join("; ");

function login(username: string, password: string, cookie?: string, app = t.app) {
  return send(app, "POST", "/api/auth/login", { payload: { username, password }, cookie });
}

async function guess(username: string, times: number, cookie?: string, app = t.app) {
  const codes: number[] = [];
  for (let i = 0; i < times; i++)
    codes.push((await login(username, `guess-${i}`, cookie, app)).statusCode);
  return codes;
}

describe("wrong passwords per name and per device", () => {
  it("a stranger's wrong guesses do not lock the child out of their own device", async () => {
    const child = await childOnOwnDevice();
    const codes = await guess(child.username, MAX_WRONG_PASSWORDS + 2);
    expect(codes.slice(0, MAX_WRONG_PASSWORDS).every((c) => c === 401)).toBe(true);
    expect(codes.slice(MAX_WRONG_PASSWORDS)).toEqual([429, 429]);
    // Even the right password does not help a device the child never signed in on...
    const stranger = await login(child.username, PASSWORD);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toEqual({
      code: "too_many_requests",
      reason: "tooManyTries",
      message: TOO_MANY_TRIES,
    });
    // ...but the child's own device still gets in.
    const own = await login(child.username, PASSWORD, deviceOnly(child.cookies));
    expect(own.statusCode).toBe(200);
    expect(own.json().id).toBe(child.id);
  });

  it("keeps brute force from a signed-in device limited too", async () => {
    const child = await childOnOwnDevice();
    const device = deviceOnly(child.cookies);
    const codes = await guess(child.username, MAX_WRONG_PASSWORDS, device);
    expect(codes.every((c) => c === 401)).toBe(true);
    expect((await login(child.username, PASSWORD, device)).statusCode).toBe(429);
  });

  it("a device cookie of another detective counts against the name like any stranger", async () => {
    const child = await childOnOwnDevice();
    const other = await childOnOwnDevice();
    await guess(child.username, MAX_WRONG_PASSWORDS, deviceOnly(other.cookies));
    expect((await login(child.username, PASSWORD)).statusCode).toBe(429);
    expect((await login(child.username, PASSWORD, deviceOnly(other.cookies))).statusCode).toBe(429);
    expect((await login(child.username, PASSWORD, deviceOnly(child.cookies))).statusCode).toBe(200);
  });

  it("the right password clears the count", async () => {
    const child = await childOnOwnDevice();
    await guess(child.username, MAX_WRONG_PASSWORDS - 1);
    expect((await login(child.username, PASSWORD)).statusCode).toBe(200);
    const codes = await guess(child.username, MAX_WRONG_PASSWORDS);
    expect(codes.every((c) => c === 401)).toBe(true);
  });

  it("counts are shared by two app instances on one database", async () => {
    const second = await buildApp({
      config: testConfig({ dataDir: t.dataDir }),
      db: t.database.db,
    });
    await second.ready();
    try {
      const child = await childOnOwnDevice();
      const half = MAX_WRONG_PASSWORDS / 2;
      expect((await guess(child.username, half, undefined, t.app)).every((c) => c === 401)).toBe(
        true,
      );
      expect((await guess(child.username, half, undefined, second)).every((c) => c === 401)).toBe(
        true,
      );
      // The count is the database's, not either process's memory.
      const { rows } = await t.database.pool.query(
        "select count from attempt_counters where key = $1",
        [`password:name:${child.username}`],
      );
      expect(rows[0].count).toBe(MAX_WRONG_PASSWORDS);
      expect((await login(child.username, PASSWORD, undefined, t.app)).statusCode).toBe(429);
      expect((await login(child.username, PASSWORD, undefined, second)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe("PUT /api/user/{userId}/password and the same limit", () => {
  const change = (userId: string, cookie: string, currentPassword: string) =>
    send(t.app, "PUT", `/api/user/${userId}/password`, {
      payload: { currentPassword, newPassword: "new-secret", confirmPassword: "new-secret" },
      cookie,
    });

  it("wrong current passwords and wrong logins from one device share its count", async () => {
    const child = await childOnOwnDevice();
    const half = MAX_WRONG_PASSWORDS / 2;
    await guess(child.username, half, deviceOnly(child.cookies));
    for (let i = 0; i < half; i++) {
      const res = await change(child.id, child.cookies, `wrong-${i}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(WRONG_CURRENT_PASSWORD);
    }
    const blocked = await change(child.id, child.cookies, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect((await login(child.username, PASSWORD, deviceOnly(child.cookies))).statusCode).toBe(429);
  });

  it("a session without the device cookie counts against the name", async () => {
    const child = await childOnOwnDevice();
    const sessionOnly = child.cookies
      .split("; ")
      .filter((c) => c.startsWith("td_session="))
      .join("; ");
    for (let i = 0; i < MAX_WRONG_PASSWORDS; i++) {
      expect((await change(child.id, sessionOnly, `wrong-${i}`)).statusCode).toBe(400);
    }
    expect((await change(child.id, sessionOnly, PASSWORD)).statusCode).toBe(429);
    expect((await login(child.username, PASSWORD)).statusCode).toBe(429);
    expect((await login(child.username, PASSWORD, deviceOnly(child.cookies))).statusCode).toBe(200);
  });
});

describe("after a password change", () => {
  it("only the device that changed it is still the child's", async () => {
    const child = await childOnOwnDevice();
    const tablet = await login(child.username, PASSWORD);
    const tabletDevice = deviceOnly(cookiesOf(tablet));
    const changed = await send(t.app, "PUT", `/api/user/${child.id}/password`, {
      payload: {
        currentPassword: PASSWORD,
        newPassword: "new-secret",
        confirmPassword: "new-secret",
      },
      cookie: child.cookies,
    });
    expect(changed.statusCode).toBe(200);
    await guess(child.username, MAX_WRONG_PASSWORDS);
    expect((await login(child.username, "new-secret", tabletDevice)).statusCode).toBe(429);
    expect((await login(child.username, "new-secret", deviceOnly(child.cookies))).statusCode).toBe(
      200,
    );
  });
});

describe("housekeeping", () => {
  it("sweeps counts whose window ended and devices past their life", async () => {
    const child = await childOnOwnDevice();
    await guess(child.username, 3);
    const pool = t.database.pool;
    await pool.query("update attempt_counters set expires_at = now() - interval '1 second'");
    await pool.query("update trusted_devices set expire = now() - interval '1 second'");
    const other = await buildApp({ config: testConfig({ dataDir: t.dataDir }), db: t.database.db });
    await other.ready(); // housekeeping runs when an app becomes ready
    try {
      const left = async () => {
        const { rows } = await pool.query(
          "select (select count(*) from attempt_counters)::int + (select count(*) from trusted_devices)::int as n",
        );
        return rows[0].n as number;
      };
      await expect.poll(left).toBe(0);
    } finally {
      await other.close();
    }
  });
});
