import { describe, expect, it } from "vitest";
import { API } from "../src/contracts/api";
import { pathOf, rootOf } from "../src/contracts/endpoint";
import { api, milkDiary, plantDiary } from "./support/diary";
import { browserSuite, signUpThroughApi } from "./support/harness";

const suite = browserSuite();

describe("food patterns in the browser", () => {
  it("shows a planted milk clue with its evidence, on the dashboard too, and confirms it", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpThroughApi(page, "MilkSleuth");
    await plantDiary(page, milkDiary());

    // While the clue is pending, the home dashboard shows the Detective Discovery card.
    await page.goto("/app");
    const discovery = page.getByRole("region", { name: "Detective Discovery" });
    await discovery.waitFor();
    await discovery.getByText("New clue!").waitFor();
    expect(await discovery.textContent()).toMatch(/Milk might be linked to an ouchy tummy/);
    // A clue exists, so the tip that clues will come gives way to it.
    expect(await page.getByRole("complementary", { name: "Detective Tip" }).count()).toBe(0);
    await discovery.getByRole("link", { name: /Investigate the clue/ }).click();
    await page.waitForURL(/\/app\/patterns$/);

    // The Patterns page: totals, the pending clue labelled Investigating, its plain evidence.
    await page.getByRole("heading", { name: "Food Patterns", level: 1 }).waitFor();
    expect(await page.getByLabel("Clue totals").textContent()).toMatch(/Investigating\D*1/);
    const investigating = page.getByRole("region", { name: "Investigating", exact: true });
    const clue = investigating.getByRole("article", { name: /Milk.*Ouchy tummy/ });
    await clue.waitFor();
    await clue.getByText("Investigating").waitFor();
    await clue
      .getByText(/Pain \(Ouchy\) \d+ of \d+ times within 1 to 4 hours after milk/)
      .waitFor();
    await clue.getByText(/Seen \d+ times/).waitFor();
    expect(await clue.getByRole("meter", { name: "How sure" }).getAttribute("value")).toMatch(
      /^\d+$/,
    );
    await page.getByText("Clues, not a diagnosis.").waitFor();

    // Confirming moves it to the confirmed clues and celebrates the Pattern Spotter badge.
    await clue.getByRole("button", { name: "Confirm clue: Milk" }).click();
    await page.getByText("Badge Earned!", { exact: true }).waitFor();
    const confirmed = page.getByRole("region", { name: "Confirmed clues", exact: true });
    await confirmed.getByRole("article", { name: /Milk/ }).getByText("Confirmed").waitFor();
    expect(await investigating.count()).toBe(0);
    await page.reload();
    await confirmed.getByRole("article", { name: /Milk/ }).waitFor();
    expect(await page.getByRole("button", { name: /Confirm clue/ }).count()).toBe(0);

    // Nothing pending any more: no discovery card on the dashboard.
    await page.goto("/app");
    await page.getByRole("heading", { name: "MilkSleuth" }).waitFor();
    expect(await page.getByRole("region", { name: "Detective Discovery" }).count()).toBe(0);
    await context.close();
  });

  it("shows the pattern tip after 5 meals and 3 tummy checks while there is no clue", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpThroughApi(page, "TipSleuth");
    await page.goto("/");
    const post = (path: string, data: unknown) => api(page, "POST", path, data);
    const tip = page.getByRole("complementary", { name: "Detective Tip" });
    for (const food of ["toast", "apple", "pasta", "banana"]) {
      await post(pathOf(API.meals.create), { mealType: "morning snack", manualFoods: [food] });
    }
    for (let i = 0; i < 3; i++) await post(pathOf(API.tummyChecks.create), { feeling: "happy" });
    const loaded = Promise.all(
      [API.meals.summary, API.patterns.list].map((reader) =>
        page.waitForResponse((res) => res.url().includes(`${rootOf(reader)}/`) && res.ok()),
      ),
    );
    await page.goto("/app");
    await loaded;
    await page.getByRole("heading", { name: "Tummy Clues" }).waitFor();
    expect(await tip.count()).toBe(0);

    // The fifth meal is enough: the tip appears and leads to the Patterns page.
    await post(pathOf(API.meals.create), { mealType: "morning snack", manualFoods: ["carrot"] });
    await page.reload();
    await tip.waitFor();
    expect(await page.getByRole("region", { name: "Detective Discovery" }).count()).toBe(0);
    await tip.getByRole("link", { name: /Open Patterns/ }).click();
    await page.waitForURL(/\/app\/patterns$/);
    await context.close();
  });

  it("explains kindly how clues appear when the diary is new", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpThroughApi(page, "NewSleuth");
    await page.goto("/app/patterns");
    await page.getByRole("heading", { name: "No clues yet, Detective!" }).waitFor();
    await page.getByText("Keep going for a few weeks").waitFor();
    await page.getByRole("link", { name: "Log a Meal" }).waitFor();
    expect(await page.getByRole("button", { name: /Confirm|Dismiss/ }).count()).toBe(0);
    await context.close();
  });
});
