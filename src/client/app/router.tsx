import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { Route, Switch } from "wouter";
import { APP_ROUTES, type PUBLIC_ROUTES } from "../../contracts/routes";
import { loadScreenWords } from "../lib/i18n";
import { LandingRoute } from "./routes/landing";

type Screen = LazyExoticComponent<ComponentType>;
type PublicRoute = (typeof PUBLIC_ROUTES)[number];
type AppRoute = (typeof APP_ROUTES)[number];

/**
 * Loads a route's named export on first visit, with the words of every screen behind the landing
 * page in the current language (ADR 071), so the landing page stays small.
 */
function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Screen {
  return lazy(() =>
    Promise.all([load(), loadScreenWords()]).then(([module]) => ({ default: pick(module) })),
  );
}

/**
 * A signed-in screen behind the auth check. The check, its schemas (zod) and the screen load
 * together on first visit, so no public page carries them (ADR 043).
 */
function signedInScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Screen {
  return lazyScreen(
    () => Promise.all([import("./signed-in-frame"), load()]),
    ([frame, module]) => frame.withSignedInFrame(pick(module)),
  );
}

/** SPEC 2: a signed-in detective on /login or /signup goes to /app; loaded with the form. */
function signedOutScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Screen {
  return lazyScreen(
    () => Promise.all([import("./signed-in-frame"), load()]),
    ([frame, module]) => frame.withSignedOutFrame(pick(module)),
  );
}

const LoginScreen = signedOutScreen(
  () => import("./routes/login"),
  (m) => m.LoginRoute,
);
const SignupScreen = signedOutScreen(
  () => import("./routes/signup"),
  (m) => m.SignupRoute,
);
const GrownUpSignupScreen = signedOutScreen(
  () => import("./routes/grown-up-signup"),
  (m) => m.GrownUpSignupRoute,
);
// 'Page Not Found' loads on first use too, signed in or not: imported only this way, it is
// one small chunk that the case file shares, and not part of the landing page.
const SignedInNotFound = signedInScreen(
  () => import("./routes/not-found"),
  (m) => m.NotFoundRoute,
);
const NotFoundScreen = lazyScreen(
  () => import("./routes/not-found"),
  (m) => m.NotFoundRoute,
);

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
  "/privacy": lazyScreen(
    () => import("./routes/privacy"),
    (m) => m.PrivacyRoute,
  ),
} satisfies Record<Exclude<PublicRoute, "/" | "/login" | "/signup" | "/signup/grown-up">, Screen>;

/** Every signed-in screen of the contracts' route list, and no other (TypeScript checks both). */
const signedInScreens = {
  "/app": signedInScreen(
    () => import("./routes/dashboard"),
    (m) => m.DashboardRoute,
  ),
  "/app/log-meal": signedInScreen(
    () => import("./routes/log-meal"),
    (m) => m.LogMealRoute,
  ),
  "/app/tummy-check": signedInScreen(
    () => import("./routes/tummy-check"),
    (m) => m.TummyCheckRoute,
  ),
  "/app/patterns": signedInScreen(
    () => import("./routes/patterns"),
    (m) => m.PatternsRoute,
  ),
  "/app/daily-review": signedInScreen(
    () => import("./routes/daily-review"),
    (m) => m.DailyReviewRoute,
  ),
  "/app/badges": signedInScreen(
    () => import("./routes/badges"),
    (m) => m.BadgesRoute,
  ),
  "/app/parent": signedInScreen(
    () => import("./routes/parent"),
    (m) => m.ParentRoute,
  ),
  "/app/profile": signedInScreen(
    () => import("./routes/profile"),
    (m) => m.ProfileRoute,
  ),
  "/app/family": signedInScreen(
    () => import("./routes/family"),
    (m) => m.FamilyRoute,
  ),
  "/app/cases/:id": signedInScreen(
    () => import("./routes/case-file"),
    (m) => m.CaseFileRoute,
  ),
} satisfies Record<AppRoute, Screen>;

/** The paths the router shows a screen for (beyond 'Page Not Found'), in the order routed. */
export const ROUTED_PATHS: readonly string[] = [
  "/",
  "/login",
  "/signup",
  "/signup/grown-up",
  ...Object.keys(publicScreens),
  ...APP_ROUTES,
];

/** Every route of SPEC 2; anything else is the 'Page Not Found' screen. */
export function AppRouter() {
  return (
    <Switch>
      <Route path="/" component={LandingRoute} />
      <Route path="/login" component={LoginScreen} />
      <Route path="/signup" component={SignupScreen} />
      <Route path="/signup/grown-up" component={GrownUpSignupScreen} />
      {Object.entries(publicScreens).map(([path, Screen]) => (
        <Route key={path} path={path} component={Screen} />
      ))}
      {APP_ROUTES.map((path) => (
        <Route key={path} path={path} component={signedInScreens[path]} />
      ))}
      <Route path="/app/*" component={SignedInNotFound} />
      <Route component={NotFoundScreen} />
    </Switch>
  );
}
