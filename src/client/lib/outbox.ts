import Dexie, { liveQuery, type Table } from "dexie";
import { useEffect, useState } from "react";
import { z } from "zod";
import { type EarnedBadge, earnedBadge } from "../../contracts/common";
import { dayBadge } from "../../contracts/daily-review";
import { type EndpointDefinition, pathOf, type ResponseOf } from "../../contracts/endpoint";
import type { ErrorReason } from "../../contracts/error-reasons";
import { IDEMPOTENCY_KEY_HEADER } from "../../contracts/idempotency";
import { type PhotoAnalysis, photoEndpoints } from "../../contracts/photos";
import { ApiError, apiFetch, callEndpoint, reasonWords, throwIfNotOk } from "./api-client";
import { t } from "./i18n";
import { newUuid } from "./submission-key";
import { todayLocalDate } from "./time";

/** The toast of a write the outbox took: it is on this phone, not yet on the server. */
export const SAVED_ON_PHONE = "Saved on this phone — it will be sent when you're online";
/** Shown when a queued entry is changed or dropped while it is on its way to the server. */
export const OUTBOX_BUSY = "That one is being sent right now. Try again in a moment!";
/** The reason of a change whose entry was never sent (refused, or discarded). */
export const PARENT_NOT_SENT = "It belongs to an entry that was not sent.";

/** What a queued write is about, for showing it on the dashboard until it is sent. */
export type OutboxKind =
  | "meal"
  | "tummyCheck"
  | "drink"
  | "bedtime"
  | "morning"
  | "caseDay"
  | "finishDay";

/** A create (the kind's own write), or an edit or a deletion of an entry already logged. */
export type OutboxAction = "create" | "edit" | "delete";

/** The kinds whose body carries the moment of the entry, fixed when it is queued. */
const STAMPED: ReadonlySet<OutboxKind> = new Set(["meal", "tummyCheck", "drink"]);

/**
 * A diary write made without a connection (ADR 058, 049), kept in IndexedDB until the server
 * has it: its Idempotency-Key is its id, so sending it again after a lost answer stores it once.
 * The body is the form's, whatever fields it has: the outbox never reads them (a field a form
 * gains later travels unchanged).
 */
export interface OutboxEntry {
  id: string;
  userId: string;
  kind: OutboxKind;
  /** Missing on entries of older versions: a create. */
  action?: OutboxAction;
  /** The entry an edit or deletion changes: a server id, or `outbox:<key>` of a queued create. */
  targetId?: string;
  method: EndpointDefinition["method"];
  url: string;
  body: Record<string, unknown>;
  createdAt: string;
  /**
   * Waiting to be sent; refused by the server; or, for a meal, held for the child to review the
   * foods its photo's analysis found once it was sent for reading (`found`), never added unseen.
   */
  state: "waiting" | "refused" | "review";
  /** The foods the lab found in a queued meal's photo, offered to the child before it is sent. */
  found?: string[];
  /** Why the server refused it, in the words of the moment (kept for entries stored before `refusal`). */
  reason?: string;
  /** Why it was refused, as a reason of the catalogue: worded when shown, in the language then. */
  refusal?: ErrorReason;
  /** A photo of the meal waits in the photos table under the entry's id (sent first). */
  photo?: { bytes: number };
  /** On its way to the server: not changed or dropped until its answer is in. */
  sending?: boolean;
}

interface QueuedPhoto {
  id: string;
  blob: Blob;
}

