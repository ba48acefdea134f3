// Figures of the Badges/Profile and Parent screens, measured in Debian's Chromium at 390 px on
// the real app (built client in dist/client: run `npm run build` first):
// - a photo avatar from a 12 MP phone photo: bytes sent and stored, and the time from Save to
//   the home header showing it; the raw photo posted straight to the API, to show what the
//   server keeps;
// - a two-year diary (about 3,000 meals, 1,500 tummy checks, 2,900 drinks, 730 nights): the
//   export call, each CSV's time from the click to the file and its size, the clinic summary;
// - the JavaScript the parent screen loads against the landing page;
// - the Daily Report's time from opening to its meters, with two years of diary and with none.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { benchUser, startBenchApp } from "../api/support";
import { kB, launch, median, ms, phone, scriptBytes } from "./browser";
import { seedTwoYears } from "./diary";
import { describeDataUrl, phonePhoto } from "./photo";

const RUNS = 5;
const MARKER = { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" };

type User = { cookie: string; userId: string; name: string };

async function user(base: string, name: string): Promise<User> {
  return { ...(await benchUser(base, name)), name };
}

async function call(base: string, who: User, method: string, url: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...MARKER, cookie: who.cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

const headerAvatar = (page: Page, type: string) =>
  page.locator(`button[aria-label="Customize avatar"] [data-avatar-type="${type}"]`).first();

async function avatarFigures(browser: Browser, base: string): Promise<void> {
  const who = await user(base, "bench_avatar");
  const photo = await phonePhoto();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "td-bench-photo-")), "IMG_0001.jpg");
  fs.writeFileSync(file, photo);
  console.log(`phone photo: 4000x3000 JPEG with EXIF (GPS), ${kB(photo.length)}`);

  const { context, page } = await phone(browser, base, who.cookie);
  const scale: number[] = [];
  const save: number[] = [];
  let sent = 0;
  for (let run = 0; run < RUNS; run++) {
    await call(base, who, "POST", `/api/user/${who.userId}/avatar`, {
      avatarConfig: { type: "preset", emoji: "🦊" },
    });
    await page.goto("/app");
    await headerAvatar(page, "preset").waitFor();
    await page.getByRole("button", { name: "Customize avatar" }).click();
    await page.getByRole("tab", { name: "My Photo" }).click();
    const chooser = page.waitForEvent("filechooser");
    await page.getByText("Choose a photo").click();
    const t0 = performance.now();
    await (await chooser).setFiles(file);
    await page.getByRole("img", { name: "Your chosen avatar" }).waitFor();
    scale.push(performance.now() - t0);
    const request = page.waitForRequest(
      (r) => r.method() === "POST" && r.url().endsWith("/avatar"),
    );
    const t1 = performance.now();
    await page.getByRole("button", { name: "Save Avatar" }).click();
    await headerAvatar(page, "photo").waitFor();
    save.push(performance.now() - t1);
    sent = (await request).postDataBuffer()?.length ?? 0;
  }
  await context.close();
  const me = JSON.parse((await call(base, who, "GET", `/api/user/${who.userId}`)).text);
  const stored = await describeDataUrl(me.avatarConfig.photoUrl);
  console.log(
    `through the browser: request body ${kB(sent)}; stored ${stored.width}x${stored.height} JPEG, ${kB(stored.bytes)} (${kB(me.avatarConfig.photoUrl.length)} as a data URL), EXIF ${stored.exif ? "kept" : "gone"}`,
  );
  console.log(
    `  choose -> preview (scaled in the browser): median ${ms(median(scale))} of ${RUNS}; Save -> header shows it: median ${ms(median(save))} (min ${ms(Math.min(...save))}, max ${ms(Math.max(...save))})`,
  );

  // Straight to the API, as a client that does not scale first.
  const raw = `data:image/jpeg;base64,${photo.toString("base64")}`;
  const refused = await call(base, who, "POST", `/api/user/${who.userId}/avatar`, {
    avatarConfig: { type: "photo", photoUrl: raw },
  });
  console.log(
    `raw 12 MP photo to the API (${kB(raw.length)} data URL): ${refused.status} ${refused.text.slice(0, 120)}`,
  );
  for (const [w, h] of [
    [1600, 1200],
    [1280, 960],
    [1024, 768],
  ] as const) {
    const smaller = await phonePhoto(w, h, 85);
    const url = `data:image/jpeg;base64,${smaller.toString("base64")}`;
    if (url.length > 400_000) continue;
    const t = performance.now();
    const res = await call(base, who, "POST", `/api/user/${who.userId}/avatar`, {
      avatarConfig: { type: "photo", photoUrl: url },
    });
    const took = performance.now() - t;
    const kept = await describeDataUrl(JSON.parse(res.text).avatarConfig.photoUrl);
    console.log(
      `largest raw photo the API takes, ${w}x${h} with EXIF, ${kB(smaller.length)}: ${res.status} in ${ms(took)}; server re-encodes to ${kept.width}x${kept.height}, ${kB(kept.bytes)}, EXIF ${kept.exif ? "kept" : "gone"}`,
    );
    break;
  }
}

const EXPORTS = [
  ["Export Custom Timeline", "timeline"],
  ["Export Pattern CSV", "patterns"],
  ["Export Food Groups CSV", "food groups"],
] as const;

