import { randomUUID } from "node:crypto";
import { type IntervalHistogram, monitorEventLoopDelay } from "node:perf_hooks";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allEndpoints } from "../contracts/api";
import { bodyLimitOf, type EndpointDefinition, pathOf } from "../contracts/endpoint";
import { type Client, createTestApp, send, signUp, type TestApp } from "./test/app";
import { type InputField, inputFields, withValue } from "./test/text-fields";

// A request may hold the event loop this long at most: every other family waits meanwhile. A
// sign-up with a long name used to hold it for hours; parsing and refusing a body takes a few ms.
// The budget leaves room for a garbage collection on a busy machine, not for reading 1 MB.
const LOOP_BUDGET_MS = 200;
const MB = 1_000_000;

let t: TestApp;
let c: Client;
beforeAll(async () => {
  t = await createTestApp();
  c = await signUp(t.app);
});
afterAll(() => t.close());

/** The shapes of text that make text-handling code slow in different ways. */
const SHAPES = {
  letters: "A",
  "combining marks": "\u0301",
  "emoji ZWJ sequences": "👩‍👧‍👦",
  whitespace: " \t\n\u3000",
} as const;
type Shape = keyof typeof SHAPES;

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/** Text of a shape whose JSON takes about `bytes` bytes (combining marks pile on one letter). */
function textOf(shape: Shape, bytes: number): string {
  const unit = SHAPES[shape];
  const unitBytes = jsonBytes(unit) - 2;
  const body = unit.repeat(Math.max(1, Math.floor((bytes - 3) / unitBytes)));
  return shape === "combining marks" ? `a${body}` : body;
}

/** A list of short texts of a shape whose JSON takes about `bytes` bytes. */
function listOf(shape: Shape, bytes: number): string[] {
  const unit = shape === "combining marks" ? "a\u0301" : SHAPES[shape];
  return Array.from({ length: Math.max(1, Math.floor(bytes / jsonBytes(unit))) }, () => unit);
}

/** Fills a path's parameters with values that pass their own checks. */
function urlOf(endpoint: EndpointDefinition, query?: Record<string, string>): string {
  const params: Record<string, string> = {};
  for (const name of endpoint.path.match(/:([A-Za-z]+)/g) ?? []) {
    const key = name.slice(1);
    params[key] = key === "userId" ? c.user.id : key === "date" ? "2026-01-01" : randomUUID();
  }
  const path = pathOf(endpoint, params);
  return query ? `${path}?${new URLSearchParams(query)}` : path;
}

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Sends one request and measures the longest the event loop was held meanwhile. Two turns of
 * the loop after the answer let the histogram's timer record a block that just ended.
 */
async function measured(
  run: () => Promise<LightMyRequestResponse>,
): Promise<{ res: LightMyRequestResponse; delayMs: number }> {
  const histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  try {
    const res = await run();
    await nextTick();
    await nextTick();
    return { res, delayMs: histogram.max / 1e6 };
  } finally {
    histogram.disable();
  }
}

function request(endpoint: EndpointDefinition, url: string, payload: string) {
  const headers = { "content-type": "application/json" };
  return endpoint.access === "public"
    ? send(t.app, endpoint.method, url, { payload, headers })
    : send(t.app, endpoint.method, url, { payload, headers, cookie: c.cookie });
}

async function expectRefusedQuickly(
  what: string,
  run: () => Promise<LightMyRequestResponse>,
): Promise<void> {
  const { res, delayMs } = await measured(run);
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  expect(typeof res.json().message, what).toBe("string");
  expect(delayMs, `${what}: the event loop was held ${delayMs} ms`).toBeLessThan(LOOP_BUDGET_MS);
}

const nameOf = (e: EndpointDefinition) => `${e.method} ${e.path}`;
const withBody = allEndpoints().filter((e) => e.body && !e.upload);
const withQuery = allEndpoints().filter((e) => e.query);
const takingNoBody = allEndpoints().filter((e) => !e.body && e.method !== "GET");

describe("a sign-up with a name of a million letters", () => {
  it("answers 4xx without holding the event loop", async () => {
    const endpoint = allEndpoints().find((e) => e.path === "/api/auth/signup");
    if (!endpoint) throw new Error("no sign-up endpoint");
    const username = "A".repeat(MB);
    const body = { username, age: 8, password: "secret123", confirmPassword: "secret123" };
    await expectRefusedQuickly("sign-up", () =>
      request(endpoint, urlOf(endpoint), JSON.stringify(body)),
    );
    // Within the route's body limit, the name's own limit refuses it unread.
    const fitting = { ...body, username: "A".repeat(bodyLimitOf(endpoint) - 200) };
    const { res, delayMs } = await measured(() =>
      request(endpoint, urlOf(endpoint), JSON.stringify(fitting)),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.username).toBe("Username must be 40 characters or fewer");
    expect(delayMs).toBeLessThan(LOOP_BUDGET_MS);
  });
});

