import { deflateSync } from "node:zlib";
import sharp from "sharp";

/** EXIF a phone adds to a photo: a camera name and a GPS position (which must never be kept). */
export const PHONE_EXIF = {
  IFD0: { Make: "KidPhone", Model: "Snap 3" },
  IFD3: {
    GPSLatitudeRef: "N",
    GPSLatitude: "51/1 30/1 0/1",
    GPSLongitudeRef: "W",
    GPSLongitude: "0/1 7/1 0/1",
  },
};

/** A small PNG carrying EXIF with a camera name and a GPS position (what a phone would add). */
export function pngWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: "#cc3333" } })
    .withExif(PHONE_EXIF)
    .png()
    .toBuffer();
}

/**
 * A 200x100 JPEG, left half red and right half blue, stored sideways with EXIF orientation 6
 * (turn 90 degrees clockwise to view): upright it is 100x200 with red on top.
 */
export function sidewaysJpeg(): Promise<Buffer> {
  const blue = { create: { width: 100, height: 100, channels: 3 as const, background: "#0000ff" } };
  return sharp({ create: { width: 200, height: 100, channels: 3, background: "#ff0000" } })
    .composite([{ input: blue, left: 100, top: 0 }])
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid PNG of a few hundred bytes declaring `side` x `side` pixels
 * (30000 -> 900 megapixels, about 2.7 GB once decoded), its rows one compressed run of zeros.
 */
export function pngBomb(side = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const firstRows = deflateSync(Buffer.alloc((side * 3 + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", firstRows),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The start of an iPhone HEIC (HEVC) file: a "ftyp" box with brand "heic", then junk. */
export function heicHeader(): Buffer {
  const ftyp = Buffer.from("\0\0\0\x18ftypheic\0\0\0\0mif1heic", "latin1");
  return Buffer.concat([ftyp, Buffer.alloc(64, 7)]);
}
