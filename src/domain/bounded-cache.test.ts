import { describe, expect, it } from "vitest";
import { BoundedCache } from "./bounded-cache";

describe("BoundedCache", () => {
  it("never holds more than its capacity, dropping the least recently used", () => {
    const cache = new BoundedCache<string, number>(3);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("c", 3);
    expect(cache.get("a")).toBe(1); // "a" is now the newest; "b" the oldest
    cache.set("d", 4);
    expect(cache.size).toBe(3);
    expect(cache.has("b")).toBe(false);
    expect([cache.get("a"), cache.get("c"), cache.get("d")]).toEqual([1, 3, 4]);
  });

  it("stays at its capacity under 10,000 distinct keys", () => {
    const cache = new BoundedCache<string, string>(100);
    for (let i = 0; i < 10_000; i++) cache.getOrSet(`key-${i}`, () => "x");
    expect(cache.size).toBe(100);
  });

  it("caches undefined-free values made once", () => {
    const cache = new BoundedCache<string, number | null>(2);
    let made = 0;
    const make = () => {
      made++;
      return null;
    };
    cache.getOrSet("k", make);
    cache.getOrSet("k", make);
    expect(made).toBe(1);
  });
});