class OutboxDatabase extends Dexie {
  entries!: Table<OutboxEntry, string>;
  photos!: Table<QueuedPhoto, string>;
  constructor() {
    // Every live list reads the store again on a change, so a write made outside this tab's
    // Dexie (another tab, an older app version) is seen too.
    super("tummy-detective-outbox", { cache: "disabled" });
    this.version(1).stores({ entries: "id, userId, createdAt" });
    this.version(2).stores({ entries: "id, userId, createdAt", photos: "id" });
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

/**
 * The child a grown-up's login writes for (ADR 065), null for a child's own login: a new meal,
 * tummy check, drink, bedtime or morning mood names it as `userId` in its body, the rest name
 * their child in the path.
 */
let writingFor: string | null = null;
export function setWritingFor(childId: string | null): void {
  writingFor = childId;
}
const NAMES_ITS_CHILD: ReadonlySet<OutboxKind> = new Set([
  "meal",
  "tummyCheck",
  "drink",
  "bedtime",
  "morning",
]);
function forChild(kind: OutboxKind, action: OutboxAction, body: Record<string, unknown>) {
  if (!writingFor || action !== "create" || !NAMES_ITS_CHILD.has(kind) || "userId" in body) {
    return body;
  }
  return { ...body, userId: writingFor };
}

/** A fetch that never reached the server (no signal, airplane mode) rejects with a TypeError. */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

/** The id a queued create shows under until it is sent. */
export const QUEUED_PREFIX = "outbox:";
/** Whether an answer of a create is the stand-in of a queued entry. */
export function isQueued(record: { id: string }): boolean {
  return record.id.startsWith(QUEUED_PREFIX);
}
/** The outbox key of a queued create's stand-in id. */
export function queuedKeyOf(id: string): string | undefined {
  return id.startsWith(QUEUED_PREFIX) ? id.slice(QUEUED_PREFIX.length) : undefined;
}

/** The largest total of photos waiting on this phone, and how many may wait. */
export const QUEUED_PHOTO_BYTES = 40 * 1024 * 1024;
export const QUEUED_PHOTOS = 12;

/** Whether one more photo of this size may wait in the outbox. */
export async function roomForPhoto(bytes: number): Promise<boolean> {
  const photos = await outbox().photos.toArray();
  const held = photos.reduce((sum, photo) => sum + photo.blob.size, 0);
  return photos.length < QUEUED_PHOTOS && held + bytes <= QUEUED_PHOTO_BYTES;
}

interface QueueOptions {
  params?: Readonly<Record<string, string>>;
  action?: OutboxAction;
  targetId?: string;
  /** A meal's photo that could not be sent: it waits with the meal and is analysed first. */
  photo?: Blob;
}

/** The body as it is queued: the moment of the entry fixed when it was logged. */
function stamped(kind: OutboxKind, action: OutboxAction, body: Record<string, unknown>) {
  if (action !== "create") return body;
  if (STAMPED.has(kind)) return { ...body, timestamp: body.timestamp ?? new Date().toISOString() };
  // The day the child finished, so sent after midnight it still finishes that day.
  if (kind === "finishDay") return { ...body, date: body.date ?? todayLocalDate() };
  return body;
}

/**
 * Sends a diary write with its Idempotency-Key; without a connection it goes into the outbox
 * instead and the answer is null (the caller shows it as waiting). A refusal (400, 409, ...)
 * still throws, as when online: the form shows the reason at once. A write whose endpoint
 * takes no key (a morning mood, a case day mark, an edit, a deletion) must be one whose repeat
 * changes nothing: its key is then only its id in the outbox, and the server ignores the header.
 * A meal with a photo that could not be sent (`photo`) is always queued.
 */
export async function sendOrQueue<E extends EndpointDefinition>(
  definition: E,
  kind: OutboxKind,
  given: Record<string, unknown>,
  key: string,
  options: QueueOptions = {},
): Promise<ResponseOf<E> | null> {
  const params = options.params ?? {};
  const body = forChild(kind, options.action ?? "create", given);
  // A change of an entry still in the outbox waits for it, whatever the connection.
  const afterQueued = Object.values(params).some((value) => value.startsWith(QUEUED_PREFIX));
  if ((navigator.onLine || !owner) && !options.photo && !afterQueued) {
    try {
      return await callEndpoint(definition, {
        params,
        body: definition.body ? body : undefined,
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      } as never);
    } catch (error) {
      if (!isNetworkFailure(error) || !owner) throw error;
    }
  }
  if (!owner) throw new TypeError("Nobody is signed in to queue this for");
  const action = options.action ?? "create";
  const entry: OutboxEntry = {
    id: key,
    userId: owner,
    kind,
    action,
    ...(options.targetId ? { targetId: options.targetId } : {}),
    method: definition.method,
    url: pathOf(definition, params),
    body: stamped(kind, action, body),
    createdAt: new Date().toISOString(),
    state: "waiting",
    ...(options.photo ? { photo: { bytes: options.photo.size } } : {}),
  };
  const { entries, photos } = outbox();
  await outbox().transaction("rw", entries, photos, async () => {
    if (options.photo) await photos.put({ id: key, blob: options.photo });
    await entries.put(entry);
  });
  // Queued while online (a photo whose upload failed, a change of a waiting entry): send now.
  if (navigator.onLine) void drainOutbox();
  return null;
}

/** A random id for a write whose endpoint takes no key (its outbox id only). */
export const outboxId = newUuid;

/** Thrown when a queued entry cannot be changed now (being sent) or is gone (just sent). */
export class OutboxBusyError extends Error {
  constructor() {
    super(OUTBOX_BUSY);
    this.name = "OutboxBusyError";
  }
}

/**
 * Changes a queued create before it is sent (the child edits a waiting entry, or fixes a
 * refused one): its body takes the changes and it waits again. Nothing reaches the server
 * twice: the create goes once, with the changes. Throws OutboxBusyError while it is being sent.
 */
export async function changeQueued(
  id: string,
  changes: Record<string, unknown>,
): Promise<OutboxEntry> {
  const key = queuedKeyOf(id) ?? id;
  const { entries } = outbox();
  return outbox()
    .transaction("rw", entries, async () => {
      const entry = await entries.get(key);
      if (!entry || entry.sending) throw new OutboxBusyError();
      // An edit is the child's own word on the meal: foods offered for review go with it.
      const { found: _offered, ...rest } = entry;
      const changed: OutboxEntry = {
        ...rest,
        body: { ...entry.body, ...changes },
        state: "waiting",
        reason: undefined,
        refusal: undefined,
      };
      await entries.put(changed);
      return changed;
    })
    .then((changed) => {
      if (navigator.onLine) void drainOutbox();
      return changed;
    });
}

/**
 * An edit (ADR 049): of an entry still in the outbox, its create takes the changes; of a logged
 * entry, sent, or without a connection queued after everything queued before it (null then).
 * A repeated edit sets the same values, so a replay changes nothing more.
 */
export async function editOrQueue<E extends EndpointDefinition>(
  definition: E,
  kind: OutboxKind,
  id: string,
  changes: Record<string, unknown>,
): Promise<ResponseOf<E> | null> {
  if (queuedKeyOf(id)) {
    await changeQueued(id, changes);
    return null;
  }
  return sendOrQueue(definition, kind, changes, outboxId(), {
    params: { id },
    action: "edit",
    targetId: id,
  });
}

/**
 * A deletion (ADR 049): of an entry still in the outbox, it is dropped and never sent; of a
 * logged entry, sent, or without a connection queued (a repeat finds nothing: done).
 */
export async function deleteOrQueue(
  definition: EndpointDefinition,
  kind: OutboxKind,
  id: string,
): Promise<void> {
  if (queuedKeyOf(id)) return discardOutboxEntry(id);
  await sendOrQueue(definition, kind, {}, outboxId(), {
    params: { id },
    action: "delete",
    targetId: id,
  });
}

/**
 * The child's answer to the foods a queued meal's photo showed (state "review"): the ones they
 * tap as eaten join the meal, the others are dropped, and the meal waits to be sent. Throws
 * OutboxBusyError when the entry is no longer under review.
 */
export async function keepFoundFoods(id: string, eaten: readonly string[]): Promise<void> {
  const key = queuedKeyOf(id) ?? id;
  const { entries } = outbox();
  await outbox().transaction("rw", entries, async () => {
    const entry = await entries.get(key);
    if (entry?.state !== "review") throw new OutboxBusyError();
    const offered = new Set(entry.found ?? []);
    const detected = (entry.body.detectedFoods as string[] | undefined) ?? [];
    const { found: _offered, ...rest } = entry;
    await entries.put({
      ...rest,
      body: {
        ...entry.body,
        detectedFoods: [...detected, ...eaten.filter((food) => offered.has(food))],
      },
      state: "waiting",
    });
  });
  if (navigator.onLine) void drainOutbox();
}

/** Drops an entry the child chose not to send (with its photo); not while it is being sent. */
export async function discardOutboxEntry(id: string): Promise<void> {
  const key = queuedKeyOf(id) ?? id;
  const { entries, photos } = outbox();
  await outbox().transaction("rw", entries, photos, async () => {
    const entry = await entries.get(key);
    if (entry?.sending) throw new OutboxBusyError();
    await entries.delete(key);
    await photos.delete(key);
  });
}

/** Drops every entry of a detective and their waiting photos (the account was deleted). */
export async function forgetOutboxOf(userId: string): Promise<void> {
  const { entries, photos } = outbox();
  await outbox().transaction("rw", entries, photos, async () => {
    const ids = (await entries.where("userId").equals(userId).primaryKeys()) as string[];
    await entries.bulkDelete(ids);
    await photos.bulkDelete(ids);
  });
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
  return field ?? error.serverMessage ?? t("errors.entryRefused");
}

/** The reason of a refusal: its first field's, else the answer's own, else its code. */
function refusalOf(error: ApiError): ErrorReason {
  const field = error.fieldReasons ? Object.values(error.fieldReasons)[0] : undefined;
  if (field) return field;
  if (error.reason) return { reason: error.reason, params: error.params };
  return { reason: error.serverMessage === undefined ? "entryRefused" : error.code };
}

/** Why an entry was not sent, in the current language (ADR 075). */
export function refusalWords(entry: Pick<OutboxEntry, "reason" | "refusal">): string {
  const words = entry.refusal && reasonWords(entry.refusal.reason, entry.refusal.params);
  return words ?? entry.reason ?? t("errors.entryRefused");
}

/** 401, 408, 429 and 5xx: nothing is wrong with the entry; the run stops to try again later. */
function isRetryLater(error: ApiError): boolean {
  return (
    error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500
  );
}

/** The path segment of a queued create's stand-in id, as it sits in a queued URL. */
const QUEUED_IN_URL = encodeURIComponent(QUEUED_PREFIX);

/** Marks the entry as on its way, unless it changed state or went meanwhile. */
async function startSending(id: string): Promise<OutboxEntry | undefined> {
  const { entries } = outbox();
  return outbox().transaction("rw", entries, async () => {
    const entry = await entries.get(id);
    if (entry?.state !== "waiting" || entry.sending) return undefined;
    await entries.update(id, { sending: true });
    return entry;
  });
}

/**
 * A meal's waiting photo is sent (and analysed) first: the meal carries the stored photo, saved
 * at once so a later retry never sends it again. The child never saw what the lab found, so its
 * foods (less those typed) are not added: the meal is held for review (`found`, state "review")
 * and sent once the child has said which they ate (`keepFoundFoods`).
 */
async function sendPhotoOf(entry: OutboxEntry): Promise<OutboxEntry> {
  const { entries, photos } = outbox();
  const photo = await photos.get(entry.id);
  if (!photo) {
    const { photo: _gone, ...rest } = entry;
    await entries.put(rest);
    return rest;
  }
  const form = new FormData();
  form.append(photoEndpoints.upload.upload.field, photo.blob, "meal.jpg");
  const res = await apiFetch("POST", "/api/upload-photo", form);
  await throwIfNotOk(res);
  const analysis = (await res.json()) as PhotoAnalysis;
  const manual = ((entry.body.manualFoods as string[] | undefined) ?? []).map((f) =>
    f.toLowerCase(),
  );
  const { photo: _sent, ...rest } = entry;
  // The food table's words load with the first analysed photo, not with the outbox.
  const { photoFoodsWords } = await import("../../i18n/words/food-names");
  const found = [
    ...new Set(
      // In the app's language, as the child will see and keep them.
      photoFoodsWords(t, analysis.foods)
        .map((food) => food.name)
        .filter((name) => !manual.includes(name.toLowerCase())),
    ),
  ];
  const analysed: OutboxEntry = {
    ...rest,
    body: {
      ...entry.body,
      aiConfidence: analysis.overallConfidence,
      photoUrl: analysis.photoUrl,
    },
    ...(found.length > 0 ? { state: "review" as const, found } : {}),
  };
  await outbox().transaction("rw", entries, photos, async () => {
    await entries.put(analysed);
    await photos.delete(entry.id);
  });
  return analysed;
}

/** Refuses every waiting change of a queued create that was refused or discarded. */
async function refuseOrphan(entry: OutboxEntry): Promise<boolean> {
  const match = /outbox%3A([0-9a-f-]{36})/i.exec(entry.url);
  if (!match) return false;
  const parent = await outbox().entries.get(match[1] as string);
  // A create still to be sent (or held for the child's review) is waited for.
  if (parent && parent.state !== "refused") return true;
  await outbox().entries.update(entry.id, {
    state: "refused",
    reason: PARENT_NOT_SENT,
    refusal: { reason: "parentNotSent" },
  });
  return true;
}

/** After a create is stored, the changes queued against its stand-in id name its real id. */
async function pointChangesAt(key: string, serverId: string): Promise<void> {
  const stand = `${QUEUED_IN_URL}${key}`;
  await outbox()
    .entries.filter((entry) => entry.url.includes(stand))
    .modify((entry) => {
      entry.url = entry.url.replace(stand, encodeURIComponent(serverId));
      if (entry.targetId === `${QUEUED_PREFIX}${key}`) entry.targetId = serverId;
    });
}

type Outcome = { sent: true; badges: EarnedBadge[] } | "refused" | "held" | "stop";

const WITH_NEW_BADGES = z.object({ newBadges: z.array(earnedBadge) });
const WITH_DAY_BADGE = z.object({ badge: dayBadge });

/**
 * The badges a sent write earned, to celebrate as its own save would have: a meal's or a check's
 * `newBadges`, or the day's badge of a finished day.
 */
function badgesOf(answer: unknown): EarnedBadge[] {
  const many = WITH_NEW_BADGES.safeParse(answer);
  if (many.success) return many.data.newBadges;
  const day = WITH_DAY_BADGE.safeParse(answer);
  return day.success ? [{ id: `day:${day.data.badge.name}`, points: 0, ...day.data.badge }] : [];
}

async function sendOne(first: OutboxEntry): Promise<Outcome> {
  let entry = first;
  const { entries } = outbox();
  try {
    if (entry.photo) {
      entry = await sendPhotoOf(entry);
      if (entry.state === "review") {
        await entries.update(entry.id, { sending: false });
        return "held";
      }
    }
    const body = entry.action === "delete" ? undefined : entry.body;
    const res = await apiFetch(entry.method, entry.url, body, {
      headers: { [IDEMPOTENCY_KEY_HEADER]: entry.id },
    });
    // A deletion that finds nothing was done before (a repeat after a lost answer).
    if (!(entry.action === "delete" && res.status === 404)) await throwIfNotOk(res);
    const answer: unknown = res.status === 404 ? null : await res.json().catch(() => null);
    const serverId =
      typeof answer === "object" && answer !== null && "id" in answer ? answer.id : undefined;
    await outbox().transaction("rw", entries, async () => {
      await entries.delete(entry.id);
      if ((entry.action ?? "create") === "create" && typeof serverId === "string") {
        await pointChangesAt(entry.id, serverId);
      }
    });
    return { sent: true, badges: badgesOf(answer) };
  } catch (error) {
    if (error instanceof ApiError && error.code === "account_deleted") {
      // The account was deleted (on another phone, say): nothing waiting here can be saved.
      await forgetOutboxOf(entry.userId);
      for (const listener of accountGoneListeners) listener();
      return "stop";
    }
    if (!(error instanceof ApiError) || isRetryLater(error)) {
      await entries.update(entry.id, { sending: false });
      return "stop";
    }
    await entries.update(entry.id, {
      state: "refused",
      reason: reasonOf(error),
      refusal: refusalOf(error),
      sending: false,
    });
    return "refused";
  }
}

/** What a drain sent: how many entries, and the badges their answers earned. */
export interface DrainResult {
  readonly sent: number;
  readonly badges: readonly EarnedBadge[];
}

/** Whether a meal logged before this moment is held for the child's review of its photo. */
async function heldBefore(userId: string, createdAt: string): Promise<boolean> {
  const held = await outbox()
    .entries.where("userId")
    .equals(userId)
    .filter((entry) => entry.state === "review" && entry.createdAt < createdAt)
    .count();
  return held > 0;
}

async function drainRun(userId: string): Promise<DrainResult> {
  const { entries } = outbox();
  // Whoever held the lock before is gone: nothing of this detective is on its way any more.
  await entries
    .where("userId")
    .equals(userId)
    .filter((entry) => entry.sending === true)
    .modify({ sending: false });
  const tried = new Set<string>();
  let sent = 0;
  const badges: EarnedBadge[] = [];
  for (;;) {
    const [next] = await entries
      .where("userId")
      .equals(userId)
      .filter((entry) => entry.state === "waiting" && !tried.has(entry.id))
      .sortBy("createdAt");
    if (!next) return { sent, badges };
    tried.add(next.id);
    if (next.url.includes(QUEUED_IN_URL) && (await refuseOrphan(next))) continue;
    // A day is finished with its meals: not while one of them waits for the child's review.
    if (next.kind === "finishDay" && (await heldBefore(userId, next.createdAt))) continue;
    const entry = await startSending(next.id);
    if (!entry) continue;
    const outcome = await sendOne(entry);
    if (outcome === "stop") return { sent, badges };
    if (outcome !== "refused" && outcome !== "held") {
      sent += 1;
      badges.push(...outcome.badges);
    }
  }
}

let draining: Promise<number> | null = null;
const accountGoneListeners = new Set<() => void>();

/**
 * Called when the server said the account was deleted (from another phone) and what waited
 * here was dropped: the signed-in frame asks the server again, which signs this phone out.
 */
export function onOutboxAccountGone(listener: () => void): () => void {
  accountGoneListeners.add(listener);
  return () => accountGoneListeners.delete(listener);
}
const drainListeners = new Set<(result: DrainResult) => void>();

/**
 * Called after every run that sent something: the signed-in frame refreshes the diary and
 * celebrates the badges the sent entries earned.
 */
export function onOutboxSent(listener: (result: DrainResult) => void): () => void {
  drainListeners.add(listener);
  return () => drainListeners.delete(listener);
}

/**
 * Sends the owner's waiting entries, oldest first, each with its own key (a repeat is answered,
 * never stored twice); a change of a queued create waits for the create and then names its real
 * id. Stops at the first that cannot reach the server or is told to wait (401, 408, 429, 5xx),
 * to try again on the next reconnect, focus or open. An entry the server refuses is kept,
 * marked with the reason, until the child fixes or discards it. One tab sends at a time (a Web
 * Lock where the browser has one). Returns how many went.
 */
export function drainOutbox(): Promise<number> {
  draining ??= (async () => {
    try {
      const userId = owner;
      if (!userId) return 0;
      const result =
        typeof navigator.locks?.request === "function"
          ? await navigator.locks.request("tummy-detective-outbox", () => drainRun(userId))
          : await drainRun(userId);
      if (result.sent > 0) for (const listener of drainListeners) listener(result);
      return result.sent;
    } finally {
      draining = null;
    }
  })();
  return draining;
}

/**
 * The photo a queued meal waits with, as a URL the page can show (null once it was sent, or
 * while it is read): the child sees the meal they logged, photo and all.
 */
export function useQueuedPhoto(id: string, hasPhoto: boolean): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!hasPhoto) return;
    let shown: string | null = null;
    let live = true;
    outbox()
      .photos.get(id)
      .then((photo) => {
        if (!live || !photo) return;
        shown = URL.createObjectURL(photo.blob);
        setUrl(shown);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (shown) URL.revokeObjectURL(shown);
      setUrl(null);
    };
  }, [id, hasPhoto]);
  return url;
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