describe("about 1 MB in every string and every list of every JSON endpoint", () => {
  for (const endpoint of withBody) {
    // A body of yes/no answers only still gets a megabyte, in a field it does not have.
    const read = inputFields(endpoint.body as NonNullable<typeof endpoint.body>);
    const fields: InputField[] = read.length > 0 ? read : [{ path: ["junk"], kind: "string" }];
    const limit = bodyLimitOf(endpoint);
    it(`${nameOf(endpoint)}: every field, every shape, 1 MB and just under the limit (${limit} B)`, async () => {
      for (const field of fields) {
        for (const shape of Object.keys(SHAPES) as Shape[]) {
          for (const bytes of [MB, limit - 256]) {
            const value = field.kind === "array" ? listOf(shape, bytes) : textOf(shape, bytes);
            const payload = JSON.stringify(withValue({}, field.path, value));
            const what = `${nameOf(endpoint)} ${field.path.join(".")} (${field.kind}) ${shape} ${payload.length} chars`;
            await expectRefusedQuickly(what, () => request(endpoint, urlOf(endpoint), payload));
          }
        }
      }
    });
  }

  // A query is part of the request line, which Node's HTTP parser caps with the headers at
  // 16 KB (431 past it): the longest a query field can reach the app is about that.
  const QUERY_BYTES = 15_000;
  const queryText = (shape: Shape) => {
    const unit = SHAPES[shape];
    return unit.repeat(Math.floor(QUERY_BYTES / encodeURIComponent(unit).length));
  };

  for (const endpoint of withQuery) {
    const fields = inputFields(endpoint.query as NonNullable<typeof endpoint.query>);
    it(`${nameOf(endpoint)}: every query field, every shape, as long as a request line gets`, async () => {
      for (const field of fields) {
        for (const shape of Object.keys(SHAPES) as Shape[]) {
          const url = urlOf(endpoint, { [String(field.path[0])]: queryText(shape) });
          await expectRefusedQuickly(`${nameOf(endpoint)} ?${field.path[0]} ${shape}`, () =>
            send(t.app, endpoint.method, url, { cookie: c.cookie }),
          );
        }
      }
    });
  }

  it("refuses 1 MB sent to every call that takes no body, unread", async () => {
    for (const endpoint of takingNoBody) {
      const payload = JSON.stringify({ junk: textOf("letters", MB) });
      const what = nameOf(endpoint);
      await expectRefusedQuickly(what, () => request(endpoint, urlOf(endpoint), payload));
    }
  });

  it("answers a body over the route's limit with 413 and words, not a 5xx", async () => {
    const endpoint = allEndpoints().find((e) => e.path === "/api/tummy-checks");
    if (!endpoint) throw new Error("no tummy-check endpoint");
    const payload = JSON.stringify({ feeling: "happy", notes: "a".repeat(bodyLimitOf(endpoint)) });
    const res = await request(endpoint, urlOf(endpoint), payload);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: "payload_too_large",
      message: "That is too much data for one request.",
    });
  });
});

describe("the body limits", () => {
  const emoji = (n: number) => "😀".repeat(n);
  const food = emoji(60);
  const foods = Array.from({ length: 30 }, () => food);
  it.each([
    [
      "POST /api/auth/signup",
      { username: emoji(200), age: 8, password: emoji(200), confirmPassword: emoji(200) },
    ],
    ["POST /api/auth/login", { username: emoji(200), password: emoji(200) }],
    ["POST /api/meals", { mealType: "lunch", detectedFoods: foods, manualFoods: foods }],
    ["PUT /api/meals/:id", { detectedFoods: foods, manualFoods: foods }],
    ["POST /api/tummy-checks", { feeling: "happy", notes: emoji(500) }],
    [
      "POST /api/user/:userId/avatar",
      {
        avatarConfig: { type: "photo", photoUrl: `data:image/jpeg;base64,${"A".repeat(399_000)}` },
      },
    ],
  ])("let %s through with every field at its longest, in 4-byte characters", async (name, body) => {
    const endpoint = allEndpoints().find((e) => nameOf(e) === name);
    if (!endpoint) throw new Error(`no ${name}`);
    const payload = JSON.stringify(body);
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(bodyLimitOf(endpoint));
    const res = await request(endpoint, urlOf(endpoint), payload);
    expect(res.statusCode, res.body.slice(0, 200)).not.toBe(413);
  });
});
