// `npm run bench instances`: photo storage and several instances.
// 1. Photo store calls (put, get of a 1280 px meal JPEG): the local folder against an
//    S3-compatible server (s3rver) on loopback, median and p99.
// 2. The same through the app: POST /api/upload-photo (with an OpenAI-compatible stand-in on
//    loopback, so the figure is the app's and the store's, not a model's) and GET /api/photos/{key}.
// 3. GET /api/meals/today/{userId} with one instance, then two, on one PostgreSQL.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import sharp from "sharp";
import { startEmbeddedPostgres } from "../../src/server/db/embedded-postgres";
import { S3PhotoStorage } from "../../src/server/modules/photos/s3-storage";
import { FolderPhotoStorage, type PhotoStorage } from "../../src/server/modules/photos/storage";
import { type Instance, startInstance, startVisionService } from "../../src/server/test/instances";
import { ifctPhoto } from "../../src/server/test/photos/fixtures";
import { startS3 } from "../../src/server/test/s3";
import { benchUser, load } from "../api/support";

const USER = "0f8e3a52-4a8b-4f57-9b0e-0a1d2c3b4a5e";
const CALLS = 200;
const UPLOADS = 60;

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

function report(label: string, times: number[]) {
  const sorted = [...times].sort((x, y) => x - y);
  const ms = (v: number) => `${v.toFixed(2).padStart(7)} ms`;
  console.log(
    `${label.padEnd(52)} median ${ms(quantile(sorted, 0.5))}   p99 ${ms(quantile(sorted, 0.99))}   (${times.length} calls)`,
  );
}

async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const value = await run();
  return [performance.now() - t0, value];
}

/** A meal photo as the app stores it: an IFCT picture at 1280 px, JPEG. */
async function mealJpeg(): Promise<Buffer> {
  return sharp(await ifctPhoto("E009"))
    .resize(1280, 960, { fit: "cover" })
    .jpeg({ quality: 82 })
    .toBuffer();
}

async function storeCalls(label: string, storage: PhotoStorage, jpeg: Buffer) {
  const puts: number[] = [];
  const keys: string[] = [];
  for (let i = 0; i < CALLS; i++) {
    const [ms, key] = await timed(() => storage.put(USER, jpeg));
    puts.push(ms);
    keys.push(key);
  }
  const gets: number[] = [];
  for (const key of keys) gets.push((await timed(() => storage.get(USER, key)))[0]);
  report(`${label}: put (${(jpeg.length / 1024).toFixed(0)} KB)`, puts);
  report(`${label}: get`, gets);
  await storage.deleteAllOf(USER);
}

async function throughTheApp(label: string, instance: Instance, jpeg: Buffer) {
  const { cookie } = await benchUser(instance.base, `bench_photos_${label.replace(/\W/g, "")}`);
  const headers = { cookie, "x-requested-with": "XMLHttpRequest" };
  const uploads: number[] = [];
  let photoUrl = "";
  for (let i = 0; i < UPLOADS; i++) {
    const form = new FormData();
    form.append("photo", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "meal.jpg");
    const [ms, res] = await timed(() =>
      fetch(`${instance.base}/api/upload-photo`, { method: "POST", headers, body: form }),
    );
    if (res.status !== 200) throw new Error(`upload answered ${res.status}`);
    photoUrl = ((await res.json()) as { photoUrl: string }).photoUrl;
    uploads.push(ms);
  }
  report(`${label}: POST /api/upload-photo`, uploads);
  await load(`${label}: GET /api/photos/{key}, 10 connections`, {
    url: `${instance.base}${photoUrl}`,
    connections: 10,
    headers,
  });
}

/** Requests/s of GET /api/meals/today/{userId} against the instances at once, 50 connections in all. */
async function mealsToday(instances: Instance[], cookie: string, userId: string) {
  const runs = instances.map((instance) =>
    autocannon({
      url: `${instance.base}/api/meals/today/${userId}`,
      connections: Math.round(50 / instances.length),
      duration: 10,
      headers: { cookie },
    }),
  );
  const results = await Promise.all(runs);
  const total = results.reduce((sum, r) => sum + r.requests.average, 0);
  const bad = results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0);
  const p99 = Math.max(...results.map((r) => r.latency.p99));
  console.log(
    `GET /api/meals/today/{userId}, ${instances.length} instance(s)`.padEnd(52) +
      ` ${total.toFixed(0).padStart(6)} req/s   p99 ${String(p99).padStart(4)} ms   non-2xx/errors ${bad}`,
  );
}

async function main() {
  const jpeg = await mealJpeg();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "td-bench-instances-"));
  const s3 = await startS3();
  const vision = await startVisionService();
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), "td-bench-pg-"));
  const postgres = await startEmbeddedPostgres(pgDir, () => undefined);
  const running: Instance[] = [];
  try {
    console.log(`machine: ${os.cpus().length} cores; s3rver and PostgreSQL on loopback\n`);
    const folder = new FolderPhotoStorage(path.join(dir, "photos"));
    await storeCalls("local folder", folder, jpeg);
    const bucket = new S3PhotoStorage(s3.config);
    await storeCalls("S3 (s3rver)", bucket, jpeg);
    bucket.close();

    const env = {
      DATABASE_URL: postgres.url,
      VISION_API_URL: vision.url,
      LOGIN_RATE_LIMIT: "1000000",
      SIGNUP_RATE_LIMIT: "1000000",
      PHOTO_UPLOADS_PER_MINUTE: "100000",
      UNSAVED_PHOTOS_MAX: "100000",
    };
    console.log("");
    const local = await startInstance(env);
    running.push(local);
    await throughTheApp("local folder", local, jpeg);
    await local.stop();
    running.pop();
    const withBucket = await startInstance({ ...env, ...s3.env });
    running.push(withBucket);
    await throughTheApp("S3 (s3rver)", withBucket, jpeg);

    console.log("");
    const { cookie, userId } = await benchUser(withBucket.base, "bench_instances_today");
    for (const mealType of ["breakfast", "lunch", "dinner"]) {
      await fetch(`${withBucket.base}/api/meals`, {
        method: "POST",
        headers: {
          cookie,
          "content-type": "application/json",
          "x-requested-with": "XMLHttpRequest",
        },
        body: JSON.stringify({ mealType, manualFoods: ["toast", "milk"] }),
      });
    }
    await mealsToday([withBucket], cookie, userId);
    const second = await startInstance({ ...env, ...s3.env });
    running.push(second);
    await mealsToday([withBucket, second], cookie, userId);
  } finally {
    for (const instance of running) await instance.stop();
    vision.close();
    await s3.close();
    await postgres.stop();
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(pgDir, { recursive: true, force: true });
  }
}

await main();
