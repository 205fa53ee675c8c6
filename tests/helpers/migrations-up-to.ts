import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { migrationsFolder } from "../../src/server/db/client.ts";
import { tempDir } from "./temp-dir.ts";

/**
 * A copy of the migrations folder that ends at `tag` (its journal and its SQL files), for a migration test to make
 * a database as it was before the migration under test, then migrate it the rest of the way.
 */
export function migrationsUpTo(tag: string): string {
  const dir = path.join(tempDir("migrations"), "m");
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: Array<{ tag: string; idx: number }> };
  const last = journal.entries.findIndex((e) => e.tag === tag);
  if (last < 0) throw new Error(`no migration ${tag}`);
  for (const e of journal.entries.slice(last + 1)) rmSync(path.join(dir, `${e.tag}.sql`));
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}
