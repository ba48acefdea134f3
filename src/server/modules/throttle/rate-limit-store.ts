import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Db } from "../../db/client";
import { countAttemptInWindow } from "./repo";

type Callback = Parameters<FastifyRateLimitStore["incr"]>[1];
/** What @fastify/rate-limit really passes to child(): the route's limit and its route. */
type RouteLimit = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A store for @fastify/rate-limit that counts in PostgreSQL (the attempt counters of the
 * wrong-password limit), so one address gets the same number of tries however many app
 * instances answer it (ADR 051). Each route counts on its own key.
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = "rate:",
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      countAttemptInWindow(db, `${this.prefix}${key}`, timeWindow).then(
        ({ count, msLeft }) => callback(null, { current: count, ttl: msLeft }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      const { routeInfo } = routeOptions as RouteLimit;
      const method = [routeInfo?.method ?? ""].flat().join(",");
      return new PostgresRateLimitStore(undefined, `rate:${method}:${routeInfo?.url ?? ""}:`);
    }
  }
  return PostgresRateLimitStore;
}
