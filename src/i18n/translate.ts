import type { I18n } from "@lingui/core";
import type { MessageKey } from "./keys";
import type { Locale } from "./locales";

export type { MessageKey } from "./keys";

/** What a message may be given: names, counts and dates (ICU formats them per language). */
export type MessageParams = Record<string, string | number | Date>;

/** Words one message in the current language. A key that is not in the catalogue does not compile. */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** A language's words and the tag its dates and numbers are written in. */
export type Translator = { locale: Locale; formatLocale: string; t: Translate };

/** The typed `t` over a Lingui instance (both the client and the server build theirs on it). */
export function translateWith(i18n: I18n): Translate {
  return (key, params) => i18n._(key, params);
}

/**
 * A catalogue namespace's messages with their full keys: `{ saveButton }` of `meals` becomes
 * `{ "meals.saveButton" }`.
 */
export function prefixed(namespace: string, messages: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(messages)) out[`${namespace}.${key}`] = message;
  return out;
}

/** Catalogue files by path (`…/messages/es/meals.json`) merged under their namespaces' keys. */
export function fromFiles(files: Record<string, Record<string, unknown>>): Record<string, unknown> {
  return Object.assign(
    {},
    ...Object.entries(files).map(([file, messages]) =>
      prefixed(file.replace(/^.*[\\/]|\.json$/g, ""), messages),
    ),
  );
}
