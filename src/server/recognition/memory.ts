import sharp from "sharp";
import { describeThumbnail, EMBEDDING_DIMS, THUMB_SIZE } from "./descriptor";
import { mergeFoods } from "./merge";
import type { FoodGuess } from "./types";

export { EMBEDDING_DIMS } from "./descriptor";

/** A photo the child corrected: its embedding and the foods it really showed (one user's). */
export interface MemoryEntry {
  embedding: Float32Array | readonly number[];
  foods: readonly string[];
}

/**
 * Cosine similarity from which a remembered photo counts as "the same meal". Calibrated on the
 * 463 distinct IFCT photos, three re-shots each (cropped to 80-90%, turned up to 8 degrees, 25%
 * lighter or darker): 76% of re-shots reach it against their own photo, while the closest of
 * 462 other photos reaches it for 0.1% (0.88 would find 84% but mislead 1.6%).
 */
export const MEMORY_MATCH_THRESHOLD = 0.9;
/** A re-shot this close is as good as the same photo: the highest memory confidence. */
const MEMORY_SURE = 0.97;
const CONFIDENCE_AT_THRESHOLD = 50;
const CONFIDENCE_WHEN_SURE = 95;
/** Only the closest few remembered photos speak, so a crowd of weak matches cannot. */
const MAX_MATCHES = 3;
const MAX_INPUT_PIXELS = 40_000_000;

/** The memory embedding of a photo: EMBEDDING_DIMS numbers, unit length, 4 decimals. */
export async function computeEmbedding(image: Buffer): Promise<number[]> {
  const rgb = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(THUMB_SIZE, THUMB_SIZE, { fit: "fill" })
    .removeAlpha()
    .toColourspace("srgb")
    .raw()
    .toBuffer();
  return describeThumbnail(new Uint8Array(rgb)).map((x) => Math.round(x * 1e4) / 1e4);
}

/** Cosine similarity of two vectors of equal length (0 for a zero vector). */
export function cosineSimilarity(
  a: Float32Array | readonly number[],
  b: Float32Array | readonly number[],
): number {
  if (a.length !== b.length) throw new Error("Embeddings differ in length");
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    normA += a[i] * a[i];
    normB += b[i] * b[i];
  }
  return normA > 0 && normB > 0 ? dot / Math.sqrt(normA * normB) : 0;
}

/** Integer confidence for a similarity: 50% at the threshold rising to 95% for a near copy. */
export function memoryConfidence(similarity: number): number {
  const t = (similarity - MEMORY_MATCH_THRESHOLD) / (MEMORY_SURE - MEMORY_MATCH_THRESHOLD);
  const clamped = Math.min(1, Math.max(0, t));
  return Math.round(
    CONFIDENCE_AT_THRESHOLD + clamped * (CONFIDENCE_WHEN_SURE - CONFIDENCE_AT_THRESHOLD),
  );
}

/**
 * Foods proposed by a user's remembered photos: those of the closest entries above the
 * threshold, each with the confidence of its best match. A pure function: the caller passes one
 * user's entries only. Entries of another embedding length (an older descriptor) are skipped.
 */
export function matchMemory(
  embedding: Float32Array | readonly number[],
  entries: readonly MemoryEntry[],
): FoodGuess[] {
  if (embedding.length !== EMBEDDING_DIMS) return [];
  const matches = entries
    .filter((entry) => entry.embedding.length === EMBEDDING_DIMS)
    .map((entry) => ({ entry, similarity: cosineSimilarity(embedding, entry.embedding) }))
    .filter((m) => m.similarity >= MEMORY_MATCH_THRESHOLD)
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, MAX_MATCHES);
  return mergeFoods(
    ...matches.map((m) =>
      // The foods the child kept, in their own words: shown as they are (no key).
      m.entry.foods.map((name) => ({
        name,
        key: null,
        confidence: memoryConfidence(m.similarity),
      })),
    ),
  );
}
