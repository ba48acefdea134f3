import { z } from "zod";

/**
 * The header a create carries so that sending it twice (a double tap, a retry after a lost
 * answer) stores it once (ADR 022): a uuid made per form submission and reused on its retries.
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
/** How long a key is remembered: a repeat after this creates again. */
export const IDEMPOTENCY_WINDOW_HOURS = 24;

/** The header's value. */
export const idempotencyKey = z.string().uuid("errors.invalidIdempotencyKey");
