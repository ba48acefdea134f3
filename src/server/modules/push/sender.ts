import https from "node:https";
import webpush, { WebPushError } from "web-push";
import type { PushConfig } from "../../config";
import type { Db, Tx } from "../../db/client";
import { isAllowedPushEndpoint } from "./allow";
import { keepKeys, type SubscriptionRow, storedKeys, upsertSubscription } from "./repo";

/**
 * What a notification carries: the child's first name, what it is about and the screen a tap
 * opens; never anything from the diary (the push service is outside the family). The shape is
 * Declarative Web Push's (`web_push: 8030`, `notification`), which Safari 18.4+ shows by itself;
 * other browsers' service worker reads the same fields (src/client/public/push-sw.js).
 */
export type PushMessage = {
  kind: string;
  title: string;
  body: string;
  /** The app's path a tap opens ('/app/tummy-check'). */
  screen: string;
  /** One notification per tag on a device: a newer one replaces it. */
  tag: string;
};

/** What a send came to for one subscription. */
export type SendOutcome = "sent" | "gone" | "retry" | "refused";

/** How long one push service may take to answer. */
const SEND_TIMEOUT_MS = 10_000;
/** How long a push service keeps a reminder for a phone that is off (it is late after that). */
const REMINDER_TTL_S = 30 * 60;

/** The payload for one device: the path made absolute on the origin the device subscribed from. */
export function payloadOf(message: PushMessage, appOrigin: string | null): string {
  const navigate = appOrigin ? new URL(message.screen, appOrigin).toString() : message.screen;
  return JSON.stringify({
    web_push: 8030,
    notification: {
      title: message.title,
      body: message.body,
      navigate,
      tag: message.tag,
      lang: "en",
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      app_badge: "1",
    },
    kind: message.kind,
    screen: message.screen,
  });
}

/**
 * Sends notifications through web-push (aes128gcm, VAPID). Keys come from the environment or
 * are made once and kept in the database; without a subject push is off. A failing push service
 * never throws out of `send`: each subscription gets its outcome.
 */
export class PushSender {
  private keys: Promise<{ publicKey: string; privateKey: string }> | undefined;
  /** Connections to the push services kept open between sends (one TLS handshake each). */
  private readonly ownAgent = new https.Agent({ keepAlive: true, maxSockets: 64 });
  /** The signed VAPID header per push service, reused for an hour (it is valid for 12). */
  private readonly vapidHeaders = new Map<string, { header: string; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly config: PushConfig,
    /** An https agent (tests trust their receiver's certificate through it). */
    private readonly agent?: https.Agent,
  ) {}

  /** Whether this server can send at all (a VAPID subject is set). */
  get enabled(): boolean {
    return this.config.subject !== undefined;
  }

  /** The VAPID key pair shared by every instance (made on the first call that finds none). */
  vapidKeys(): Promise<{ publicKey: string; privateKey: string }> {
    if (this.config.keys) return Promise.resolve(this.config.keys);
    if (!this.keys) {
      this.keys = (async () => {
        const kept =
          (await storedKeys(this.db)) ?? (await keepKeys(this.db, webpush.generateVAPIDKeys()));
        if (!kept) throw new Error("no VAPID keys kept");
        return { publicKey: kept.publicKey, privateKey: kept.privateKey };
      })();
      // A database that failed now may answer next time.
      this.keys.catch(() => {
        this.keys = undefined;
      });
    }
    return this.keys;
  }

  /** Ends the kept connections. */
  close(): void {
    this.ownAgent.destroy();
  }

  private vapidHeader(
    endpoint: string,
    subject: string,
    keys: { publicKey: string; privateKey: string },
  ): string {
    const audience = new URL(endpoint).origin;
    const now = Date.now();
    const kept = this.vapidHeaders.get(audience);
    if (kept && kept.until > now) return kept.header;
    const header = webpush.getVapidHeaders(
      audience,
      subject,
      keys.publicKey,
      keys.privateKey,
      "aes128gcm",
      Math.floor(now / 1000) + 12 * 3600,
    ).Authorization;
    if (this.vapidHeaders.size > 100) this.vapidHeaders.clear();
    this.vapidHeaders.set(audience, { header, until: now + 3_600_000 });
    return header;
  }

  /** Whether an endpoint may be sent to (the allow-list). */
  allows(endpoint: string): boolean {
    return isAllowedPushEndpoint(endpoint, this.config.allowedOrigins);
  }

  /** Sends one message to one subscription. */
  async sendOne(subscription: SubscriptionRow, message: PushMessage): Promise<SendOutcome> {
    const subject = this.config.subject;
    if (!subject || !this.allows(subscription.endpoint)) return "refused";
    const keys = await this.vapidKeys();
    try {
      await webpush.sendNotification(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        payloadOf(message, subscription.appOrigin),
        {
          headers: { Authorization: this.vapidHeader(subscription.endpoint, subject, keys) },
          TTL: REMINDER_TTL_S,
          urgency: "normal",
          topic: message.tag.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 32) || undefined,
          contentEncoding: "aes128gcm",
          timeout: SEND_TIMEOUT_MS,
          agent: this.agent ?? this.ownAgent,
        },
      );
      return "sent";
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        return "gone";
      }
      // 429, 5xx, a timeout, a refused connection, a bad key: try again later, then give up.
      return "retry";
    }
  }

  /** Sends one message to many subscriptions, a few at a time. */
  async sendMany(
    subscriptions: readonly SubscriptionRow[],
    message: PushMessage,
    parallel = 16,
  ): Promise<Map<string, SendOutcome>> {
    const outcomes = new Map<string, SendOutcome>();
    let next = 0;
    const worker = async () => {
      while (next < subscriptions.length) {
        const subscription = subscriptions[next++] as SubscriptionRow;
        outcomes.set(subscription.endpoint, await this.sendOne(subscription, message));
      }
    };
    await Promise.all(Array.from({ length: Math.min(parallel, subscriptions.length) }, worker));
    return outcomes;
  }
}

/** Keeps a login's subscription (the allow-list is checked by the caller). */
export function keepSubscription(
  db: Tx,
  accountId: string,
  body: {
    endpoint: string;
    expirationTime?: number | null;
    keys: { p256dh: string; auth: string };
  },
  appOrigin: string | null,
) {
  return upsertSubscription(db, {
    accountId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    expiresAt: body.expirationTime ? new Date(body.expirationTime) : null,
    appOrigin,
  });
}

/** A first name short enough for a notification's title. */
export function shortName(name: string): string {
  const first = name.trim().split(/[\s_.-]+/)[0] || name;
  return first.slice(0, 20);
}

/** The notification "Send a test" sends to the caller's own devices. */
export function testMessage(name: string): PushMessage {
  return {
    kind: "test",
    title: `Reminders work, ${shortName(name)}!`,
    body: "This is how a reminder looks on this device.",
    screen: "/app/tummy-check",
    tag: "test",
  };
}
