import type { z } from "zod";
import { NASTY_PIECES, randomText } from "../../src/server/test/random-text";
import { defOf } from "../../src/server/test/text-fields";

/** A random source in [0, 1). */
export type Random = () => number;

export const pick = <T>(random: Random, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;
export const chance = (random: Random, p: number) => random() < p;

const DAY_MS = 86_400_000;

/** Instants around the ones the diary accepts, and some it must refuse. */
export function randomInstant(random: Random): string {
  const roll = random();
  if (roll < 0.6) return new Date(Date.now() - Math.floor(random() * 30 * DAY_MS)).toISOString();
  return pick(random, [
    "0049-01-01T00:00:00Z",
    "0000-01-01T00:00:00Z",
    "1999-12-31T23:59:59Z",
    "9999-12-31T23:59:59Z",
    "+275760-09-13T00:00:00Z",
    "2026-02-30T00:00:00Z",
    "2026-01-01",
    "2025-06-01T10:00:00.123456789+05:45",
    "2025-06-01T10:00:00+14:00",
    "now",
    "",
    new Date(Date.now() + DAY_MS).toISOString(),
  ]);
}

/** Local dates for the export's query, real and not. */
export function randomDate(random: Random): string {
  if (chance(random, 0.5))
    return new Date(Date.now() - Math.floor(random() * 400) * DAY_MS).toISOString().slice(0, 10);
  return pick(random, [
    "0049-01-01",
    "0100-01-01",
    "1999-12-31",
    "9999-12-31",
    "275760-01-01",
    "2025-02-29",
    "2026-1-1",
    "2026-01-01T00:00:00Z",
    "",
    "%00",
    "today",
  ]);
}

/** Values of every JSON type, the nasty strings among them. */
export function randomJson(random: Random, depth = 0): unknown {
  const roll = random();
  if (roll < 0.15) return null;
  if (roll < 0.3) return pick(random, [0, -1, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 1, 1e-7]);
  if (roll < 0.4) return chance(random, 0.5);
  if (roll < 0.7 || depth > 2) return randomText(random);
  if (roll < 0.85)
    return Array.from({ length: Math.floor(random() * 4) }, () => randomJson(random, depth + 1));
  return Object.fromEntries(
    Array.from({ length: Math.floor(random() * 4) }, () => [
      pick(random, ["__proto__", "constructor", "mealType", "x", "", "\u0000", "timestamp"]),
      randomJson(random, depth + 1),
    ]),
  );
}

function sampleString(random: Random, key: string, known: readonly string[]): unknown {
  if (/time|bedtime/i.test(key)) return randomInstant(random);
  if (chance(random, 0.3)) return pick(random, known);
  if (chance(random, 0.5))
    return pick(random, ["toast", "Milk", "banana", "kid@example.com", "secret123"]);
  return chance(random, 0.5) ? randomText(random) : pick(random, NASTY_PIECES);
}

/**
 * A body shaped by a contract's schema, often valid and often a little wrong: fields left out,
 * of the wrong type, or holding nasty text. `known` holds strings worth trying (ids, emoji).
 */
export function sample(
  schema: z.ZodType,
  random: Random,
  known: readonly string[],
  key = "",
): unknown {
  if (chance(random, 0.04)) return randomJson(random);
  const def = defOf(schema);
  switch (def.type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [name, field] of Object.entries(def.shape ?? {})) {
        if (chance(random, 0.1)) continue;
        out[name] = sample(field, random, known, name);
      }
      if (chance(random, 0.05)) out[randomText(random).slice(0, 20)] = randomJson(random);
      return out;
    }
    case "string":
      return sampleString(random, key, known);
    case "number":
    case "int":
      return chance(random, 0.8)
        ? pick(random, [1, 3, 8, 18, 150, 240, 500, 2000])
        : randomJson(random);
    case "boolean":
      return chance(random, 0.5);
    case "enum":
      return chance(random, 0.9) ? pick(random, Object.values(def.entries ?? {})) : "nope";
    case "literal":
      return pick(random, def.values ?? [null]);
    case "array":
      return Array.from({ length: Math.floor(random() * 4) }, () =>
        def.element ? sample(def.element, random, known, key) : randomJson(random),
      );
    case "union":
      return def.options?.length ? sample(pick(random, def.options), random, known, key) : null;
    case "pipe":
      return def.in ? sample(def.in, random, known, key) : randomJson(random);
    case "nullable":
      if (chance(random, 0.1)) return null;
      return def.innerType ? sample(def.innerType, random, known, key) : null;
    default:
      return def.innerType ? sample(def.innerType, random, known, key) : randomJson(random);
  }
}
