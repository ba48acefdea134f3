import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seedPattern } from "../src/server/test/factories";
import { expectAccessible } from "./support/axe";
import { browserSuite } from "./support/harness";
import { dismissToasts, expectToast, screenshots, signUpInBrowser } from "./support/screens";

const suite = browserSuite();
const shot = screenshots("td-family-shots");

async function setParentCode(page: Page, code: string): Promise<void> {
  await page.goto("/app/profile");
  const card = page.getByRole("region", { name: "Parent Code" });
  await card.getByRole("button", { name: "Set" }).click();
  await card.getByLabel("Account secret code").fill("magnify1");
  await card.getByLabel("Parent code").fill(code);
  await card.getByRole("button", { name: "Save Parent Code" }).click();
  await expectToast(page, "Parent code saved!");
}

/** How many outbox entries and waiting photos this browser holds. */
function outboxCounts(page: Page): Promise<{ entries: number; photos: number }> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open("tummy-detective-outbox");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(["entries", "photos"]);
          const entries = tx.objectStore("entries").count();
          const photos = tx.objectStore("photos").count();
          tx.oncomplete = () => {
            open.result.close();
            resolve({ entries: entries.result, photos: photos.result });
          };
        };
      }),
  );
}

/** A meal and its photo waiting on this phone, as the outbox keeps them. */
function queueMealWithPhoto(page: Page, userId: string): Promise<void> {
  return page.evaluate(
    (owner) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("tummy-detective-outbox");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const id = "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a";
          const tx = open.result.transaction(["entries", "photos"], "readwrite");
          tx.objectStore("photos").put({ id, blob: new Blob(["jpeg"], { type: "image/jpeg" }) });
          tx.objectStore("entries").put({
            id,
            userId: owner,
            kind: "meal",
            method: "POST",
            url: "/api/meals",
            body: { mealType: "lunch", manualFoods: [] },
            createdAt: new Date().toISOString(),
            state: "refused",
            reason: "Add at least one food, Detective!",
            photo: { bytes: 4 },
          });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
        };
      }),
    userId,
  );
}

describe("the parent's area", () => {
  it("asks for the parent code, shows the grown-up badge while open, and the child can end it", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpInBrowser(page, "Gate_Keeper");
    await page.goto("/app/parent");
    await page.getByRole("link", { name: "Set a parent code" }).waitFor();
    await shot(page, "1-parent-invite-390");

    await setParentCode(page, "2468");
    await page.goto("/app/parent");
    const gate = page.getByRole("region", { name: "Grown-ups only" });
    await gate.getByLabel("Parent code").fill("1111");
    await gate.getByRole("button", { name: "Open the parent area" }).click();
    await gate.getByText("That is not the parent code. Please try again.").waitFor();
    await shot(page, "2-parent-gate-390");
    await gate.getByLabel("Parent code").fill("2468");
    await gate.getByRole("button", { name: "Open the parent area" }).click();
    await page.getByRole("heading", { name: "Medical Reports" }).waitFor();
    const badge = page.getByRole("status").filter({ hasText: "Grown-up mode is on until" });
    await badge.waitFor();
    await page.getByRole("link", { name: "Download everything" }).waitFor();
    await shot(page, "3-parent-open-390", false);
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, "3-parent-open-1280", false);
    await page.setViewportSize({ width: 390, height: 844 });

    // The badge follows the child to every screen, and ends grown-up mode.
    await page.goto("/app");
    await badge.waitFor();
    await badge.getByRole("button", { name: "End grown-up mode" }).click();
    await badge.waitFor({ state: "hidden" });
    await page.goto("/app/parent");
    await page.getByRole("region", { name: "Grown-ups only" }).waitFor();
    await context.close();
  });

  it("a clue decision without parent mode opens the parent code prompt", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpInBrowser(page, "Clue_Keeper");
    await setParentCode(page, "97531");
    const me = await page.request.get("/api/auth/me");
    const userId = (await me.json()).id as string;
    await seedPattern(suite.running().database.db, userId, { foodItem: "milk", confidence: 91 });
    await page.goto("/app/patterns");
    await page
      .getByRole("button", { name: /confirm/i })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Parent code needed" });
    await dialog.waitFor();
    await shot(page, "4-parent-code-needed-390");
    await dialog.getByLabel("Parent code").fill("97531");
    await dialog.getByRole("button", { name: "Open the parent area" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("status").filter({ hasText: "Grown-up mode is on until" }).waitFor();
    await context.close();
  });

  it("deletes the account with the secret code and the name typed again", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpInBrowser(page, "Leaving_Soon");
    await page.getByRole("heading", { name: "Today's Detective Log" }).waitFor();
    const userId = (await (await page.request.get("/api/auth/me")).json()).id as string;
    await queueMealWithPhoto(page, userId);
    expect(await outboxCounts(page)).toEqual({ entries: 1, photos: 1 });
    await page.goto("/app/profile");
    const card = page.getByRole("region", { name: "Delete Account" });
    await card.getByRole("button", { name: "Delete…" }).click();
    await card.getByLabel("Account secret code").fill("magnify1");
    await card.getByLabel("Type Leaving_Soon to confirm").fill("leaving");
    await card.getByRole("button", { name: "Delete everything" }).click();
    await card.getByText("Type the detective name exactly as it is shown.").waitFor();
    await shot(page, "5-delete-account-390");
    await card.getByLabel("Type Leaving_Soon to confirm").fill("Leaving_Soon");
    await card.getByRole("button", { name: "Delete everything" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    const login = await page.request.post("/api/auth/login", {
      data: { username: "Leaving_Soon", password: "magnify1" },
      headers: { "X-Requested-With": "XMLHttpRequest" },
    });
    expect(login.status()).toBe(401);
    // What waited on this phone to be sent goes with the account, the photo too.
    expect(await outboxCounts(page)).toEqual({ entries: 0, photos: 0 });
    await context.close();
  });

  it("the privacy page is linked from the landing and sign-up pages", async () => {
    const { context, page } = await suite.openPhonePage();
    await page.goto("/");
    await page.getByRole("link", { name: "Privacy" }).click();
    await page.getByRole("heading", { name: "Your Case Files Are Yours" }).waitFor();
    await page.getByText(/never leave that computer unless/).waitFor();
    await shot(page, "6-privacy-390");
    await page.goto("/signup");
    await page.getByRole("link", { name: "what we keep and for how long" }).click();
    await page.waitForURL(/\/privacy$/);
    await context.close();
  });
});

