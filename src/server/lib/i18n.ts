import fs from "node:fs";
import path from "node:path";
import { setupI18n } from "@lingui/core";
import type { FastifyRequest } from "fastify";
import { compileCatalogue } from "../../i18n/compile";
import {
  formatLocaleFor,
  LOCALES,
  type Locale,
  parseAcceptLanguage,
  pickLocale,
} from "../../i18n/locales";
import { prefixed } from "../../i18n/merge";
import { type Translator, translateWith } from "../../i18n/translate";

/**
 * The server's words (ADR 071): error messages for API clients, and the reports a family or a
 * clinic downloads (clinic summary, CSV, FHIR display texts). Every catalogue is read and
 * compiled once, at start; a message that does not parse stops the start with its key.
 */

const messagesDir = path.resolve(import.meta.dirname, "../../i18n/messages");

function readCatalogue(locale: Locale): Record<string, unknown> {
  const dir = path.join(messagesDir, locale);
  const messages: Record<string, unknown> = {};
  for (const name of fs.readdirSync(dir).sort()) {
    if (!name.endsWith(".json")) continue;
    const file = path.join(dir, name);
    const compiled = compileCatalogue(file, JSON.parse(fs.readFileSync(file, "utf8")));
    Object.assign(messages, prefixed(name.slice(0, -".json".length), compiled));
  }
  return messages;
}

const translators = new Map<string, Translator>();
const MAX_TRANSLATORS = 64;

/** The words of one language; `formatTag` (say "es-MX") writes its dates and numbers. */
export function translatorFor(locale: Locale, formatTag?: string): Translator {
  const formatLocale = formatTag ? formatLocaleFor(locale, [formatTag]) : locale;
  const key = `${locale}|${formatLocale}`;
  let translator = translators.get(key);
  if (!translator) {
    const i18n = setupI18n({
      locale,
      locales: [formatLocale],
      messages: { [locale]: catalogue(locale) as never },
    });
    translator = { locale, formatLocale, t: translateWith(i18n) };
    // Tags come from requests: only so many are kept, the rest are built per use.
    if (translators.size < MAX_TRANSLATORS) translators.set(key, translator);
  }
  return translator;
}

const catalogues = new Map<Locale, Record<string, unknown>>();
function catalogue(locale: Locale): Record<string, unknown> {
  let messages = catalogues.get(locale);
  if (!messages) {
    messages = readCatalogue(locale);
    catalogues.set(locale, messages);
  }
  return messages;
}

// Read and compiled at start: a broken catalogue fails the start, never a request.
for (const locale of LOCALES) catalogue(locale);

/** The language an API client asked for (Accept-Language), English when it names none we speak. */
export function requestLocale(request: Pick<FastifyRequest, "headers">): Locale {
  const header = request.headers["accept-language"];
  return pickLocale(parseAcceptLanguage(typeof header === "string" ? header : undefined));
}

/** The request's translator, its dates written in the tag it asked for ("es-MX"). */
export function requestTranslator(request: Pick<FastifyRequest, "headers">): Translator {
  const header = request.headers["accept-language"];
  const tags = parseAcceptLanguage(typeof header === "string" ? header : undefined);
  const locale = pickLocale(tags);
  return translatorFor(
    locale,
    tags.find((tag) => tag.toLowerCase().startsWith(locale)),
  );
}
