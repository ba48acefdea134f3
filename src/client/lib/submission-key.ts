import { useState } from "react";
import { IDEMPOTENCY_KEY_HEADER } from "../../contracts/idempotency";

/**
 * A random version 4 uuid. crypto.randomUUID exists only on HTTPS or localhost; the app is
 * also opened over plain HTTP on a home network (HOST=0.0.0.0), where getRandomValues works.
 */
export function newUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The Idempotency-Key of one form submission (ADR 022): made when it is first sent, the same
 * for its retries and for a second tap while it is in flight, and new once it has settled.
 */
export class SubmissionKey {
  private key: string | null = null;
  private inFlight = 0;

  /** The key for a send that starts now. */
  start(): string {
    this.inFlight += 1;
    this.key ??= newUuid();
    return this.key;
  }

  /** The key of the submission under way (a retry sends it again). */
  current(): string {
    this.key ??= newUuid();
    return this.key;
  }

  /** A send ended (saved or failed for good): the next submission gets a new key. */
  settle(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    if (this.inFlight === 0) this.key = null;
  }
}

/** The headers of a create sent with this key. */
export function idempotencyHeaders(key: string | undefined): Record<string, string> {
  return key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {};
}

/** One SubmissionKey for the life of a form's mutation hook. */
export function useSubmissionKey(): SubmissionKey {
  const [key] = useState(() => new SubmissionKey());
  return key;
}
