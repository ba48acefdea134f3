import { createHash } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { API } from "../../../contracts/api";
import { pathOf } from "../../../contracts/endpoint";
import { addDays, localDate } from "../../../domain/local-day";
import { vocabularyProblems } from "../../../domain/vocabulary-check";
import { type Client, createTestApp, send, signUp, type TestApp } from "../../test/app";
import { seedMeals, seedTummyChecks } from "../../test/factories";
import { rowsOfUser } from "../account/repo";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const DAY = 86_400_000;
/** Noon (UTC) of the real today: sessions made now stay valid at the pinned clock. */
const noonToday = () => new Date(Math.floor(Date.now() / DAY) * DAY + DAY / 2);
const linksPath = (c: Client, userId = c.user.id) => pathOf(API.clinicLinks.list, { userId });
const revokePath = (c: Client, linkId: string, userId = c.user.id) =>
  pathOf(API.clinicLinks.revoke, { userId, linkId });

/** Opens a path the way a clinic's browser does: no cookie, no marker header. */
const open = (url: string) =>
  t.app.inject({ method: "GET", url: new URL(url, "http://x").pathname });

async function makeLink(c: Client, body: Record<string, unknown> = { days: 7 }) {
  const res = await c.request("POST", linksPath(c), body);
  expect(res.statusCode).toBe(201);
  return res.json<{
    id: string;
    url: string;
    expiresAt: string;
    startDate: string;
    endDate: string;
  }>();
}

function expectPrivate(res: { headers: Record<string, unknown> }) {
  expect(res.headers["referrer-policy"]).toBe("no-referrer");
  expect(res.headers["x-robots-tag"]).toContain("noindex");
  expect(res.headers["cache-control"]).toBe("no-store");
  const csp = String(res.headers["content-security-policy"]);
  expect(csp).toContain("default-src 'none'");
  expect(csp).not.toContain("script-src");
  expect(csp).toContain("frame-ancestors 'none'");
}

