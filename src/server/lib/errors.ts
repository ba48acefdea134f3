import type { ErrorParams } from "../../contracts/error-reasons";
import { codeForStatus, type ErrorCode } from "../../contracts/errors";

/**
 * An error with an HTTP status, a machine-readable code (ADR 048) and its message (SPEC 8
 * `{ code, message }` bodies). The message is the catalogue key of its words
 * (`"errors.noFoods"`, ADR 075): the error handler words it in the request's language, with
 * `params`; field messages (`errors`) are keys too.
 */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly errors?: Record<string, string>;
  /** The numbers and names the message's words need (`{ minutes: 15 }`). */
  readonly params?: ErrorParams;
  /** Seconds the client should wait before trying again (sent as Retry-After). */
  readonly retryAfterSeconds?: number;

  constructor(
    readonly statusCode: number,
    message: string,
    details: {
      /** Defaults to the status's own code. */
      code?: ErrorCode;
      errors?: Record<string, string>;
      params?: ErrorParams;
      retryAfterSeconds?: number;
      /** What went wrong underneath, for the log only. */
      cause?: unknown;
    } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = "HttpError";
    this.code = details.code ?? codeForStatus(statusCode);
    this.errors = details.errors;
    this.params = details.params;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

/** 400 with per-field messages; a rule that refuses it may name its own code. */
export const badRequest = (
  message: string,
  errors?: Record<string, string>,
  code: ErrorCode = "invalid_input",
  params?: ErrorParams,
) => new HttpError(400, message, { code, errors, params });
/** 401: no valid session (or, with its code, a wrong sign-in). */
export const unauthorized = (
  message = "errors.not_authenticated",
  code: ErrorCode = "not_authenticated",
) => new HttpError(401, message, { code });
/** 403: another user's id in a path, or a missing marker header (or, with its code, parent mode needed). */
export const forbidden = (message: string, code: ErrorCode = "forbidden") =>
  new HttpError(403, message, { code });
/** 404: unknown, or another user's record (never reveal that it exists). */
export const notFound = (message = "errors.not_found") => new HttpError(404, message);
/** 409: a conflict such as a taken username. */
export const conflict = (message: string, code: ErrorCode = "conflict", params?: ErrorParams) =>
  new HttpError(409, message, { code, params });
/** 429: too many attempts; with the seconds until the next try is counted, Retry-After. */
export const tooManyRequests = (
  message: string,
  retryAfterSeconds?: number,
  params?: ErrorParams,
) => new HttpError(429, message, { retryAfterSeconds, params });

/** Shown when a write arrives for an account deleted while it was on its way. */
export const ACCOUNT_DELETED = "This detective's account has been deleted.";
/** 401 `account_deleted`: the request's account is gone (a write racing its deletion). */
export const accountDeleted = () =>
  new HttpError(401, "errors.account_deleted", { code: "account_deleted" });

/** How long a lockout still lasts, as the params of its words: `{ count: 15, unit: "minutes" }`. */
export function waitParams(ms: number): { count: number; unit: "minutes" | "hours" } {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes <= 90) return { count: minutes, unit: "minutes" };
  return { count: Math.ceil(minutes / 60), unit: "hours" };
}
