import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { addDays, localDate } from "../src/domain/local-day";
import { patterns, profileSigns, schoolDays } from "../src/server/db/schema/index";
import { seedDrinks, seedMeals, seedTummyChecks } from "../src/server/test/factories";
import { expectAccessible } from "./support/axe";
import { signedInDetective } from "./support/diary";
import { browserSuite } from "./support/harness";
import { printToPdf } from "./support/print";
import { openParent, PHONE_ZONE, screenshots, signUpInBrowser } from "./support/screens";

// ADR 071: the clinic summary's language is the clinic's, chosen on the sheet apart from the
// family's screens. The same diary reads in English and in Spanish, each on one printed page.
const suite = browserSuite();
const shot = screenshots("td-clinic-summary-languages");
const DAY = 24 * 60 * 60 * 1000;
const today = () => localDate(new Date(), PHONE_ZONE);

describe("the clinic summary in the clinic's language", () => {
  it("prints the same eight weeks in English and in Spanish, one page each", async () => {
    const { context, page } = await suite.openPhonePage({ bypassCSP: true });
    await signUpInBrowser(page, "Lucia", 10);
    const me = await signedInDetective(page);
    const { db } = suite.running().database;
    const days = Array.from({ length: 56 }, (_, i) => Date.now() - (i + 1) * DAY);
    const hours = (t: number, h: number) => t + h * 60 * 60 * 1000;
    const foods = ["leche", "pan tostado", "arroz", "pollo", "manzana", "pizza de queso"];
    await seedMeals(
      db,
      me.id,
      days.flatMap((t, i) =>
        (["breakfast", "lunch", "dinner"] as const).map((mealType, k) => ({
          mealType,
          foods: [foods[(i + k) % foods.length] ?? "arroz"],
          at: hours(t, -6 + 5 * k),
        })),
      ),
    );
    const events = ["just right", "tough to go", "runny tummy"] as const;
    const feelings = ["happy", "uncomfortable", "ouchy"] as const;
    await seedTummyChecks(
      db,
      me.id,
      days.map((t, i) => ({
        feeling: feelings[i % 3] ?? "happy",
        bathroomEvent: events[i % 3],
        at: hours(t, -3),
      })),
    );
    await seedDrinks(
      db,
      me.id,
      days.map((t, i) => ({
        drinkType: i % 2 ? ("water" as const) : ("milk" as const),
        amountMl: 240,
        at: hours(t, -4),
      })),
    );
    await db.insert(patterns).values({
      userId: me.id,
      foodItem: "leche",
      feelingCorrelation: "ouchy",
      confidence: 72,
      occurrences: 9,
      status: "confirmed",
      evidence: {},
    });
    await db.insert(schoolDays).values(
      [1, 2, 3, 8].map((n, i) => ({
        userId: me.id,
        date: addDays(today(), -n),
        answer: i === 0 ? "missed" : "no",
      })),
    );
    await db
      .insert(profileSigns)
      .values({ userId: me.id, sign: "family history of coeliac disease", since: "2021-05-01" });

    await openParent(page);
    await page.getByLabel("Start date").fill(addDays(today(), -27));
    await page.getByLabel("End date").fill(today());
    await page.getByRole("button", { name: "Open Clinic Summary" }).click();
    const sheet = page.getByRole("dialog", { name: "Clinic summary" });
    await sheet.getByRole("heading", { name: "Clinic Summary: Lucia" }).waitFor();

    const english = await printToPdf(page);
    fs.writeFileSync(`${shot.dir}/clinic-summary-en.pdf`, english.pdf);
    const englishText = english.text.replace(/\s+/g, " ");
    expect(english.pages).toBe(1);
    expect(englishText).toContain("Clinic Summary: Lucia");
    expect(englishText).toContain("Confirmed: leche → pain (Ouchy)");
    expect(englishText).toContain("family history of coeliac disease (since 2021-05-01)");
    expect(englishText).toContain("What it cannot tell.");

    // The clinic reads Spanish: the sheet changes, the family's page around it does not.
    await sheet.getByLabel("Summary language").selectOption("es");
    await sheet.getByRole("heading", { name: "Resumen para la consulta: Lucia" }).waitFor();
    expect(await sheet.locator("article").getAttribute("lang")).toMatch(/^es/);
    await shot(page, "clinic-summary-es-390", false);
    await expectAccessible(page, "the clinic summary in Spanish");
    for (const format of ["A4", "Letter"] as const) {
      const spanish = await printToPdf(page, format);
      fs.writeFileSync(`${shot.dir}/clinic-summary-es-${format}.pdf`, spanish.pdf);
      const text = spanish.text.replace(/\s+/g, " ");
      expect(spanish.pages, format).toBe(1);
      expect(text).toContain("Resumen para la consulta: Lucia");
      expect(text).toContain("Confirmado: leche → dolor (Me duele)");
      expect(text).toContain("antecedentes familiares de celiaquía (desde 2021-05-01)");
      expect(text).toContain("Lo que no puede decir.");
      expect(text).toMatch(/Dolor de barriga \d+ días en las últimas 8 semanas/);
      expect(text).not.toContain("What it cannot tell.");
    }
    await page.setViewportSize({ width: 704, height: 1033 });
    await page.emulateMedia({ media: "print" });
    await shot(page, "clinic-summary-es-print", false);
    await context.close();
  });
});