describe("POST /api/user/{userId}/clinic-links", () => {
  it("makes a link of a long random token stored only as its SHA-256", async () => {
    const now = noonToday();
    vi.useFakeTimers({ toFake: ["Date"], now });
    const today = localDate(now, "UTC");
    const c = await signUp(t.app);
    const link = await makeLink(c, { days: 3 });
    expect(link.url).toMatch(/^http:\/\/localhost(:80)?\/clinic\/[A-Za-z0-9_-]{43}$/);
    expect(link.expiresAt).toBe(new Date(now.getTime() + 3 * DAY).toISOString());
    // The last 4 weeks up to the child's today.
    expect(link).toMatchObject({ startDate: addDays(today, -27), endDate: today });
    const token = link.url.split("/clinic/")[1] ?? "";
    const rows = await t.database.pool.query("select * from clinic_links where id = $1", [link.id]);
    expect(rows.rows[0].token_hash).toBe(createHash("sha256").update(token).digest("base64url"));
    expect(rows.rows[0].created_by).toBe(c.user.id);
    expect(JSON.stringify(rows.rows[0])).not.toContain(token);
    const second = await makeLink(c, { days: 3 });
    expect(second.url).not.toBe(link.url);
  });

  it("takes a chosen period, and 400s what it cannot make", async () => {
    const c = await signUp(t.app);
    const chosen = await makeLink(c, { days: 1, startDate: "2025-01-01", endDate: "2025-01-31" });
    expect(chosen).toMatchObject({ startDate: "2025-01-01", endDate: "2025-01-31" });
    for (const days of [0, 31, 1.5, "7", null, -1]) {
      const res = await c.request("POST", linksPath(c), { days });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.days).toBe("A clinic link lasts 1 to 30 days.");
    }
    const bad = [
      {},
      { days: 7, startDate: "2025-02-30" },
      { days: 7, startDate: "2025-02-10", endDate: "2025-02-01" },
      { days: 7, endDate: "2999-01-01" },
      { days: 7, startDate: "x".repeat(5000) },
    ];
    for (const body of bad) {
      expect((await c.request("POST", linksPath(c), body)).statusCode).toBe(400);
    }
  });

  it("builds the address from a trusted proxy's host and scheme, and only a trusted one", async () => {
    const proxied = await createTestApp({ trustProxy: ["127.0.0.1"] });
    try {
      const c = await signUp(proxied.app);
      const headers = { "x-forwarded-proto": "https", "x-forwarded-host": "diary.example.org" };
      const res = await c.request("POST", linksPath(c), { days: 2 }, headers);
      expect(res.json().url).toMatch(/^https:\/\/diary\.example\.org\/clinic\//);
    } finally {
      await proxied.close();
    }
    const c = await signUp(t.app);
    const headers = { "x-forwarded-proto": "https", "x-forwarded-host": "evil.example" };
    const res = await c.request("POST", linksPath(c), { days: 2 }, headers);
    expect(res.json().url).toMatch(/^http:\/\/localhost(:80)?\/clinic\//);
  });
});

describe("who may make, list and revoke links", () => {
  it("401 without a session, 403 for another child, 404 for another child's link", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const link = await makeLink(a);
    const calls = [
      ["POST", linksPath(a), { days: 7 }],
      ["GET", linksPath(a), undefined],
      ["DELETE", revokePath(a, link.id), undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      expect((await send(t.app, method, url, { payload })).statusCode).toBe(401);
      expect((await b.request(method, url, payload)).statusCode).toBe(403);
    }
    // b's own path naming a's link: not found, and the link still opens.
    expect((await b.request("DELETE", revokePath(b, link.id))).statusCode).toBe(404);
    expect((await open(link.url)).statusCode).toBe(200);
    expect((await b.request("GET", linksPath(b))).json()).toEqual({ links: [] });
    expect((await a.request("DELETE", revokePath(a, "not-a-uuid"))).statusCode).toBe(400);
  });

  it("is the parent's part: 403 'Parent code needed' once a code is set, until parent mode", async () => {
    const c = await signUp(t.app);
    const codePath = pathOf(API.parent.code, { userId: c.user.id });
    await c.request("PUT", codePath, { password: "secret123", parentCode: "2468" });
    const refused = await c.request("POST", linksPath(c), { days: 7 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Parent code needed");
    expect((await c.request("GET", linksPath(c))).statusCode).toBe(403);
    const modePath = pathOf(API.parent.start, { userId: c.user.id });
    expect((await c.request("POST", modePath, { parentCode: "2468" })).statusCode).toBe(200);
    expect((await c.request("POST", linksPath(c), { days: 7 })).statusCode).toBe(201);
  });
});

describe("the clinic's page", () => {
  it("opens without a login and shows only that child and the link's period", async () => {
    const now = noonToday();
    vi.useFakeTimers({ toFake: ["Date"], now });
    const period = `${addDays(localDate(now, "UTC"), -27)} to ${localDate(now, "UTC")}`;
    const c = await signUp(t.app, { username: "Maya_clinic" });
    const other = await signUp(t.app, { username: "Other_child" });
    const db = t.database.db;
    await seedMeals(db, c.user.id, [
      { mealType: "lunch", foods: ["broccoli soup"], at: now.getTime() - 2 * DAY },
      { mealType: "lunch", foods: ["old pizza"], at: now.getTime() - 40 * DAY },
    ]);
    await seedTummyChecks(db, c.user.id, [
      { feeling: "ouchy", bathroomEvent: "tough to go", at: now.getTime() - DAY },
    ]);
    await seedMeals(db, other.user.id, [
      { mealType: "lunch", foods: ["someone elses cake"], at: now.getTime() - DAY },
    ]);
    const link = await makeLink(c, { days: 7 });

    const page = await open(link.url);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expectPrivate(page);
    expect(page.body).toContain("Clinic Summary: Maya_clinic");
    expect(page.body).toContain(period);
    expect(page.body).toContain("broccoli soup");
    expect(page.body).toContain("Type 1-2 Tough to Go");
    expect(page.body).not.toContain("old pizza");
    expect(page.body).not.toContain("someone elses cake");
    expect(page.body).not.toContain("Other_child");
    expect(page.body).not.toMatch(/<script|<link /i);
    const token = link.url.split("/clinic/")[1];
    expect(page.body).toContain(`href="/clinic/${token}/fhir"`);

    const fhir = await open(`${link.url}/fhir`);
    expect(fhir.statusCode).toBe(200);
    expectPrivate(fhir);
    expect(fhir.headers["content-type"]).toBe("application/fhir+json");
    expect(fhir.headers["content-disposition"]).toContain(
      `maya-clinic_${period.replace(" to ", "_")}`,
    );
    expect(fhir.headers["x-diary-entries"]).toBe("2");
    const bundle = fhir.json();
    expect(bundle.resourceType).toBe("Bundle");
    expect(fhir.body).toContain("broccoli soup");
    expect(fhir.body).not.toContain("old pizza");

    const listed = (await c.request("GET", linksPath(c))).json().links;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      id: link.id,
      state: "open",
      openCount: 2,
      lastOpenedAt: now.toISOString(),
      revokedAt: null,
      opens: [
        { at: now.toISOString(), what: "page" },
        { at: now.toISOString(), what: "fhir" },
      ].map((o) => expect.objectContaining(o)),
    });
  });

  it("writes what a family typed as text, and names each feeling one way", async () => {
    const c = await signUp(t.app);
    const at = Date.now() - 3 * 3_600_000;
    await seedMeals(t.database.db, c.user.id, [
      { mealType: "late snack", foods: ['<img src=x onerror="alert(1)">', "a & b"], at },
    ]);
    await seedTummyChecks(t.database.db, c.user.id, [
      { feeling: "happy", at },
      { feeling: "uncomfortable", bathroomEvent: "just right", at },
      { feeling: "ouchy", bathroomEvent: "super runny", at },
    ]);
    const page = await open((await makeLink(c)).url);
    expect(page.body).not.toContain("<img");
    expect(page.body).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(page.body).toContain("a &amp; b");
    const text = page.body
      .replace(/<style>[^<]*<\/style>/, "")
      .replace(/<[^>]+>/g, "\n")
      .split("\n")
      .filter((line) => line.trim());
    expect(vocabularyProblems(text)).toEqual([]);
    expect(page.body).toContain("Pain (Ouchy): 1");
  });

  it("stops at its expiry: 410 from that instant, for the page and the file", async () => {
    const made = noonToday();
    vi.useFakeTimers({ toFake: ["Date"], now: made });
    const c = await signUp(t.app);
    const link = await makeLink(c, { days: 1 });
    vi.setSystemTime(made.getTime() + DAY - 1000);
    expect((await open(link.url)).statusCode).toBe(200);
    vi.setSystemTime(made.getTime() + DAY);
    const gone = await open(link.url);
    expect(gone.statusCode).toBe(410);
    expectPrivate(gone);
    expect(gone.body).toContain("expired");
    expect(gone.body).not.toMatch(/<script|Clinic Summary/);
    expect((await open(`${link.url}/fhir`)).statusCode).toBe(410);
    const listed = (await c.request("GET", linksPath(c))).json().links[0];
    expect(listed).toMatchObject({ state: "expired", openCount: 1 });
  });

  it("stops at once when revoked: 404 for the page and the file", async () => {
    const c = await signUp(t.app);
    const link = await makeLink(c);
    expect((await open(link.url)).statusCode).toBe(200);
    const revoked = await c.request("DELETE", revokePath(c, link.id));
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id: link.id, state: "revoked", openCount: 1 });
    const page = await open(link.url);
    expect(page.statusCode).toBe(404);
    expectPrivate(page);
    expect(page.body).not.toMatch(/<script|Clinic Summary/);
    expect((await open(`${link.url}/fhir`)).statusCode).toBe(404);
    const again = await c.request("DELETE", revokePath(c, link.id));
    expect(again.json().revokedAt).toBe(revoked.json().revokedAt);
    expect((await c.request("GET", linksPath(c))).json().links[0].openCount).toBe(1);
  });

  it("keeps the token out of the log", async () => {
    const lines: string[] = [];
    const logged = await createTestApp(
      { logLevel: "info" },
      { logStream: { write: (line) => lines.push(line) } },
    );
    try {
      const c = await signUp(logged.app);
      const made = await c.request("POST", linksPath(c), { days: 1 });
      const url = made.json().url as string;
      const token = url.split("/clinic/")[1] ?? "";
      const page = await logged.app.inject({ method: "GET", url: new URL(url).pathname });
      expect(page.statusCode).toBe(200);
      await logged.app.inject({ method: "GET", url: `${new URL(url).pathname}/fhir?x=1` });
      expect(lines.join("\n")).toContain("/clinic/[token]/fhir?x=1");
      expect(lines.join("\n")).not.toContain(token);
    } finally {
      await logged.close();
    }
  });

  it("404s unknown and malformed tokens, never with the app's shell", async () => {
    for (const path of [
      `/clinic/${"A".repeat(43)}`,
      "/clinic/short",
      `/clinic/${"x".repeat(500)}`,
      "/clinic/",
      "/clinic/a/b/c",
      `/clinic/${"A".repeat(43)}/fhir`,
    ]) {
      const res = await t.app.inject({ method: "GET", url: path });
      // Fastify refuses a path segment past its length limit as 414 before any route.
      expect([404, 414], path).toContain(res.statusCode);
      expect(res.body).not.toMatch(/<script/);
      if (res.statusCode === 404) expect(res.headers["x-robots-tag"]).toContain("noindex");
    }
  });

  it("goes with the child, and the archive leaves the token's hash out", async () => {
    const c = await signUp(t.app);
    const link = await makeLink(c);
    await open(link.url);
    const tables = await rowsOfUser(t.database.db, { id: c.user.id });
    const links = tables.find((x) => x.table === "clinic_links")?.rows ?? [];
    expect(links).toHaveLength(1);
    expect(links[0]).not.toHaveProperty("tokenHash");
    expect(tables.find((x) => x.table === "clinic_link_opens")?.rows).toHaveLength(1);
    const removed = await c.request("DELETE", pathOf(API.account.remove, { userId: c.user.id }), {
      password: "secret123",
    });
    expect(removed.statusCode).toBe(200);
    const left = await t.database.pool.query(
      "select (select count(*) from clinic_links where user_id = $1)::int as links, (select count(*) from clinic_link_opens where user_id = $1)::int as opens",
      [c.user.id],
    );
    expect(left.rows[0]).toEqual({ links: 0, opens: 0 });
    expect((await open(link.url)).statusCode).toBe(404);
  });
});
