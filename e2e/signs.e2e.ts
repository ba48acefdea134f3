import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pathOf } from "../src/contracts/endpoint";
import { parentEndpoints } from "../src/contracts/parent";
import { sleepLogEndpoints } from "../src/contracts/sleep-logs";
import { tummyCheckEndpoints } from "../src/contracts/tummy-checks";
import { localDate } from "../src/domain/local-day";
import { expectAccessible } from "./support/axe";
import { api, signedInDetective } from "./support/diary";
import { browserSuite } from "./support/harness";
import {
  dismissToasts,
  openParent,
  PHONE_ZONE,
  screenshots,
  signUpInBrowser,
} from "./support/screens";

const suite = browserSuite();
const shot = screenshots("td-signs-shots");

async function openTummyCheck(page: Page) {
  await page.getByRole("button", { name: "Tummy Check", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Tummy Check" });
  await dialog.waitFor();
  return dialog;
}

async function openClinicSummary(page: Page) {
  await page.getByRole("button", { name: "Open Clinic Summary" }).click();
  const sheet = page.getByRole("dialog", { name: "Clinic summary" });
  await sheet.getByRole("heading", { name: /^Clinic Summary: / }).waitFor();
  return sheet;
}

describe("alarm signs, who reported, the children's scale and waking", () => {
  it("a parent logs an alarm sign and sees the calm card and the head of the clinic summary", async () => {
    const { context, page } = await suite.openPhonePage({ bypassCSP: true });
    await signUpInBrowser(page, "Ruby", 10);
    const dialog = await openTummyCheck(page);
    await dialog.getByRole("radio", { name: "Ouchy" }).click();
    await dialog.getByRole("radio", { name: "Runny Tummy" }).click();
    // The child's own words on the step a child can skip: nothing frightening.
    await dialog.getByText("Something else?").click();
    await dialog.getByText("Red in my poo").waitFor();
    expect(await dialog.getByText("Weight loss noticed").count()).toBe(0);
    await shot(page, "tummy-something-else-child", false);
    // A parent is telling: plain names. Weight loss is kept in the child's history now, and
    // night waking is no alarm sign, though it can still be logged.
    await dialog.getByRole("radio", { name: "A parent" }).click();
    expect(await dialog.getByText("Weight loss noticed").count()).toBe(0);
    await dialog.getByText("Blood in poo").click();
    await dialog.getByText("Pain or trouble swallowing").click();
    await dialog.getByText("Waking at night with tummy pain").click();
    await dialog.getByText("Fever").click();
    await dialog.getByText("Fever").click();
    await shot(page, "tummy-something-else-parent", false);
    await expectAccessible(page, "tummy check with Something else? open");
    await dialog.getByRole("button", { name: "Save Tummy Check" }).click();
    await dialog.waitFor({ state: "hidden" });
    await dismissToasts(page);

    const me = await signedInDetective(page);
    const checks = await api<{ reporter: string; alarmSigns: string[] }[]>(
      page,
      "GET",
      pathOf(tummyCheckEndpoints.today, { userId: me.id }),
    );
    expect(checks).toMatchObject([
      {
        reporter: "parent",
        alarmSigns: ["blood in poo", "pain or trouble swallowing", "woke at night with tummy pain"],
      },
    ]);

    await openParent(page);
    const card = page.getByRole("region", {
      name: /Please talk to your child's doctor soon about/,
    });
    await card.waitFor();
    const day = localDate(new Date(), PHONE_ZONE);
    expect(await card.getByRole("listitem").allInnerTexts()).toEqual([
      `blood in poo (${day})`,
      `pain or trouble swallowing (${day})`,
    ]);
    await shot(page, "parent-alarm-card", false);
    await expectAccessible(page, "parent page with the alarm signs card");
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, "parent-alarm-card-1280", false);
    await page.setViewportSize({ width: 390, height: 844 });

    const sheet = await openClinicSummary(page);
    const head = sheet.getByRole("region", { name: "Alarm signs logged" });
    await head.getByText(`blood in poo (${day})`).waitFor();
    await head
      .getByText(
        /Waking at night with tummy pain:\s*1 day \(logged; not one of Rome IV's alarm signs\)/,
      )
      .waitFor();
    await shot(page, "clinic-summary-alarm-signs", false);

    // A sign ticked by mistake is taken back on the check itself, and leaves the card.
    await page.goto("/app");
    const check = page.getByRole("listitem", { name: /^Tummy check at / });
    await check.getByRole("button", { name: "Edit tummy check" }).click();
    expect(await check.getByLabel("Who told").inputValue()).toBe("parent");
    const blood = check.getByRole("checkbox", { name: "Blood in poo" });
    expect(await blood.isChecked()).toBe(true);
    await blood.uncheck();
    await shot(page, "tummy-edit-signs", false);
    await expectAccessible(page, "the inline editor of a tummy check");
    await check.getByRole("button", { name: "Save changes" }).click();
    await check.getByRole("button", { name: "Edit tummy check" }).waitFor();
    expect(
      await api<{ reporter: string; alarmSigns: string[] }[]>(
        page,
        "GET",
        pathOf(tummyCheckEndpoints.today, { userId: me.id }),
      ),
    ).toMatchObject([
      {
        reporter: "parent",
        alarmSigns: ["pain or trouble swallowing", "woke at night with tummy pain"],
      },
    ]);
    await openParent(page);
    await card.waitFor();
    expect(await card.getByRole("listitem").allInnerTexts()).toEqual([
      `pain or trouble swallowing (${day})`,
    ]);
    await context.close();
  });

  it("a 6-year-old's stool form shows the 5 children's pictures; a 9-year-old's keeps today's", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpInBrowser(page, "Theo", 6);
    const dialog = await openTummyCheck(page);
    await dialog.getByText("Any poo? Tap the picture that looks like it.").waitFor();
    const words = ["Hard lumps", "Lumpy sausage", "Smooth soft sausage", "Mushy", "Watery"];
    for (const name of words) {
      expect(await dialog.getByRole("radio", { name, exact: true }).count(), name).toBe(1);
    }
    expect(await dialog.getByRole("radio", { name: "Runny Tummy" }).count()).toBe(0);
    await dialog.getByRole("radio", { name: "Tummy OK" }).click();
    await dialog.getByRole("radio", { name: "Mushy" }).click();
    await shot(page, "tummy-child-scale", false);
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, "tummy-child-scale-1280", false);
    await page.setViewportSize({ width: 390, height: 844 });
    await dialog.getByRole("button", { name: "Save Tummy Check" }).click();
    await dialog.waitFor({ state: "hidden" });
    const me = await signedInDetective(page);
    const checks = await api<{ childStoolType: number; bathroomEvent: string }[]>(
      page,
      "GET",
      pathOf(tummyCheckEndpoints.today, { userId: me.id }),
    );
    expect(checks).toMatchObject([{ childStoolType: 4, bathroomEvent: "runny tummy" }]);
    await context.close();

    const older = await suite.openPhonePage();
    await signUpInBrowser(older.page, "Nina", 9);
    const form = await openTummyCheck(older.page);
    await form.getByRole("radio", { name: "Runny Tummy" }).waitFor();
    expect(await form.getByRole("radio", { name: "Mushy" }).count()).toBe(0);
    await older.context.close();
  });

  it("the child and a parent rate one stool; the clinic summary shows that they agreed", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpInBrowser(page, "Sam", 6);
    // The child rates the stool.
    let dialog = await openTummyCheck(page);
    await dialog.getByRole("radio", { name: "Tummy OK" }).click();
    await dialog.getByRole("radio", { name: "Smooth soft sausage" }).click();
    expect(await dialog.getByRole("radio", { name: "Me" }).isChecked()).toBe(true);
    await dialog.getByRole("button", { name: "Save Tummy Check" }).click();
    await dialog.waitFor({ state: "hidden" });
    await dismissToasts(page);

    // A parent, in parent mode, rates the same stool.
    const me = await signedInDetective(page);
    await api(page, "PUT", pathOf(parentEndpoints.code, { userId: me.id }), {
      password: "magnify1",
      parentCode: "2468",
    });
    await api(page, "POST", pathOf(parentEndpoints.start, { userId: me.id }), {
      parentCode: "2468",
    });
    await page.reload();
    dialog = await openTummyCheck(page);
    await expect.poll(() => dialog.getByRole("radio", { name: "A parent" }).isChecked()).toBe(true);
    await dialog.getByRole("radio", { name: "Tummy OK" }).click();
    await dialog.getByRole("radio", { name: "Smooth soft sausage" }).click();
    const same = dialog.getByRole("radiogroup", {
      name: /^Is this the same poo Sam logged at \d{1,2}:\d\d( [ap]m)?\?$/,
    });
    await same.getByRole("radio", { name: "Yes, the same one" }).click();
    await shot(page, "tummy-same-poo", false);
    await dialog.getByRole("button", { name: "Save Tummy Check" }).click();
    await dialog.waitFor({ state: "hidden" });
    await dismissToasts(page);

    const checks = await api<{ id: string; reporter: string; sameAsId: string | null }[]>(
      page,
      "GET",
      pathOf(tummyCheckEndpoints.today, { userId: me.id }),
    );
    expect(checks.map((c) => [c.reporter, c.sameAsId])).toEqual([
      ["child", null],
      ["parent", checks[0]?.id],
    ]);

    await openParent(page);
    const sheet = await openClinicSummary(page);
    await sheet
      .getByText("agreed on 1 of 1 stool (100%); each stool counted once above.")
      .waitFor();
    await sheet.getByText(/3 Smooth soft sausage = Type 4/).waitFor();
    await sheet.getByText(/Just Right: 1 \(100%\)/).waitFor();
    await shot(page, "clinic-summary-agreement", false);
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, "clinic-summary-agreement-1280", false);
    await page.setViewportSize({ width: 390, height: 844 });
    // None in the period: one line at the head of the sheet.
    await sheet.getByText(/Alarm signs logged:\s*none \(blood in poo/).waitFor();
    await context.close();
  });

  it("the morning check-in asks when the child woke and keeps it", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpInBrowser(page, "Wren", 9);
    await page.getByRole("button", { name: "Log Bedtime" }).click();
    const bedtime = page.getByRole("dialog", { name: "Log Bedtime" });
    await bedtime.getByRole("button", { name: "Save Bedtime" }).click();
    await bedtime.waitFor({ state: "hidden" });
    await dismissToasts(page);
    const morningButton = page.getByRole("button", { name: "Morning Check-in" });
    await expect.poll(() => morningButton.isEnabled()).toBe(true);
    await morningButton.click();
    const morning = page.getByRole("dialog", { name: "Morning Check-in" });
    const wake = morning.getByRole("radiogroup", { name: "When did you wake up?" });
    const wakeWords = (await wake.getByRole("radio").allInnerTexts()).map((t) =>
      t.split("\n").at(-1),
    );
    expect(wakeWords).toEqual([
      "Just now",
      "30 min ago",
      "1 hour ago",
      "2 hours ago",
      "Pick a time",
    ]);
    await morning.getByRole("radio", { name: /Turtle/ }).click();
    await wake.getByRole("radio", { name: "Pick a time" }).click();
    await morning.getByLabel("I woke up at").waitFor();
    await shot(page, "morning-wake", false);
    // A time before the bedtime cannot be the end of the night.
    await wake.getByRole("radio", { name: "2 hours ago" }).click();
    await morning.getByRole("button", { name: "Save Morning Mood" }).click();
    await morning.getByText("You woke up after you went to bed! Pick a later time.").waitFor();
    await wake.getByRole("radio", { name: "Just now" }).click();
    await morning.getByRole("button", { name: "Save Morning Mood" }).click();
    await morning.waitFor({ state: "hidden" });
    const me = await signedInDetective(page);
    const log = await api<{ wokeAt: string | null; bedtime: string }>(
      page,
      "GET",
      pathOf(sleepLogEndpoints.current, { userId: me.id }),
    );
    expect(log.wokeAt).not.toBeNull();
    expect(Date.parse(log.wokeAt ?? "")).toBeGreaterThan(Date.parse(log.bedtime));
    await context.close();
  });
});
