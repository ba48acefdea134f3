import { describe, expect, it } from "vitest";
import type { CaseList } from "../src/contracts/cases";
import { localDate } from "../src/domain/local-day";
import { seedPattern } from "../src/server/test/factories";
import { api } from "./support/diary";
import { browserSuite, signUpThroughApi } from "./support/harness";
import { screenshots } from "./support/screens";

const suite = browserSuite();
const shot = screenshots("td-case-start-shots");

/** A fixed-offset zone where the real clock reads 14:xx or 15:xx: breakfast and lunch are over. */
function zoneWhereItIsAfternoon(now: Date): string {
  let offset = 14 - now.getUTCHours();
  if (offset < -12) offset += 24;
  // Etc/GMT zones count the other way: UTC+10 is Etc/GMT-10.
  return offset === 0 ? "Etc/GMT" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`;
}

describe("a case opened in the afternoon", () => {
  it("offers tomorrow for a split clue, and today as a free day for one food", async () => {
    const now = new Date();
    const zone = zoneWhereItIsAfternoon(now);
    const { context, page } = await suite.openPhonePage({ timezoneId: zone });
    // The phone's clock is pinned to start at the server's now: 2 PM in its zone.
    await page.clock.install({ time: now });
    await signUpThroughApi(page, "AfternoonSleuth");
    await page.goto("/");
    const me = await api<{ id: string }>(page, "GET", "/api/auth/me");
    await seedPattern(suite.running().database.db, me.id, {
      foodItem: "cereal or milk",
      confidence: 72,
    });

    await page.goto("/app/patterns");
    await page.getByRole("button", { name: /^Open a case about cereal or milk/ }).click();
    const dialog = page.getByRole("dialog", { name: "Open a case" });
    const day1 = dialog.getByLabel("Day 1");
    // Split, every day serves a food at breakfast: today's is over, so day 1 is tomorrow.
    expect(await dialog.getByLabel("Against").inputValue()).toBe("milk");
    expect(await day1.inputValue()).toBe("tomorrow");
    expect(await day1.locator("option[value=today]").isDisabled()).toBe(true);
    await dialog.getByText("Breakfast is over today").waitFor();
    await shot(page, "split-tomorrow", false);

    // Cereal alone: today can be a cereal-free day, asking nothing that is past.
    await dialog.getByLabel("Against").selectOption("");
    expect(await day1.locator("option[value=today]").isDisabled()).toBe(false);
    await day1.selectOption("today");
    await dialog.getByText("Today is a cereal-free day").waitFor();
    await shot(page, "alone-today", false);
    await dialog.getByLabel("No, never").check();
    await dialog.getByLabel(/agreed this case with my child's doctor or dietitian/).check();
    await dialog.getByRole("button", { name: "Open the case" }).click();
    const opened = page.getByRole("dialog", { name: "The case is open" });
    await opened
      .getByText(/^Day 1 is today, a cereal-free day: today's breakfast is over/)
      .waitFor();
    await shot(page, "alone-plan");
    await opened.getByRole("button", { name: "Done" }).click();

    const list = await api<CaseList>(page, "GET", `/api/cases/${me.id}`);
    expect(list.cases[0]?.startDate).toBe(localDate(now, zone));
    expect(list.cases[0]?.days[0]?.kind).toBe("free");
    await page.goto("/app");
    const card = page.getByRole("region", { name: "Today is a cereal-free day, Detective!" });
    await card.waitFor();
    expect(await card.getByText(/breakfast/i).count()).toBe(0);
    await card.scrollIntoViewIfNeeded();
    await shot(page, "dashboard-day-1", false);
    await context.close();
  });
});
