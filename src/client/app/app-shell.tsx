import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { useLocation } from "wouter";
import { SafariNotice } from "../components/safari-notice";
import { MagnifierSpinner } from "../components/ui/spinner";
import { loadScreenWords, t } from "../lib/i18n";

// The tabs come with the auth check, which only signed-in screens load (ADR 043), and with the
// screens' words, which hold their labels (ADR 071): they never show before their words (and
// still show if those words cannot load, as the screen itself then tells).
const SignedInNav = lazy(() =>
  Promise.all([import("./signed-in-frame"), loadScreenWords().catch(() => undefined)]).then(
    ([module]) => ({
      default: module.SignedInNav,
    }),
  ),
);

function isAppPath(path: string): boolean {
  return path === "/app" || path.startsWith("/app/");
}

function RouteFallback() {
  return (
    <div role="status" className="grid min-h-[60dvh] place-items-center">
      <MagnifierSpinner />
      <span className="sr-only">{t("common.loadingWords")}</span>
    </div>
  );
}

/** The frame around every route: skip link, Safari notice, page, and the bottom tabs in /app. */
export function AppShell({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const appPath = isAppPath(location);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the top whenever the route changes.
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0 });
  }, [location]);

  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-2xl bg-ink font-extrabold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-5 focus:py-3"
      >
        {t("common.skipToContent")}
      </a>
      <SafariNotice />
      <div className={appPath ? "pb-28 sm:pb-32" : undefined}>
        <Suspense fallback={<RouteFallback />}>{children}</Suspense>
      </div>
      {appPath ? (
        <Suspense fallback={null}>
          <SignedInNav />
        </Suspense>
      ) : null}
    </>
  );
}
