import { readFileSync } from "node:fs";
import path from "node:path";
import { migrationsFolder } from "../../db/client.ts";

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this code ships (drizzle's journal); a database records each one's `when` as created_at. */
export function shippedMigrations(): JournalEntry[] {
  const file = path.join(migrationsFolder, "meta", "_journal.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { entries: JournalEntry[] }).entries;
}

/** The tag of the migration recorded at `when`, or undefined when this code does not ship it (a newer version). */
export function migrationTag(when: number): string | undefined {
  if (when === 0) return "none";
  return shippedMigrations().find((m) => m.when === when)?.tag;
}
