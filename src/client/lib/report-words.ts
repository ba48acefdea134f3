import { setupI18n } from "@lingui/core";
import { formatLocaleFor, type Locale } from "../../i18n/locales";
import { type Translator, translateWith } from "../../i18n/translate";
import { browserTags, loaders } from "./i18n";

// Loaded only with the screens that word a report in a language of its own (ADR 071).
const translators = new Map<Locale, Promise<Translator>>();

/**
 * The words of another language beside the screens' own, for a report a clinic reads in its
 * language (the clinic summary): its own Lingui instance, loaded once per language.
 */
export function loadTranslator(locale: Locale): Promise<Translator> {
  let pending = translators.get(locale);
  if (!pending) {
    pending = Promise.all([loaders[locale].entry(), loaders[locale].screens()]).then(
      ([entry, screens]) => {
        const formatLocale = formatLocaleFor(locale, browserTags());
        const own = setupI18n({ locale, locales: [formatLocale] });
        own.load(locale, { ...(entry as object), ...(screens as object) } as never);
        own.activate(locale, [formatLocale]);
        return { locale, formatLocale, t: translateWith(own) };
      },
    );
    pending.catch(() => translators.delete(locale));
    translators.set(locale, pending);
  }
  return pending;
}
