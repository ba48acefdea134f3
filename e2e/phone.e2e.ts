import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { drinkEndpoints } from "../src/contracts/drinks";
import { pathOf } from "../src/contracts/endpoint";
import { tummyCheckEndpoints } from "../src/contracts/tummy-checks";
import { userEndpoints } from "../src/contracts/users";
import { patterns } from "../src/server/db/schema/index";
import { api, entry, milkDiary, plantDiary, signedInDetective } from "./support/diary";
import { browserSuite, signUpThroughApi } from "./support/harness";
import { screenshots } from "./support/screens";

// What a child trips over on a 390 px phone: photos, long words, fixing a drink.
const suite = browserSuite();
const shot = screenshots("td-phone");

/** A portrait photo, as most selfies are: three times taller than wide. */
async function portraitPhoto(): Promise<string> {
  const jpeg = await sharp({
    create: { width: 120, height: 360, channels: 3, background: { r: 200, g: 60, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on screen");
  return box;
}

/** The avatar's picture stays inside its frame (a pixel of rounding allowed). */
async function expectPhotoInFrame(frame: Locator): Promise<void> {
  // Both boxes in one look: the page may still be scrolling between two.
  const spill = await frame.evaluate((el) => {
    const outer = el.getBoundingClientRect();
    const photo = el.querySelector("img")?.getBoundingClientRect();
    if (!photo) return "no photo";
    return {
      top: outer.top - photo.top,
      left: outer.left - photo.left,
      bottom: photo.bottom - outer.bottom,
      right: photo.right - outer.right,
    };
  });
  expect(spill).not.toBe("no photo");
  for (const [side, px] of Object.entries(spill)) {
    expect(px, `the photo spills ${px} px over the frame's ${side}`).toBeLessThanOrEqual(1);
  }
}

/**
 * A tap on the middle of `target` lands on it, not on something drawn over it. Asked until it
 * holds: a sheet slides up on a phone, so mid-animation the middle of a tab is still elsewhere.
 */
async function expectTappable(target: Locator): Promise<void> {
  await expect
    .poll(() =>
      target.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return top !== null && (el === top || el.contains(top));
      }),
    )
    .toBe(true);
}

/** The page is no wider than the phone: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  // A phone browser zooms out to fit a wide page, so innerWidth grows with it: compare with
  // the phone's own width.
  const phone = page.viewportSize()?.width ?? 390;
  const { width, culprits } = await page.evaluate((limit) => {
    // The widest elements that are wider than the phone, to name in the failure.
    const wide = [...document.body.querySelectorAll("*")].filter(
      (el) => el.getBoundingClientRect().width > limit,
    );
    const innermost = wide.filter(
      (el) => !wide.some((other) => other !== el && el.contains(other)),
    );
    return {
      width: document.documentElement.scrollWidth,
      culprits: innermost
        .slice(0, 5)
        .map((el) => `<${el.tagName.toLowerCase()} class="${el.className}">`),
    };
  }, phone);
  expect(width, `${where} is wider than the phone: ${culprits.join(", ")}`).toBeLessThanOrEqual(
    phone,
  );
}

describe("a phone at 390 px", () => {
  it("crops a portrait avatar photo to its frame on Home, Profile, the customizer and Parent", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpThroughApi(page, "TallSelfie");
    await page.goto("/");
    const me = await signedInDetective(page);
    await api(page, "POST", pathOf(userEndpoints.avatar, { userId: me.id }), {
      avatarConfig: { type: "photo", photoUrl: await portraitPhoto() },
    });

    await page.goto("/app");
    const avatar = page.getByRole("img", { name: "TallSelfie's avatar" });
    await avatar.locator("img").waitFor();
    await expectPhotoInFrame(avatar);
    await expectTappable(page.getByText("Level", { exact: true }).first());
    await shot(page, "avatar-home", false);

    await avatar.click();
    const customizer = page.getByRole("dialog", { name: "Design Your Detective" });
    await expectPhotoInFrame(customizer.getByRole("img", { name: "Avatar preview" }));
    await expectTappable(customizer.getByRole("tab", { name: "Preset Styles" }));
    await shot(page, "avatar-customizer", false);
    await customizer.getByRole("button", { name: "Close" }).click();

    await page.goto("/app/profile");
    const profileAvatar = page.getByRole("img", { name: "TallSelfie's avatar" });
    await profileAvatar.locator("img").waitFor();
    await expectPhotoInFrame(profileAvatar);
    await expectTappable(page.getByRole("heading", { name: "TallSelfie", level: 1 }));
    await shot(page, "avatar-profile", false);

    await page.goto("/app/parent");
    const card = page.getByLabel("Child profile");
    await card.locator("img").waitFor();
    await expectPhotoInFrame(card.locator("[data-avatar-type='photo']"));
    await context.close();
  });

  it("breaks a 60-letter food name instead of widening the page", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpThroughApi(page, "LongWords");
    const word = "Bananasplit".repeat(6).slice(0, 60);
    await plantDiary(page, [
      ...milkDiary({ suspect: word }),
      entry.meal("breakfast", [word, "toast"], { minutesAgo: 30 }),
      entry.drink("juice", 240, { minutesAgo: 20 }, `${word.slice(0, 55)}juice`),
    ]);

    await page.goto("/app");
    await page.getByRole("heading", { name: "Today's Detective Log" }).waitFor();
    await page.getByText(word).first().waitFor();
    // Everything that names the food is on screen: the clue, the quick-add chip, the meal.
    await page.getByRole("region", { name: "Detective Discovery" }).waitFor();
    await page.getByRole("button", { name: `Quick add ${word}` }).waitFor();
    await page.getByRole("region", { name: "Recent drinks" }).waitFor();
    await expectNoSidewaysScroll(page, "Home");

    // The child types the word into the meal dialog.
    await page.getByRole("button", { name: "Log a Meal" }).click();
    const dialog = page.getByRole("dialog", { name: "Log a Meal" });
    await dialog.getByLabel("What did you eat?").waitFor();
    await expectNoSidewaysScroll(page, "the meal dialog");
    await dialog.getByLabel("What did you eat?").fill(word);
    await dialog.getByRole("button", { name: "Add food" }).click();
    await dialog.getByRole("list", { name: "Foods in this meal" }).getByText(word).waitFor();
    await expectNoSidewaysScroll(page, "the meal dialog");
    const sheet = await boxOf(dialog);
    expect(sheet.x + sheet.width, "the meal dialog is wider than the phone").toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 390,
    );
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await shot(page, "long-word-meal-dialog", false);
    await dialog.getByRole("button", { name: "Close" }).click();
    // A full-page picture resizes the phone's window for a moment: taken after the taps.
    await shot(page, "long-word-home");

    for (const [path, screen] of [
      ["/app/daily-review", "Daily Report"],
      ["/app/patterns", "Patterns"],
      ["/app/parent", "Parent"],
    ] as const) {
      await page.goto(path);
      await page.getByText(word, { exact: false }).first().waitFor();
      await expectNoSidewaysScroll(page, screen);
      await shot(page, `long-word-${screen.replace(/ /g, "-").toLowerCase()}`);
    }
    await context.close();
  });

  it("edits and deletes a drink logged by mistake, asking before the delete", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpThroughApi(page, "OopsDrink");
    await plantDiary(page, [entry.drink("water", 750, { minutesAgo: 15 })]);
    const me = await signedInDetective(page);

    await page.goto("/app");
    const recent = page.getByRole("region", { name: "Recent drinks" });
    const water = recent.getByRole("listitem").filter({ hasText: "Water" });
    await water.getByText("750 ml · 3.1 cups").waitFor();

    await water.getByRole("button", { name: "Edit drink" }).click();
    const editor = water.getByRole("form", { name: "Edit drink" });
    await editor.getByRole("radio", { name: /240 ml/ }).click();
    await shot(page, "drink-edit", false);
    await editor.getByRole("button", { name: "Save changes" }).click();
    await water.getByText("240 ml · 1 cup").waitFor();
    const [saved] = await api<{ amountMl: number }[]>(
      page,
      "GET",
      pathOf(drinkEndpoints.all, { userId: me.id }),
    );
    expect(saved?.amountMl).toBe(240);

    await water.getByRole("button", { name: "Delete drink" }).click();
    await water.getByText("Delete this drink for good?").waitFor();
    await shot(page, "drink-delete-question", false);
    await water.getByRole("button", { name: "Keep it" }).click();
    await water.getByRole("button", { name: "Delete drink" }).click();
    await water.getByRole("button", { name: "Yes, delete" }).click();
    await recent.waitFor({ state: "detached" });
    expect(await api(page, "GET", pathOf(drinkEndpoints.all, { userId: me.id }))).toEqual([]);
    await context.close();
  });

  it("logs an ache told an hour later at the time it happened", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpThroughApi(page, "LateAche");
    await page.goto("/app");
    await page.getByRole("button", { name: "Tummy Check" }).click();
    const dialog = page.getByRole("dialog", { name: "Tummy Check" });
    await dialog.getByRole("radio", { name: "Ouchy" }).click();
    const when = dialog.getByRole("radiogroup", { name: "When?" });
    await when.getByRole("radio", { name: "1 hour ago" }).click();
    await shot(page, "when-dialog", false);
    const before = Date.now();
    await dialog.getByRole("button", { name: /Save Tummy Check/ }).click();
    await dialog.waitFor({ state: "hidden" });
    const after = Date.now();

    const me = await signedInDetective(page);
    const [check] = await api<{ id: string; timestamp: string }[]>(
      page,
      "GET",
      pathOf(tummyCheckEndpoints.recent, { userId: me.id }),
    );
    const at = Date.parse(check?.timestamp ?? "");
    expect(at).toBeGreaterThanOrEqual(before - 3_600_000 - 1_000);
    expect(at).toBeLessThanOrEqual(after - 3_600_000 + 1_000);

    // The dashboard shows it at that time: in today's log (or yesterday's clues after midnight).
    const clock = await page.evaluate(
      (iso) =>
        new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" }).format(
          new Date(iso),
        ),
      check?.timestamp ?? "",
    );
    const sameDay = await page.evaluate(
      (iso) => new Date(iso).toDateString() === new Date().toDateString(),
      check?.timestamp ?? "",
    );
    if (sameDay) {
      await page.getByRole("listitem", { name: `Tummy check at ${clock}` }).waitFor();
    } else {
      await page.getByText(clock).first().waitFor();
    }
    await shot(page, "when-timeline", false);
    await context.close();
  });

  it("keeps a clue's long feeling word inside its card on Patterns", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpThroughApi(page, "Uncomfy");
    const me = await signedInDetective(page);
    await suite
      .running()
      .database.db.insert(patterns)
      .values({
        userId: me.id,
        foodItem: "strawberries",
        feelingCorrelation: "uncomfortable tummy",
        confidence: 70,
        occurrences: 4,
        evidence: { explanation: "Uncomfortable 4 of 5 times after strawberries", exposures: 5 },
      });
    await page.goto("/app/patterns");
    const clue = page.getByRole("article", { name: /Strawberries.*Uncomfortable tummy/ });
    await clue.waitFor();
    const spill = await clue.evaluate((card) => {
      const edge = card.getBoundingClientRect().right;
      return (
        Math.max(...[...card.querySelectorAll("*")].map((el) => el.getBoundingClientRect().right)) -
        edge
      );
    });
    expect(spill, "something runs over the card's right edge").toBeLessThanOrEqual(0);
    await shot(page, "uncomfortable-clue", false);
    await context.close();
  });
});
