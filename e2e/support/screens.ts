import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { localDate, localTime } from "../../src/domain/local-day";

/** The zone phonePage() pins the browser to: "today" and typed times are read in it. */
export const PHONE_ZONE = "Pacific/Auckland";

/** Signs a new detective up through the Sign-up screen, as a child would, and lands on /app. */
export async function signUpInBrowser(page: Page, username: string, age = 9): Promise<void> {
  await page.goto("/signup");
  await page.getByLabel("Detective Name").fill(username);
  await page.getByLabel("Age").selectOption({ label: `${age} years old` });
  await page.getByLabel("Password", { exact: true }).fill("magnify1");
  await page.getByLabel("Confirm Password").fill("magnify1");
  await page.getByRole("button", { name: "Start My Detective Journey" }).click();
  await page.waitForURL(/\/app$/);
  await page.getByRole("heading", { name: "Today's Detective Log" }).waitFor();
}

/** An 'HH:MM' of today that is `minutesAgo` in the past (00:00 just after midnight). */
export function pastTimeToday(minutesAgo: number): string {
  const now = new Date();
  const earlier = new Date(now.getTime() - minutesAgo * 60_000);
  return localDate(earlier, PHONE_ZONE) === localDate(now, PHONE_ZONE)
    ? localTime(earlier, PHONE_ZONE)
    : "00:00";
}

/** Logs a meal by hand through the dashboard's Log a Meal dialog. */
export async function logMealInBrowser(
  page: Page,
  mealType: string,
  foods: string[],
  minutesAgo = 10,
): Promise<void> {
  await page.getByRole("button", { name: "Log a Meal" }).click();
  const dialog = page.getByRole("dialog", { name: "Log a Meal" });
  await dialog.getByRole("radio", { name: mealType }).click();
  for (const food of foods) {
    await dialog.getByLabel("What did you eat?").fill(food);
    await dialog.getByRole("button", { name: "Add food" }).click();
    await dialog.getByRole("list", { name: "Foods in this meal" }).getByText(food).waitFor();
  }
  await dialog.getByLabel("What time did you eat?").fill(pastTimeToday(minutesAgo));
  await dialog.getByRole("button", { name: "Save Meal" }).click();
  await dialog.waitFor({ state: "hidden" });
}

/**
 * The visible toast whose title is exactly `title` (the card, not its spoken copy). Found by
 * its class: while a modal dialog is open the toast list is hidden from the accessibility tree
 * (the dialog hides everything behind it) and only the spoken copy reaches a screen reader.
 */
export function toastTitled(page: Page, title: string): Locator {
  return page.locator(".toast-root").filter({ has: page.getByText(title, { exact: true }) });
}

/** Opens the Parent tab from the main navigation and waits for its heading. */
export async function openParent(page: Page): Promise<void> {
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Parent" })
    .click();
  await page.waitForURL(/\/app\/parent$/);
  await page.getByRole("heading", { name: "Parent Dashboard", level: 1 }).waitFor();
}

/** Waits for a toast with exactly this title and description. */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = toastTitled(page, title);
  await toast.first().waitFor();
  if (description !== undefined) {
    await toast.first().getByText(description, { exact: true }).waitFor();
  }
}

/** Closes every toast on screen, so the next one is the one a test waits for. */
/**
 * The dashboard with the service worker in control and the last answers saved for offline use
 * (a second after the cache settles): ready to lose the connection.
 */
export async function readyOffline(page: Page): Promise<void> {
  await page.goto("/app");
  await page.getByRole("heading", { name: "Today's Detective Log" }).waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
  await page.waitForFunction(() =>
    (localStorage.getItem("tummy-detective:queries") ?? "").includes("/api/meals/today"),
  );
}

export async function dismissToasts(page: Page): Promise<void> {
  const open = page.locator(".toast-root[data-state='open']");
  for (const toast of await open.all()) {
    // A toast may already be leaving on its own: a click that finds it gone is fine.
    await toast
      .getByRole("button", { name: /^(Close notification|Cerrar aviso)$/, includeHidden: true })
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
  await page.waitForFunction(() => !document.querySelector(".toast-root[data-state='open']"));
}

/** Screenshots to look at, one folder per spec under the temp dir. */
export function screenshots(folder: string) {
  const dir = path.join(os.tmpdir(), folder);
  fs.mkdirSync(dir, { recursive: true });
  const take = async (page: Page, name: string, fullPage = true): Promise<void> => {
    await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
  };
  return Object.assign(take, { dir });
}
