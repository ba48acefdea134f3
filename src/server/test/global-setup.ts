import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrateDatabase, openDatabase } from "../db/client";
import { type EmbeddedServer, startEmbeddedPostgres } from "../db/embedded-postgres";
import { seedBadges } from "../db/seed";

declare module "vitest" {
  export interface ProvidedContext {
    /** URL of the server's maintenance database; test databases are created from the template. */
    pgAdminUrl: string;
    /** Name of the migrated, seeded template database. */
    pgTemplate: string;
  }
}

const TEMPLATE = "td_template";

/**
 * Once per run that has API or browser tests: a PostgreSQL server (embedded in a temporary folder, or TEST_DATABASE_URL),
 * and a migrated template database that each test file copies.
 */
export default async function setup(project: TestProject) {
  // Pure rules need no database: a run of the unit suite alone starts none.
  const needsDatabase = project.vitest.projects.some((p) => p.name !== "unit");
  if (!needsDatabase) return;
  let server: EmbeddedServer | undefined;
  let dir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "td-test-pg-"));
    server = await startEmbeddedPostgres(dir, () => undefined);
    adminUrl = server.url;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  await admin.end();

  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE}`;
  const { db, pool } = openDatabase(templateUrl.toString(), 1);
  await migrateDatabase(db);
  await seedBadges(db);
  await pool.end();

  project.provide("pgAdminUrl", adminUrl);
  project.provide("pgTemplate", TEMPLATE);
  return async () => {
    await server?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  };
}
