import Dexie, { liveQuery, type Table } from "dexie";
import { useEffect, useState } from "react";
import { type EndpointDefinition, pathOf, type ResponseOf } from "../../contracts/endpoint";
import { IDEMPOTENCY_KEY_HEADER } from "../../contracts/idempotency";
import { ApiError, apiFetch, callEndpoint, throwIfNotOk } from "./api-client";

/** The toast of a write the outbox took: it is on this phone, not yet on the server. */
export const SAVED_ON_PHONE = "Saved on this phone — it will be sent when you're online";

/** What a queued write is, for showing it on the dashboard until it is sent. */
export type OutboxKind = "meal" | "tummyCheck" | "drink" | "bedtime" | "morning" | "caseDay";

/** The kinds whose body carries the moment of the entry, fixed when it is queued. */
const STAMPED: ReadonlySet<OutboxKind> = new Set(["meal", "tummyCheck", "drink"]);

/**
 * A diary write made without a connection (ADR 058), kept in IndexedDB until the server has it:
 * its Idempotency-Key is its id, so sending it again after a lost answer stores it once.
 */
export interface OutboxEntry {
  id: string;
  userId: string;
  kind: OutboxKind;
  method: EndpointDefinition["method"];
  url: string;
  body: Record<string, unknown>;
  createdAt: string;
  state: "waiting" | "refused";
  /** Why the server refused it (its own words), shown to the child. */
  reason?: string;
}

class OutboxDatabase extends Dexie {
  entries!: Table<OutboxEntry, string>;
  constructor() {
    // Every live list reads the store again on a change, so a write made outside this tab's
    // Dexie (another tab, an older app version) is seen too.
    super("tummy-detective-outbox", { cache: "disabled" });
    this.version(1).stores({ entries: "id, userId, createdAt" });
  }
}

let database: OutboxDatabase | undefined;
const outbox = () => {
  database ??= new OutboxDatabase();
  return database;
};

/** The detective whose writes are queued and sent on this device (set by the signed-in frame). */
let owner: string | null = null;
export function setOutboxOwner(userId: string | null): void {
  owner = userId;
}

/** A fetch that never reached the server (no signal, airplane mode) rejects with a TypeError. */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

/**
 * Sends a diary write with its Idempotency-Key; without a connection it goes into the outbox
 * instead and the answer is null (the caller shows it as waiting). A refusal (400, 409, ...)
 * still throws, as when online: the form shows the reason at once. A write whose endpoint
 * takes no key (a morning mood, a case day mark) must be one whose repeat changes nothing:
 * its key is then only its id in the outbox, and the server ignores the header.
 */
export async function sendOrQueue<E extends EndpointDefinition>(
  definition: E,
  kind: OutboxKind,
  body: Record<string, unknown>,
  key: string,
  params: Readonly<Record<string, string>> = {},
): Promise<ResponseOf<E> | null> {
  if (navigator.onLine || !owner) {
    try {
      return await callEndpoint(definition, {
        params,
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      } as never);
    } catch (error) {
      if (!isNetworkFailure(error) || !owner) throw error;
    }
  }
  const now = new Date().toISOString();
  await outbox().entries.put({
    id: key,
    userId: owner,
    kind,
    method: definition.method,
    url: pathOf(definition, params),
    // Logged at the moment it happened, not when the signal comes back.
    body: STAMPED.has(kind) ? { ...body, timestamp: body.timestamp ?? now } : body,
    createdAt: now,
    state: "waiting",
  });
  return null;
}

/** The stand-in a queued create answers with: its body, an `outbox:` id and no badges yet. */
export function queuedRecord<T extends Record<string, unknown>>(
  key: string,
  body: T,
): Omit<T, "timestamp"> & {
  id: string;
  userId: string;
  timestamp: string;
  createdAt: string;
  newBadges: [];
} {
  const now = new Date().toISOString();
  return {
    ...body,
    timestamp: (body.timestamp as string | undefined) ?? now,
    id: `${QUEUED_PREFIX}${key}`,
    userId: owner ?? "",
    createdAt: now,
    newBadges: [],
  };
}

function reasonOf(error: ApiError): string {
  const field = error.fieldErrors ? Object.values(error.fieldErrors)[0] : undefined;
  return field ?? error.serverMessage ?? "The server could not take this entry.";
}

let draining: Promise<number> | null = null;

/**
 * Sends the owner's waiting entries, oldest first, each with its own key (a repeat is answered,
 * never stored twice). Stops at the first that cannot reach the server or is told to wait
 * (401, 408, 429, 5xx), to try again on the next reconnect, focus or open. An entry the server
 * refuses is kept, marked with the reason, until the child discards it. Returns how many went.
 */
export function drainOutbox(): Promise<number> {
  draining ??= (async () => {
    let sent = 0;
    try {
      const userId = owner;
      if (!userId) return 0;
      const waiting = await outbox()
        .entries.where("userId")
        .equals(userId)
        .filter((entry) => entry.state === "waiting")
        .sortBy("createdAt");
      for (const entry of waiting) {
        try {
          const res = await apiFetch(entry.method, entry.url, entry.body, {
            headers: { [IDEMPOTENCY_KEY_HEADER]: entry.id },
          });
          await throwIfNotOk(res);
          await outbox().entries.delete(entry.id);
          sent += 1;
        } catch (error) {
          if (!(error instanceof ApiError)) break;
          const retryLater =
            error.status === 401 ||
            error.status === 408 ||
            error.status === 429 ||
            error.status >= 500;
          if (retryLater) break;
          await outbox().entries.update(entry.id, { state: "refused", reason: reasonOf(error) });
        }
      }
      return sent;
    } finally {
      draining = null;
    }
  })();
  return draining;
}

/** Drops an entry the child chose not to send. */
export async function discardOutboxEntry(id: string): Promise<void> {
  await outbox().entries.delete(id);
}

/** The detective's queued entries, live: they update as entries are queued, sent or refused. */
export function useOutbox(userId: string): OutboxEntry[] {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  useEffect(() => {
    if (!userId) return;
    const subscription = liveQuery(() =>
      outbox().entries.where("userId").equals(userId).sortBy("createdAt"),
    ).subscribe({ next: setEntries, error: () => setEntries([]) });
    return () => subscription.unsubscribe();
  }, [userId]);
  return entries;
}

/** Whether an answer of a create is the stand-in of a queued entry. */
export const QUEUED_PREFIX = "outbox:";
export function isQueued(record: { id: string }): boolean {
  return record.id.startsWith(QUEUED_PREFIX);
}
