import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { endpoint } from "../../contracts/endpoint";
import { guardEndpointMap } from "./route-guard";
import { serve } from "./serve";

const listed = endpoint({
  method: "GET",
  path: "/api/listed/:id",
  summary: "An endpoint of the map",
  access: "public",
  params: z.object({ id: z.string() }),
  response: z.object({ id: z.string() }),
});

describe("guardEndpointMap", () => {
  it("accepts routes of the map and anything outside /api/", async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const check = guardEndpointMap(app, [listed]);
    serve(app, listed, (request) => ({ id: request.params.id }));
    app.get("/health", async () => "ok");
    await app.ready();
    expect(check).not.toThrow();
    await app.close();
  });

  it("names every /api/ route written by hand", async () => {
    const app = Fastify();
    const check = guardEndpointMap(app, [listed]);
    await app.register(async (child) => {
      child.post("/api/stray", async () => ({}));
      child.get("/api/listed/:id/extra", async () => ({}));
    });
    await app.ready();
    expect(check).toThrow("POST /api/stray, GET /api/listed/:id/extra");
    await app.close();
  });
});
