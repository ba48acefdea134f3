import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allEndpoints } from "../../contracts/api";
import { createTestApp, send, type TestApp } from "../test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/openapi.json", () => {
  it("describes every endpoint of the map, and each one is a registered route", async () => {
    const res = await send(t.app, "GET", "/api/openapi.json");
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe("3.1.0");
    for (const e of allEndpoints()) {
      const path = e.path.replace(/:([A-Za-z]+)/g, "{$1}");
      expect(doc.paths[path]?.[e.method.toLowerCase()], `${e.method} ${e.path}`).toBeDefined();
      expect(t.app.hasRoute({ method: e.method, url: e.path }), `${e.method} ${e.path}`).toBe(true);
    }
  });

  it("documents parameters, bodies and answers from the contracts' schemas", async () => {
    const doc = (await send(t.app, "GET", "/api/openapi.json")).json();
    const today = doc.paths["/api/missions/today/{userId}"].get;
    expect(today.parameters).toEqual([
      expect.objectContaining({ name: "userId", in: "path", required: true }),
    ]);
    expect(today.responses["200"].content["application/json"].schema.properties).toHaveProperty(
      "mealsGoal",
    );
    expect(Object.keys(today.responses)).toEqual(
      expect.arrayContaining(["200", "400", "401", "403", "404"]),
    );
  });
});
