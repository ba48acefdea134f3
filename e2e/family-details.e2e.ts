import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pathOf } from "../src/contracts/endpoint";
import { parentEndpoints } from "../src/contracts/parent";
import { tummyCheckEndpoints } from "../src/contracts/tummy-checks";
import { seedPattern } from "../src/server/test/factories";
import { api, signedInDetective } from "./support/diary";
import { browserSuite } from "./support/harness";
import { dismissToasts, expectToast, screenshots, signUpInBrowser } from "./support/screens";

const suite = browserSuite();
const shot = screenshots("td-family-details-shots");

/** The points in the dashboard's header. */
async function headerPoints(page: Page): Promise<string> {
  const stat = page.locator("header dl > div").filter({ hasText: "Points" }).locator("dd");
  return ((await stat.textContent()) ?? "").replace(/\D/g, "");
}

async function openTummyCheck(page: Page) {
  await page.getByRole("button", { name: "Tummy Check", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Tummy Check" });
  await dialog.waitFor();
  return dialog;
}

describe("what a family trips over, at 390 px", () => {
  it("welcomes a new detective right after sign-up, not back", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpInBrowser(page, "Newbie", 9);
    const header = page.locator("header").first();
    await header.getByText("Welcome, Detective", { exact: true }).waitFor();
    expect(await header.getByText("Welcome back, Detective").count()).toBe(0);
    await context.close();
  });

  it("speaks to the child in their own check, and to the grown-up in grown-up mode, with no points for a grown-up's check", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpInBrowser(page, "Pip", 7);

    // The child's own check: SPEC's words, and its points.
    let dialog = await openTummyCheck(page);
    await dialog.getByText("Your tummy is full of clues. How is it doing?").waitFor();
    await dialog.getByRole("radiogroup", { name: "How does your tummy feel?" }).waitFor();
    expect(await dialog.getByRole("button", { name: "Save Tummy Check" }).textContent()).toMatch(
      /\+5/,
    );
    await dialog.getByRole("radio", { name: "Tummy OK" }).click();
    await dialog.getByRole("button", { name: "Save Tummy Check" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expectToast(page, "Tummy check saved! 🕵️", "Tummy OK noted. +5 points!");
    await dismissToasts(page);
    await expect.poll(() => headerPoints(page)).toBe("5");

    // Grown-up mode: the check speaks to the grown-up about the child, and offers no points.
    const me = await signedInDetective(page);
    await api(page, "PUT", pathOf(parentEndpoints.code, { userId: me.id }), {
      password: "magnify1",
      parentCode: "5813",
    });
    await api(page, "POST", pathOf(parentEndpoints.start, { userId: me.id }), {
      parentCode: "5813",
    });
    await page.reload();
    dialog = await openTummyCheck(page);
    await dialog.getByText("Tell us what you noticed about Pip's tummy.").waitFor();
    await expect.poll(() => dialog.getByRole("radio", { name: "A parent" }).isChecked()).toBe(true);
    const question = dialog.getByRole("radiogroup", { name: "How is Pip's tummy?" });
    await question.waitFor();
    expect(await dialog.getByText("How does your tummy feel?").count()).toBe(0);
    expect(await dialog.getByText("Your tummy is full of clues").count()).toBe(0);
    const save = dialog.getByRole("button", { name: "Save Tummy Check" });
    expect(await save.textContent()).not.toMatch(/\+\d/);
    await question.getByRole("radio", { name: "Tummy hurts" }).click();
    await shot(page, "grown-up-tummy-check", false);
    await save.click();
    await dialog.waitFor({ state: "hidden" });
    await expectToast(page, "Tummy check saved! 🕵️", "Tummy hurts noted.");
    await dismissToasts(page);

    // Stored as the parent's, and the child's points did not move.
    const checks = await api<{ reporter: string; feeling: string }[]>(
      page,
      "GET",
      pathOf(tummyCheckEndpoints.today, { userId: me.id }),
    );
    expect(checks.map((c) => [c.reporter, c.feeling])).toEqual([
      ["child", "happy"],
      ["parent", "ouchy"],
    ]);
    await page.reload();
    await page.getByRole("heading", { name: "Today's Detective Log" }).waitFor();
    await expect.poll(() => headerPoints(page)).toBe("5");

    // Switched back to "Me" inside grown-up mode, the form speaks to the child again.
    dialog = await openTummyCheck(page);
    await dialog.getByRole("radio", { name: "Me" }).click();
    await dialog.getByRole("radiogroup", { name: "How does your tummy feel?" }).waitFor();
    expect(await dialog.getByRole("button", { name: "Save Tummy Check" }).textContent()).toMatch(
      /\+5/,
    );
    await context.close();
  });

  it("gives focus back to Log a Meal after the meal is saved with the keyboard", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpInBrowser(page, "Keys", 9);
    const open = page.getByRole("button", { name: "Log a Meal" });
    await open.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Log a Meal" });
    await dialog.waitFor();
    // The meal type the time suggests is kept.
    await dialog.getByLabel("What did you eat?").focus();
    await page.keyboard.type("apple");
    await page.keyboard.press("Enter");
    await dialog.getByRole("list", { name: "Foods in this meal" }).getByText("apple").waitFor();
    await dialog.getByRole("button", { name: "Save Meal" }).focus();
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "hidden" });
    await expect
      .poll(() => open.evaluate((button) => button === document.activeElement))
      .toBe(true);
    await context.close();
  });

  it("shows a 6-year-old's cups in halves: a cup of milk is 1 cup, not 0.9", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpInBrowser(page, "Tilly", 6);
    await api(page, "POST", "/api/drinks", {
      drinkType: "milk",
      drinkName: "Milk",
      amountMl: 240,
    });
    await page.reload();
    const water = page.getByRole("progressbar", { name: "Water today" });
    await expect.poll(() => water.getAttribute("aria-valuetext")).toBe("1 of 5 cups");
    await page.getByText("4 more cups to reach today's goal.").waitFor();
    expect(await page.getByText("0.9 of 5 cups").count()).toBe(0);
    await context.close();
  });

  it("shows the whole 'Against' choice of a case at 390 px", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpInBrowser(page, "Splitter", 9);
    const me = await signedInDetective(page);
    await seedPattern(suite.running().database.db, me.id, {
      foodItem: "milk or cheese",
      confidence: 70,
    });
    await page.goto("/app/patterns");
    await page.getByRole("button", { name: /^Open a case about milk/ }).click();
    const dialog = page.getByRole("dialog", { name: "Open a case" });
    const against = dialog.getByLabel("Against");
    await against.selectOption({ label: "Nothing (test alone)" });
    await shot(page, "case-against", false);
    // The chosen words fit inside the select, beside its chevron.
    const fits = await against.evaluate((select) => {
      if (!(select instanceof HTMLSelectElement)) return false;
      const style = getComputedStyle(select);
      const canvas = document.createElement("canvas").getContext("2d");
      if (!canvas) return false;
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = select.selectedOptions[0]?.textContent ?? "";
      const room =
        select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return canvas.measureText(text).width <= room;
    });
    expect(fits).toBe(true);
    await context.close();
  });
});
