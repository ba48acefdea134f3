import type { ReactNode } from "react";
import { Redirect } from "wouter";
import { useAuth } from "../hooks/use-auth";
import { AuthLoadingScreen } from "./auth-loading-screen";

/** SPEC 2: signed-in screens wait for the auth check; a signed-out visitor goes to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <AuthLoadingScreen />;
  if (!user) return <Redirect to="/login" replace />;
  return <>{children}</>;
}

/** SPEC 2: a signed-in detective on /login or /signup goes to /app. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (user) return <Redirect to="/app" replace />;
  return <>{children}</>;
}
