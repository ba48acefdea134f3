import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema/index";

/** The typed database handle every repo uses. */
export type Db = NodePgDatabase<typeof schema>;
/** A database handle or an open transaction: repos accept either. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** Told of a connection the server dropped (a restart, a failover, a terminated backend). */
export type ConnectionErrorListener = (error: Error) => void;

/**
 * Opens a pool on a PostgreSQL URL. A connection the server drops emits `error` on its client,
 * idle in the pool or checked out by a request between two statements: both are listened to,
 * so the process lives on. The request's next statement then fails (a 503 that asks to try
 * again, see isDatabaseUnavailable) and the pool replaces the broken connection.
 */
export function openDatabase(
  url: string,
  max = 10,
  onConnectionError: ConnectionErrorListener = () => undefined,
): { db: Db; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  // An idle client's error: the pool removes it.
  pool.on("error", onConnectionError);
  // A checked-out client's error: the pool has no listener on it then, and an 'error' event
  // without one ends the process.
  pool.on("connect", (client) => {
    client.on("error", onConnectionError);
  });
  return { db: drizzle(pool, { schema }), pool };
}

/** Applies the committed migrations (each once, in order, in a transaction). */
export async function migrateDatabase(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}

// SQLSTATE classes and codes that mean the database went away or cannot take the request now,
// not that the request was wrong: connection exceptions (08), the server shutting down or
// terminating the backend (57P01-57P03), too many connections (53300), and a hot standby's
// refusal to write after a failover (25006); and a transaction the server chose to abort so
// that another could go on (deadlock 40P01, serialization 40001): the same request may be tried
// again.
const UNAVAILABLE_SQLSTATES = new Set([
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "25006",
  "40P01",
  "40001",
]);
const UNAVAILABLE_NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
// node-postgres's own words for a connection that ended or could not be had in time.
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "terminating connection",
  "Client has encountered a connection error",
  "timeout exceeded when trying to connect",
  "Client was closed and is not queryable",
  "Cannot use a pool after calling end",
];

/**
 * Whether an error (or any error it wraps, as drizzle wraps the driver's) says the database is
 * unreachable or dropped the connection: the request can be tried again, nothing in it is wrong.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") {
      if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith("08")) return true;
      if (UNAVAILABLE_NETWORK_CODES.has(code)) return true;
    }
    const message = current.message.slice(0, 200);
    if (UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
    current = current.cause;
  }
  return false;
}

/**
 * Whether an error is a write that names a user row no longer there (a foreign key to `users`):
 * the account was deleted while the request was on its way.
 */
export function isUserGone(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current instanceof Error; depth++) {
    const { code, detail } = current as { code?: unknown; detail?: unknown };
    if (code === "23503" && typeof detail === "string" && detail.includes('table "users"')) {
      return true;
    }
    current = current.cause;
  }
  return false;
}
