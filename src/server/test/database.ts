import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { type Db, openDatabase } from "../db/client";

/** A fresh database copied from the migrated template, for one test file. */
export type TestDatabase = { db: Db; pool: pg.Pool; url: string; drop: () => Promise<void> };

/** CREATE DATABASE ... TEMPLATE ...: a migrated, seeded, empty database in a few ms. */
export function createTestDatabase(): Promise<TestDatabase> {
  return createDatabase(inject("pgTemplate"));
}

/** An empty database with no migration applied (to test migrations on older data). */
export function createBareDatabase(): Promise<TestDatabase> {
  return createDatabase("template0");
}

async function createDatabase(template: string): Promise<TestDatabase> {
  const adminUrl = inject("pgAdminUrl");
  const name = `td_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // Copying a template needs it to have no other connection: retry briefly if a copy races.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      break;
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const { db, pool } = openDatabase(url.toString(), 5);
  return {
    db,
    pool,
    url: url.toString(),
    drop: async () => {
      await pool.end();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
