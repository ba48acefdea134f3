import { dehydrate, hashKey, hydrate, type QueryClient } from "@tanstack/react-query";
import { signedInQueryKey } from "./signed-in";

const STORAGE_KEY = "tummy-detective:queries";
/** A new shape of cached answers: bump to drop what older versions saved. */
const BUSTER = 1;
/** What was seen more than this long ago is not shown offline. */
const MAX_AGE_MS = 7 * 24 * 3_600_000;
const SAVE_EVERY_MS = 1_000;

let forgotten = false;
const SIGNED_IN_HASH = hashKey(signedInQueryKey);

type Saved = { buster: number; savedAt: number; state: ReturnType<typeof dehydrate> };

/**
 * Keeps the last answers of every read in localStorage and puts them back at start (ADR 058),
 * so an app opened without a connection shows the last data seen. Only successful answers are
 * kept; a logout, which clears the cache, clears them too.
 */
export function persistQueries(queryClient: QueryClient): void {
  try {
    const text = localStorage.getItem(STORAGE_KEY);
    const saved = text ? (JSON.parse(text) as Saved) : null;
    if (saved && saved.buster === BUSTER && Date.now() - saved.savedAt < MAX_AGE_MS) {
      hydrate(queryClient, saved.state);
    } else if (saved) {
      localStorage.removeItem(STORAGE_KEY);
    }
  } catch {
    localStorage.removeItem(STORAGE_KEY);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    if (forgotten) return;
    const state = dehydrate(queryClient, {
      // The public pages' "is anyone signed in?" is asked afresh each time, never remembered.
      shouldDehydrateQuery: (query) =>
        query.state.status === "success" && query.queryHash !== SIGNED_IN_HASH,
    });
    try {
      if (state.queries.length === 0) localStorage.removeItem(STORAGE_KEY);
      else {
        const value: Saved = { buster: BUSTER, savedAt: Date.now(), state };
        localStorage.setItem(STORAGE_KEY, JSON.stringify(value));
      }
    } catch {
      // A full storage only costs the offline copy.
    }
  };
  queryClient.getQueryCache().subscribe(() => {
    timer ??= setTimeout(save, SAVE_EVERY_MS);
  });
  window.addEventListener("pagehide", () => {
    if (timer) clearTimeout(timer);
    save();
  });
}

/** Forgets the saved answers at once (an account deleted on this device). */
export function forgetPersistedQueries(): void {
  forgotten = true;
  localStorage.removeItem(STORAGE_KEY);
}
