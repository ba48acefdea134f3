/**
 * How errors are written to the log. A failed query must never put its parameters there: they
 * hold password hashes and children's diary notes. Drizzle's error message lists every
 * parameter, PostgreSQL's `detail` repeats the failing row ("Failing row contains (...)") or the
 * key, and its data errors quote the value they could not read. So an error is logged by an
 * allow-list: its type, its own words when they carry no values, the SQL text (placeholders
 * only), PostgreSQL's code, constraint, table and column, and the stack frames.
 */

/** An error as the log shows it (the shape Fastify's logger asks of an `err` serializer). */
export type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

const PG_FIELDS = ["severity", "code", "constraint", "table", "column", "dataType", "routine"];
const MAX_DEPTH = 3;

type FailedQuery = Error & { query: string; params: unknown };
type PgError = Error & { code: string; severity?: string };

function isFailedQuery(err: Error): err is FailedQuery {
  return typeof (err as Partial<FailedQuery>).query === "string" && "params" in err;
}

function isPgError(err: Error): err is PgError {
  const code = (err as Partial<PgError>).code;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && "severity" in err;
}

function framesOf(err: Error): string {
  return (err.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
}

function messageOf(err: Error): string {
  if (isFailedQuery(err)) return "Failed query (parameters not logged)";
  // Class 22 (data exceptions) quote the value that did not fit: 'invalid input syntax ... "x"'.
  if (isPgError(err) && err.code.startsWith("22")) return `data exception ${err.code}`;
  return err.message;
}

/** The log's view of an error: no query parameters, no row contents (pino `err` serializer). */
export function serializeError(err: unknown): LoggedError {
  return serialize(err, 0);
}

function serialize(err: unknown, depth: number): LoggedError {
  if (!(err instanceof Error)) {
    return { type: typeof err, message: "a non-Error value was thrown", stack: "" };
  }
  const out: LoggedError = { type: err.name, message: messageOf(err), stack: framesOf(err) };
  if (isFailedQuery(err)) out.query = err.query;
  if (isPgError(err)) {
    for (const field of PG_FIELDS) {
      const value = (err as unknown as Record<string, unknown>)[field];
      if (value !== undefined) out[field] = value;
    }
  } else {
    const code = (err as { code?: unknown }).code;
    const statusCode = (err as { statusCode?: unknown }).statusCode;
    if (typeof code === "string") out.code = code;
    if (typeof statusCode === "number") out.statusCode = statusCode;
  }
  if (err.cause !== undefined && depth < MAX_DEPTH) out.cause = serialize(err.cause, depth + 1);
  return out;
}
