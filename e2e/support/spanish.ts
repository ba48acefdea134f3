import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { browserSuite } from "./harness";

/** Where each Spanish the app is read in lives: the phone's clock is that region's. */
const SPANISH_ZONES: Readonly<Record<string, string>> = {
  "es-ES": "Europe/Madrid",
  "es-MX": "America/Mexico_City",
};

/** A phone (390 px) whose browser speaks Spanish in this region's way, on the region's clock. */
export function openSpanishPhone(suite: ReturnType<typeof browserSuite>, locale: string) {
  const timezoneId = SPANISH_ZONES[locale];
  if (!timezoneId) throw new Error(`no Spanish region ${locale}`);
  return suite.openPhonePage({ bypassCSP: true, locale, timezoneId });
}

/** Opens the Parent page and waits until it reads in Spanish, the page's `lang` the phone's. */
export async function openSpanishParentPage(page: Page, locale: string): Promise<void> {
  await page.goto("/app/parent");
  await page.getByRole("heading", { name: "Panel para padres", level: 1 }).waitFor();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
}

/**
 * Nothing wider than the phone: the page does not scroll sideways, and no text spills out of
 * the screen or of an open dialog.
 */
export async function expectNoOverflow(page: Page, screen: string): Promise<void> {
  const spills = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width)
      out.push(`page ${document.documentElement.scrollWidth}px`);
    for (const el of document.querySelectorAll<HTMLElement>("main *, [role='dialog'] *")) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(el).visibility === "hidden") continue;
      // Scrolling rows (the child switcher) hold their overflow on purpose.
      if (el.closest("[class*='overflow-x-auto']")) continue;
      // A ribbon cut by its card (overflow hidden, the card inside the screen) is drawn so.
      let clipped = false;
      for (let up = el.parentElement; up && !clipped; up = up.parentElement) {
        const overflow = getComputedStyle(up).overflow;
        clipped =
          (overflow === "hidden" || overflow === "clip") &&
          up.getBoundingClientRect().right <= width + 1;
      }
      if (clipped) continue;
      if (box.right > width + 1)
        out.push(
          `${el.tagName.toLowerCase()} "${(el.textContent ?? "").slice(0, 40)}" ends at ${Math.round(box.right)}`,
        );
      const style = getComputedStyle(el);
      if (style.overflow === "hidden" || style.textOverflow === "ellipsis") continue;
      if (el.children.length === 0 && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) {
        out.push(
          `${el.tagName.toLowerCase()} "${(el.textContent ?? "").slice(0, 40)}" text wider than its box`,
        );
      }
    }
    return out;
  });
  expect(spills, screen).toEqual([]);
}
