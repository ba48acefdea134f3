import { afterAll, describe, expect, it } from "vitest";
import { ifctPhoto, reshoot, seededRandom } from "../test/photos/fixtures";
import { createRecogniser, type MemoryEntry } from "./index";
import {
  computeEmbedding,
  cosineSimilarity,
  EMBEDDING_DIMS,
  MEMORY_MATCH_THRESHOLD,
  matchMemory,
  memoryConfidence,
} from "./memory";

const ALICE = "alice";
const BOB = "bob";

// Pomegranates (IFCT E055): a food the COCO detector does not know.
const POMEGRANATE = "E055";

describe("computeEmbedding", () => {
  it("is a compact unit vector", async () => {
    const embedding = await computeEmbedding(await ifctPhoto(POMEGRANATE));
    expect(embedding).toHaveLength(EMBEDDING_DIMS);
    expect(EMBEDDING_DIMS).toBeLessThanOrEqual(512);
    expect(Math.hypot(...embedding)).toBeCloseTo(1, 2);
    expect(JSON.stringify(embedding).length).toBeLessThan(4 * 1024);
  });

  it("stays close for a re-shot of the same meal and far for another food", async () => {
    const photo = await ifctPhoto(POMEGRANATE);
    const original = await computeEmbedding(photo);
    const again = await computeEmbedding(await reshoot(photo, seededRandom(1)));
    const fish = await computeEmbedding(await ifctPhoto("P010"));
    expect(cosineSimilarity(original, again)).toBeGreaterThan(MEMORY_MATCH_THRESHOLD);
    expect(cosineSimilarity(original, fish)).toBeLessThan(0.5);
  });
});

describe("matchMemory", () => {
  const near = Float32Array.from({ length: EMBEDDING_DIMS }, (_, i) => (i === 0 ? 1 : 0));
  const entry = (similarity: number, foods: string[]): MemoryEntry => ({
    embedding: Array.from(near, (_, i) =>
      i === 0 ? similarity : i === 1 ? Math.sqrt(1 - similarity ** 2) : 0,
    ),
    foods,
  });

  it("proposes the foods of close entries, with confidence from the similarity", () => {
    expect(
      matchMemory(near, [entry(0.99, ["porridge", "blueberries"]), entry(0.9535, ["porridge"])]),
    ).toEqual([
      { name: "blueberries", key: null, confidence: 95 },
      { name: "porridge", key: null, confidence: 95 },
    ]);
    // (0.9535 - 0.90) / (0.97 - 0.90) of the way from 50% to 95%
    expect(matchMemory(near, [entry(0.9535, ["porridge"])])).toEqual([
      { name: "porridge", key: null, confidence: 84 },
    ]);
  });

  it("proposes nothing below the threshold, for no entries, or for another descriptor", () => {
    expect(matchMemory(near, [entry(0.85, ["porridge"])])).toEqual([]);
    expect(matchMemory(near, [])).toEqual([]);
    expect(matchMemory(near, [{ embedding: [1, 0, 0], foods: ["porridge"] }])).toEqual([]);
  });

  it("maps the threshold to 50% and a near copy to 95%", () => {
    expect(memoryConfidence(MEMORY_MATCH_THRESHOLD)).toBe(50);
    expect(memoryConfidence(1)).toBe(95);
  });
});

describe("personal memory in the recogniser", () => {
  const memories = new Map<string, MemoryEntry[]>();
  const recogniser = createRecogniser({
    workers: 1,
    loadMemory: async (userId) => memories.get(userId) ?? [],
  });
  afterAll(() => recogniser.close());

  it("recognises a corrected meal again from a different photo of it", async () => {
    const first = await ifctPhoto(POMEGRANATE);
    const before = await recogniser.recognise(first, { userId: ALICE });
    expect(before.foods.map((f) => f.name)).not.toContain("pomegranate");

    // Alice corrects the list; the app remembers the photo's embedding with her foods.
    memories.set(ALICE, [{ embedding: before.embedding, foods: ["pomegranate"] }]);

    const second = await reshoot(first, seededRandom(1));
    const after = await recogniser.recognise(second, { userId: ALICE });
    expect(after.foods.map((f) => f.name)).toContain("pomegranate");
    expect(after.overallConfidence).toBeGreaterThanOrEqual(50);
  });

  it("never uses another user's memory", async () => {
    const second = await reshoot(await ifctPhoto(POMEGRANATE), seededRandom(1));
    const result = await recogniser.recognise(second, { userId: BOB });
    expect(result.foods.map((f) => f.name)).not.toContain("pomegranate");
  });

  it("proposes nothing from memory for an unrelated photo", async () => {
    const fish = await ifctPhoto("P010");
    const result = await recogniser.recognise(fish, { userId: ALICE });
    expect(result.foods).toEqual([]);
  });
});
