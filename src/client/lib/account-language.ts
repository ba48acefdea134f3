import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { authEndpoints, type Me } from "../../contracts/auth";
import type { Locale } from "../../i18n/locales";
import { callEndpoint } from "./api-client";
import { chosenLanguage, setLanguage } from "./i18n";
import { meQueryKey } from "./signed-in";

/**
 * A login's language (ADR 071): chosen in its settings, kept on the server for every device, and
 * on this device (localStorage) so it holds offline and before sign-in.
 */

/** The login's language this device last took from the server, so a stale answer never undoes a choice. */
const SEEN_KEY = "td.language.seen";

function seen(accountId: string): string | null {
  try {
    return localStorage.getItem(`${SEEN_KEY}:${accountId}`);
  } catch {
    return null;
  }
}

function markSeen(accountId: string, language: Locale | null): void {
  try {
    localStorage.setItem(`${SEEN_KEY}:${accountId}`, language ?? "");
  } catch {
    // Private mode without storage: the language still applies for this visit.
  }
}

/**
 * Applies the login's language from a sign-in or a `me` answer. At sign-in the login's choice
 * wins over this device's; later answers apply only when the login's choice changed (on another
 * device), so a choice made here offline is not undone by an answer from before it.
 */
export function applyAccountLanguage(account: Me, signingIn = false): void {
  const language = account.language ?? null;
  const changed = seen(account.id) !== (language ?? "");
  if (!signingIn && !changed) return;
  markSeen(account.id, language);
  if (language && language !== chosenLanguage()) void setLanguage(language);
}

/** PUT /api/account/language: the signed-in login's language, null to follow the browser. */
export function saveAccountLanguage(language: Locale | null) {
  return callEndpoint(authEndpoints.language, { body: { language } });
}

function storeInMe(queryClient: QueryClient, language: Locale | null) {
  queryClient.setQueryData<Me>(meQueryKey, (me) => (me ? { ...me, language } : me));
}

/** Switches the screens at once and keeps the choice on this device and for the login. */
export function useSetAccountLanguage(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: Locale | null) => {
      await setLanguage(language);
      return saveAccountLanguage(language);
    },
    onSuccess: ({ language }) => {
      markSeen(accountId, language);
      storeInMe(queryClient, language);
    },
  });
}
