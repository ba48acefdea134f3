import { type IssueLike, isReasonKey, reasonOfIssue } from "../../contracts/error-reasons";
import { fieldMessagesOf, reasonWords } from "./api-client";

/**
 * The pure parts of a form's wiring (ADR 017, 046): one send per intent, where a server's or a
 * contract's field messages go, and the draft a form keeps when the session ends under it.
 */

/**
 * Lets one send through at a time: a second tap, or a second Enter, while the first is still
 * being checked or sent is dropped, not queued. Synchronous, so two taps in the same frame
 * (before React has re-rendered the button as disabled) still count as one.
 */
export class OneAtATime {
  private running = false;

  /** True when this send may go; false while another one is under way. */
  enter(): boolean {
    if (this.running) return false;
    this.running = true;
    return true;
  }

  /** The send ended (saved or failed): the next tap is a new intent. */
  leave(): void {
    this.running = false;
  }

  get busy(): boolean {
    return this.running;
  }
}

/** A message about one field of the form. */
export type FieldMessage = { field: string; message: string };

/**
 * The messages of `messages` (a 400's `errors`, keyed by body field) that belong to this form's
 * fields, in the form's field order, one per field. `aliases` names the form field of a body
 * field that the form spells another way (a meal's `timestamp` is the form's `time`).
 */
export function fieldMessages(
  messages: Readonly<Record<string, string>> | undefined,
  fields: readonly string[],
  aliases: Readonly<Record<string, string | undefined>> = {},
): FieldMessage[] {
  if (!messages) return [];
  const byField = new Map<string, string>();
  for (const [key, message] of Object.entries(messages)) {
    const field = aliases[key] ?? key;
    if (fields.includes(field) && !byField.has(field)) byField.set(field, message);
  }
  return fields.flatMap((field) => {
    const message = byField.get(field);
    return message === undefined ? [] : [{ field, message }];
  });
}

/**
 * The words of a contract's parse issue in the current language (ADR 075): the contract's
 * message is the catalogue key of its words, and a check without one is worded by its kind
 * (`tooLong` with its `max`).
 */
export function issueWords(issue: IssueLike): string {
  if (issue.code === "custom" && issue.message && !isReasonKey(issue.message)) {
    return issue.message;
  }
  const found = reasonOfIssue(issue);
  return reasonWords(found.reason, found.params) ?? reasonWords("invalidValue") ?? "";
}

/** A contract's parse issues as `errors` would carry them: the first message per top field. */
export function issueMessages(
  issues: readonly (IssueLike & { path: readonly PropertyKey[] })[],
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path[0];
    if (typeof key === "string" && !(key in messages)) messages[key] = issueWords(issue);
  }
  return messages;
}

/** The server's field messages of a failed call (400), in the current language, if it sent any. */
export function serverFieldMessages(error: unknown): Record<string, string> | undefined {
  return fieldMessagesOf(error);
}

/** The part of the Web Storage API a draft needs (sessionStorage in the app). */
export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const DRAFT_PREFIX = "tummy-detective:draft:";
/** A draft bigger than this is not a form's typing: it is ignored. */
const DRAFT_MAX_CHARS = 64_000;

function sameShape(kept: unknown, fresh: unknown): boolean {
  if (Array.isArray(fresh)) return Array.isArray(kept) && kept.every((v) => typeof v === "string");
  if (fresh === null || fresh === undefined) {
    return kept === null || ["string", "number", "boolean"].includes(typeof kept);
  }
  return typeof kept === typeof fresh;
}

/**
 * Keeps what a detective typed, for this tab only (sessionStorage), when a save answered 401 or
 * the form closed because the session ended. Marked with the detective's id, so another child
 * who signs in on the same tab never sees it.
 */
export function writeDraft(
  storage: DraftStorage,
  name: string,
  userId: string,
  values: Readonly<Record<string, unknown>>,
): void {
  try {
    storage.setItem(`${DRAFT_PREFIX}${name}`, JSON.stringify({ userId, values }));
  } catch {
    // Storage full or turned off: the form still holds the values while it stays open.
  }
}

/**
 * The kept values of form `name` for this detective, laid over `fresh` (only the form's own
 * fields, each of the fresh value's kind), or null when there is none. Read once: the draft is
 * removed, the open form holds the values from then on.
 */
export function takeDraft<T extends Record<string, unknown>>(
  storage: DraftStorage,
  name: string,
  userId: string | undefined,
  fresh: T,
): T | null {
  const key = `${DRAFT_PREFIX}${name}`;
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  storage.removeItem(key);
  if (!userId || raw.length > DRAFT_MAX_CHARS) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const { userId: owner, values } = parsed as { userId?: unknown; values?: unknown };
  if (owner !== userId || typeof values !== "object" || values === null) return null;
  const kept = values as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...fresh };
  let any = false;
  for (const field of Object.keys(fresh)) {
    if (field in kept && sameShape(kept[field], fresh[field])) {
      merged[field] = kept[field];
      any = true;
    }
  }
  return any ? (merged as T) : null;
}

/** Forgets form `name`'s draft (it was saved). */
export function dropDraft(storage: DraftStorage, name: string): void {
  try {
    storage.removeItem(`${DRAFT_PREFIX}${name}`);
  } catch {
    // Nothing to forget.
  }
}

/** True when this tab keeps something a detective typed before the session ended. */
export function draftWaiting(storage: Pick<Storage, "length" | "key">): boolean {
  try {
    for (let i = 0; i < storage.length; i += 1) {
      if (storage.key(i)?.startsWith(DRAFT_PREFIX)) return true;
    }
  } catch {
    // No storage: nothing waits.
  }
  return false;
}
