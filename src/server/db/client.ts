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

/** Opens a pool on a PostgreSQL URL. */
export function openDatabase(url: string, max = 10): { db: Db; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  // An idle client's error (e.g. the server restarting) must not crash the app.
  pool.on("error", () => undefined);
  return { db: drizzle(pool, { schema }), pool };
}

/** Applies the committed migrations (each once, in order, in a transaction). */
export async function migrateDatabase(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}
