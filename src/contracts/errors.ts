// No zod here: the request helper reads these codes on every page, the landing page included,
// which loads no zod (ADR 043); the error body's schema is in ./error-body.

/**
 * The machine-readable `code` of every error body the server sends, with the status it comes
 * with (ADR 048). Clients decide by the code, never by the words of `message`: the words may
 * change, the codes do not. A code names what went wrong as the caller can act on it; several
 * errors may share one (a field's mistake is `invalid_input` whatever the field).
 */
export const ERROR_CODES = {
  /** A field or the body is wrong; `errors` names each field with its message. */
  invalid_input: 400,
  /** The request cannot be read at all: not JSON, an empty body, a wrong kind of upload. */
  bad_request: 400,
  /** A rule of the game refuses it (a mission finished before its meals). */
  not_allowed_yet: 400,
  /** No valid session. */
  not_authenticated: 401,
  /** A sign-in with a wrong name or password. */
  wrong_credentials: 401,
  /**
   * The account was deleted while this request was on its way: nothing of it can be saved, and
   * an entry waiting on a phone to be sent is dropped.
   */
  account_deleted: 401,
  /** Another user's id in the path, or the request marker header missing. */
  forbidden: 403,
  /**
   * A parent-only call (or a change of the parent code) from a sign-in not in parent mode, on
   * an account with a parent code: the client asks for the code (ADR 056).
   */
  parent_code_needed: 403,
  /** No such record (or another user's: never revealed). */
  not_found: 404,
  /** No such method on this path. */
  method_not_allowed: 405,
  /** The record's state refuses the change (a pattern already judged, a case already closed). */
  conflict: 409,
  /** The detective name is taken. */
  username_taken: 409,
  /** That night already has a bedtime. */
  bedtime_already_logged: 409,
  /** The day asked to be finished is not today, nor yesterday still open (ADR 049). */
  day_not_open: 409,
  /** A case is already open: one at a time. */
  case_already_open: 409,
  /** The join code was used already (single use, ADR 065). */
  join_code_used: 409,
  /** The join code is older than its hour (ADR 065). */
  join_code_expired: 410,
  /** The body or the uploaded file is too large. */
  payload_too_large: 413,
  /** A body of a kind this call does not take. */
  unsupported_media_type: 415,
  /** The Idempotency-Key was first sent with another request. */
  idempotency_key_reused: 422,
  /** Too many requests or tries for now (sign-in, sign-up, photos). */
  too_many_requests: 429,
  /** Something failed on the server; nothing to fix in the request. */
  server_error: 500,
  /** A service the call needs is not answering (the food recogniser); try again later. */
  unavailable: 503,
} as const;

/** A machine-readable error code. */
export type ErrorCode = keyof typeof ERROR_CODES;

/** Every error code, for schemas and documents. */
export const ERROR_CODE_VALUES = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

/** The code of a status when nothing more precise is known. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return "not_authenticated";
    case 403:
      return "forbidden";
    case 404:
      return "not_found";
    case 405:
      return "method_not_allowed";
    case 409:
      return "conflict";
    case 413:
      return "payload_too_large";
    case 415:
      return "unsupported_media_type";
    case 422:
      return "idempotency_key_reused";
    case 429:
      return "too_many_requests";
    case 503:
      return "unavailable";
    default:
      return status >= 500 ? "server_error" : "bad_request";
  }
}
