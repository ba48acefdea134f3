import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSuite, MARKER, signUpThroughApi } from "./support/harness";

const suite = browserSuite();

/** The files index.html loads before any route: the entry, its static imports and the CSS. */
function entryFiles(): Set<string> {
  const html = fs.readFileSync(path.resolve("dist/client/index.html"), "utf8");
  return new Set([...html.matchAll(/\/assets\/[^"]+\.(?:js|css)/g)].map((m) => m[0]));
}

/** Every script and style sheet the page asked for while `run` ran. */
async function codeLoadedBy(page: Page, run: () => Promise<void>): Promise<string[]> {
  const loaded: string[] = [];
  page.on("request", (request) => {
    if (["script", "stylesheet"].includes(request.resourceType())) {
      loaded.push(new URL(request.url()).pathname);
    }
  });
  await run();
  return loaded;
}

/** Opens / and waits until the page has asked whether someone is signed in, and shown it. */
async function openLanding(page: Page): Promise<void> {
  const sessionCheck = page.waitForResponse(
    (res) => new URL(res.url()).pathname === "/api/auth/me",
  );
  await page.goto("/");
  await sessionCheck;
  await page.getByRole("heading", { level: 1 }).waitFor();
}

describe("the landing page", () => {
  it("loads only its own code, signed out and signed in", async () => {
    const { context, page } = await suite.openPhonePage();
    const allowed = entryFiles();
    const signedOut = await codeLoadedBy(page, () => openLanding(page));
    expect(signedOut.length).toBeGreaterThan(0);
    expect(signedOut.filter((file) => !allowed.has(file))).toEqual([]);
    expect(
      signedOut.filter((file) => /\/(dashboard|parent|auth|login|signup)-/.test(file)),
    ).toEqual([]);

    await signUpThroughApi(page, "LightLanding");
    const signedIn = await codeLoadedBy(page, async () => {
      await openLanding(page);
      await page.getByRole("link", { name: "Open my case file" }).waitFor();
    });
    expect(signedIn.filter((file) => !allowed.has(file))).toEqual([]);
    await context.close();
  });

  it("offers the way back to the case file to a signed-in detective, Sign In otherwise", async () => {
    const { context, page } = await suite.openPhonePage();
    await openLanding(page);
    const account = page.getByRole("navigation", { name: "Account" });
    await account.getByRole("link", { name: "Sign In" }).waitFor();
    await account.getByRole("link", { name: "Get Started" }).waitFor();
    expect(await account.getByRole("link", { name: "Open my case file" }).count()).toBe(0);

    await signUpThroughApi(page, "BackToCase");
    await openLanding(page);
    await account.getByRole("link", { name: "Open my case file" }).click();
    await page.waitForURL(/\/app$/);
    await page.getByRole("heading", { name: "Today's Detective Log" }).waitFor();

    // Logging out lands on / with the spec's Sign In again.
    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await account.getByRole("link", { name: "Sign In" }).waitFor();
    await context.close();
  });

  it("never breaks the contact address inside a word, down to a 320 px phone", async () => {
    const { context, page } = await suite.openPhonePage();
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 740 });
      await openLanding(page);
      const mail = page.getByRole("link", { name: "hello@tummydetective.app" });
      await mail.scrollIntoViewIfNeeded();
      // Each text piece ("hello", "@", "tummydetective.app") sits on one line: a break may
      // only fall between them, after the @.
      const linesPerPiece = await mail.evaluate((link) => {
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
        const lines: number[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          lines.push(new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size);
        }
        return lines;
      });
      expect(linesPerPiece.every((lines) => lines === 1)).toBe(true);
      const box = await mail.boundingBox();
      const pageWidth = page.viewportSize()?.width ?? width;
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(pageWidth);
    }
    await context.close();
  });
});

describe("the dashboard on a phone", () => {
  it("shows toasts between the header and the tabs, whole food names and each food's picture", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpThroughApi(page, "ToastWatcher");
    const res = await page.request.post("/api/meals", {
      data: {
        mealType: "breakfast",
        manualFoods: ["apple", "banana", "blueberries", "cheese and tomato sandwich"],
      },
      headers: MARKER,
    });
    expect(res.status()).toBe(201);
    await page.goto("/app");
    const breakfast = page.getByRole("listitem", { name: /^Breakfast at / });
    for (const [food, emoji] of [
      ["apple", "🍎"],
      ["banana", "🍌"],
      ["blueberries", "🫐"],
      ["cheese and tomato sandwich", "🥪"],
    ]) {
      const chip = breakfast.getByRole("listitem").filter({ hasText: food });
      expect(await chip.textContent()).toContain(emoji);
    }

    const quickAdd = page.getByRole("button", { name: "Quick add cheese and tomato sandwich" });
    const whole = await quickAdd.evaluate((button) =>
      [...button.querySelectorAll("span:not(.sr-only)")].every(
        (span) => span.scrollWidth <= span.clientWidth,
      ),
    );
    expect(whole).toBe(true);
    expect(await quickAdd.textContent()).toContain("cheese and tomato sandwich");

    await page.getByRole("button", { name: "Log a Drink" }).click();
    const dialog = page.getByRole("dialog", { name: "Log a Drink" });
    await dialog.getByRole("button", { name: /Save Drink/ }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.evaluate(() => window.scrollTo({ top: 0 }));
    const toast = page.locator(".toast-root").filter({ hasText: "Drink logged!" });
    await toast.waitFor();
    const toastBox = await toast.boundingBox();
    const nameBox = await page.getByRole("heading", { level: 1 }).boundingBox();
    const avatarBox = await page.getByRole("button", { name: "Customize avatar" }).boundingBox();
    const tabsBox = await page.getByRole("navigation", { name: "Main" }).boundingBox();
    if (!toastBox || !nameBox || !avatarBox || !tabsBox) throw new Error("a box is missing");
    expect(toastBox.y).toBeGreaterThan(
      Math.max(nameBox.y + nameBox.height, avatarBox.y + avatarBox.height),
    );
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(tabsBox.y);
    await context.close();
  });
});
