import { setupI18n } from "@lingui/core";
import { useSyncExternalStore } from "react";
import {
  DEFAULT_LOCALE,
  formatLocaleFor,
  isLocale,
  type Locale,
  pickLocale,
} from "../../i18n/locales";
import { type Translate, translateWith } from "../../i18n/translate";
import englishEntry from "./i18n-bundles/entry-en";

/**
 * The words of the screens (ADR 071). One Lingui instance for the page: `t` words a key in the
 * current language anywhere (components, toasts, helpers). The landing page's English is in this
 * script; any other language's landing words, and every screen's words behind the landing page,
 * load as one file per language when first needed, so a family never downloads a language it
 * does not read.
 */

export type { Locale } from "../../i18n/locales";
export type { MessageKey, Translate } from "../../i18n/translate";

const i18n = setupI18n();
i18n.load(DEFAULT_LOCALE, englishEntry as never);
i18n.activate(DEFAULT_LOCALE);

export const t: Translate = translateWith(i18n);

/** Where this device remembers a language someone chose (so it holds offline, before sign-in). */
const CHOSEN_KEY = "td.language";

type LocaleState = { locale: Locale; formatLocale: string };
let state: LocaleState = { locale: DEFAULT_LOCALE, formatLocale: DEFAULT_LOCALE };
const listeners = new Set<() => void>();

export const loaders: Record<
  Locale,
  { entry: () => Promise<unknown>; screens: () => Promise<unknown> }
> = {
  en: {
    entry: async () => englishEntry,
    screens: () => import("./i18n-bundles/app-en").then((m) => m.default),
  },
  es: {
    entry: () => import("./i18n-bundles/entry-es").then((m) => m.default),
    screens: () => import("./i18n-bundles/app-es").then((m) => m.default),
  },
};
const loaded = new Map<string, Promise<void>>();

function loadPart(locale: Locale, part: "entry" | "screens"): Promise<void> {
  const key = `${locale}:${part}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = loaders[locale][part]().then((messages) => i18n.load(locale, messages as never));
    // A failed load (offline before the file was ever cached) may be tried again later.
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}
loaded.set(`${DEFAULT_LOCALE}:entry`, Promise.resolve());

let screensWanted = false;

export function browserTags(): readonly string[] {
  if (typeof navigator === "undefined") return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language ?? ""];
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The language someone chose on this device, or null to follow the browser. */
export function chosenLanguage(): Locale | null {
  const value = storage()?.getItem(CHOSEN_KEY);
  return isLocale(value) ? value : null;
}

async function activate(locale: Locale): Promise<void> {
  await loadPart(locale, "entry");
  if (screensWanted) await loadPart(locale, "screens");
  const formatLocale = formatLocaleFor(locale, browserTags());
  // Lingui formats {n, number} and plurals in the browser's own variant ("es-MX").
  i18n.activate(locale, [formatLocale]);
  if (typeof document !== "undefined") document.documentElement.lang = formatLocale;
  if (state.locale !== locale || state.formatLocale !== formatLocale) {
    state = { locale, formatLocale };
    for (const listener of listeners) listener();
  }
}

/** Before the first render: the chosen language, else the browser's, with its landing words. */
export function startLocale(): Promise<void> {
  return activate(chosenLanguage() ?? pickLocale(browserTags())).catch(() =>
    // The other language's file could not load (offline, never cached): English, which is here.
    activate(DEFAULT_LOCALE),
  );
}

/** Every screen's words in the current language: awaited by each screen behind the landing page. */
export function loadScreenWords(): Promise<void> {
  screensWanted = true;
  return loadPart(state.locale, "screens");
}

/**
 * Switches the language (null: follow the browser again), remembered on this device. The
 * screens re-render in it once its words are here.
 */
export async function setLanguage(choice: Locale | null): Promise<void> {
  const store = storage();
  if (choice) store?.setItem(CHOSEN_KEY, choice);
  else store?.removeItem(CHOSEN_KEY);
  await activate(choice ?? pickLocale(browserTags()));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const snapshot = () => state;

/** The current language and the tag dates and numbers are written in ("es-MX"). */
export function useLocale(): LocaleState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The current language outside React (formatting helpers, toasts). */
export function currentLocale(): LocaleState {
  return state;
}
