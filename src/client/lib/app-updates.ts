import { registerSW } from "virtual:pwa-register";
import { toast } from "../components/ui/use-toast";
import { loadScreenWords, t } from "./i18n";

const UPDATED_FLAG = "tummy-detective:updated";
/** A new version found this soon after opening, before any tap, takes over at once. */
const JUST_OPENED_MS = 15_000;
/** Back in the app after this long away counts as the next open. */
const AWAY_MS = 60_000;

/**
 * Registers the service worker (ADR 058) and lets a new version take over on the next open, with
 * a gentle toast: at once when it is found while the app is just opening (nothing typed yet),
 * else the next time the app comes back after a minute away. It never swaps the code under a
 * child's fingers, and never leaves an old version stuck (the browser checks for a new one at
 * every open and on every return).
 */
export function startAppUpdates(): void {
  if (!("serviceWorker" in navigator)) return;
  if (sessionStorage.getItem(UPDATED_FLAG)) {
    sessionStorage.removeItem(UPDATED_FLAG);
    // Said once the screens' words are here (the first signed-in screen waits for them too).
    loadScreenWords()
      .then(() => toast({ title: t("ui.appUpdated"), description: t("ui.appUpdatedText") }))
      .catch(() => undefined);
  }
  const openedAt = performance.now();
  let touched = false;
  let waiting = false;
  let hiddenAt: number | null = null;
  const markTouched = () => {
    touched = true;
  };
  window.addEventListener("pointerdown", markTouched, { once: true, capture: true });
  window.addEventListener("keydown", markTouched, { once: true, capture: true });

  const takeOver = () => {
    sessionStorage.setItem(UPDATED_FLAG, "1");
    void updateSW(true);
  };
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      waiting = true;
      if (!touched && performance.now() - openedAt < JUST_OPENED_MS) takeOver();
    },
    onRegisteredSW(_url, registration) {
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "hidden") {
          hiddenAt = performance.now();
          return;
        }
        const away = hiddenAt !== null && performance.now() - hiddenAt >= AWAY_MS;
        hiddenAt = null;
        if (!away) return;
        if (waiting) takeOver();
        else void registration?.update();
      });
    },
  });
}
