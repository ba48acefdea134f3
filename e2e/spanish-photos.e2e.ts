import { describe, expect, it } from "vitest";
import { expectAccessible } from "./support/axe";
import { browserSuite, signUpThroughApi } from "./support/harness";
import { BANANA_PHOTO, holdUploads, MILK_PHOTO, todaysMeals } from "./support/photos";
import { dismissToasts, expectToast, screenshots } from "./support/screens";

// A child whose phone speaks Spanish (Mexico) snaps a meal and designs a detective: the photo's
// picker, its analysis, its result, a photo kept for later without signal and the avatar editor
// are in Spanish words (ADR 071) at 390 px, with nothing a screen reader or a child cannot get
// past. A food typed in Spanish shows the picture of the same food in English (ADR 072). The
// lab's own foods and questions are in Spanish too, and the meal keeps the food as the child
// saw it.
const suite = browserSuite();
const shot = screenshots("td-spanish-photos-shots");
const LOCALE = "es-MX";

describe("the photo screens and the avatar editor in Spanish (es-MX)", () => {
  it("picks, analyses and fixes a meal photo in Spanish", async () => {
    const { context, page } = await suite.openPhonePage({ bypassCSP: true, locale: LOCALE });
    await signUpThroughApi(page, "FotoLupita", 9);
    const uploads = await holdUploads(page);
    await page.goto("/app/log-meal");
    await page.getByRole("heading", { name: "Anotar una comida" }).waitFor();
    await page.waitForFunction((tag) => document.documentElement.lang === tag, LOCALE);

    // The picker.
    const photo = page.getByRole("region", { name: "Pistas de la foto" });
    await photo.getByText("¡Toma una foto de tu plato, detective!").waitFor();
    await photo.getByText("El laboratorio encontrará los alimentos por ti.").waitFor();
    await photo.getByLabel("Tomar una foto").waitFor();
    await expectAccessible(page, "the photo picker (es-MX)");
    await shot(page, "picker");

    // Not an image: the picker says so in Spanish.
    await photo.getByLabel("Elegir una foto").setInputFiles({
      name: "notas.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("no es una foto"),
    });
    await photo.getByText("¡Elige un archivo de imagen, detective!").waitFor();

    // The analysis, held until it has been looked at.
    await photo.getByLabel("Elegir una foto").setInputFiles(BANANA_PHOTO);
    await photo.getByText("Analizando tu foto...").waitFor();
    await photo.getByRole("img", { name: "Tu comida" }).waitFor();
    await expectAccessible(page, "the photo analysis (es-MX)");
    await shot(page, "analyzing", false);
    uploads.release();

    // The result: the lab's food named in Spanish, with its Spanish group and sureness, and the
    // way to fix it.
    await photo.getByText("Análisis terminado").waitFor({ timeout: 60_000 });
    await photo.getByText("de seguridad en total").waitFor();
    const foods = photo.getByRole("list", { name: "Alimentos de la foto" });
    const banana = foods.getByRole("listitem").filter({ hasText: "plátano" });
    await banana.getByText(/^\d+% de seguridad$/).waitFor();
    await banana.getByText("Alimentos para Crecer").waitFor();
    expect(await banana.textContent()).toContain("🍌");
    expect(await foods.getByRole("listitem").allTextContents()).not.toContainEqual(
      expect.stringMatching(/banana/i),
    );
    await photo.getByRole("button", { name: "Quitar plátano" }).waitFor();
    // The longer Spanish words stay inside the food's card, clear of its remove button.
    const spills = await banana.evaluate((item) => {
      const text = item.querySelector<HTMLElement>(".min-w-0");
      const remove = item.querySelector("button");
      if (!text || !remove) return ["no card"];
      const edge = Math.min(
        text.getBoundingClientRect().right,
        remove.getBoundingClientRect().left,
      );
      return [...text.querySelectorAll<HTMLElement>("*")]
        .filter((el) => el.getBoundingClientRect().right > edge + 1)
        .map((el) => (el.textContent ?? "").slice(0, 40));
    });
    expect(spills).toEqual([]);
    await photo.getByText("¿Algo está mal?", { exact: false }).waitFor();

    // A food typed in Spanish gets the picture of the same food in English.
    await page.getByLabel("¿Qué comiste?").fill("plátano");
    await page.getByRole("button", { name: "Añadir comida" }).click();
    const typed = page.getByRole("list", { name: "Comidas de este plato" });
    await typed.getByText("plátano").waitFor();
    expect(
      await typed.getByRole("listitem").filter({ hasText: "plátano" }).textContent(),
    ).toContain("🍌");
    await page.getByLabel("¿Qué comiste?").fill("leche");
    await page.getByRole("button", { name: "Añadir comida" }).click();
    await typed.getByText("leche").waitFor();
    expect(await typed.getByRole("listitem").filter({ hasText: "leche" }).textContent()).toContain(
      "🥛",
    );
    await photo.scrollIntoViewIfNeeded();
    await expectAccessible(page, "the photo result (es-MX)");
    await shot(page, "result");

    // Another photo: back to the picker.
    await photo.getByRole("button", { name: "Tomar otra foto" }).click();
    await photo.getByText("¡Toma una foto de tu plato, detective!").waitFor();

    // A glass of milk: the lab asks, in Spanish, what is in the cup.
    await photo.getByLabel("Elegir una foto").setInputFiles(MILK_PHOTO);
    await photo.getByText("Análisis terminado").waitFor({ timeout: 60_000 });
    const questions = photo.getByRole("list", { name: "Preguntas del laboratorio" });
    await questions.getByRole("button", { name: /¿Qué hay en la taza\?/ }).waitFor();
    expect(await questions.textContent()).not.toMatch(/What's in/);
    await questions.scrollIntoViewIfNeeded();
    await expectAccessible(page, "the lab's question (es-MX)");
    await shot(page, "question");
    await photo.getByRole("button", { name: "Tomar otra foto" }).click();
    await photo.getByText("¡Toma una foto de tu plato, detective!").waitFor();

    // No signal: the photo waits on this phone, said in Spanish.
    await context.setOffline(true);
    await photo.getByLabel("Elegir una foto").setInputFiles(BANANA_PHOTO);
    await photo.getByText("Foto guardada en este teléfono").waitFor();
    await photo.getByText(/^Ahora no hay señal/).waitFor();
    await expectAccessible(page, "a photo kept for later (es-MX)");
    await shot(page, "waiting", false);
    await context.setOffline(false);
    await context.close();
  });

  it("keeps the lab's food in the meal as the child saw it, in Spanish", async () => {
    const { context, page } = await suite.openPhonePage({ bypassCSP: true, locale: LOCALE });
    await signUpThroughApi(page, "FotoPlatano", 9);
    await page.goto("/app/log-meal");
    await page.getByRole("heading", { name: "Anotar una comida" }).waitFor();
    const photo = page.getByRole("region", { name: "Pistas de la foto" });
    await photo.getByLabel("Elegir una foto").setInputFiles(BANANA_PHOTO);
    await photo.getByText("Análisis terminado").waitFor({ timeout: 60_000 });
    await photo
      .getByRole("list", { name: "Alimentos de la foto" })
      .getByRole("listitem")
      .filter({ hasText: "plátano" })
      .waitFor();
    await page.getByRole("button", { name: /Guardar comida/ }).click();
    await page.waitForURL(/\/app$/);
    const [meal] = await todaysMeals(page);
    expect(meal?.detectedFoods).toEqual(["plátano"]);
    expect(meal?.photoUrl).toMatch(/^\/api\/photos\//);
    await context.close();
  });

  it("designs the detective in Spanish and saves it", async () => {
    const { context, page } = await suite.openPhonePage({ bypassCSP: true, locale: LOCALE });
    await signUpThroughApi(page, "AvatarLupita", 9);
    await page.goto("/app");
    await page
      .getByRole("button", { name: "Personalizar avatar" })
      .getByRole("img", { name: "Avatar de AvatarLupita" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Diseña a tu detective" });
    const tabs = dialog.getByRole("tablist", { name: "Partes del avatar" });
    await tabs.waitFor();
    expect(await tabs.getByRole("tab").allTextContents()).toEqual([
      "Estilos",
      "Mi foto",
      "Accesorios",
      "Fondos",
    ]);
    const preview = dialog.getByRole("img", { name: "Vista previa del avatar" });

    const presets = dialog.getByRole("radiogroup", { name: "Elige a tu detective" });
    expect(await presets.getByRole("radio").count()).toBe(26);
    await presets.getByRole("radio", { name: "Zorro" }).click();
    expect(await preview.textContent()).toContain("🦊");
    await dialog.getByText("Zorro", { exact: true }).first().waitFor();
    await expectAccessible(page, "the avatar presets (es-MX)");
    await shot(page, "avatar-presets", false);

    await tabs.getByRole("tab", { name: "Accesorios" }).click();
    const accessories = dialog.getByRole("radiogroup", { name: "Agrega un accesorio" });
    await accessories.getByRole("radio", { name: "Ninguno" }).waitFor();
    await accessories.getByRole("radio", { name: "Corona" }).click();
    await expectAccessible(page, "the avatar accessories (es-MX)");
    await shot(page, "avatar-accessories", false);

    await tabs.getByRole("tab", { name: "Fondos" }).click();
    const backgrounds = dialog.getByRole("radiogroup", { name: "Elige un fondo" });
    expect(await backgrounds.getByRole("radio").count()).toBe(15);
    await backgrounds.getByRole("radio", { name: "Océano" }).click();
    await expectAccessible(page, "the avatar backgrounds (es-MX)");
    await shot(page, "avatar-backgrounds", false);

    await tabs.getByRole("tab", { name: "Mi foto" }).click();
    await dialog.getByText("¡Sé tu propio detective!").waitFor();
    await dialog.getByText(/^Cualquier foto de menos de 5 MB/).waitFor();
    await expectAccessible(page, "the avatar photo tab (es-MX)");
    await shot(page, "avatar-photo-tab", false);
    await tabs.getByRole("tab", { name: "Estilos" }).click();

    await dialog.getByRole("button", { name: "Guardar avatar" }).click();
    await expectToast(page, "¡Avatar guardado!", "¡Te ves genial, detective!");
    await dialog.waitFor({ state: "hidden" });
    await dismissToasts(page);
    await context.close();
  });

  it("reads the privacy page and the test labs in Spanish", async () => {
    const { context, page } = await suite.openPhonePage({ bypassCSP: true, locale: LOCALE });
    await page.goto("/privacy");
    await page.getByRole("heading", { name: "Tus expedientes son tuyos" }).waitFor();
    await page.getByRole("region", { name: "Cuánto tiempo se guarda" }).waitFor();
    await page.getByRole("link", { name: "Inicio" }).waitFor();
    await expectAccessible(page, "the privacy page (es-MX)");
    await shot(page, "privacy");
    await page.goto("/mobile-test");
    await page.getByRole("heading", { name: "Laboratorio de pruebas del móvil" }).waitFor();
    await page.getByRole("button", { name: "Probar la conexión con la API" }).waitFor();
    await page.goto("/safari-test");
    await page.getByRole("heading", { name: "Laboratorio de pruebas de Safari" }).waitFor();
    await page.getByRole("button", { name: "Probar el inicio de sesión" }).waitFor();
    await context.close();
  });
});
