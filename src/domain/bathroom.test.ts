import { describe, expect, it } from "vitest";
import {
  BATHROOM_EVENT_VALUES,
  BATHROOM_EVENTS,
  bathroomEventLabel,
  bristolFor,
  isBathroomEvent,
  STOOL_GUIDE,
} from "./bathroom";

describe("bathroom events", () => {
  it("stores exactly the five values of SPEC 3", () => {
    expect(BATHROOM_EVENT_VALUES).toEqual([
      "tough to go",
      "just right",
      "soft and easy",
      "runny tummy",
      "super runny",
    ]);
    expect(BATHROOM_EVENTS.map((e) => e.value)).toEqual([...BATHROOM_EVENT_VALUES]);
    expect(isBathroomEvent("just right")).toBe(true);
    expect(isBathroomEvent("Just Right")).toBe(false);
  });

  it("labels them like the stool guide", () => {
    expect(BATHROOM_EVENTS.map((e) => e.label)).toEqual([
      "Tough to Go",
      "Just Right",
      "Soft & Easy",
      "Runny Tummy",
      "Super Runny",
    ]);
    expect(bathroomEventLabel("soft and easy")).toBe("Soft & Easy");
    expect(bathroomEventLabel("other")).toBe("other");
  });

  it("maps to Bristol types and categories", () => {
    expect(bristolFor("tough to go")).toEqual({ type: "Type 1-2", category: "Constipation" });
    expect(bristolFor("just right")).toEqual({ type: "Type 3-4", category: "Normal" });
    expect(bristolFor("soft and easy")).toEqual({ type: "Type 5", category: "Lacking fibre" });
    expect(bristolFor("runny tummy")).toEqual({ type: "Type 6", category: "Mild diarrhoea" });
    expect(bristolFor("super runny")).toEqual({ type: "Type 7", category: "Severe diarrhoea" });
    expect(bristolFor("sparkly")).toEqual({
      type: "Unknown/unclassified",
      category: "Unknown/unclassified",
    });
  });

  it("has the stool guide rows of SPEC 2", () => {
    expect(STOOL_GUIDE.map((g) => [g.event, g.bristol])).toEqual([
      ["tough to go", [1, 2]],
      ["just right", [3, 4]],
      ["soft and easy", [5, 5]],
      ["runny tummy", [6, 6]],
      ["super runny", [7, 7]],
    ]);
  });
});
