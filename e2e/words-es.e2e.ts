import { describe, expect, it } from "vitest";
import type { Mission } from "../src/contracts/missions";
import { api, milkDiary, plantDiary, signedInDetective } from "./support/diary";
import { browserSuite, signUpThroughApi } from "./support/harness";
import { screenshots } from "./support/screens";

const suite = browserSuite();
const shot = screenshots("td-words-es-shots");

/** A phone page of a new detective who chose Spanish on this device. */
async function spanishDetective(username: string) {
  const { context, page } = await suite.openPhonePage();
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("td.language", "es"));
  await signUpThroughApi(page, username);
  return { context, page };
}

describe("missions, badges and clues in Spanish", () => {
  it("words today's mission, its fact and joke, and the badges in Spanish", async () => {
    const { context, page } = await spanishDetective("Marple");
    await api(page, "POST", "/api/meals", { mealType: "breakfast", manualFoods: ["toast"] });
    const me = await signedInDetective(page);
    const mission = await api<Mission>(page, "GET", `/api/missions/today/${me.id}`);
    // The answer keeps SPEC 3's English words and names the fact and joke by id.
    expect(mission.mission).toBe("Log 3 meals");
    expect(mission.unlockedFactId).toMatch(/^fact\d\d$/);

    await page.goto("/app");
    const card = page.getByRole("region", { name: "Anota 3 comidas" });
    await card.getByText("Misión de hoy").waitFor();
    await card.getByText("1 de 3 comidas").waitFor();
    await card.getByRole("heading", { name: "Dato de detective" }).waitFor();
    await card.getByRole("heading", { name: "Chiste de detective" }).waitFor();
    // The joke is a Spanish one: asked with ¿ and answered with ¡.
    await card.getByText(/^¿.+\? ¡.+!$/).waitFor();
    expect(await card.textContent()).not.toContain(mission.unlockedFact ?? "");
    await card.scrollIntoViewIfNeeded();
    await shot(page, "mission-es", false);

    await page.goto("/app/badges");
    const earned = page.getByRole("region", { name: "Tus logros" });
    await earned.getByRole("heading", { name: "Detective de comida" }).waitFor();
    const toEarn = page.getByRole("region", { name: "Insignias por ganar" });
    const tracker = toEarn.getByRole("listitem").filter({ hasText: "Rastreador de barriga" });
    await tracker.getByText("Haz 10 revisiones de barriga", { exact: true }).waitFor();
    await tracker.getByText("0 de 10 revisiones de barriga", { exact: true }).waitFor();
    await tracker.getByText("Vale 30 puntos").waitFor();
    await page.getByText("1 de 8 insignias ganadas").waitFor();
    await shot(page, "badges-es");
    await context.close();
  });

  it("words a clue's evidence in Spanish, the food as typed", async () => {
    const { context, page } = await spanishDetective("Lupin");
    await plantDiary(page, milkDiary());
    await page.goto("/app/patterns");
    const evidence = page.getByText(
      /^Dolor \(Me duele\): \d+ de \d+ veces entre .* después de milk/,
    );
    await evidence.first().waitFor();
    await page
      .getByRole("button", { name: /^Confirmar/ })
      .first()
      .waitFor();
    await shot(page, "patterns-es");
    await context.close();
  });
});
