import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { pushEndpoints as api } from "../../../contracts/reminders";
import type { Db } from "../../db/client";
import { badRequest } from "../../lib/errors";
import { requireAccount } from "../../lib/request-context";
import { serve } from "../../lib/serve";
import { deleteEndpoints, deleteSubscription, subscriptionsOf } from "./repo";
import { keepSubscription, type PushSender, testMessage } from "./sender";

/** A p256dh key is an uncompressed P-256 point (65 bytes, 0x04 first); auth is 16 bytes. */
function readableKeys(keys: { p256dh: string; auth: string }): boolean {
  const point = Buffer.from(keys.p256dh, "base64url");
  const auth = Buffer.from(keys.auth, "base64url");
  return point.length === 65 && point[0] === 4 && auth.length === 16;
}

/** The app's origin the request came from (where a notification's tap opens), if any. */
function appOriginOf(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (typeof origin !== "string" || origin.length > 200) return null;
  try {
    const url = new URL(origin);
    return /^https?:$/.test(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
}

/** Web Push: the key, this device's subscription, a test (ADR 068). */
export const pushRoutes: FastifyPluginAsync<{ db: Db; sender: PushSender }> = async (
  app,
  { db, sender },
) => {
  serve(app, api.key, async () => ({
    publicKey: sender.enabled ? (await sender.vapidKeys()).publicKey : null,
  }));

  // Subscriptions are the login's, a child's own or a grown-up's (ADR 065).
  serve(app, api.subscribe, async (request) => {
    const user = requireAccount(request);
    const body = request.body;
    // Checked before anything is kept: no request ever goes to an address a client chose.
    if (!sender.allows(body.endpoint)) {
      throw badRequest("errors.pushEndpointRefused", { endpoint: "errors.pushEndpointRefused" });
    }
    if (!readableKeys(body.keys)) {
      const message = "errors.pushKeysUnreadable";
      throw badRequest(message, { keys: message });
    }
    await keepSubscription(db, user.id, body, appOriginOf(request));
    return { ok: true as const };
  });

  serve(app, api.unsubscribe, async (request) => {
    const user = requireAccount(request);
    await deleteSubscription(db, user.id, request.body.endpoint);
    return { ok: true as const };
  });

  serve(app, api.test, async (request) => {
    const user = requireAccount(request);
    const subscriptions = await subscriptionsOf(db, [user.id]);
    if (!sender.enabled || subscriptions.length === 0) {
      return { sent: 0, devices: subscriptions.length };
    }
    const outcomes = await sender.sendMany(subscriptions, testMessage(user.username));
    const gone = [...outcomes].filter(([, o]) => o === "gone").map(([endpoint]) => endpoint);
    await deleteEndpoints(db, gone);
    const sent = [...outcomes.values()].filter((o) => o === "sent").length;
    return { sent, devices: subscriptions.length - gone.length };
  });
};
