import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const source = path.join(path.dirname(fileURLToPath(import.meta.url)), "../db/migrations");

/**
 * A temporary migrations folder holding the migrations up to and including `tag`, to bring a
 * bare database to an older schema; the caller removes it.
 */
export function migrationsUpTo(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "td-migrations-"));
  const journal = JSON.parse(fs.readFileSync(path.join(source, "meta/_journal.json"), "utf8"));
  const last = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  if (last === -1) throw new Error(`No migration ${tag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.mkdirSync(path.join(dir, "meta"));
  fs.writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify(journal));
  for (const e of journal.entries) {
    fs.copyFileSync(path.join(source, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  }
  return dir;
}
