import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { authEndpoints } from "../src/contracts/auth";
import { pathOf } from "../src/contracts/endpoint";
import { familyEndpoints } from "../src/contracts/family";
import { mealEndpoints } from "../src/contracts/meals";
import { api } from "./support/diary";
import { browserSuite, MARKER } from "./support/harness";
import { screenshots } from "./support/screens";

const suite = browserSuite();
const shot = screenshots("td-family-delete-login-shots");

async function signUpGrownUp(page: Page, username: string): Promise<void> {
  const res = await page.request.post(pathOf(authEndpoints.grownUpSignup), {
    data: { username, password: "magnify1", confirmPassword: "magnify1" },
    headers: MARKER,
  });
  if (res.status() !== 201) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
}

async function addChild(page: Page, name: string): Promise<string> {
  const child = await api<{ id: string }>(page, "POST", pathOf(familyEndpoints.addChild), {
    name,
    age: 5,
  });
  return child.id;
}

/** The owner makes a code for `childId` with `role`; `joiner` joins with it. */
async function invite(owner: Page, joiner: Page, childId: string, role: string): Promise<void> {
  const { code } = await api<{ code: string }>(owner, "POST", "/api/family/join-codes", {
    childId,
    role,
  });
  await api(joiner, "POST", pathOf(familyEndpoints.join), { code });
}

async function chooseChild(page: Page, name: string): Promise<void> {
  await page.goto("/app");
  const card = page.getByRole("button", { name: `${name}'s diary` });
  await card.click();
  await expect(card.getAttribute("aria-pressed")).resolves.toBe("true");
  await page.getByRole("heading", { name: "Today's Detective Log" }).waitFor();
}

describe("a grown-up's login and the children with it", () => {
  it("a viewer sees no Edit or Delete; deleting a login takes only the children it alone owns", async () => {
    const mum = await suite.openPhonePage();
    const dad = await suite.openPhonePage();
    await mum.page.goto("/");
    await dad.page.goto("/");
    await signUpGrownUp(mum.page, "Mum_Holmes");
    await signUpGrownUp(dad.page, "Dad_Watson");
    // Pip is Mum's alone (Dad only views); Tom has two owners.
    const pipId = await addChild(mum.page, "Pip");
    const tomId = await addChild(mum.page, "Tom");
    await invite(mum.page, dad.page, pipId, "viewer");
    await invite(mum.page, dad.page, tomId, "owner");
    await api(mum.page, "POST", pathOf(mealEndpoints.create), {
      userId: pipId,
      mealType: "lunch",
      manualFoods: ["banana"],
    });

    // Dad views Pip's diary: the lunch, but no Edit, no Delete and no avatar pencil.
    await chooseChild(dad.page, "Pip");
    await dad.page.getByText("banana").first().waitFor();
    await expect.poll(() => dad.page.getByRole("button", { name: /^Edit/ }).count()).toBe(0);
    await expect.poll(() => dad.page.getByRole("button", { name: /^Delete/ }).count()).toBe(0);
    await expect
      .poll(() => dad.page.getByRole("button", { name: "Customize avatar" }).count())
      .toBe(0);
    await shot(dad.page, "viewer-home-390");
    // Mum, the owner, has them.
    await chooseChild(mum.page, "Pip");
    await mum.page.getByRole("button", { name: "Edit meal" }).waitFor();
    await mum.page.getByRole("button", { name: "Customize avatar" }).waitFor();

    // Mum's confirm step names who goes and who stays.
    await mum.page.goto("/app/family");
    const area = mum.page.getByRole("region", { name: "Delete my login" });
    await area.getByRole("button", { name: "Delete my login…" }).click();
    const goes = area.getByRole("region", { name: "Deleted with your login" });
    const stays = area.getByRole("region", { name: "These stay" });
    await expect(goes.getByRole("listitem").allTextContents()).resolves.toEqual(["Pip"]);
    await expect(stays.getByRole("listitem").allTextContents()).resolves.toEqual(["Tom"]);
    await shot(mum.page, "delete-login-confirm-390");

    // A wrong password says so and deletes nothing.
    await area.getByLabel("Your password").fill("not-my-password");
    await area.getByRole("button", { name: "Delete my login", exact: true }).click();
    await area.getByText(/not your current secret code/).waitFor();
    await shot(mum.page, "delete-login-wrong-password-390");
    await expect(mum.page.url()).toMatch(/\/app\/family$/);
    const stillThere = await api<{ children: { id: string }[] }>(
      mum.page,
      "GET",
      pathOf(familyEndpoints.family),
    );
    expect(stillThere.children.map((c) => c.id).sort()).toEqual([pipId, tomId].sort());

    // The right password: signed out on the landing page.
    await area.getByLabel("Your password").fill("magnify1");
    await area.getByRole("button", { name: "Delete my login", exact: true }).click();
    await mum.page.waitForURL((url) => url.pathname === "/");
    const me = await mum.page.request.get(pathOf(authEndpoints.me));
    expect(me.status()).toBe(401);
    await shot(mum.page, "after-delete-390");

    // Pip went with Mum's login; Tom stays with Dad, its only owner now.
    const family = await api<{ children: { id: string; username: string; role: string }[] }>(
      dad.page,
      "GET",
      pathOf(familyEndpoints.family),
    );
    expect(family.children.map((c) => [c.username, c.role])).toEqual([["Tom", "owner"]]);
    await dad.page.goto("/app");
    await dad.page.getByRole("heading", { name: "Today's Detective Log" }).waitFor();
    await expect.poll(() => dad.page.getByRole("button", { name: "Pip's diary" }).count()).toBe(0);

    for (const { context } of [mum, dad]) await context.close();
  }, 180_000);
});
