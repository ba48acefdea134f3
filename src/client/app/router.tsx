import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { Route, Switch } from "wouter";
import { APP_ROUTES, type PUBLIC_ROUTES } from "../../contracts/routes";
import { RedirectIfSignedIn, RequireAuth } from "../features/auth/components/require-auth";
import { LandingRoute } from "./routes/landing";
import { LoginRoute } from "./routes/login";
import { NotFoundRoute } from "./routes/not-found";
import { SignupRoute } from "./routes/signup";

type Screen = LazyExoticComponent<ComponentType>;
type PublicRoute = (typeof PUBLIC_ROUTES)[number];
type AppRoute = (typeof APP_ROUTES)[number];

/** Loads a route's named export on first visit, so the landing page stays small. */
function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Screen {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

/** The test and debug pages of SPEC 2 (the landing, login and sign-up screens are routed below). */
const publicScreens = {
  "/mobile-test": lazyScreen(
    () => import("./routes/mobile-test"),
    (m) => m.MobileTestRoute,
  ),
  "/safari-test": lazyScreen(
    () => import("./routes/safari-test"),
    (m) => m.SafariTestRoute,
  ),
  "/safari-login": lazyScreen(
    () => import("./routes/safari-login"),
    (m) => m.SafariLoginRoute,
  ),
  "/mobile-safari-login": lazyScreen(
    () => import("./routes/mobile-safari-login"),
    (m) => m.MobileSafariLoginRoute,
  ),
} satisfies Record<Exclude<PublicRoute, "/" | "/login" | "/signup">, Screen>;

/** Every signed-in screen of the contracts' route list, and no other (TypeScript checks both). */
const signedInScreens = {
  "/app": lazyScreen(
    () => import("./routes/dashboard"),
    (m) => m.DashboardRoute,
  ),
  "/app/log-meal": lazyScreen(
    () => import("./routes/log-meal"),
    (m) => m.LogMealRoute,
  ),
  "/app/tummy-check": lazyScreen(
    () => import("./routes/tummy-check"),
    (m) => m.TummyCheckRoute,
  ),
  "/app/patterns": lazyScreen(
    () => import("./routes/patterns"),
    (m) => m.PatternsRoute,
  ),
  "/app/daily-review": lazyScreen(
    () => import("./routes/daily-review"),
    (m) => m.DailyReviewRoute,
  ),
  "/app/badges": lazyScreen(
    () => import("./routes/badges"),
    (m) => m.BadgesRoute,
  ),
  "/app/parent": lazyScreen(
    () => import("./routes/parent"),
    (m) => m.ParentRoute,
  ),
  "/app/profile": lazyScreen(
    () => import("./routes/profile"),
    (m) => m.ProfileRoute,
  ),
} satisfies Record<AppRoute, Screen>;

/** The paths the router shows a screen for (beyond 'Page Not Found'), in the order routed. */
export const ROUTED_PATHS: readonly string[] = [
  "/",
  "/login",
  "/signup",
  ...Object.keys(publicScreens),
  ...APP_ROUTES,
];

/** Every route of SPEC 2; anything else is the 'Page Not Found' screen. */
export function AppRouter() {
  return (
    <Switch>
      <Route path="/" component={LandingRoute} />
      <Route path="/login">
        <RedirectIfSignedIn>
          <LoginRoute />
        </RedirectIfSignedIn>
      </Route>
      <Route path="/signup">
        <RedirectIfSignedIn>
          <SignupRoute />
        </RedirectIfSignedIn>
      </Route>
      {Object.entries(publicScreens).map(([path, Screen]) => (
        <Route key={path} path={path} component={Screen} />
      ))}
      {APP_ROUTES.map((path) => {
        const Screen = signedInScreens[path];
        return (
          <Route key={path} path={path}>
            <RequireAuth>
              <Screen />
            </RequireAuth>
          </Route>
        );
      })}
      <Route path="/app/*">
        <RequireAuth>
          <NotFoundRoute />
        </RequireAuth>
      </Route>
      <Route component={NotFoundRoute} />
    </Switch>
  );
}
