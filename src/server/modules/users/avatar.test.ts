import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "../../../contracts/api";
import { pathOf } from "../../../contracts/endpoint";
import { AVATAR_DATA_URL_MAX_CHARS } from "../../../contracts/users";
import { createTestApp, send, signUp, type TestApp } from "../../test/app";
import { ifctPhoto } from "../../test/photos/fixtures";
import { PHONE_EXIF } from "../../test/photos/images";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const dataUrl = (bytes: Buffer, type = "image/jpeg") =>
  `data:${type};base64,${bytes.toString("base64")}`;

/** A real photo (bananas), enlarged to 1600x900, carrying camera and GPS EXIF as a phone's does. */
async function phonePhotoWithGps(): Promise<Buffer> {
  return sharp(await ifctPhoto("E009"))
    .resize(1600, 900, { fit: "fill" })
    .withExif(PHONE_EXIF)
    .jpeg({ quality: 95 })
    .toBuffer();
}

describe("POST /api/user/{userId}/avatar", () => {
  it("saves a preset with its name, an accessory and a background", async () => {
    const c = await signUp(t.app);
    const res = await c.request("POST", pathOf(API.users.avatar, { userId: c.user.id }), {
      avatarConfig: { type: "preset", emoji: "🦊", accessory: "crown", background: "ocean" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().avatarConfig).toEqual({
      type: "preset",
      emoji: "🦊",
      name: "Fox",
      accessory: "crown",
      background: "ocean",
    });
    const read = (await c.request("GET", pathOf(API.users.get, { userId: c.user.id }))).json();
    expect(read.avatarConfig.accessory).toBe("crown");
  });

  it("re-encodes a photo as a JPEG of at most 400 px with no EXIF or other metadata", async () => {
    const c = await signUp(t.app);
    const original = await phonePhotoWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await c.request("POST", pathOf(API.users.avatar, { userId: c.user.id }), {
      avatarConfig: { type: "photo", emoji: "🐼", accessory: "party", photoUrl: dataUrl(original) },
    });
    expect(res.statusCode).toBe(200);
    const saved = (await c.request("GET", pathOf(API.users.get, { userId: c.user.id }))).json()
      .avatarConfig;
    expect(saved).toMatchObject({ type: "photo", emoji: "🐼", accessory: "party" });
    expect(saved.photoUrl).toMatch(/^data:image\/jpeg;base64,/);
    const stored = Buffer.from(saved.photoUrl.split(",")[1], "base64");
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe("jpeg");
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(400);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(stored.includes(Buffer.from("KidPhone"))).toBe(false);
  });

  it("checks the bytes, not the declared type: a PNG sent as JPEG is fine, text is not", async () => {
    const c = await signUp(t.app);
    const url = pathOf(API.users.avatar, { userId: c.user.id });
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: "#0f0" } })
      .png()
      .toBuffer();
    const ok = await c.request("POST", url, {
      avatarConfig: { type: "photo", photoUrl: dataUrl(png, "image/jpeg") },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().avatarConfig.photoUrl).toMatch(/^data:image\/jpeg;base64,/);

    const text = Buffer.from("this is a note, not a photo of anything at all");
    const notImage = await c.request("POST", url, {
      avatarConfig: { type: "photo", photoUrl: dataUrl(text, "image/png") },
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe("Please select an image file, Detective!");
    const notDataUrl = await c.request("POST", url, {
      avatarConfig: { type: "photo", photoUrl: "https://example.com/me.jpg" },
    });
    expect(notDataUrl.statusCode).toBe(400);
    expect(notDataUrl.json().message).toBe("Please select an image file, Detective!");
    const noPhoto = await c.request("POST", url, { avatarConfig: { type: "photo" } });
    expect(noPhoto.statusCode).toBe(400);
    // The earlier good photo is still the avatar.
    const read = (await c.request("GET", pathOf(API.users.get, { userId: c.user.id }))).json();
    expect(read.avatarConfig.type).toBe("photo");
  });

  it("refuses a photo over the size cap with the spec's words", async () => {
    const c = await signUp(t.app);
    const huge = `data:image/jpeg;base64,${"A".repeat(AVATAR_DATA_URL_MAX_CHARS)}`;
    const res = await c.request("POST", pathOf(API.users.avatar, { userId: c.user.id }), {
      avatarConfig: { type: "photo", photoUrl: huge },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "Photo is too large. Please choose a smaller image (under 5MB).",
    );
  });

  it("answers 400 for an unknown preset, accessory, background or type", async () => {
    const c = await signUp(t.app);
    const url = pathOf(API.users.avatar, { userId: c.user.id });
    const cases: [Record<string, unknown>, string][] = [
      [{ type: "preset", emoji: "🍕" }, "Pick one of the preset detectives."],
      [{ type: "preset" }, "Pick one of the preset detectives."],
      [{ type: "preset", emoji: "🦊", accessory: "jetpack" }, "Pick one of the accessories."],
      [
        { type: "preset", emoji: "🦊", background: "bg-gradient-to-r" },
        "Pick one of the backgrounds.",
      ],
    ];
    for (const [avatarConfig, message] of cases) {
      const res = await c.request("POST", url, { avatarConfig });
      expect(res.statusCode, JSON.stringify(avatarConfig)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await c.request("POST", url, { avatarConfig: { type: "cartoon" } })).statusCode).toBe(
      400,
    );
    expect((await c.request("POST", url, {})).statusCode).toBe(400);
    expect(
      (await c.request("GET", pathOf(API.users.get, { userId: c.user.id }))).json().avatarConfig,
    ).toEqual({});
  });

  it("answers 401 without a session and 403 for another user's id", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const body = { avatarConfig: { type: "preset", emoji: "🦊" } };
    const anon = await send(t.app, "POST", pathOf(API.users.avatar, { userId: a.user.id }), {
      payload: body,
    });
    expect(anon.statusCode).toBe(401);
    const other = await a.request("POST", pathOf(API.users.avatar, { userId: b.user.id }), body);
    expect(other.statusCode).toBe(403);
    expect(
      (await b.request("GET", pathOf(API.users.get, { userId: b.user.id }))).json().avatarConfig,
    ).toEqual({});
  });
});
