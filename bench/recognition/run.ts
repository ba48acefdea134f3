// Recogniser benchmark: speed and memory of the embedded model, its accuracy on real food photos
// (IFCT 2017 pictures, a devDependency used only here and in tests), and personal memory.
// Run: npx tsx bench/recognition/run.ts
import { createHash } from "node:crypto";
import os from "node:os";
import {
  COCO_FOODS,
  type Detection,
  SHOWN_THRESHOLD,
  suppressOverlaps,
} from "../../src/server/recognition/coco";
import { EmbeddedRecogniser } from "../../src/server/recognition/embedded";
import {
  computeEmbedding,
  type MemoryEntry,
  matchMemory,
} from "../../src/server/recognition/memory";
import {
  ifctCodes,
  ifctPhoto,
  KNOWN_FOOD_PHOTOS,
  LOOKALIKE_PHOTOS,
  reshoot,
  seededRandom,
} from "../../src/server/test/photos/fixtures";

const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;
const rss = () => mb(process.memoryUsage().rss);
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(3)} s`;
const pct = (n: number, of: number) => `${n}/${of} (${Math.round((100 * n) / Math.max(1, of))}%)`;

/** Food labels best first, one per object (as the recogniser ranks them). */
function rankedFoods(detections: readonly Detection[]): { name: string; score: number }[] {
  const best = new Map<string, number>();
  for (const d of suppressOverlaps(detections.filter((x) => COCO_FOODS.has(x.label)))) {
    best.set(d.label, Math.max(best.get(d.label) ?? 0, d.score));
  }
  return [...best].map(([name, score]) => ({ name, score })).sort((a, b) => b.score - a.score);
}

async function speedOnOneWorker(codes: string[]) {
  console.log(`\n## Embedded model, 1 worker (machine: ${os.availableParallelism()} cores)`);
  console.log(`RSS before: ${rss()}`);
  const one = new EmbeddedRecogniser({ workers: 1 });
  const started = performance.now();
  const [modelLoad] = await one.warmUp();
  console.log(
    `model load: ${seconds(performance.now() - started)} (worker start + model; model alone ${seconds(modelLoad)})`,
  );
  console.log(`RSS with 1 worker loaded: ${rss()}`);
  const times: number[] = [];
  for (const code of codes) {
    const photo = await ifctPhoto(code);
    const t = performance.now();
    await one.recognise(photo); // decode + letterbox + model + decoding of the output
    times.push(performance.now() - t);
  }
  console.log(
    `per photo (${times.length} photos, 307x173 JPEG, incl. decode): median ${seconds(quantile(times, 0.5))}, p90 ${seconds(quantile(times, 0.9))}`,
  );
  console.log(`RSS after: ${rss()}`);
  await one.close();
}

async function poolRun(codes: string[]) {
  const size = os.availableParallelism();
  console.log(`\n## Embedded model, pool of ${size} workers, all ${codes.length} photos`);
  const pool = new EmbeddedRecogniser({ workers: size });
  await pool.warmUp();
  console.log(`RSS with ${size} workers loaded: ${rss()}`);
  const photos = await Promise.all(codes.map(ifctPhoto));
  // As a busy server would: a few photos waiting per worker, never the whole set at once.
  const detections: Detection[][] = [];
  let next = 0;
  let peak = 0;
  const client = async () => {
    for (let i = next++; i < photos.length; i = next++) {
      detections[i] = await pool.detect(photos[i]);
      peak = Math.max(peak, process.memoryUsage().rss);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: 2 * size }, client));
  const elapsed = performance.now() - started;
  console.log(
    `throughput: ${(codes.length / (elapsed / 1000)).toFixed(2)} photos/s (${2 * size} photos in flight)`,
  );
  console.log(`RSS peak during the run: ${mb(peak)}`);
  await pool.close();
  return new Map(codes.map((code, i) => [code, rankedFoods(detections[i])]));
}

