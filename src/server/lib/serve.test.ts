import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "../../contracts/api";
import { pathOf } from "../../contracts/endpoint";
import { createTestApp, send, signUp, type TestApp } from "../test/app";
import { multipart } from "../test/multipart";
import { pngWithGps } from "../test/photos/images";

// The real app with its warnings captured: an answer sent twice shows there and nowhere else
// (the first answer reaches the client intact).
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp(
    { logLevel: "warn", recognitionWorkers: 1 },
    { logStream: { write: (line) => lines.push(line) } },
  );
});
afterAll(() => t.close());

describe("serve", () => {
  it("sends a photo once: no 'already sent' warning when a handler sends its own answer", async () => {
    const c = await signUp(t.app);
    const body = multipart("photo", await pngWithGps(), "meal.png");
    const uploaded = await send(t.app, "POST", pathOf(API.photos.upload), {
      payload: body.payload,
      cookie: c.cookie,
      headers: body.headers,
    });
    expect(uploaded.statusCode).toBe(200);
    lines.length = 0;
    for (let i = 0; i < 3; i++) {
      const photo = await c.request("GET", uploaded.json().photoUrl);
      expect(photo.statusCode).toBe(200);
      expect(photo.headers["content-type"]).toBe("image/jpeg");
      expect(photo.rawPayload.length).toBeGreaterThan(100);
    }
    const log = lines.join("\n");
    expect(log).not.toContain("FST_ERR_REP_ALREADY_SENT");
    expect(log).not.toContain("Reply was already sent");
  });
});
