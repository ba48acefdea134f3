import { describe, expect, it } from "vitest";
import { authEndpoints } from "../src/contracts/auth";
import { pathOf } from "../src/contracts/endpoint";
import { familyEndpoints } from "../src/contracts/family";
import { expectAccessible } from "./support/axe";
import { browserSuite, MARKER, signUpThroughApi } from "./support/harness";
import { screenshots } from "./support/screens";
import { expectNoOverflow, openSpanishParentPage, openSpanishPhone } from "./support/spanish";

const shot = screenshots("td-spanish-parent-shots");

const suite = browserSuite();

for (const locale of ["es-ES", "es-MX"]) {
  describe(`the Parent page and Family settings in Spanish (${locale})`, () => {
    it("reads the Parent page in Spanish, accessible and within 390 px", async () => {
      const { context, page } = await openSpanishPhone(suite, locale);
      await signUpThroughApi(page, `Pista${locale.slice(3)}${Date.now().toString(36)}`);
      await openSpanishParentPage(page, locale);
      for (const heading of [
        "Perfil del niño",
        "Análisis de patrones",
        "Recordatorios",
        "Informes médicos",
        "Enlace para la consulta",
        "Descargar todo",
      ]) {
        await page.getByRole("heading", { name: heading }).first().waitFor();
      }
      await page.getByRole("button", { name: "Crear un enlace para la consulta" }).waitFor();
      await page.getByText("Pon un código parental", { exact: false }).first().waitFor();
      await expectAccessible(page, `Parent page (${locale})`);
      await expectNoOverflow(page, `Parent page (${locale})`);
      // The top of the page (a full-page picture of the long page is too slow on a busy machine).
      await shot(page, `parent-${locale}`, false);
      // The profile's parent code card and language control, in Spanish too.
      await page.goto("/app/profile");
      const code = page.getByRole("region", { name: "Código parental" });
      await code.getByRole("button", { name: "Poner" }).click();
      await code.getByLabel("Código secreto de la cuenta").waitFor();
      await page.getByRole("region", { name: "Idioma" }).waitFor();
      await expectAccessible(page, `Profile (${locale})`);
      await expectNoOverflow(page, `Profile (${locale})`);
      await shot(page, `profile-${locale}`);
      await context.close();
    }, 180_000);

    it("reads Family settings in Spanish, accessible and within 390 px", async () => {
      const { context, page } = await openSpanishPhone(suite, locale);
      const res = await page.request.post(pathOf(authEndpoints.grownUpSignup), {
        data: {
          username: `Abuela${locale.slice(3)}${Date.now().toString(36)}`,
          password: "magnify1",
          confirmPassword: "magnify1",
        },
        headers: MARKER,
      });
      expect(res.status()).toBe(201);
      const child = await page.request.post(pathOf(familyEndpoints.addChild), {
        data: { name: "Valentina", age: 7 },
        headers: MARKER,
      });
      expect(child.status()).toBe(201);
      await page.goto("/app/family");
      await page.getByRole("heading", { name: "Familia", level: 1 }).waitFor();
      const card = page.getByRole("region", { name: "Familia de Valentina" });
      await card.getByText("Eres responsable").waitFor();
      await card.getByRole("radio", { name: "Cuidador" }).check();
      await card.getByRole("button", { name: "Crear un código" }).click();
      await card
        .getByRole("img", { name: "Código QR para unirse al diario de Valentina" })
        .waitFor();
      await page.getByRole("heading", { name: "Borrar mi cuenta" }).waitFor();
      await expectAccessible(page, `Family settings (${locale})`);
      await expectNoOverflow(page, `Family settings (${locale})`);
      await shot(page, `family-${locale}`);
      // The home's child switcher speaks Spanish too.
      await page.goto("/app");
      await page.getByRole("heading", { name: "Tus niños" }).waitFor();
      await page
        .getByText(/0 comidas hoy/)
        .first()
        .waitFor();
      await shot(page, `home-switcher-${locale}`, false);
      await context.close();
    }, 180_000);
  });
}
