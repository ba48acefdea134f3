import { describe, expect, it } from "vitest";
import { expectAccessible } from "./support/axe";
import { browserSuite, MARKER, signUpThroughApi } from "./support/harness";
import { screenshots } from "./support/screens";

// A bare "tortilla" is a flatbread in Mexico and an egg omelette in Spain (ADR 072): the meal
// form asks the child which one it was, in Spanish, and keeps the food chosen, so the diary
// counts egg only when there was egg.
const suite = browserSuite();
const shot = screenshots("td-spanish-tortilla-shots");

describe("a bare tortilla on a Mexican Spanish phone", () => {
  it("asks which tortilla it was with big buttons, when logging and editing, and keeps the chosen food", async () => {
    const { context, page } = await suite.openPhonePage({ bypassCSP: true, locale: "es-MX" });
    await signUpThroughApi(page, "TortillaMX", 8);
    await page.goto("/app/log-meal");
    await page.getByRole("heading", { name: "Anotar una comida" }).waitFor();
    // The tabs load apart from the screen: their labels are in Spanish too, never their keys.
    const tabs = page.getByRole("navigation").last();
    await tabs.getByText("Inicio", { exact: true }).waitFor();
    expect(await tabs.textContent()).not.toContain("shell.");
    await page.getByRole("radio", { name: "Desayuno" }).click();
    await page.getByLabel("¿Qué comiste?").fill("tortilla");
    await page.getByRole("button", { name: "Añadir comida" }).click();

    const question = page.getByRole("group", { name: "¿Qué tortilla era?" });
    await question.waitFor();
    await question.getByRole("button", { name: "Tortilla de maíz (pan plano)" }).waitFor();
    await question.getByRole("button", { name: "Tortilla de harina (pan plano)" }).waitFor();
    const omelette = question.getByRole("button", { name: "Tortilla de patatas (de huevo)" });
    // Big enough for a child's thumb.
    expect((await omelette.boundingBox())?.height).toBeGreaterThanOrEqual(48);
    await question.scrollIntoViewIfNeeded();
    await expectAccessible(page, "the tortilla question (es-MX)");
    await shot(page, "es-MX-tortilla-question");

    await omelette.click();
    const plate = page.getByRole("list", { name: "Comidas de este plato" });
    await plate.getByText("tortilla de patatas").waitFor();
    await question.waitFor({ state: "detached" });
    await shot(page, "es-MX-tortilla-answered");
    await page.getByRole("button", { name: /Guardar comida/ }).click();
    await page.waitForURL(/\/app$/);

    const me = await (await page.request.get("/api/auth/me", { headers: MARKER })).json();
    const meals = await (
      await page.request.get(`/api/meals/today/${me.id}`, { headers: MARKER })
    ).json();
    expect(meals.map((meal: { manualFoods: string[] }) => meal.manualFoods)).toEqual([
      ["tortilla de patatas"],
    ]);

    // Editing the meal to a bare "tortilla" asks the same question, and keeps the answer.
    await page.getByRole("button", { name: "Editar comida" }).click();
    const edit = page.getByRole("form", { name: "Cambiar comida" });
    await edit.getByLabel("Comidas").fill("tortilla");
    const again = edit.getByRole("group", { name: "¿Qué tortilla era?" });
    const corn = again.getByRole("button", { name: "Tortilla de maíz (pan plano)" });
    await corn.waitFor();
    expect((await corn.boundingBox())?.height).toBeGreaterThanOrEqual(48);
    await again.scrollIntoViewIfNeeded();
    await expectAccessible(page, "the tortilla question when editing (es-MX)");
    await shot(page, "es-MX-tortilla-edit-question");
    await corn.click();
    await again.waitFor({ state: "detached" });
    expect(await edit.getByLabel("Comidas").inputValue()).toBe("tortilla de maíz");
    await edit.getByRole("button", { name: "Guardar cambios" }).click();
    await edit.waitFor({ state: "detached" });
    await expect
      .poll(async () => {
        const list = await (
          await page.request.get(`/api/meals/today/${me.id}`, { headers: MARKER })
        ).json();
        return list.map((meal: { manualFoods: string[] }) => meal.manualFoods);
      })
      .toEqual([["tortilla de maíz"]]);
    await context.close();
  });
});
