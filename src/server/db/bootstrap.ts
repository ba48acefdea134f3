import type pg from "pg";
import type { Config } from "../config";
import { type Db, migrateDatabase, openDatabase } from "./client";
import { startEmbeddedPostgres } from "./embedded-postgres";
import { seedBadges, seedDemoAccount } from "./seed";

/** An open, migrated and seeded database, and how to close it (and its server, if ours). */
export type Database = { db: Db; pool: pg.Pool; close: () => Promise<void>; embeddedPid?: number };

/**
 * Opens the database the configuration names: DATABASE_URL, or else the embedded server
 * of DATA_DIR (created on first start). Migrations and the badge catalogue are applied.
 */
export async function openConfiguredDatabase(
  config: Config,
  log: (message: string) => void,
): Promise<Database> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(config.dataDir, log);
  // The embedded server is reached through its Unix socket when it has one (decision 070).
  const url = config.databaseUrl ?? embedded?.localUrl ?? "";
  try {
    // A dropped connection is replaced by the pool; the request that held it gets a 503.
    const { db, pool } = openDatabase(url, 10, (error) =>
      log(`Database connection lost (${error.message}); the next request opens a new one.`),
    );
    await whileStarting(pool, async () => {
      await migrateDatabase(db);
      await seedBadges(db);
      if (config.demoAccount) await seedDemoAccount(db);
    });
    return {
      db,
      pool,
      embeddedPid: embedded?.pid,
      close: async () => {
        await pool.end();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

/** The advisory lock instances starting on one database take in turn (any fixed number). */
const STARTING_LOCK = 7_311_024;

/**
 * Runs the start's migrations and seeds while holding a session lock on the database, so that
 * instances starting together on one PostgreSQL apply each migration once, one after another.
 */
async function whileStarting(pool: pg.Pool, work: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [STARTING_LOCK]);
    try {
      await work();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [STARTING_LOCK]);
    }
  } finally {
    client.release();
  }
}
