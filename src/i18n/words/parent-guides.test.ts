import { describe, expect, it } from "vitest";
import { STOOL_GUIDE } from "../../domain/bathroom";
import { HYDRATION_GUIDE } from "../../domain/hydration";
import { testTranslate } from "../testing";
import { cupsFigure, hydrationRowWords, stoolGuideWords } from "./parent-guides";

const en = testTranslate("en");
const es = testTranslate("es");

describe("the parent's guides in words", () => {
  it("words daily water by age as SPEC 2 prints it in English; Spanish keeps a number with its unit", () => {
    expect(HYDRATION_GUIDE.map((row) => hydrationRowWords(en, "en-NZ", row))).toEqual([
      { ages: "1-3 years", amount: "about 1.0 L (4 cups)" },
      { ages: "4-8 years", amount: "about 1.2 L (5 cups)" },
      { ages: "9-13 years", amount: "girls 1.4 L, boys 1.6 L" },
      { ages: "14-18 years", amount: "girls 1.6 L, boys 1.9 L" },
    ]);
  });

  it("writes the litres and cups the way each Spanish reader writes numbers", () => {
    const [first, , third] = HYDRATION_GUIDE;
    expect(hydrationRowWords(es, "es-ES", first)).toEqual({
      ages: "1-3 años",
      amount: "alrededor de 1,0\u00a0L (4\u00a0tazas)",
    });
    expect(hydrationRowWords(es, "es-ES", third).amount).toBe("niñas 1,4\u00a0L, niños 1,6\u00a0L");
    expect(hydrationRowWords(es, "es-MX", third).amount).toBe("niñas 1.4\u00a0L, niños 1.6\u00a0L");
    expect(cupsFigure("es-ES", 2.9)).toBe("2,9");
    expect(cupsFigure("en-NZ", 2.9)).toBe("2.9");
    expect(cupsFigure("es-ES", 3)).toBe("3");
  });

  it("words the simplified Bristol chart of SPEC 2 in English and Spanish", () => {
    expect(
      STOOL_GUIDE.map((entry) => [
        stoolGuideWords(en, entry).heading,
        stoolGuideWords(en, entry).note,
      ]),
    ).toEqual([
      ["Types 1-2: Tough to Go", "constipated"],
      ["Types 3-4: Just Right", "normal"],
      ["Type 5: Soft & Easy", null],
      ["Type 6: Runny Tummy", "loose"],
      ["Type 7: Super Runny", "watery diarrhoea"],
    ]);
    const tough = stoolGuideWords(es, STOOL_GUIDE[0]);
    expect(tough.heading).toBe("Tipos 1-2: Cuesta salir");
    expect(tough.note).toBe("estreñimiento");
    expect(stoolGuideWords(es, STOOL_GUIDE[2]).heading).toBe("Tipo 5: Blandita y fácil");
    // Each heading with its note reads without saying a word twice ("Muy líquida (diarrea)").
    expect(
      STOOL_GUIDE.map((entry) => {
        const words = stoolGuideWords(es, entry);
        return words.note ? `${words.heading} (${words.note})` : words.heading;
      }),
    ).toEqual([
      "Tipos 1-2: Cuesta salir (estreñimiento)",
      "Tipos 3-4: Perfecta (normal)",
      "Tipo 5: Blandita y fácil",
      "Tipo 6: Barriga suelta (heces blandas)",
      "Tipo 7: Muy líquida (diarrea)",
    ]);
    for (const entry of STOOL_GUIDE) {
      const words = stoolGuideWords(es, entry);
      for (const text of [words.looks, words.meaning, words.seekAdvice]) {
        expect(text).not.toBe(stoolGuideWords(en, entry).looks);
        expect(text.length).toBeGreaterThan(10);
      }
    }
  });
});
