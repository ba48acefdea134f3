import type { FastifyInstance } from "fastify";
import { API_PREFIX, type EndpointDefinition } from "../../contracts/endpoint";

/**
 * Watches the routes registered from here on: every `/api/` route must be an endpoint of the
 * contracts' map. Returns the check to run once every route is registered; it throws naming
 * each stray route, so an endpoint written by hand stops the app at start, not in production.
 */
export function guardEndpointMap(
  app: FastifyInstance,
  endpoints: readonly EndpointDefinition[],
): () => void {
  const known = new Set(endpoints.map((e) => `${e.method} ${e.path}`));
  const strays: string[] = [];
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    for (const method of [route.method].flat()) {
      // Fastify adds a HEAD route for every GET by itself.
      if (method === "HEAD") continue;
      const key = `${method} ${route.url}`;
      if (!known.has(key)) strays.push(key);
    }
  });
  return () => {
    if (strays.length > 0)
      throw new Error(
        `API routes outside the endpoint map (src/contracts/api.ts): ${strays.join(", ")}`,
      );
  };
}
