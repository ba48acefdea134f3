import { setupI18n } from "@lingui/core";
import type { Locale } from "./locales";
import { fromFiles } from "./merge";
import { type Translate, translateWith } from "./translate";

// Every namespace of both languages, compiled as the build compiles them (the unit tests run
// with the same Vite plugin): words for pure tests, which may not import the server's.
const files: Record<Locale, Record<string, Record<string, unknown>>> = {
  en: import.meta.glob<Record<string, unknown>>("./messages/en/*.json", {
    eager: true,
    import: "default",
  }),
  es: import.meta.glob<Record<string, unknown>>("./messages/es/*.json", {
    eager: true,
    import: "default",
  }),
};

const made = new Map<Locale, Translate>();

/** Every catalogue word of one language, for unit tests. */
export function testTranslate(locale: Locale): Translate {
  let t = made.get(locale);
  if (!t) {
    const i18n = setupI18n({ locale, messages: { [locale]: fromFiles(files[locale]) as never } });
    t = translateWith(i18n);
    made.set(locale, t);
  }
  return t;
}

/** A contract's message (a catalogue key, ADR 075) in English words; other text as it is. */
export function englishOf(message: string | undefined): string | undefined {
  return message?.startsWith("errors.")
    ? testTranslate("en")(message as Parameters<Translate>[0])
    : message;
}
