/**
 * The languages the app speaks (ADR 071). A catalogue per language; the browser's own tag (say
 * "es-MX") still decides how dates, times and numbers are written.
 */
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** A tag's language, lower-cased: "es-MX" is "es". */
const languageOf = (tag: string) => tag.trim().split(/[-_]/)[0]?.toLowerCase() ?? "";

/** The first of the preferred tags the app speaks, or English. */
export function pickLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const language = languageOf(tag);
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}

/**
 * The tag to format dates and numbers with: the first preferred tag of the chosen language
 * ("es-MX" for a Mexican browser), or the language itself. Tags `Intl` refuses are skipped.
 */
export function formatLocaleFor(locale: Locale, preferred: readonly string[]): string {
  for (const tag of preferred) {
    if (languageOf(tag) !== locale) continue;
    try {
      return Intl.getCanonicalLocales(tag.trim())[0] ?? locale;
    } catch {
      // Not a well-formed tag: try the next one.
    }
  }
  return locale;
}

/** Longest Accept-Language header read; a longer one is cut before it is split (ADR 044). */
const MAX_ACCEPT_LANGUAGE = 256;
const MAX_RANGES = 16;

/**
 * The tags of an Accept-Language header, most wanted first ("es-MX,es;q=0.9,en;q=0.5").
 * Malformed ranges and q=0 are skipped; the header's size is bounded before any work.
 */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  const ranges = header.slice(0, MAX_ACCEPT_LANGUAGE).split(",").slice(0, MAX_RANGES);
  const weighted: { tag: string; q: number; order: number }[] = [];
  ranges.forEach((range, order) => {
    const [rawTag, ...params] = range.split(";");
    const tag = rawTag?.trim() ?? "";
    if (!/^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/.test(tag)) return;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(param);
      if (match) q = Number(match[1]);
    }
    if (q > 0) weighted.push({ tag, q, order });
  });
  return weighted.sort((a, b) => b.q - a.q || a.order - b.order).map(({ tag }) => tag);
}

/** Each language by its own name, the same in every language ("Español" for a reader of English). */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: "English", es: "Español" };
