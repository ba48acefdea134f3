import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { createTestApp, send, type TestApp } from "./test/app";

describe("TRUST_PROXY", () => {
  it.each([
    ["false", false],
    ["0", false],
    ["true", 1],
    ["1", 1],
    ["2", 2],
    ["10.0.0.1", ["10.0.0.1"]],
    ["10.0.0.1, 192.168.0.0/16, ::1, loopback", ["10.0.0.1", "192.168.0.0/16", "::1", "loopback"]],
  ])("reads %j", (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(["yes", "11", "10.0.0.300", "10.0.0.1/33", "proxy.example"])(
    "refuses %j with a message naming the variable",
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );

  it("is off by default", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});

// A client behind one proxy writes what it likes in X-Forwarded-For; the proxy appends the
// address it saw. Only that last entry may key the per-address limit.
describe.each([
  ["TRUST_PROXY=true", "true"],
  ["TRUST_PROXY=1", "1"],
  ["TRUST_PROXY=<the proxy's address>", "127.0.0.1"],
])("behind a proxy with %s", (_label, value) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      trustProxy: loadConfig({ TRUST_PROXY: value }).trustProxy,
      loginRateLimit: 2,
    });
  });
  afterAll(() => t.close());

  const login = (forwardedFor: string) =>
    send(t.app, "POST", "/api/auth/login", {
      payload: { username: "nobody_here", password: "wrong-one" },
      headers: { "x-forwarded-for": forwardedFor },
    });

  it("a forged X-Forwarded-For does not change the limit's key", async () => {
    const codes: number[] = [];
    for (let i = 1; i <= 3; i++)
      codes.push((await login(`203.0.113.${i}, 198.51.100.7`)).statusCode);
    expect(codes).toEqual([401, 401, 429]);
    // Another client, as the proxy saw it, has its own count.
    expect((await login("203.0.113.9, 198.51.100.8")).statusCode).toBe(401);
  });
});

describe("HTTPS settings", () => {
  it("sends HSTS only with COOKIE_SECURE=true", async () => {
    const secure = await createTestApp({ cookieSecure: true });
    const plain = await createTestApp();
    try {
      const on = await send(secure.app, "GET", "/api/auth/me");
      expect(on.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      const off = await send(plain.app, "GET", "/api/auth/me");
      expect(off.headers["strict-transport-security"]).toBeUndefined();
    } finally {
      await secure.close();
      await plain.close();
    }
  });

  it("marks the cookie Secure when a trusted proxy says the request came over HTTPS", async () => {
    const t = await createTestApp({ trustProxy: ["127.0.0.1"] });
    try {
      const signup = (proto: string, username: string) =>
        send(t.app, "POST", "/api/auth/signup", {
          payload: { username, age: 9, password: "secret123", confirmPassword: "secret123" },
          headers: { "x-forwarded-proto": proto },
        });
      const overHttps = await signup("https", "secure_sam");
      const overHttp = await signup("http", "plain_pat");
      expect(overHttps.cookies.find((c) => c.name === "td_session")?.secure).toBe(true);
      expect(overHttp.cookies.find((c) => c.name === "td_session")?.secure).toBeFalsy();
    } finally {
      await t.close();
    }
  });
});
