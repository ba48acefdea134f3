import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, createTestApp, send, signUp, type TestApp } from "../../test/app";
import { multipart } from "../../test/multipart";
import { pngWithGps } from "../../test/photos/images";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ recognitionWorkers: 1, photoLimits: { perMinute: 3, unsaved: 2 } });
});
afterAll(() => t.close());

function upload(c: Client, bytes: Buffer) {
  const body = multipart("photo", bytes, "meal.png");
  return send(t.app, "POST", "/api/upload-photo", {
    payload: body.payload,
    cookie: c.cookie,
    headers: body.headers,
  });
}

const NOT_A_PHOTO = Buffer.from("just some text, not a photo");

describe("photo uploads per detective", () => {
  it("takes a few a minute, then answers 429 with kind words; every upload counts", async () => {
    const c = await signUp(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) codes.push((await upload(c, NOT_A_PHOTO)).statusCode);
    expect(codes).toEqual([400, 400, 400]);
    const res = await upload(c, await pngWithGps());
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      code: "too_many_requests",
      reason: "photoUploadsTooFast",
      message:
        "That's a lot of photos in one minute, Detective! Take a little break and try again in a minute.",
    });
    // Another detective has a count of their own.
    const other = await signUp(t.app);
    expect((await upload(other, await pngWithGps())).statusCode).toBe(200);
  });

  it("holds a few unsaved photos, and takes more once one is saved with a meal", async () => {
    const c = await signUp(t.app);
    const photo = await pngWithGps();
    const first = await upload(c, photo);
    expect(first.statusCode).toBe(200);
    expect((await upload(c, photo)).statusCode).toBe(200);
    const full = await upload(c, photo);
    expect(full.statusCode).toBe(429);
    expect(full.json()).toEqual({
      code: "too_many_requests",
      reason: "photoUnsavedTooMany",
      message:
        "You have lots of photos waiting to be saved with a meal. Save a meal with one of them, or try again tomorrow.",
    });
    const { rows } = await t.database.pool.query(
      "select count(*)::int as n from photos where user_id = $1",
      [c.user.id],
    );
    expect(rows[0].n).toBe(2);

    const meal = await c.request("POST", "/api/meals", {
      mealType: "lunch",
      manualFoods: ["apple"],
      photoUrl: first.json().photoUrl,
    });
    expect(meal.statusCode).toBe(201);
    expect((await upload(c, photo)).statusCode).toBe(200);
  });

  it("answers 401 without a session before counting anything", async () => {
    const body = multipart("photo", NOT_A_PHOTO, "meal.png");
    const res = await send(t.app, "POST", "/api/upload-photo", {
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode).toBe(401);
  });
});