function accuracy(ranked: Map<string, { name: string; score: number }[]>) {
  console.log(`\n## Accuracy (shown threshold ${SHOWN_THRESHOLD})`);
  const known = Object.entries(KNOWN_FOOD_PHOTOS);
  let top1 = 0;
  let top3 = 0;
  let shownTop1 = 0;
  let shownTop3 = 0;
  for (const [code, truth] of known) {
    const names = (ranked.get(code) ?? []).map((f) => f.name);
    const shown = (ranked.get(code) ?? []).filter((f) => f.score >= SHOWN_THRESHOLD);
    if (names[0] === truth) top1++;
    if (names.slice(0, 3).includes(truth)) top3++;
    if (shown[0]?.name === truth) shownTop1++;
    if (shown.slice(0, 3).some((f) => f.name === truth)) shownTop3++;
    console.log(
      `  ${code} ${truth.padEnd(7)} -> ${(ranked.get(code) ?? [])
        .slice(0, 3)
        .map((f) => `${f.name} ${f.score.toFixed(2)}`)
        .join(", ")}`,
    );
  }
  console.log(
    `photos of the ten classes: ${known.length} (banana, apple, orange, carrot; IFCT has no broccoli, sandwich, hot dog, pizza, donut or cake)`,
  );
  console.log(
    `top-1 correct: ${pct(shownTop1, known.length)} shown; ${pct(top1, known.length)} at any score`,
  );
  console.log(
    `top-3 correct: ${pct(shownTop3, known.length)} shown; ${pct(top3, known.length)} at any score`,
  );
  const rest = [...ranked.keys()].filter(
    (c) => !(c in KNOWN_FOOD_PHOTOS) && !LOOKALIKE_PHOTOS.includes(c),
  );
  const wrong = rest.filter((c) => (ranked.get(c) ?? []).some((f) => f.score >= SHOWN_THRESHOLD));
  console.log(`other photos with a wrong food shown: ${pct(wrong.length, rest.length)}`);
  const looks = LOOKALIKE_PHOTOS.filter((c) =>
    (ranked.get(c) ?? []).some((f) => f.score >= SHOWN_THRESHOLD),
  );
  console.log(
    `lookalikes (lemon, lime, radish...) with a detector food shown: ${pct(looks.length, LOOKALIKE_PHOTOS.length)}`,
  );
}

async function memory(codes: string[]) {
  console.log("\n## Personal memory");
  const seen = new Set<string>();
  const distinct: { code: string; photo: Buffer }[] = [];
  for (const code of codes) {
    const photo = await ifctPhoto(code);
    const hash = createHash("sha1").update(photo).digest("hex");
    if (!seen.has(hash)) distinct.push({ code, photo });
    seen.add(hash);
  }
  const step = Math.floor(distinct.length / 50);
  const remembered = distinct.filter((_, i) => i % step === 0).slice(0, 50);
  const embedTimes: number[] = [];
  const entries: MemoryEntry[] = [];
  for (const { code, photo } of remembered) {
    const t = performance.now();
    entries.push({
      embedding: await computeEmbedding(photo),
      foods: [`food of ${code.toLowerCase()}`],
    });
    embedTimes.push(performance.now() - t);
  }
  const random = seededRandom(2024);
  let hits = 0;
  for (const { code, photo } of remembered) {
    const proposed = matchMemory(await computeEmbedding(await reshoot(photo, random)), entries);
    if (proposed.slice(0, 3).some((f) => f.name === `food of ${code.toLowerCase()}`)) hits++;
  }
  console.log(
    `embedding: ${entries[0].embedding.length} numbers, median ${quantile(embedTimes, 0.5).toFixed(1)} ms a photo`,
  );
  console.log(
    `top-3 recall on re-shots (crop 80-90%, turn <= 8 deg, light +-25%) of 50 remembered photos: ${pct(hits, 50)}`,
  );
  const others = distinct.filter((d) => !remembered.includes(d));
  let misled = 0;
  for (const { photo } of others) {
    if (matchMemory(await computeEmbedding(photo), entries).length > 0) misled++;
  }
  console.log(`unrelated photos given a remembered food: ${pct(misled, others.length)}`);

  const thousand: MemoryEntry[] = [];
  for (let i = 0; thousand.length < 1000; i++) {
    const { code, photo } = distinct[i % distinct.length];
    const shot = i < distinct.length ? photo : await reshoot(photo, random);
    thousand.push({ embedding: await computeEmbedding(shot), foods: [`food of ${code}`] });
  }
  const query = await computeEmbedding(await reshoot(distinct[7].photo, random));
  const rounds = 200;
  const t = performance.now();
  for (let i = 0; i < rounds; i++) matchMemory(query, thousand);
  console.log(
    `lookup among 1,000 remembered photos: ${((performance.now() - t) / rounds).toFixed(2)} ms`,
  );
}

const codes = ifctCodes();
console.log(`IFCT 2017 pictures: ${codes.length} photos`);
await speedOnOneWorker(codes.filter((_, i) => i % 5 === 0));
const ranked = await poolRun(codes);
accuracy(ranked);
await memory(codes);
