import { z } from "zod";
import { endpoint } from "./endpoint";

/** GET /api/health answer: whether the app answers, and how long its event loop has waited. */
export const healthBody = z.object({
  /** "ok"; "slow" (with status 503) when the loop stood still past the watchdog's threshold. */
  status: z.enum(["ok", "slow"]),
  eventLoop: z.object({
    /** The longest the loop waited over the last 10 to 20 seconds, in ms. */
    delayMs: z.number().int().min(0),
    /** The longest it waited since the app started, in ms. */
    maxDelayMs: z.number().int().min(0),
  }),
});
export type HealthBody = z.infer<typeof healthBody>;

/** For a supervisor (a load balancer, systemd, Docker): restart an instance that stalls. */
export const healthEndpoints = {
  health: endpoint({
    method: "GET",
    path: "/api/health",
    summary:
      "Whether the app answers, with its event loop's recent and longest delay (503 when it stood still past the watchdog's threshold)",
    access: "public",
    response: healthBody,
  }),
} as const;