describe("the parent code is the parent's", () => {
  it("a change outside grown-up mode asks for the current code, refuses easy codes and says how a forgotten one is reset", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpInBrowser(page, "Code_Keeper");
    await setParentCode(page, "2468");
    const card = page.getByRole("region", { name: "Parent Code" });
    await card.getByText(/Forgot the parent code\?/).waitFor();
    await card.getByText(/Whoever runs this Tummy Detective server can clear it/).waitFor();

    // The child knows the secret code: with it alone, nothing changes.
    await card.getByRole("button", { name: "Change" }).click();
    await card.getByLabel("Account secret code").fill("magnify1");
    await card.getByLabel("New parent code").fill("1234");
    await card.getByRole("button", { name: "Save Parent Code" }).click();
    await card.getByText("Type the current parent code, or open grown-up mode first.").waitFor();
    await card
      .getByText(
        "That code is too easy to guess. Avoid one digit repeated (0000) and runs (1234, 4321).",
      )
      .waitFor();
    await shot(page, "7-parent-code-change-390");

    await card.getByLabel("Current parent code").fill("1357");
    await card.getByLabel("New parent code").fill("5091");
    await card.getByRole("button", { name: "Save Parent Code" }).click();
    await card.getByText("That is not the parent code. Please try again.").waitFor();
    await dismissToasts(page);
    await card.getByLabel("Current parent code").fill("2468");
    await card.getByRole("button", { name: "Save Parent Code" }).click();
    await expectToast(page, "Parent code saved!");

    // Deleting the account asks for the parent code before anything is typed.
    const remove = page.getByRole("region", { name: "Delete Account" });
    await remove.getByRole("button", { name: "Delete…" }).click();
    await remove.getByLabel("Parent code").waitFor();
    expect(await remove.getByLabel("Type Code_Keeper to confirm").isVisible()).toBe(false);
    await shot(page, "7b-delete-asks-parent-code-first-390");
    await remove.getByRole("button", { name: "Cancel" }).click();

    // The new code opens the parent's area; in grown-up mode a change needs no current code.
    await page.goto("/app/parent");
    const gate = page.getByRole("region", { name: "Grown-ups only" });
    await gate.getByLabel("Parent code").fill("5091");
    await gate.getByRole("button", { name: "Open the parent area" }).click();
    await page.getByRole("heading", { name: "Medical Reports" }).waitFor();
    await page.goto("/app/profile");
    await card.getByRole("button", { name: "Change" }).click();
    expect(await card.getByLabel("Current parent code").count()).toBe(0);
    await shot(page, "8-parent-code-change-in-grown-up-mode-390");
    await context.close();
  });

  it("the case form asks for the parent code before its questions, and opens the case at the first tap", async () => {
    const { context, page } = await suite.openPhonePage({ bypassCSP: true });
    await signUpInBrowser(page, "Case_Keeper");
    await setParentCode(page, "97531");
    const userId = (await (await page.request.get("/api/auth/me")).json()).id as string;
    await seedPattern(suite.running().database.db, userId, { foodItem: "milk", confidence: 72 });
    await page.goto("/app/patterns");
    await page.getByRole("button", { name: "Open a case about milk" }).click();
    const dialog = page.getByRole("dialog", { name: "Open a case" });
    await dialog.getByLabel("Parent code").waitFor();
    // Nothing to fill before the code: the questions wait for it.
    expect(await dialog.getByLabel("How many days").isVisible()).toBe(false);
    expect(await dialog.getByRole("button", { name: "Open the case" }).isVisible()).toBe(false);
    await shot(page, "9-case-asks-parent-code-first-390");
    await expectAccessible(page, "open a case: the parent code first");
    await dialog.getByLabel("Parent code").fill("97531");
    await dialog.getByRole("button", { name: "Continue" }).click();

    await dialog.getByLabel("How many days").waitFor();
    await dialog.getByLabel("No, never").check();
    await dialog.getByLabel(/agreed this case with my child's doctor or dietitian/).check();
    await shot(page, "10-case-form-after-code-390");
    await dialog.getByRole("button", { name: "Open the case" }).click();
    await page.getByRole("dialog", { name: "The case is open" }).waitFor();
    expect(await page.getByText("Parent code needed").count()).toBe(0);
    await shot(page, "11-case-opened-390");
    await context.close();
  });
});
