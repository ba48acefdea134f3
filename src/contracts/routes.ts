/** Public screens (SPEC 2). */
export const PUBLIC_ROUTES = [
  "/",
  "/login",
  "/signup",
  "/mobile-test",
  "/safari-test",
  "/safari-login",
  "/mobile-safari-login",
] as const;

/** Signed-in screens (SPEC 2); the server answers them with the app, others with a 404. */
export const APP_ROUTES = [
  "/app",
  "/app/log-meal",
  "/app/tummy-check",
  "/app/patterns",
  "/app/daily-review",
  "/app/badges",
  "/app/parent",
  "/app/profile",
] as const;

/** True for a path the client router shows a screen for (a trailing slash is tolerated). */
export function isKnownScreen(pathname: string): boolean {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (
    (PUBLIC_ROUTES as readonly string[]).includes(p) ||
    (APP_ROUTES as readonly string[]).includes(p)
  );
}