async function exportFigures(browser: Browser, base: string, who: User): Promise<void> {
  const times: number[] = [];
  let json = 0;
  for (let run = 0; run < RUNS; run++) {
    const t = performance.now();
    const res = await call(base, who, "GET", `/api/export/${who.userId}`);
    times.push(performance.now() - t);
    json = res.text.length;
  }
  console.log(`GET /api/export (all dates): median ${ms(median(times))}, ${kB(json)} of JSON`);

  const { context, page } = await phone(browser, base, who.cookie);
  await page.goto("/app/parent");
  await page.getByRole("heading", { name: "Parent Dashboard", level: 1 }).waitFor();
  for (const [button, name] of EXPORTS) {
    const took: number[] = [];
    let size = 0;
    let rows = 0;
    for (let run = 0; run < 3; run++) {
      const target = page.getByRole("button", { name: button });
      await target.waitFor();
      await page.waitForFunction(
        (label) =>
          [...document.querySelectorAll("button")].some(
            (b) => b.textContent?.trim() === label && !b.disabled,
          ),
        button,
      );
      const download = page.waitForEvent("download");
      const t = performance.now();
      await target.click();
      const got = await download;
      took.push(performance.now() - t);
      const text = fs.readFileSync(await got.path(), "utf8");
      size = Buffer.byteLength(text);
      rows = text.split("\r\n").length;
    }
    console.log(
      `${name} CSV, all dates: click -> file median ${ms(median(took))} of 3; ${kB(size)}, ${rows} lines`,
    );
  }
  const t = performance.now();
  await page.getByRole("button", { name: "Open Clinic Summary" }).click();
  await page.getByRole("heading", { name: /^Clinic Summary: / }).waitFor();
  await page.getByRole("img", { name: /^Bristol chart/ }).waitFor();
  console.log(`clinic summary (last 4 weeks): click -> sheet drawn ${ms(performance.now() - t)}`);
  await context.close();
}

async function scriptFigures(browser: Browser, base: string, who: User): Promise<void> {
  const landing = await scriptBytes(browser, base, "/", (page) =>
    page
      .getByRole("link", { name: /Get Started/ })
      .first()
      .waitFor(),
  );
  const parent = await scriptBytes(
    browser,
    base,
    "/app/parent",
    (page) => page.getByRole("heading", { name: "Parent Dashboard", level: 1 }).waitFor(),
    who.cookie,
  );
  const summary = await scriptBytes(
    browser,
    base,
    "/app/parent",
    async (page) => {
      await page.getByRole("button", { name: "Open Clinic Summary" }).click();
      await page.getByRole("img", { name: /^Bristol chart/ }).waitFor();
    },
    who.cookie,
  );
  const line = (label: string, s: { wire: number; body: number; files: number }) =>
    console.log(
      `${label.padEnd(38)} ${kB(s.wire).padStart(9)} over the wire, ${kB(s.body).padStart(9)} unpacked, ${s.files} files`,
    );
  line("JS of the landing page (/)", landing);
  line("JS of the parent screen (/app/parent)", parent);
  line("  ... after opening the clinic summary", summary);
}

async function dailyReviewFigures(browser: Browser, base: string, users: User[]): Promise<void> {
  for (const who of users) {
    const took: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const { context, page } = await phone(browser, base, who.cookie);
      const t = performance.now();
      await page.goto("/app/daily-review", { waitUntil: "commit" });
      await page.getByRole("progressbar", { name: "Power Foods meter" }).waitFor();
      took.push(performance.now() - t);
      await context.close();
    }
    console.log(
      `/app/daily-review -> meters shown, ${who.name}: median ${ms(median(took))} of ${RUNS} cold loads (min ${ms(Math.min(...took))}, max ${ms(Math.max(...took))})`,
    );
  }
}

async function main(): Promise<void> {
  const bench = await startBenchApp();
  const browser = await launch();
  try {
    console.log("-- photo avatar");
    await avatarFigures(browser, bench.base);

    console.log("-- two-year diary");
    const diary = await user(bench.base, "bench_two_years");
    const counts = await seedTwoYears(bench.dataDir, diary.userId);
    for (const mealType of ["breakfast", "lunch"]) {
      await call(bench.base, diary, "POST", "/api/meals", { mealType, manualFoods: ["toast"] });
    }
    console.log(
      `seeded ${counts.meals} meals, ${counts.tummyChecks} tummy checks, ${counts.drinks} drinks, ${counts.sleepLogs} nights, plus 2 meals today`,
    );
    await exportFigures(browser, bench.base, diary);

    console.log("-- JavaScript served");
    await scriptFigures(browser, bench.base, diary);

    console.log("-- Daily Report");
    const fresh = await user(bench.base, "bench_new_child");
    await call(bench.base, fresh, "POST", "/api/meals", {
      mealType: "breakfast",
      manualFoods: ["toast"],
    });
    await dailyReviewFigures(browser, bench.base, [
      { ...diary, name: "two years of diary" },
      { ...fresh, name: "a new diary" },
    ]);
  } finally {
    await browser.close();
    await bench.stop();
    fs.rmSync(bench.dataDir, { recursive: true, force: true });
  }
}

await main();
