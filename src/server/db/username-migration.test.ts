import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { send, testConfig } from "../test/app";
import { createBareDatabase, type TestDatabase } from "../test/database";
import { migrateDatabase } from "./client";

// A database as it was before names had a normal form, with accounts whose names the old
// rule (lower() in the C locale) let coexist, then migrated to today.
const here = path.dirname(fileURLToPath(import.meta.url));
const BEFORE = "0001_photos";

function migrationsUpTo(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "td-migrations-"));
  const source = path.join(here, "migrations");
  const journal = JSON.parse(fs.readFileSync(path.join(source, "meta/_journal.json"), "utf8"));
  const last = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.mkdirSync(path.join(dir, "meta"));
  fs.writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify(journal));
  for (const e of journal.entries) {
    fs.copyFileSync(path.join(source, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  }
  return dir;
}

const HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$Wq0vKo1Jm6O0nEo0cU5hGg6Zl3a9rDkW1+0d5mJb8fA";

let database: TestDatabase;
beforeAll(async () => {
  database = await createBareDatabase();
  const dir = migrationsUpTo(BEFORE);
  await migrate(database.db, { migrationsFolder: dir });
  fs.rmSync(dir, { recursive: true, force: true });
  const insert = (name: string, created: string) =>
    database.pool.query(
      "insert into users (username, password_hash, age, created_at) values ($1, $2, 9, $3)",
      [name, HASH, created],
    );
  await insert("Émile", "2025-01-01T00:00:00Z");
  await insert("émile", "2025-02-01T00:00:00Z");
  await insert("Jos\u00e9", "2025-01-01T00:00:00Z");
  await insert("Jose\u0301", "2025-03-01T00:00:00Z");
  await insert("ｍａｘ", "2025-01-01T00:00:00Z");
  await insert("Watson", "2025-01-01T00:00:00Z");
  await migrateDatabase(database.db);
});
afterAll(() => database.drop());

async function normalOf(name: string): Promise<string> {
  const { rows } = await database.pool.query(
    // Since 0013 the login (and its normal form) lives in accounts, with the child's id.
    "select a.username_normal from accounts a join users u on u.id = a.id where u.username = $1",
    [name],
  );
  return rows[0].username_normal;
}

describe("migration 0003: names get a normal form", () => {
  it("back-fills every row, the oldest of colliding names keeping the plain normal form", async () => {
    expect(await normalOf("Watson")).toBe("watson");
    expect(await normalOf("ｍａｘ")).toBe("max");
    expect(await normalOf("Émile")).toBe("émile");
    expect(await normalOf("Jos\u00e9")).toBe("josé");
    expect(await normalOf("émile")).toMatch(/^émile\n[0-9a-f-]{36}$/);
    expect(await normalOf("Jose\u0301")).toMatch(/^josé\n[0-9a-f-]{36}$/);
    const { rows } = await database.pool.query(
      "select count(*)::int as n from users u left join accounts a on a.id = u.id where a.username_normal is null",
    );
    expect(rows[0].n).toBe(0);
  });

  it("keeps every account signing in, the later colliding ones by their exact spelling", async () => {
    const app = await buildApp({ config: testConfig(), db: database.db });
    try {
      const ids = async (name: string) => {
        const { rows } = await database.pool.query("select id from users where username = $1", [
          name,
        ]);
        return rows[0].id as string;
      };
      // The seeded hash is not a real one: replace it so a password can be checked.
      const set = await send(app, "POST", "/api/auth/signup", {
        payload: {
          username: "fresh_one",
          age: 9,
          password: "secret123",
          confirmPassword: "secret123",
        },
      });
      expect(set.statusCode).toBe(201);
      await database.pool.query(
        "update accounts set password_hash = (select password_hash from accounts where username = 'fresh_one')",
      );
      const login = (username: string) =>
        send(app, "POST", "/api/auth/login", { payload: { username, password: "secret123" } });
      for (const name of ["Émile", "émile", "Jos\u00e9", "Jose\u0301", "ｍａｘ", "Watson"]) {
        const res = await login(name);
        expect(res.statusCode, name).toBe(200);
        expect(res.json().id, name).toBe(await ids(name));
      }
      expect((await login("MAX")).json().id).toBe(await ids("ｍａｘ"));
      expect((await login("ÉMILE")).json().id).toBe(await ids("Émile"));
      // A new look-alike of a kept name is refused.
      const twin = await send(app, "POST", "/api/auth/signup", {
        payload: { username: "ÉMILE", age: 9, password: "secret123", confirmPassword: "secret123" },
      });
      expect(twin.statusCode).toBe(409);
    } finally {
      await app.close();
    }
  });
});
