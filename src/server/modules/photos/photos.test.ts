import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "../../../contracts/api";
import { pathOf } from "../../../contracts/endpoint";
import { type Client, createTestApp, send, signUp, type TestApp } from "../../test/app";
import { multipart } from "../../test/multipart";
import { ifctPhoto, reshoot, seededRandom } from "../../test/photos/fixtures";
import { pngBomb, pngWithGps } from "../../test/photos/images";
import { cleanUpUnsavedPhotos, PHOTO_NOT_FOUND } from "./service";
import { FolderPhotoStorage } from "./storage";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ recognitionWorkers: 1 });
});
afterAll(() => t.close());

function upload(
  c: Client | undefined,
  bytes: Buffer,
  field = "photo",
  filename = "meal.jpg",
  headers: Record<string, string> = {},
) {
  const body = multipart(field, bytes, filename);
  return send(t.app, "POST", pathOf(API.photos.upload), {
    payload: body.payload,
    cookie: c?.cookie,
    headers: { ...body.headers, ...headers },
  });
}

/** An upload from a phone that reads Spanish (Mexico). */
const inSpanish = (c: Client, bytes: Buffer) =>
  upload(c, bytes, "photo", "comida.jpg", { "accept-language": "es-MX,es;q=0.9,en;q=0.5" });

describe("POST /api/upload-photo", () => {
  it("recognises a real banana photo and serves the stored photo to its owner only", async () => {
    const c = await signUp(t.app);
    const res = await upload(c, await ifctPhoto("E009"));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.foods.map((f: { name: string }) => f.name)).toContain("banana");
    expect(body.overallConfidence).toBeGreaterThan(0);
    expect(body.photoUrl).toMatch(/^\/api\/photos\/[A-Za-z0-9_-]{22}$/);

    const own = await c.request("GET", body.photoUrl);
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("image/jpeg");
    const other = await signUp(t.app);
    expect((await other.request("GET", body.photoUrl)).statusCode).toBe(404);
    expect((await send(t.app, "GET", body.photoUrl)).statusCode).toBe(401);
  });

  it("stores a PNG with GPS as a JPEG without any metadata", async () => {
    const c = await signUp(t.app);
    const res = await upload(c, await pngWithGps(), "photo", "garden.png");
    expect(res.statusCode).toBe(200);
    const stored = (await c.request("GET", res.json().photoUrl)).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
  });

  it("answers 400 for a file that is not an image, whatever its name", async () => {
    const c = await signUp(t.app);
    const res = await upload(c, Buffer.from("just some text, not a photo"), "photo", "lunch.jpg");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Please select an image file, Detective!");
    const noFile = await upload(c, Buffer.from("x"), "picture");
    expect(noFile.statusCode).toBe(400);
    const json = await c.request("POST", pathOf(API.photos.upload), { photo: "x" });
    expect(json.statusCode).toBe(400);
  });

  it("answers 413 for an 11 MB upload", async () => {
    const c = await signUp(t.app);
    const big = Buffer.alloc(11 * 1024 * 1024, 0xff);
    const res = await upload(c, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("That photo is too large. Please choose one under 10 MB.");
  });

  it("refuses a decompression bomb by its pixel count, without decoding it", async () => {
    const c = await signUp(t.app);
    const res = await upload(c, pngBomb(), "photo", "tiny.png");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "That picture is too big to open. Please choose a smaller photo.",
    );
  });

  it("words the lab's foods and questions in the request's language, their codes beside", async () => {
    const c = await signUp(t.app);
    const english = (await upload(c, await ifctPhoto("E009"))).json();
    expect(english.foods).toContainEqual({
      name: "banana",
      key: "banana",
      confidence: expect.any(Number),
    });
    const spanish = (await inSpanish(c, await ifctPhoto("E009"))).json();
    expect(spanish.foods).toContainEqual({
      name: "plátano",
      key: "banana",
      confidence: expect.any(Number),
    });
    expect(spanish.foods.map((f: { name: string }) => f.name)).not.toContain("banana");

    // A glass of milk: a question about the container, never a food.
    const milk = await ifctPhoto("L001");
    const cup = (await upload(c, milk)).json();
    expect(cup.containers).toContain("cup");
    expect(cup.questions).toContain("What's in the cup?");
    const taza = (await inSpanish(c, milk)).json();
    expect(taza.containers).toEqual(cup.containers);
    expect(taza.questions).toContain("¿Qué hay en la taza?");
    expect(taza.questions).toHaveLength(taza.containers.length);
  });

  it("answers 401 without a session", async () => {
    const res = await upload(undefined, await ifctPhoto("E009"));
    expect(res.statusCode).toBe(401);
  });
});

