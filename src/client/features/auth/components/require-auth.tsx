import type { ReactNode } from "react";
import { Redirect } from "wouter";
import { useSignedIn } from "../../../lib/signed-in";
import { useAuth } from "../hooks/use-auth";
import { AuthLoadingScreen } from "./auth-loading-screen";

/** SPEC 2: signed-in screens wait for the auth check; a signed-out visitor goes to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { account, isLoading } = useAuth();
  if (isLoading) return <AuthLoadingScreen />;
  if (!account) return <Redirect to="/login" replace />;
  return <>{children}</>;
}

/**
 * SPEC 2: a signed-in detective on /login or /signup goes to /app. Only the server's fresh
 * answer counts: the detective kept for offline reading (ADR 058) may be a session that ended.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  if (useSignedIn()) return <Redirect to="/app" replace />;
  return <>{children}</>;
}
