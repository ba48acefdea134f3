import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import {
  type CsvRow,
  foodGroupRows,
  type ReportHeader,
  reportPeriod,
  reportRows,
  TIMELINE_COLUMNS,
} from "../../../../domain/reports/csv-rows";
import type { DiaryExport } from "../../../../domain/reports/diary-export";
import { testTranslate } from "../../../../i18n/testing";
import { toCsv, UTF8_BOM } from "./csv-file";

const t = testTranslate("en");

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
      `${UTF8_BOM}'=1+2,'+SUM(A1),'-2,'@cmd,'\tx,"'\rx",350,1.5,toast`,
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
      t,
    );
    expect(toCsv(rows).split("\r\n")[1]).toBe(
      `Manual Entry,1,1,1,"'=HYPERLINK(""http://x"",""click"")"`,
    );
  });

  describe.each([
    ["\\n", "\n"],
    ["\\r\\n", "\r\n"],
    ["\\r", "\r"],
  ])("a formula in any text of the diary, lines broken with %s", (_label, br) => {
    // Every text the diary holds, typed as formulas on several lines.
    const typed = (what: string) =>
      ['=HYPERLINK("http://x","click")', `+${what}`, `-1`, `@SUM(1)`, "\tx", "ok"].join(br);
    const data: DiaryExport = {
      meals: [
        {
          mealType: typed("meal type"),
          detectedFoods: [typed("detected")],
          manualFoods: [typed("manual")],
          aiConfidence: 50,
          timestamp: "2025-01-10T07:30:00.000Z",
          aiDetectedFoods: [{ name: typed("detected"), category: typed("category") }],
        },
        {
          mealType: "lunch",
          detectedFoods: [],
          manualFoods: typed("old export"),
          aiConfidence: 0,
          timestamp: "2025-01-10T11:30:00.000Z",
        },
      ],
      tummyChecks: [
        {
          feeling: typed("feeling"),
          bathroomEvent: typed("bathroom"),
          notes: typed("note"),
          timestamp: "2025-01-10T09:00:00.000Z",
        },
      ],
      sleepLogs: [
        {
          bedtime: "2025-01-09T19:30:00.000Z",
          morningMood: typed("mood"),
          morningMoodTime: "2025-01-10T06:30:00.000Z",
          notes: typed("bedtime note"),
          date: "2025-01-09",
        },
      ],
      drinks: [
        {
          drinkType: typed("drink type"),
          drinkName: typed("drink"),
          amountMl: 240,
          amountCups: 1,
          timestamp: "2025-01-10T10:00:00.000Z",
        },
      ],
      patterns: [
        {
          foodItem: typed("pattern food"),
          feelingCorrelation: typed("pattern feeling"),
          confidence: 80,
          occurrences: 4,
          status: "confirmed",
          explanation: typed("explanation"),
          createdAt: "2025-01-10T12:00:00.000Z",
        },
      ],
      cases: [
        {
          suspect: typed("suspect"),
          partner: null,
          startDate: "2025-01-01",
          endDate: "2025-01-10",
          verdict: {
            finalAfterDays: null,
            foods: [
              {
                food: typed("case food"),
                outcome: "trigger",
                probability: 70,
                evidence: { code: "asLogged", text: typed("evidence") },
                exposedDays: 5,
                exposedTroubleDays: 4,
                freeDays: 5,
                freeTroubleDays: 0,
                lagHours: 2,
                timedTroubleDays: 4,
              },
            ],
          },
        },
      ],
    };
    const header: ReportHeader = {
      childName: typed("child"),
      period: reportPeriod({}, data, "2025-01-11", "UTC"),
      exported: { date: "2025-01-11", time: "09:00", timeZone: "UTC" },
    };
    const reports: [string, CsvRow[]][] = [
      ["timeline", reportRows("timeline", data, header, "UTC", t)],
      ["patterns", reportRows("patterns", data, header, "UTC", t)],
      ["food groups", reportRows("foodGroups", data, header, "UTC", t)],
    ];

    it.each(reports)("the %s file: no line of any cell starts like a formula", (_name, rows) => {
      const parsed = Papa.parse<string[]>(toCsv(rows).slice(UTF8_BOM.length), {
        newline: "\r\n",
        delimiter: ",",
      }).data;
      expect(parsed.length).toBe(rows.length);
      let formulas = 0;
      parsed.forEach((row, r) => {
        row.forEach((cell, column) => {
          for (const line of cell.split(/\r\n|\n|\r/)) {
            expect(line, `row ${r} column ${column}: ${JSON.stringify(cell)}`).not.toMatch(
              /^[=+\-@\t\r]/,
            );
            if (line.startsWith("'=HYPERLINK")) formulas += 1;
          }
        });
      });
      // The typed formulas did reach the file, as text.
      expect(formulas).toBeGreaterThan(0);
    });

    it("reaches every timeline column that shows typed text, as text", () => {
      const parsed = Papa.parse<string[]>(toCsv(reports[0]?.[1] ?? []).slice(1), {
        newline: "\r\n",
        delimiter: ",",
      }).data;
      const shown = new Set<string>();
      // The header block names the child (typed too); the table starts at its column row.
      expect(parsed[1]?.[1]).toContain("HYPERLINK");
      const columns = parsed.findIndex((row) => row[0] === TIMELINE_COLUMNS[0]);
      for (const row of parsed.slice(columns + 1)) {
        row.forEach((cell, column) => {
          if (cell.includes("HYPERLINK")) shown.add(TIMELINE_COLUMNS[column] ?? "");
        });
      }
      expect([...shown].sort()).toEqual(
        ["Bathroom Event", "Details", "Feeling", "Morning Mood"].sort(),
      );
    });
  });
});