describe("meals with photos and the personal memory", () => {
  const POMEGRANATE = "E053";

  it("remembers a corrected meal for its child only", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const photo = await ifctPhoto(POMEGRANATE);
    const first = (await upload(alice, photo)).json();
    expect(first.foods.map((f: { name: string }) => f.name)).not.toContain("pomegranate");
    const meal = await alice.request("POST", pathOf(API.meals.create), {
      mealType: "afternoon tea",
      detectedFoods: [],
      manualFoods: ["pomegranate"],
      aiConfidence: first.overallConfidence,
      photoUrl: first.photoUrl,
    });
    expect(meal.statusCode).toBe(201);
    expect(meal.json().photoUrl).toBe(first.photoUrl);

    const again = await reshoot(photo, seededRandom(1));
    const second = (await upload(alice, again)).json();
    expect(second.foods.map((f: { name: string }) => f.name)).toContain("pomegranate");
    const bobs = (await upload(bob, again)).json();
    expect(bobs.foods.map((f: { name: string }) => f.name)).not.toContain("pomegranate");
  });

  it("gives back a food the child kept in their own words as they wrote it, in any language", async () => {
    const lupita = await signUp(t.app);
    const photo = await ifctPhoto(POMEGRANATE);
    const first = (await inSpanish(lupita, photo)).json();
    const meal = await lupita.request("POST", pathOf(API.meals.create), {
      mealType: "lunch",
      detectedFoods: [],
      manualFoods: ["granada"],
      aiConfidence: first.overallConfidence,
      photoUrl: first.photoUrl,
    });
    expect(meal.statusCode).toBe(201);
    const again = await reshoot(photo, seededRandom(2));
    for (const answer of [await inSpanish(lupita, again), await upload(lupita, again)]) {
      expect(answer.json().foods).toContainEqual({
        name: "granada",
        key: null,
        confidence: expect.any(Number),
      });
    }
  });

  it("refuses a meal naming another child's photo", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const { photoUrl } = (await upload(alice, await ifctPhoto("E009"))).json();
    const res = await bob.request("POST", pathOf(API.meals.create), {
      mealType: "lunch",
      manualFoods: ["banana"],
      photoUrl,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PHOTO_NOT_FOUND);
  });
});

describe("clean-up", () => {
  it("deletes photos never saved with a meal after a day, and keeps saved ones", async () => {
    const c = await signUp(t.app);
    const saved = (await upload(c, await ifctPhoto("E009"))).json();
    const unsaved = (await upload(c, await ifctPhoto("E001"))).json();
    await c.request("POST", pathOf(API.meals.create), {
      mealType: "lunch",
      manualFoods: ["banana"],
      photoUrl: saved.photoUrl,
    });
    await t.database.pool.query("update photos set created_at = now() - interval '2 days'");
    const storage = new FolderPhotoStorage(`${t.dataDir}/photos`);
    expect(await cleanUpUnsavedPhotos(t.database.db, storage)).toBeGreaterThanOrEqual(1);
    expect((await c.request("GET", unsaved.photoUrl)).statusCode).toBe(404);
    expect((await c.request("GET", saved.photoUrl)).statusCode).toBe(200);
  });
});

describe("an OpenAI-compatible vision provider", () => {
  it("is used when configured", async () => {
    const server = http.createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        res.setHeader("content-type", "application/json");
        const content = JSON.stringify({ foods: [{ name: "Spaghetti", confidence: 0.91 }] });
        res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content } }] }));
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const port = (server.address() as AddressInfo).port;
    const withVision = await createTestApp({
      recognitionWorkers: 1,
      vision: {
        url: `http://127.0.0.1:${port}/v1`,
        apiKey: "test",
        model: "test-vision",
        timeoutMs: 5000,
      },
    });
    try {
      const c = await signUp(withVision.app);
      const body = multipart("photo", await ifctPhoto("E009"));
      const res = await send(withVision.app, "POST", pathOf(API.photos.upload), {
        payload: body.payload,
        cookie: c.cookie,
        headers: body.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().foods[0]).toMatchObject({ name: "spaghetti", confidence: 91 });
    } finally {
      await withVision.close();
      server.close();
    }
  });
});
