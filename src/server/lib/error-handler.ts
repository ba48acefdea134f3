import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import {
  type ErrorParams,
  type ErrorReason,
  isReasonKey,
  REASON_KEY_PREFIX,
  reasonKey,
  reasonOfIssue,
} from "../../contracts/error-reasons";
import { codeForStatus, type ErrorCode } from "../../contracts/errors";
import type { MessageKey, Translate } from "../../i18n/translate";
import { isDatabaseUnavailable, isUserGone } from "../db/client";
import { HttpError } from "./errors";
import { requestTranslator } from "./i18n";

/** Seconds a client is asked to wait after the database went away (a restart or failover). */
export const DATABASE_RETRY_SECONDS = 5;

// Framework errors below 500 get words a family understands instead of parser jargon (the
// catalogue's keys), and a code that says what the caller can do about them (a body that
// cannot be read at all is `bad_request`; the status's own code otherwise).
const FRAMEWORK_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "bad_request",
  FST_ERR_CTP_EMPTY_JSON_BODY: "bad_request",
  FST_INVALID_MULTIPART_CONTENT_TYPE: "bad_request",
};

const FRIENDLY: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "errors.invalidJson",
  FST_ERR_CTP_EMPTY_JSON_BODY: "errors.emptyBody",
  FST_ERR_CTP_BODY_TOO_LARGE: "errors.payload_too_large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "errors.unsupported_media_type",
  FST_INVALID_MULTIPART_CONTENT_TYPE: "errors.photoAsFile",
  FST_REQ_FILE_TOO_LARGE: "errors.photoTooLarge",
};

function fieldOf(instancePath: string, missing?: unknown): string {
  const fromPath = instancePath.replace(/^\//, "").replace(/\//g, ".");
  if (fromPath) return fromPath;
  return typeof missing === "string" ? missing : "body";
}

/** An error's words and, when they are more precise than its code's, its reason and params. */
type Worded = { reason?: string; params?: ErrorParams; message: string };

/** The words of a reason in the request's language; unknown reasons get the code's words. */
function word(t: Translate, code: ErrorCode, found: ErrorReason): Worded {
  const key = reasonKey(found.reason);
  const words = t(key as MessageKey, found.params);
  if (words === key) return { message: t(reasonKey(code) as MessageKey) };
  if (found.reason === code && !found.params) return { message: words };
  return found.params
    ? { reason: found.reason, params: found.params, message: words }
    : { reason: found.reason, message: words };
}

/** A message that is a catalogue key is worded; other text (a framework's) is sent as it is. */
function wordMessage(t: Translate, code: ErrorCode, message: string, params?: ErrorParams) {
  if (!isReasonKey(message)) return { message };
  const reason = message.slice(REASON_KEY_PREFIX.length);
  return word(t, code, params ? { reason, params } : { reason });
}

/** The body of an error with a code, worded for the request (`{ code, reason?, params?, message }`). */
export function errorBodyFor(
  request: Pick<FastifyRequest, "headers">,
  code: ErrorCode,
  message: string = reasonKey(code),
  params?: ErrorParams,
) {
  return { code, ...wordMessage(requestTranslator(request).t, code, message, params) };
}

/** Per-field words (`errors`) and reasons (`fieldErrors`) of a 400. */
function fieldBodies(t: Translate, byField: Map<string, ErrorReason | string>) {
  const errors: Record<string, string> = {};
  const fieldErrors: Record<string, ErrorReason> = {};
  let first: Worded | undefined;
  for (const [field, found] of byField) {
    const worded: Worded =
      typeof found === "string" ? { message: found } : word(t, "invalid_input", found);
    errors[field] = worded.message;
    if (typeof found !== "string") {
      fieldErrors[field] = found.params ? found : { reason: found.reason };
    }
    first ??= worded;
  }
  return { errors, fieldErrors, first };
}

/**
 * The one error handler: 400 with field messages, known errors as they are, else 500; every
 * body is `{ code, reason?, params?, message, errors?, fieldErrors? }` (ADR 048, ADR 075), its
 * words in the request's Accept-Language (English by default).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const t = requestTranslator(request).t;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const byField = new Map<string, ErrorReason | string>();
      for (const v of error.validation) {
        const field = fieldOf(v.instancePath);
        if (byField.has(field)) continue;
        const issue = { ...v.params, code: v.keyword, message: v.message };
        // A check's own words that are not a catalogue key stay as they are.
        const custom = v.keyword === "custom" && v.message && !isReasonKey(v.message);
        byField.set(field, custom && v.message ? v.message : reasonOfIssue(issue));
      }
      const { errors, fieldErrors, first } = fieldBodies(t, byField);
      const top = first ?? { message: t(reasonKey("invalid_input") as MessageKey) };
      return reply
        .status(400)
        .send({ code: "invalid_input", ...top, errors, ...withFieldErrors(fieldErrors) });
    }
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      const { code, errors } = error;
      if (error.retryAfterSeconds !== undefined) {
        reply.header("retry-after", String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      }
      const top = wordMessage(t, code, error.message, error.params);
      if (!errors) return reply.status(error.statusCode).send({ code, ...top });
      const byField = new Map<string, ErrorReason | string>();
      for (const [field, message] of Object.entries(errors)) {
        byField.set(
          field,
          isReasonKey(message)
            ? { reason: message.slice(REASON_KEY_PREFIX.length), params: error.params }
            : message,
        );
      }
      const fields = fieldBodies(t, byField);
      return reply.status(error.statusCode).send({
        code,
        ...top,
        errors: fields.errors,
        ...withFieldErrors(fields.fieldErrors),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = FRAMEWORK_CODES[error.code] ?? codeForStatus(status);
      return reply
        .status(status)
        .send({ code, ...wordMessage(t, code, FRIENDLY[error.code] ?? error.message) });
    }
    if (isUserGone(error)) {
      // A write racing the account's deletion: its rows went with the account.
      return reply.status(401).send(errorBodyFor(request, "account_deleted"));
    }
    if (isDatabaseUnavailable(error)) {
      // A restart, a failover or a terminated backend: nothing was wrong with the request, and
      // its transaction was rolled back with the connection. The pool opens a new one.
      request.log.warn({ err: error }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", String(DATABASE_RETRY_SECONDS))
        .send(errorBodyFor(request, "unavailable"));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(errorBodyFor(request, "server_error"));
  });
}

function withFieldErrors(fieldErrors: Record<string, ErrorReason>) {
  return Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {};
}
