import { describe, expect, it } from "vitest";
import { testTranslate } from "../../i18n/testing";
import { TIMELINE_COLUMNS, timelineRows } from "./csv-rows";
import type { DiaryExport } from "./diary-export";

const ZONE = "Europe/Paris";
const empty: DiaryExport = { meals: [], tummyChecks: [], sleepLogs: [], drinks: [], patterns: [] };
const column = (name: (typeof TIMELINE_COLUMNS)[number]) => TIMELINE_COLUMNS.indexOf(name);

describe("the timeline says which scale and which reporter each answer came from", () => {
  it("names two answers, three faces (also for checks logged before), and marks proxy reports", () => {
    const check = {
      bathroomEvent: null,
      notes: null,
      timestamp: "2025-01-10T09:00:00.000Z",
    };
    const data: DiaryExport = {
      ...empty,
      tummyChecks: [
        { ...check, feeling: "ouchy", feelingScale: "two-choice", reporter: "parent" },
        {
          ...check,
          feeling: "happy",
          feelingScale: "two-choice",
          reporter: "carer",
          reporterName: "Grandma",
          timestamp: "2025-01-10T10:00:00.000Z",
        },
        { ...check, feeling: "uncomfortable", timestamp: "2025-01-10T11:00:00.000Z" },
      ],
    };
    const rows = timelineRows(data, ZONE, testTranslate("en")).slice(1);
    expect(rows.map((r) => [r[column("Feeling")], r[column("Feeling Scale")]])).toEqual([
      ["pain (Ouchy)", "two answers (Tummy OK / Tummy hurts)"],
      ["no discomfort (Happy)", "two answers (Tummy OK / Tummy hurts)"],
      ["mild discomfort (Okay)", "three faces (Happy / Okay / Ouchy)"],
    ]);
    expect(rows.map((r) => r[column("Reported By")])).toEqual([
      "a parent (proxy report)",
      "another carer (Grandma) (proxy report)",
      "the child",
    ]);
  });
});
