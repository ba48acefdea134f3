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
