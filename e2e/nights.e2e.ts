import { describe, expect, it } from "vitest";
import { pathOf } from "../src/contracts/endpoint";
import { exportEndpoints } from "../src/contracts/export";
import { sleepLogEndpoints } from "../src/contracts/sleep-logs";
import { addDays, combineLocalDateAndTime, localDate } from "../src/domain/local-day";
import { api, signedInDetective } from "./support/diary";
import { browserSuite } from "./support/harness";
import { dismissToasts, screenshots, signUpInBrowser } from "./support/screens";

const suite = browserSuite();
const shot = screenshots("td-nights-shots");

/**
 * A fixed-offset zone where the real clock reads 13:xx: the early afternoon of the family, with
 * the morning check-in of last night still on the dashboard (until 15:00) for the whole test.
 */
function zoneWhereItIsAfternoon(now: Date): string {
  let offset = 13 - now.getUTCHours();
  if (offset < -12) offset += 24;
  // Etc/GMT zones count the other way: UTC+10 is Etc/GMT-10.
  return offset === 0 ? "Etc/GMT" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`;
}

type Night = { bedtime: string; date: string; wokeAt: string | null } | null;

describe("a bedtime typed in the afternoon", () => {
  it("asks which night, stores no night still to come, and its morning check-in makes a real night", async () => {
    const now = new Date();
    const zone = zoneWhereItIsAfternoon(now);
    const { context, page } = await suite.openPhonePage({ timezoneId: zone });
    // The phone's clock is pinned to start at the server's now: early afternoon in its zone.
    await page.clock.install({ time: now });
    await signUpInBrowser(page, "Night_Owl", 9);
    const me = await signedInDetective(page);
    const today = localDate(now, zone);
    const current = () =>
      api<Night>(page, "GET", pathOf(sleepLogEndpoints.current, { userId: me.id }));

    await page.getByRole("button", { name: "Log Bedtime" }).click();
    const dialog = page.getByRole("dialog", { name: "Log Bedtime" });
    const save = dialog.getByRole("button", { name: "Save Bedtime" });
    await dialog.getByLabel("Bedtime").fill("20:30");
    await save.click();
    // 8:30 PM at one o'clock could be last night's (catching up) or tonight's: it asks.
    const which = dialog.getByRole("radiogroup", { name: /Which night was 8:30/i });
    await which.waitFor();
    await save.click();
    await dialog.getByText("Tap the night you mean").waitFor();
    await shot(page, "which-night", false);
    // Tonight has not happened: nothing is stored, and the save waits.
    await which.getByRole("radio", { name: /Tonight/ }).click();
    await dialog.getByText("It is not bedtime yet! Log your bedtime when you go to bed.").waitFor();
    expect(await save.isDisabled()).toBe(true);
    await shot(page, "which-night-tonight", false);
    expect(await current()).toBeNull();

    // Last night's, told now, is stored on last night.
    await which.getByRole("radio", { name: /Last night/ }).click();
    await save.click();
    await dialog.waitFor({ state: "hidden" });
    await dismissToasts(page);
    const lastNight = addDays(today, -1);
    expect(await current()).toMatchObject({
      date: lastNight,
      bedtime: combineLocalDateAndTime(lastNight, "20:30", zone).toISOString(),
    });

    // Its morning check-in: woken at 7:00, a night of 10.5 hours, not the hours until now.
    const morningButton = page.getByRole("button", { name: "Morning Check-in" });
    await expect.poll(() => morningButton.isEnabled()).toBe(true);
    await morningButton.click();
    const morning = page.getByRole("dialog", { name: "Morning Check-in" });
    await morning.getByRole("radio", { name: /Turtle/ }).click();
    const wake = morning.getByRole("radiogroup", { name: "When did you wake up?" });
    await wake.getByRole("radio", { name: "Pick a time" }).click();
    await morning.getByLabel("I woke up at").fill("07:00");
    await morning.getByRole("button", { name: "Save Morning Mood" }).click();
    await morning.waitFor({ state: "hidden" });
    await dismissToasts(page);
    const closed = await current();
    expect(closed?.wokeAt).toBe(combineLocalDateAndTime(today, "07:00", zone).toISOString());
    expect((Date.parse(closed?.wokeAt ?? "") - Date.parse(closed?.bedtime ?? "")) / 3_600_000).toBe(
      10.5,
    );

    // Tonight's bedtime, with last night in the diary, can only be tonight's: not yet.
    await page.getByRole("button", { name: "Bedtime Logged" }).click();
    await dialog.getByLabel("Bedtime").fill("20:30");
    await save.click();
    await dialog.getByText("It is not bedtime yet! Log your bedtime when you go to bed.").waitFor();
    expect(await which.count()).toBe(0);
    await shot(page, "bedtime-not-yet", false);
    const exported = await api<{ sleepLogs: { date: string }[] }>(
      page,
      "GET",
      pathOf(exportEndpoints.diary, { userId: me.id }),
    );
    expect(exported.sleepLogs.map((log) => log.date)).toEqual([lastNight]);
    await context.close();
  });
});
