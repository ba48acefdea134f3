import type { FastifyPluginAsync } from "fastify";
import { healthEndpoints as api, type HealthBody } from "../../../contracts/health";
import type { LoopWatchdog } from "../../lib/loop-watchdog";
import { serve } from "../../lib/serve";

/** GET /api/health: 200 while the loop keeps up, 503 after it stood still (ADR 045). */
export const healthRoutes: FastifyPluginAsync<{ watchdog: LoopWatchdog }> = async (
  app,
  { watchdog },
) => {
  serve(app, api.health, (_request, reply) => {
    const delay = watchdog.delay();
    const body: HealthBody = {
      status: delay.blocked ? "slow" : "ok",
      eventLoop: { delayMs: delay.delayMs, maxDelayMs: delay.maxDelayMs },
    };
    reply.header("cache-control", "no-store");
    if (!delay.blocked) return body;
    return reply.status(503).send(body);
  });
};
