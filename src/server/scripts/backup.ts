/**
 * `npm run backup -- --out FILE [--include-photos] [--force]`: one .tar.gz with the database snapshot, the photos
 * and a manifest (docs/decisions/127). Safe while the server runs, on PGlite and on PostgreSQL.
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import { runBackup } from "../ops/backup/backup.ts";
import { runScript, say, size, UsageError } from "../ops/backup/cli.ts";

const USAGE = "Usage: npm run backup -- --out FILE [--include-photos] [--force]";

async function main() {
  let values: { out?: string; "include-photos"?: boolean; force?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        out: { type: "string" },
        "include-photos": { type: "boolean" },
        force: { type: "boolean" },
        help: { type: "boolean" },
      },
    }));
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  if (values.help) {
    say(USAGE);
    return;
  }
  if (!values.out?.trim()) throw new UsageError("--out FILE is required: where to write the archive");
  const config = loadConfig();
  const result = await runBackup(
    config,
    { out: values.out, includePhotos: values["include-photos"] ?? false, force: values.force ?? false },
    say,
  );
  const { database, photos } = result.manifest;
  const rows = Object.values(database.tables).reduce((a, b) => a + b, 0);
  say(`Backed up to ${result.out} (${size(result.bytes)}):`);
  say(
    `  database: ${database.kind === "postgres" ? "PostgreSQL" : "PGlite"}, ${Object.keys(database.tables).length} tables, ${rows} rows, schema ${database.migrations.newestTag}; snapshot from ${database.takenFrom}`,
  );
  if (photos.storage === "local") say(`  photos: ${photos.count} files (${size(photos.bytes)}) from local disk`);
  else {
    say(
      `  photos: ${photos.count} objects (${size(photos.bytes)}) in S3 bucket ${photos.bucket}, ${photos.included ? "copied into the archive" : "listed only (add --include-photos to copy them)"}`,
    );
  }
  say(
    `  session secret: ${result.manifest.sessionSecret === "included" ? "included (keep this archive private)" : "not included: SESSION_SECRET comes from the environment"}`,
  );
}

runScript("backup", USAGE, main);
