import sharp, { type Metadata } from "sharp";

/** Why a photo was refused. */
export type ImageErrorCode = "unsupported_type" | "too_many_pixels" | "corrupt";

/** A refused photo; `code` lets the route pick the message (SPEC 8: "Please select an image file"). */
export class ImageError extends Error {
  constructor(
    readonly code: ImageErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "ImageError";
  }
}

/** Photos above 40 megapixels are refused before decoding (a decompression-bomb guard). */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Stored photos are at most 1280 px on their longest side. */
export const MAX_SIDE = 1280;
const JPEG_QUALITY = 80;

/** The formats accepted, decided by the file's bytes (never its name or declared type). */
export type ImageType = "jpeg" | "png" | "webp" | "heic" | "avif";

export interface NormalisedImage {
  /** Upright, metadata-free JPEG, longest side <= MAX_SIDE. */
  jpeg: Buffer;
  width: number;
  height: number;
  /** The type the upload really was. */
  sourceType: ImageType;
}

const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);
const AVIF_BRANDS = new Set(["avif", "avis"]);

/** The image type of a file from its magic bytes, or undefined for anything else. */
export function sniffImageType(bytes: Buffer): ImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return "jpeg";
  }
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return "png";
  }
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString("latin1");
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp") {
    const brand = ascii(8, 12);
    if (AVIF_BRANDS.has(brand)) return "avif";
    if (HEIC_BRANDS.has(brand)) return "heic";
  }
  return undefined;
}

const SHARP_FORMATS: Record<ImageType, string> = {
  jpeg: "jpeg",
  png: "png",
  webp: "webp",
  heic: "heif",
  avif: "heif",
};

/** Header-only read: the size is known before a single pixel is decoded. */
async function readHeader(buffer: Buffer, type: ImageType): Promise<Metadata> {
  try {
    const metadata = await sharp(buffer, { limitInputPixels: false }).metadata();
    if (metadata.format !== SHARP_FORMATS[type]) throw new Error(`read as ${metadata.format}`);
    return metadata;
  } catch {
    if (type === "heic") {
      throw new ImageError(
        "unsupported_type",
        "This HEIC photo cannot be read here; please send it as JPEG (on iPhone: Settings > Camera > Formats > Most Compatible)",
      );
    }
    throw new ImageError("corrupt", `The ${type.toUpperCase()} file is damaged or incomplete`);
  }
}

/**
 * Checks an upload really is a photo and makes the version we keep: type decided by its bytes
 * (JPEG, PNG, WebP, AVIF, HEIC where the installed libheif decodes it), at most 40 megapixels
 * (checked from the header, before decoding), turned upright from its EXIF orientation, every
 * piece of metadata dropped (GPS position, camera, dates: a child's photo must carry none),
 * shrunk to 1280 px (or `maxSide`) on its longest side, transparent areas on white, re-encoded as JPEG.
 */
export async function inspectAndNormalise(
  buffer: Buffer,
  { maxSide = MAX_SIDE }: { maxSide?: number } = {},
): Promise<NormalisedImage> {
  const sourceType = sniffImageType(buffer);
  if (!sourceType) {
    throw new ImageError("unsupported_type", "Only JPEG, PNG, WebP and HEIC photos are accepted");
  }
  const { width = 0, height = 0 } = await readHeader(buffer, sourceType);
  if (width * height > MAX_INPUT_PIXELS) {
    throw new ImageError(
      "too_many_pixels",
      `The photo is ${width}x${height} pixels; at most ${MAX_INPUT_PIXELS / 1e6} megapixels are accepted`,
    );
  }
  try {
    // Default sharp output carries no EXIF, XMP, IPTC or ICC; we never ask it to keep any.
    const { data, info } = await sharp(buffer, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: "error",
    })
      .rotate()
      .resize(maxSide, maxSide, { fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height, sourceType };
  } catch {
    throw new ImageError("corrupt", `The ${sourceType.toUpperCase()} file could not be decoded`);
  }
}
