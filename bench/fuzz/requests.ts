import net from "node:net";
import type { EndpointDefinition } from "../../src/contracts/endpoint";
import { IDEMPOTENCY_KEY_HEADER } from "../../src/contracts/idempotency";
import { randomText } from "../../src/server/test/random-text";
import { chance, pick, type Random, randomDate, randomJson, sample } from "./generate";

/** What the fuzzer knows of the two detectives: cookies, ids of their records, useful words. */
export type World = {
  base: string;
  port: number;
  cookies: { a: string; b: string };
  ids: string[];
  known: string[];
  idempotencyKeys: string[];
  photo: Buffer;
};

/** One request as sent, for the report of a 5xx. */
export type Sent = { method: string; url: string; body: string };

const ZONES = ["UTC", "Pacific/Auckland", "America/New_York", "Asia/Kathmandu", "Mars/Olympus", ""];
const AUTH_PATHS = new Set(["/api/auth/signup", "/api/auth/login", "/api/auth/logout"]);

// Half characters cannot be percent-encoded as text: they go as the bytes a broken client sends.
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(text, (ch) => {
      try {
        return encodeURIComponent(ch);
      } catch {
        return "%ED%A0%80";
      }
    }).join("");
  }
}

function paramValue(random: Random, world: World): string {
  const raw = chance(random, 0.75)
    ? pick(random, world.ids)
    : pick(random, [randomText(random).slice(0, 200), "..", "%2e%2e", "x".repeat(5000), "0"]);
  return encode(raw);
}

function urlOf(random: Random, world: World, endpoint: EndpointDefinition): string {
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, () => paramValue(random, world));
  const query = new URLSearchParams();
  if (endpoint.query || chance(random, 0.05)) {
    if (chance(random, 0.7)) query.set("startDate", randomDate(random));
    if (chance(random, 0.7)) query.set("endDate", randomDate(random));
    if (chance(random, 0.1)) query.append("startDate", randomDate(random));
    if (chance(random, 0.1))
      query.set(randomText(random).slice(0, 20), randomText(random).slice(0, 50));
  }
  const search = query.toString();
  return `${world.base}${path}${search ? `?${search}` : ""}`;
}

function cookieFor(random: Random, world: World, endpoint: EndpointDefinition): string | undefined {
  // Signing in, up or out with a detective's cookie would end that detective's session.
  const own = AUTH_PATHS.has(endpoint.path) ? 0 : random();
  if (own > 0.4) return world.cookies.a;
  if (own > 0.25) return world.cookies.b;
  return chance(random, 0.5) ? undefined : `td_session=${encode(randomText(random).slice(0, 60))}`;
}

