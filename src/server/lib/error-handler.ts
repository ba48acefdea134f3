import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { codeForStatus, type ErrorCode } from "../../contracts/errors";
import { isDatabaseUnavailable, isUserGone } from "../db/client";
import { ACCOUNT_DELETED, HttpError } from "./errors";

const GENERIC = "Something went wrong on our side. Please try again.";
/** Shown (503, with Retry-After) when the database dropped the request's connection or is away. */
export const DATABASE_UNAVAILABLE =
  "The detective's notebook is not answering right now. Please try again in a moment.";
/** Seconds a client is asked to wait after DATABASE_UNAVAILABLE (a restart or failover). */
export const DATABASE_RETRY_SECONDS = 5;

// Framework errors below 500 get words a family understands instead of parser jargon, and a
// code that says what the caller can do about them (a body that cannot be read at all is
// `bad_request`; the status's own code otherwise).
const FRAMEWORK_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "bad_request",
  FST_ERR_CTP_EMPTY_JSON_BODY: "bad_request",
  FST_INVALID_MULTIPART_CONTENT_TYPE: "bad_request",
};

const FRIENDLY: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty.",
  FST_ERR_CTP_BODY_TOO_LARGE: "That is too much data for one request.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "This kind of request body is not supported.",
  FST_INVALID_MULTIPART_CONTENT_TYPE: "Please send the photo as a file upload.",
  FST_REQ_FILE_TOO_LARGE: "That photo is too large. Please choose one under 10 MB.",
};

function fieldOf(instancePath: string, missing?: unknown): string {
  const fromPath = instancePath.replace(/^\//, "").replace(/\//g, ".");
  if (fromPath) return fromPath;
  return typeof missing === "string" ? missing : "body";
}

/**
 * The one error handler: 400 with field messages, known errors as they are, else 500; every
 * body is `{ code, message, errors? }` (ADR 048).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const v of error.validation) {
        const field = fieldOf(v.instancePath);
        errors[field] ??= v.message ?? "Invalid value";
      }
      const message = Object.values(errors)[0] ?? "Invalid request";
      return reply.status(400).send({ code: "invalid_input", message, errors });
    }
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      const { code, message, errors } = error;
      if (error.retryAfterSeconds !== undefined) {
        reply.header("retry-after", String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      }
      return reply
        .status(error.statusCode)
        .send(errors ? { code, message, errors } : { code, message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({
        code: FRAMEWORK_CODES[error.code] ?? codeForStatus(status),
        message: FRIENDLY[error.code] ?? error.message,
      });
    }
    if (isUserGone(error)) {
      // A write racing the account's deletion: its rows went with the account.
      return reply.status(401).send({ code: "account_deleted", message: ACCOUNT_DELETED });
    }
    if (isDatabaseUnavailable(error)) {
      // A restart, a failover or a terminated backend: nothing was wrong with the request, and
      // its transaction was rolled back with the connection. The pool opens a new one.
      request.log.warn({ err: error }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", String(DATABASE_RETRY_SECONDS))
        .send({ code: "unavailable", message: DATABASE_UNAVAILABLE });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ code: "server_error", message: GENERIC });
  });
}
