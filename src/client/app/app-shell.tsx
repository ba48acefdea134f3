import { type ReactNode, Suspense, useEffect } from "react";
import { useLocation } from "wouter";
import { BottomNav } from "../components/layout/bottom-nav";
import { SafariNotice } from "../components/safari-notice";
import { MagnifierSpinner } from "../components/ui/spinner";
import { useAuth } from "../features/auth/hooks/use-auth";

function isAppPath(path: string): boolean {
  return path === "/app" || path.startsWith("/app/");
}

function RouteFallback() {
  return (
    <div role="status" className="grid min-h-[60dvh] place-items-center">
      <MagnifierSpinner />
      <span className="sr-only">Loading…</span>
    </div>
  );
}

/** The frame around every route: skip link, Safari notice, page, and the bottom tabs in /app. */
export function AppShell({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const { user } = useAuth();
  const showNav = user !== null && isAppPath(location);

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
        Skip to content
      </a>
      <SafariNotice />
      <div className={showNav ? "pb-28 sm:pb-32" : undefined}>
        <Suspense fallback={<RouteFallback />}>{children}</Suspense>
      </div>
      {showNav ? <BottomNav /> : null}
    </>
  );
}
