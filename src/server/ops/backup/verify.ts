import { readdir } from "node:fs/promises";
import path from "node:path";
import type { SnapshotFacts } from "../../db/snapshot-facts.ts";
import { sumFile } from "./checksums.ts";
import { BackupError } from "./errors.ts";
import { MANIFEST, type Manifest } from "./manifest.ts";

/** Every file an unpacked archive holds, as member names ("uploads/x.jpg"), the manifest left out. */
async function membersIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(folder, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .filter((name) => name !== MANIFEST);
}

/**
 * Before anything is restored: every file the manifest lists is present with its size and SHA-256, the database
 * dump among them, and nothing else is there. Throws naming the first few that differ.
 */
export async function verifyChecksums(folder: string, manifest: Manifest): Promise<number> {
  const problems: string[] = [];
  if (!manifest.files[manifest.database.file]) problems.push(`${manifest.database.file} is not listed`);
  for (const [name, expected] of Object.entries(manifest.files)) {
    const actual = await sumFile(path.join(folder, name)).catch(() => undefined);
    if (!actual) problems.push(`${name} is missing`);
    else if (actual.sha256 !== expected.sha256 || actual.bytes !== expected.bytes) {
      problems.push(`${name} does not match its checksum`);
    }
  }
  for (const name of await membersIn(folder)) {
    if (!manifest.files[name]) problems.push(`${name} is not in the manifest`);
  }
  if (problems.length > 0) {
    const more = problems.length > 3 ? ` and ${problems.length - 3} more` : "";
    throw new BackupError(`The archive is damaged: ${problems.slice(0, 3).join("; ")}${more}. Nothing was restored`);
  }
  return Object.keys(manifest.files).length;
}

/** The restored database against the manifest: the same tables with the same rows, the same migrations. */
export function differences(manifest: Manifest, restored: SnapshotFacts): string[] {
  const out: string[] = [];
  const tables = new Set([...Object.keys(manifest.database.tables), ...Object.keys(restored.tables)]);
  for (const table of [...tables].sort()) {
    const want = manifest.database.tables[table];
    const got = restored.tables[table];
    if (want === got) continue;
    if (got === undefined) out.push(`${table}: not restored (${want} rows in the manifest)`);
    else if (want === undefined) out.push(`${table}: restored, but not in the manifest`);
    else out.push(`${table}: ${got} rows restored, ${want} in the manifest`);
  }
  if (restored.migrations.count !== manifest.database.migrations.count) {
    out.push(`${restored.migrations.count} migrations restored, ${manifest.database.migrations.count} in the manifest`);
  }
  return out;
}
