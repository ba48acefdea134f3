import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useSyncExternalStore,
} from "react";
import { useLocation } from "wouter";
import { readsAloudOnOpening } from "../../domain/age-bands";
import { InstallHint } from "../components/install-hint";
import { BottomNav } from "../components/layout/bottom-nav";
import { ReadAloudScope } from "../components/read-aloud";
import { TooltipProvider } from "../components/ui/tooltip";
import { RedirectIfSignedIn, RequireAuth } from "../features/auth/components/require-auth";
import { useAuth } from "../features/auth/hooks/use-auth";
import { OutboxSync } from "../features/outbox/components/outbox-sync";
import { ParentModeBar } from "../features/parent/components/parent-mode-bar";
import { setWritingFor } from "../lib/outbox";
import { readOnOpeningOff, subscribeReadOnOpening } from "../lib/read-aloud";

// A grown-up's switcher and notes load only for a grown-up's login (ADR 065).
const FamilyBar = lazy(() =>
  import("../features/family/components/family-bar").then((m) => ({ default: m.FamilyBar })),
);

/** A signed-in screen: waits for the auth check (SPEC 2), with the tooltip timings of SPEC 9. */
export function withSignedInFrame(Screen: ComponentType): ComponentType {
  return function SignedInFrame() {
    return (
      <TooltipProvider>
        <RequireAuth>
          <SignedInParentBar />
          <ReadAloudForChild>
            <Screen />
          </ReadAloudForChild>
        </RequireAuth>
      </TooltipProvider>
    );
  };
}

/**
 * A child under 8 hears each screen's first question when it opens, unless the family turned
 * it off on this device (ADR 066).
 */
function ReadAloudForChild({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const off = useSyncExternalStore(
    subscribeReadOnOpening,
    () => (user ? readOnOpeningOff(user.id) : true),
    () => true,
  );
  return (
    <ReadAloudScope on={Boolean(user && readsAloudOnOpening(user.age) && !off)}>
      {children}
    </ReadAloudScope>
  );
}

/** The login and sign-up screens: a detective already signed in goes to /app (SPEC 2). */
export function withSignedOutFrame(Screen: ComponentType): ComponentType {
  return function SignedOutFrame() {
    return (
      <RedirectIfSignedIn>
        <Screen />
      </RedirectIfSignedIn>
    );
  };
}

/** SPEC 2: the bottom tabs show only when authenticated (the shell asks only under /app). */
export function SignedInNav() {
  const { user } = useAuth();
  return user ? <BottomNav /> : null;
}

/** A grown-up's writes name the chosen child in their bodies (ADR 065); a child's need not. */
function useWritingFor(childId: string | null): void {
  useEffect(() => {
    setWritingFor(childId);
    return () => setWritingFor(null);
  }, [childId]);
}

let updatesStarted = false;

/**
 * The service worker and its updates (ADR 058) start with the first signed-in screen: the
 * installed app opens at /app, and the landing page keeps only its own code (ADR 043).
 */
function useAppUpdates(): void {
  useEffect(() => {
    if (!import.meta.env.PROD || updatesStarted) return;
    updatesStarted = true;
    void import("../lib/app-updates").then((module) => module.startAppUpdates());
  }, []);
}

/**
 * Above every signed-in screen: the grown-up badge and parent code prompt (ADR 056), and on
 * Home the "Add to home screen" tip (ADR 058).
 */
function SignedInParentBar() {
  const { user, account } = useAuth();
  const [location] = useLocation();
  useAppUpdates();
  const grownUp = account?.kind === "grown-up";
  useWritingFor(grownUp ? (user?.id ?? null) : null);
  if (grownUp) {
    return (
      <>
        <Suspense fallback={null}>
          <FamilyBar />
        </Suspense>
        {user ? <OutboxSync userId={user.id} /> : null}
      </>
    );
  }
  if (!user) return null;
  return (
    <>
      <ParentModeBar userId={user.id} />
      <OutboxSync userId={user.id} />
      {location === "/app" ? <InstallHint /> : null}
    </>
  );
}
