/** Public screens (SPEC 2). */
export const PUBLIC_ROUTES = [
  "/",
  "/login",
  "/signup",
  "/signup/grown-up",
  "/mobile-test",
  "/safari-test",
  "/safari-login",
  "/mobile-safari-login",
  "/privacy",
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
  "/app/family",
  "/app/cases/:id",
] as const;

/** Whether a path fits a route, each `:name` segment standing for one non-empty segment. */
function fits(route: string, path: string): boolean {
  const want = route.split("/");
  const have = path.split("/");
  return (
    want.length === have.length &&
    want.every((part, i) => (part.startsWith(":") ? (have[i] ?? "") !== "" : part === have[i]))
  );
}

/** True for a path the client router shows a screen for (a trailing slash is tolerated). */
export function isKnownScreen(pathname: string): boolean {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (
    (PUBLIC_ROUTES as readonly string[]).includes(p) ||
    (APP_ROUTES as readonly string[]).some((route) => fits(route, p))
  );
}
