import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allEndpoints, docsEndpoints } from "../../contracts/api";
import { API_PREFIX, pathOf } from "../../contracts/endpoint";
import { ERROR_CODE_VALUES } from "../../contracts/errors";
import { createTestApp, send, type TestApp } from "../test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/openapi.json", () => {
  it("describes every endpoint of the map, and each one is a registered route", async () => {
    const res = await send(t.app, "GET", pathOf(docsEndpoints.openApi));
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe("3.1.0");
    for (const e of allEndpoints()) {
      const path = e.path.replace(/:([A-Za-z]+)/g, "{$1}");
      expect(doc.paths[path]?.[e.method.toLowerCase()], `${e.method} ${e.path}`).toBeDefined();
      expect(t.app.hasRoute({ method: e.method, url: e.path }), `${e.method} ${e.path}`).toBe(true);
    }
  });

  it("lists every /api/ route the app registers", async () => {
    const doc = (await send(t.app, "GET", pathOf(docsEndpoints.openApi))).json();
    const documented = new Set(
      Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
        ([path, operations]) =>
          Object.keys(operations).map((method) => `${method.toUpperCase()} ${anyParams(path)}`),
      ),
    );
    const registered = registeredRoutes(t.app.printRoutes({ commonPrefix: false }));
    expect(registered.length).toBeGreaterThan(30);
    for (const route of registered) expect(documented, route).toContain(route);
  });

  it("documents parameters, bodies and answers from the contracts' schemas", async () => {
    const doc = (await send(t.app, "GET", pathOf(docsEndpoints.openApi))).json();
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

  it("documents every error body as { code, message, errors } with each code", async () => {
    const doc = (await send(t.app, "GET", pathOf(docsEndpoints.openApi))).json();
    const error = doc.components.schemas.Error;
    expect(error.required).toEqual(expect.arrayContaining(["code", "message"]));
    expect(error.properties.code.enum).toEqual(ERROR_CODE_VALUES);
    const create = doc.paths["/api/meals"].post;
    for (const status of ["400", "401", "403", "404", "422", "500"]) {
      expect(create.responses[status].content["application/json"].schema).toEqual({
        $ref: "#/components/schemas/Error",
      });
    }
    expect(create.responses["422"].description).toContain("`idempotency_key_reused`");
  });
});

/** A path with each parameter written as {} (Fastify shows `:a|:b` where two routes share one). */
function anyParams(path: string): string {
  return path.replace(/\{[A-Za-z]+\}|:[A-Za-z]+(\|:[A-Za-z]+)*/g, "{}");
}

/** "METHOD path" of every /api/ route in Fastify's route tree (printRoutes), HEAD left out. */
function registeredRoutes(tree: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split("\n")) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    stack.push(match[2]);
    const path = stack.join("");
    if (!path.startsWith(API_PREFIX) || !match[3]) continue;
    for (const method of match[3].split(", ")) {
      if (method !== "HEAD") routes.push(`${method} ${anyParams(path)}`);
    }
  }
  return routes;
}
