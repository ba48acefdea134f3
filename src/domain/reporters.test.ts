import { describe, expect, it } from "vitest";
import {
  isSecondRatingOf,
  type RatedCheck,
  reporterReport,
  secondRatingIds,
  stoolAgreement,
} from "./reporters";

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 10, minutes)).toISOString();

const child = (id: string, event: string, minutes: number, type?: number): RatedCheck => ({
  id,
  reporter: "child",
  bathroomEvent: event,
  childStoolType: type ?? null,
  timestamp: at(minutes),
});
const parent = (
  id: string,
  event: string,
  minutes: number,
  sameAsId: string | null,
  type?: number,
): RatedCheck => ({
  id,
  reporter: "parent",
  bathroomEvent: event,
  childStoolType: type ?? null,
  sameAsId,
  timestamp: at(minutes),
});

describe("agreement between the child's and a grown-up's rating of one stool", () => {
  it("counts a linked pair, agreeing or not", () => {
    const checks = [
      child("c1", "just right", 0),
      parent("p1", "just right", 10, "c1"),
      child("c2", "runny tummy", 200),
      parent("p2", "super runny", 230, "c2"),
    ];
    expect(stoolAgreement(checks)).toEqual({ pairs: 2, agreed: 1 });
  });

  it("counts only the same event: ratings close in time but not linked are two stools", () => {
    const checks = [
      child("c1", "just right", 0),
      parent("p1", "just right", 5, null),
      child("c2", "tough to go", 20),
      parent("p2", "tough to go", 25, null),
    ];
    expect(stoolAgreement(checks)).toEqual({ pairs: 0, agreed: 0 });
  });

  it("ignores links past an hour, between one reporter's checks, or without a stool", () => {
    const sameReporter: RatedCheck = { ...child("c3", "just right", 0), sameAsId: "c1" };
    const checks = [
      child("c1", "just right", 0),
      parent("late", "just right", 61, "c1"),
      sameReporter,
      { ...parent("nostool", "just right", 5, "c1"), bathroomEvent: null },
      parent("gone", "just right", 5, "deleted"),
    ];
    expect(stoolAgreement(checks)).toEqual({ pairs: 0, agreed: 0 });
  });

  it("compares children's types when both rated on the children's scale", () => {
    const checks = [
      child("c1", "tough to go", 0, 1),
      parent("p1", "tough to go", 10, "c1", 2),
      child("c2", "just right", 100, 3),
      parent("p2", "just right", 110, "c2", 3),
    ];
    expect(stoolAgreement(checks)).toEqual({ pairs: 2, agreed: 1 });
  });

  it("names the second rating of a stool so it is counted once", () => {
    const checks = [child("c1", "just right", 0), parent("p1", "just right", 10, "c1")];
    expect([...secondRatingIds(checks)]).toEqual(["p1"]);
  });
});

describe("who reported, in report words", () => {
  it("names the reporter and a carer's name", () => {
    expect(reporterReport("child")).toBe("the child");
    expect(reporterReport("parent")).toBe("a parent");
    expect(reporterReport("carer", "Grandma")).toBe("another carer (Grandma)");
  });
});

describe("isSecondRatingOf: one rule for a link, made or edited", () => {
  const first = {
    reporter: "child",
    bathroomEvent: "runny tummy",
    sameAsId: null,
    timestamp: "2026-03-02T10:00:00.000Z",
  };
  const second = { ...first, reporter: "parent", timestamp: "2026-03-02T10:40:00.000Z" };

  it("holds for another reporter's stool within the hour", () => {
    expect(isSecondRatingOf(first, second)).toBe(true);
    expect(isSecondRatingOf(first, { ...second, timestamp: "2026-03-02T09:00:00.000Z" })).toBe(
      true,
    );
  });

  it("breaks with the same reporter, five hours apart, a stool taken off, or a chain", () => {
    expect(isSecondRatingOf(first, { ...second, reporter: "child" })).toBe(false);
    expect(isSecondRatingOf(first, { ...second, timestamp: "2026-03-02T15:00:00.000Z" })).toBe(
      false,
    );
    expect(isSecondRatingOf(first, { ...second, bathroomEvent: null })).toBe(false);
    expect(isSecondRatingOf({ ...first, bathroomEvent: null }, second)).toBe(false);
    expect(isSecondRatingOf({ ...first, sameAsId: "another" }, second)).toBe(false);
  });
});