function multipartBody(random: Random, world: World): { body: Buffer | string; type?: string } {
  const b = "fuzzboundary";
  const head = (name: string) =>
    `--${b}\r\nContent-Disposition: form-data; name="${name}"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const variants: (() => { body: Buffer | string; type?: string })[] = [
    () => ({
      body: Buffer.concat([
        Buffer.from(head("photo")),
        world.photo,
        Buffer.from(`\r\n--${b}--\r\n`),
      ]),
      type: `multipart/form-data; boundary=${b}`,
    }),
    () => ({ body: `${head("photo")}abc\r\n--${b}--\r\n`, type: "multipart/form-data" }),
    () => ({
      body: `${head("photo")}abc\r\n--${b}--\r\n`,
      type: "multipart/form-data; boundary=other",
    }),
    () => ({ body: `${head("photo")}abc`, type: `multipart/form-data; boundary=${b}` }),
    () => ({ body: "", type: `multipart/form-data; boundary=${b}` }),
    () => ({
      body: `${head("selfie")}abc\r\n--${b}--\r\n`,
      type: `multipart/form-data; boundary=${b}`,
    }),
    () => ({
      body: `${head("photo")}${randomText(random)}\r\n--${b}--\r\n`,
      type: `multipart/form-data; boundary=${b}`,
    }),
    () => ({
      body: randomText(random),
      type: pick(random, ["text/plain", "application/json", "image/jpeg"]),
    }),
    () => ({ body: randomText(random) }),
  ];
  // A real photo runs the recogniser (slow): a few only.
  return chance(random, 0.03)
    ? (variants[0] as () => { body: Buffer })()
    : pick(random, variants.slice(1))();
}

/** Builds and sends one random request over HTTP; its status (0 when it could not be sent). */
export async function fuzzOnce(
  random: Random,
  world: World,
  endpoints: readonly EndpointDefinition[],
): Promise<{ status: number; sent: Sent }> {
  const endpoint = pick(random, endpoints);
  const url = urlOf(random, world, endpoint);
  const headers: Record<string, string> = {};
  if (chance(random, 0.92)) headers["x-requested-with"] = "XMLHttpRequest";
  if (chance(random, 0.8)) headers["x-time-zone"] = pick(random, ZONES);
  const cookie = cookieFor(random, world, endpoint);
  if (cookie) headers.cookie = cookie;
  if (endpoint.idempotent && chance(random, 0.5)) {
    headers[IDEMPOTENCY_KEY_HEADER] = chance(random, 0.9)
      ? pick(random, world.idempotencyKeys)
      : "not-a-key";
  }
  let body: string | Buffer | undefined;
  if (endpoint.upload) {
    const m = multipartBody(random, world);
    body = m.body;
    if (m.type) headers["content-type"] = m.type;
  } else if (endpoint.body || chance(random, 0.05)) {
    const roll = random();
    headers["content-type"] = roll < 0.97 ? "application/json" : "text/plain";
    body =
      roll < 0.85 && endpoint.body
        ? JSON.stringify(sample(endpoint.body, random, world.known))
        : roll < 0.93
          ? JSON.stringify(randomJson(random))
          : pick(random, ["{oops", "", "[", "null", '"\\ud800"', '{"a":1}{']);
  }
  const sent = { method: endpoint.method, url, body: String(body ?? "").slice(0, 300) };
  try {
    const res = await fetch(url, {
      method: endpoint.method,
      headers,
      body:
        endpoint.method === "GET" || body === undefined
          ? undefined
          : new Uint8Array(Buffer.from(body)),
      signal: AbortSignal.timeout(60_000),
    });
    await res.arrayBuffer();
    return { status: res.status, sent };
  } catch {
    return { status: 0, sent };
  }
}

/** A request with bytes no HTTP client library would send (controls in headers, bad lines). */
export function rawOnce(random: Random, world: World): Promise<{ status: number; sent: Sent }> {
  const line = pick(random, [
    "POST /api/meals HTTP/1.1",
    "GET /api/auth/me HTTP/1.1",
    "GET /api/export/\u0000 HTTP/1.1",
    "PUT /api/meals/%00 HTTP/1.1",
    "BREW /api/meals HTTP/1.1",
  ]);
  const header = pick(random, [
    "X-Time-Zone: Europe/London\u0000",
    "User-Agent: phone\u0000\u0007",
    "X-Time-Zone: \u00ff\u00fe",
    `Cookie: ${world.cookies.a}\u0000`,
    "Content-Length: -1",
    "Transfer-Encoding: chunked, identity",
    "Idempotency-Key: \u0000",
  ]);
  const request = `${line}\r\nHost: localhost\r\nX-Requested-With: XMLHttpRequest\r\n${header}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`;
  return new Promise((resolve) => {
    const socket = net.connect(world.port, "127.0.0.1");
    let answer = "";
    socket.setTimeout(30_000, () => socket.destroy());
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
    });
    socket.on("close", () => {
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0);
      resolve({ status, sent: { method: "RAW", url: line, body: header } });
    });
    socket.on("error", () => undefined);
    socket.end(Buffer.from(request, "latin1"));
  });
}
