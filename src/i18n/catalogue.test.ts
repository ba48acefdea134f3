import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileCatalogue } from "./compile";
import { formatLocaleFor, LOCALES, parseAcceptLanguage, pickLocale } from "./locales";
import { ENTRY_NAMESPACES } from "./namespaces";

// ADR 071: every language has every English key, with the same arguments, and every message
// parses; every namespace is typed (keys.ts) and the landing page's are the entry bundles'.
const dir = path.resolve(import.meta.dirname, "messages");
const read = (locale: string, file: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, locale, file), "utf8")) as Record<string, string>;
const englishFiles = fs.readdirSync(path.join(dir, "en")).filter((f) => f.endsWith(".json"));

/** The argument names a compiled message uses (`{name}`, `{count, plural, ...}`, nested). */
function argumentsOf(message: unknown, into = new Set<string>()): Set<string> {
  if (!Array.isArray(message)) return into;
  for (const part of message) {
    if (!Array.isArray(part)) continue;
    const [name, , options] = part as [string, unknown, unknown];
    into.add(name);
    if (options && typeof options === "object") {
      for (const branch of Object.values(options)) argumentsOf(branch, into);
    }
  }
  return into;
}

describe("the message catalogue", () => {
  it("has the same files in every language", () => {
    for (const locale of LOCALES) {
      const files = fs.readdirSync(path.join(dir, locale)).filter((f) => f.endsWith(".json"));
      expect(files.sort(), locale).toEqual([...englishFiles].sort());
    }
  });

  it("has every English key in every language, with the same arguments, all parsing", () => {
    for (const file of englishFiles) {
      const english = compileCatalogue(`en/${file}`, read("en", file));
      for (const locale of LOCALES) {
        const other = compileCatalogue(`${locale}/${file}`, read(locale, file));
        expect(Object.keys(other).sort(), `${locale}/${file}`).toEqual(Object.keys(english).sort());
        for (const key of Object.keys(english)) {
          expect([...argumentsOf(other[key])].sort(), `${locale}/${file} ${key}`).toEqual(
            [...argumentsOf(english[key])].sort(),
          );
        }
      }
    }
  });

  it("types every namespace's keys", () => {
    const keys = fs.readFileSync(path.join(import.meta.dirname, "keys.ts"), "utf8");
    for (const file of englishFiles) {
      const namespace = file.slice(0, -".json".length);
      expect(keys, file).toContain(`Keys<"${namespace}", typeof import("./messages/en/${file}")>`);
    }
  });

  it("puts exactly the landing page's namespaces in the entry bundles", () => {
    const bundles = path.resolve(import.meta.dirname, "../client/lib/i18n-bundles");
    const list = `{${[...ENTRY_NAMESPACES].join(",")}}.json`;
    for (const bundle of fs.readdirSync(bundles)) {
      expect(fs.readFileSync(path.join(bundles, bundle), "utf8"), bundle).toContain(list);
    }
  });
});

describe("choosing a language", () => {
  it("takes the first language the app speaks, English otherwise", () => {
    expect(pickLocale(["es-MX", "en-US"])).toBe("es");
    expect(pickLocale(["fr-FR", "es"])).toBe("es");
    expect(pickLocale(["de", "fr"])).toBe("en");
    expect(pickLocale([])).toBe("en");
  });

  it("reads Accept-Language by weight, skipping what it cannot read, within a bounded size", () => {
    expect(parseAcceptLanguage("en;q=0.5, es-MX, es;q=0.9")).toEqual(["es-MX", "es", "en"]);
    expect(parseAcceptLanguage("es;q=0, en")).toEqual(["en"]);
    expect(parseAcceptLanguage("<script>, es")).toEqual(["es"]);
    expect(parseAcceptLanguage(`${"x-".repeat(100_000)}, es`)).toEqual([]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });

  it("writes dates in the browser's own variant of the language", () => {
    expect(formatLocaleFor("es", ["es-MX", "en"])).toBe("es-MX");
    expect(formatLocaleFor("es", ["en-US"])).toBe("es");
    expect(formatLocaleFor("en", ["en-GB"])).toBe("en-GB");
  });
});
