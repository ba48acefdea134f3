import { eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { pushKeys, pushSubscriptions } from "../../db/schema/reminders";

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** The kept VAPID key pair, if any instance made one. */
export async function storedKeys(db: Tx) {
  const [row] = await db.select().from(pushKeys).where(eq(pushKeys.id, 1));
  return row;
}

/** Keeps a key pair unless another instance kept one first; answers the one kept. */
export async function keepKeys(db: Tx, keys: { publicKey: string; privateKey: string }) {
  await db
    .insert(pushKeys)
    .values({ id: 1, ...keys })
    .onConflictDoNothing();
  return storedKeys(db);
}

/**
 * Keeps a subscription for a login: an endpoint seen before (the same browser subscribing again,
 * or signed in as someone else now) moves to this login with its new keys.
 */
export async function upsertSubscription(
  db: Tx,
  values: {
    accountId: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    expiresAt: Date | null;
    appOrigin: string | null;
  },
) {
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        accountId: values.accountId,
        p256dh: values.p256dh,
        auth: values.auth,
        expiresAt: values.expiresAt,
        appOrigin: values.appOrigin,
        createdAt: sql`now()`,
      },
    });
}

/** Forgets a login's subscription; another login's endpoint is left alone. */
export async function deleteSubscription(db: Tx, accountId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(
      sql`${pushSubscriptions.accountId} = ${accountId} and ${pushSubscriptions.endpoint} = ${endpoint}`,
    );
}

/** Removes subscriptions the push service says are gone (404 or 410). */
export async function deleteEndpoints(db: Tx, endpoints: string[]) {
  if (endpoints.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.endpoint, endpoints));
}

/** The subscriptions of some logins. */
export function subscriptionsOf(db: Tx, accountIds: string[]): Promise<SubscriptionRow[]> {
  if (accountIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.accountId, accountIds));
}
