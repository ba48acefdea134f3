import { describe, expect, it } from "vitest";
import { APP_ROUTES, isKnownScreen, PUBLIC_ROUTES } from "../../contracts/routes";
import { ROUTED_PATHS } from "./router";

describe("the client router and the contracts' route list", () => {
  it("route exactly the screens the contracts list (the server answers those with the app)", () => {
    expect([...ROUTED_PATHS].sort()).toEqual([...PUBLIC_ROUTES, ...APP_ROUTES].sort());
    for (const path of ROUTED_PATHS) expect(isKnownScreen(path), path).toBe(true);
  });

  it("leave every other path to 'Page Not Found' (a 404 from the server)", () => {
    expect(isKnownScreen("/app/patterns/")).toBe(true);
    expect(isKnownScreen("/app/nowhere")).toBe(false);
    expect(isKnownScreen("/dashboard")).toBe(false);
  });
});
