import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { heicHeader, pngBomb, pngWithGps, sidewaysJpeg } from "../../test/photos/images";
import { ImageError, inspectAndNormalise, MAX_SIDE, sniffImageType } from "./image";

async function refusal(input: Buffer): Promise<ImageError> {
  const error = await inspectAndNormalise(input).catch((e: unknown) => e);
  if (!(error instanceof ImageError)) throw new Error(`Expected an ImageError, got ${error}`);
  return error;
}

describe("inspectAndNormalise", () => {
  it("refuses a file that is not an image, whatever it is called", async () => {
    const error = await refusal(Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj"));
    expect(error.code).toBe("unsupported_type");
    expect(error.message).toMatch(/JPEG, PNG, WebP and HEIC/);
    expect((await refusal(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).code).toBe(
      "unsupported_type",
    );
    expect((await refusal(Buffer.alloc(0))).code).toBe("unsupported_type");
  });

  it("refuses a GIF (a real image, but not a photo format we take)", async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
      .gif()
      .toBuffer();
    expect((await refusal(gif)).code).toBe("unsupported_type");
  });

  it("explains an HEIC photo this server cannot decode", async () => {
    const error = await refusal(heicHeader());
    expect(error.code).toBe("unsupported_type");
    expect(error.message).toMatch(/HEIC.*JPEG/);
  });

  it("calls a damaged file corrupt", async () => {
    const png = await pngWithGps();
    const damaged = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 0x55)]);
    expect((await refusal(damaged)).code).toBe("corrupt");
    expect((await refusal(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]))).code).toBe("corrupt");
  });

  it("drops every piece of metadata, GPS included", async () => {
    const input = await pngWithGps();
    const before = await sharp(input).metadata();
    expect(before.exif?.toString("latin1")).toContain("KidPhone");

    const out = await inspectAndNormalise(input);
    const after = await sharp(out.jpeg).metadata();
    expect(out.sourceType).toBe("png");
    expect(after.format).toBe("jpeg");
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(out.jpeg.toString("latin1")).not.toMatch(/KidPhone|GPS/);
  });

  it("turns a sideways photo upright from its EXIF orientation", async () => {
    const out = await inspectAndNormalise(await sidewaysJpeg());
    expect([out.width, out.height]).toEqual([100, 200]);
    const { data, info } = await sharp(out.jpeg).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    const [topRed, , topBlue] = pixel(50, 20);
    const [bottomRed, , bottomBlue] = pixel(50, 180);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);
    expect((await sharp(out.jpeg).metadata()).orientation).toBeUndefined();
  });

  it("shrinks a large photo to 1280 px on its longest side, keeping its shape", async () => {
    const big = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: "#8a4" },
    })
      .webp()
      .toBuffer();
    const out = await inspectAndNormalise(big);
    expect(out.sourceType).toBe("webp");
    expect([out.width, out.height]).toEqual([MAX_SIDE, 960]);
  });

  // too_many_pixels (not corrupt) shows the header check refused it before any decoding; the
  // memory check shows 2.7 GB of pixels were never allocated.
  it("refuses a decompression bomb from its header, without decoding it", async () => {
    const bomb = pngBomb(30_000);
    expect(bomb.length).toBeLessThan(2000);
    const rssBefore = process.memoryUsage().rss;
    const error = await refusal(bomb);
    expect(error.code).toBe("too_many_pixels");
    expect(error.message).toMatch(/30000x30000/);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024);
  });

  it("accepts a photo just under the limit in size but keeps it small", async () => {
    const out = await inspectAndNormalise(
      await sharp({ create: { width: 6000, height: 6000, channels: 3, background: "#000" } })
        .jpeg()
        .toBuffer(),
    );
    expect([out.width, out.height]).toEqual([MAX_SIDE, MAX_SIDE]);
  });
});

describe("sniffImageType", () => {
  it("reads the type from magic bytes", async () => {
    const make = sharp({ create: { width: 2, height: 2, channels: 3, background: "#fff" } });
    expect(sniffImageType(await make.clone().jpeg().toBuffer())).toBe("jpeg");
    expect(sniffImageType(await make.clone().png().toBuffer())).toBe("png");
    expect(sniffImageType(await make.clone().webp().toBuffer())).toBe("webp");
    expect(sniffImageType(await make.clone().avif().toBuffer())).toBe("avif");
    expect(sniffImageType(heicHeader())).toBe("heic");
    expect(sniffImageType(Buffer.from("GIF89a"))).toBeUndefined();
  });
});
