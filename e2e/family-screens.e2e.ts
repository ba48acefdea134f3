import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { authEndpoints } from "../src/contracts/auth";
import { pathOf } from "../src/contracts/endpoint";
import { api, signedInDetective } from "./support/diary";
import { browserSuite, MARKER, signUpThroughApi } from "./support/harness";
import { dismissToasts, logMealInBrowser, screenshots } from "./support/screens";

const suite = browserSuite();
const shot = screenshots("td-family-screens-shots");

async function signUpGrownUpThroughApi(page: Page, username: string): Promise<void> {
  const res = await page.request.post(pathOf(authEndpoints.grownUpSignup), {
    data: { username, password: "magnify1", confirmPassword: "magnify1" },
    headers: MARKER,
  });
  if (res.status() !== 201) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
}

/** Makes a join code on Family settings, on the child's card, and reads it off the screen. */
async function makeCode(page: Page, child: string, role: string): Promise<string> {
  await page.goto("/app/family");
  const card = page.getByRole("region", { name: `${child}'s family` });
  await card.getByRole("radio", { name: role }).check();
  await card.getByRole("button", { name: "Make a join code" }).click();
  const code = (await card.getByTestId("join-code").textContent()) ?? "";
  await expect(
    card.getByRole("img", { name: `QR code for joining ${child}'s diary` }).isVisible(),
  ).resolves.toBe(true);
  return code;
}

async function joinWithCode(page: Page, code: string): Promise<void> {
  await page.goto("/app/family");
  await page.getByLabel("Join code").fill(code);
  await page.getByRole("button", { name: "Join a family" }).click();
  await page
    .getByText(/^You joined/)
    .first()
    .waitFor();
  await dismissToasts(page);
}

async function chooseChild(page: Page, name: string): Promise<void> {
  await page.goto("/app");
  const card = page.getByRole("button", { name: `${name}'s diary` });
  await card.click();
  await expect(card.getAttribute("aria-pressed")).resolves.toBe("true");
  await page.getByRole("heading", { name: "Today's Detective Log" }).waitFor();
}

describe("a family keeps the diary together", () => {
  it("two grown-ups and two children through a day: switch, a carer logs, a viewer cannot", async () => {
    // Sam signed up first and hands the diary to Mum with an owner code of its own.
    const sam = await suite.openPhonePage();
    await signUpThroughApi(sam.page, "sam_sleuth");
    const samId = (await signedInDetective(sam.page)).id;
    const samCode = await api<{ code: string }>(sam.page, "POST", "/api/family/join-codes", {
      childId: samId,
      role: "owner",
    });

    // Mum signs up on the grown-up screen, adds Pip (no login) and joins Sam's diary.
    const mum = await suite.openPhonePage();
    await mum.page.goto("/login");
    await mum.page.getByRole("link", { name: "I'm a grown-up" }).click();
    await mum.page.getByLabel("Your name").fill("Mum");
    await mum.page.getByLabel("Password", { exact: true }).fill("magnify1");
    await mum.page.getByLabel("Confirm Password").fill("magnify1");
    await mum.page.getByRole("button", { name: "Create my grown-up login" }).click();
    await mum.page.waitForURL(/\/app\/family$/);
    await mum.page.getByLabel("Child's name").fill("Pip");
    await mum.page.getByLabel("Age", { exact: true }).selectOption({ label: "4 years old" });
    await mum.page.getByRole("button", { name: "Add a child" }).click();
    await mum.page.getByRole("region", { name: "Pip's family" }).waitFor();
    await dismissToasts(mum.page);
    await joinWithCode(mum.page, samCode.code);
    await shot(mum.page, "family-settings-390");

    // Mum invites Grandma: carer for Pip, viewer for Sam.
    const carerCode = await makeCode(mum.page, "Pip", "Carer");
    await shot(mum.page, "join-code-390");
    const viewerCode = await makeCode(mum.page, "sam_sleuth", "Viewer");
    const grandma = await suite.openPhonePage();
    await signUpGrownUpThroughApi(grandma.page, "Grandma");
    await joinWithCode(grandma.page, carerCode);
    await joinWithCode(grandma.page, viewerCode);

    // Grandma switches to Pip and logs lunch as a carer.
    await chooseChild(grandma.page, "Pip");
    await shot(grandma.page, "grown-up-home-390");
    await logMealInBrowser(grandma.page, "Lunch", ["banana"]);
    await grandma.page.getByText("banana").first().waitFor();

    // On Sam's diary she is a viewer: the kind note, and no button that logs.
    await chooseChild(grandma.page, "sam_sleuth");
    await grandma.page.getByText("You can look at this diary, but not change it.").waitFor();
    await expect(grandma.page.getByRole("button", { name: "Log a Meal" }).count()).resolves.toBe(0);
    await shot(grandma.page, "viewer-390");

    // Mum, the owner, sees Grandma's lunch on Pip's diary, and who reported it.
    await chooseChild(mum.page, "Pip");
    await mum.page.getByText("banana").first().waitFor();
    const lunch = mum.page.getByRole("listitem", { name: /^Lunch at / });
    await lunch.getByText("Reported by Grandma").waitFor();
    await lunch.scrollIntoViewIfNeeded();
    await shot(mum.page, "reported-by-390", false);
    await mum.page.setViewportSize({ width: 1280, height: 900 });
    await shot(mum.page, "owner-home-1280");
    await mum.page.goto("/app/family");
    await shot(mum.page, "family-settings-1280");

    // Sam's own login is unchanged: its own dashboard, no switcher, its own entries unsigned.
    await api(sam.page, "POST", "/api/meals", {
      mealType: "morning snack",
      manualFoods: ["apple"],
    });
    await sam.page.goto("/app");
    await sam.page.getByRole("heading", { name: "Today's Detective Log" }).waitFor();
    await sam.page.getByText("apple").first().waitFor();
    await expect(sam.page.getByText(/Reported by/).count()).resolves.toBe(0);
    await expect(sam.page.getByRole("heading", { name: "Your children" }).count()).resolves.toBe(0);

    for (const { context } of [sam, mum, grandma]) await context.close();
  }, 180_000);
});
