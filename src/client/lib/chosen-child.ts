import { useSyncExternalStore } from "react";

/**
 * The child a grown-up's login looks at, remembered on this device per login (ADR 065): the
 * child switcher sets it, and every screen reads it through useAuth.
 */
const KEY_PREFIX = "tummy-detective:chosen-child:";
const listeners = new Set<() => void>();

function read(accountId: string): string | null {
  try {
    return localStorage.getItem(KEY_PREFIX + accountId);
  } catch {
    return null;
  }
}

/** Remembers the child a grown-up chose on this device, and tells every screen. */
export function chooseChild(accountId: string, childId: string): void {
  try {
    localStorage.setItem(KEY_PREFIX + accountId, childId);
  } catch {
    // Private browsing without storage: the choice lasts until the page closes.
    memory.set(accountId, childId);
  }
  for (const listener of listeners) listener();
}

const memory = new Map<string, string>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(KEY_PREFIX)) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The child id this login chose on this device, if any (null for none or no login). */
export function useChosenChildId(accountId: string | null): string | null {
  return useSyncExternalStore(subscribe, () =>
    accountId ? (read(accountId) ?? memory.get(accountId) ?? null) : null,
  );
}
