import { describe, expect, it } from "vitest";
import { foodGroupRows } from "../../../../domain/reports/csv-rows";
import { toCsv, UTF8_BOM } from "./csv-file";

describe("toCsv", () => {
  it("starts with the UTF-8 mark and ends rows with CRLF", () => {
    expect(
      toCsv([
        ["a", "b"],
        ["c", 1],
      ]),
    ).toBe(`${UTF8_BOM}a,b\r\nc,1`);
  });

  it("quotes commas, quotes and line breaks", () => {
    expect(toCsv([["rice, beans", 'the "big" one', "line\nbreak", "crème brûlée 🍮"]])).toBe(
      `${UTF8_BOM}"rice, beans","the ""big"" one","line\nbreak",crème brûlée 🍮`,
    );
  });

  it("neutralises cells a spreadsheet would run, and leaves numbers alone", () => {
    expect(toCsv([["=1+2", "+SUM(A1)", "-2", "@cmd", "\tx", "\rx", 350, 1.5, "toast"]])).toBe(
      `${UTF8_BOM}"'=1+2","'+SUM(A1)","'-2","'@cmd","'\tx","'\rx",350,1.5,toast`,
    );
  });

  it("turns a food typed as a formula into text in the food-groups file", () => {
    const rows = foodGroupRows(
      [
        {
          mealType: "lunch",
          detectedFoods: [],
          manualFoods: ['=HYPERLINK("http://x","click")'],
          aiConfidence: 0,
          timestamp: "2025-01-10T12:00:00Z",
        },
      ],
      "UTC",
    );
    expect(toCsv(rows).split("\r\n")[1]).toBe(
      `Manual Entry,1,1,1,"'=HYPERLINK(""http://x"",""click"")"`,
    );
  });
});
