/**
 * `npm run restore -- FILE [--force]`: checks the archive against its manifest, then restores the database, the
 * photos and the session secret into the configured, empty target (docs/decisions/127). Stop the server first.
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import { runScript, say, size, UsageError } from "../ops/backup/cli.ts";
import { runRestore } from "../ops/backup/restore.ts";

const USAGE = "Usage: npm run restore -- FILE [--force]";

async function main() {
  let parsed: { values: { force?: boolean; help?: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { force: { type: "boolean" }, help: { type: "boolean" } },
    });
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  if (parsed.values.help) {
    say(USAGE);
    return;
  }
  const [file, ...extra] = parsed.positionals;
  if (!file) throw new UsageError("the backup FILE to restore is required");
  if (extra.length > 0) throw new UsageError(`one FILE at a time (also given: ${extra.join(" ")})`);
  const config = loadConfig();
  const result = await runRestore(config, { file, force: parsed.values.force ?? false }, say);
  const { database, photos, app, createdAt } = result.manifest;
  const rows = Object.values(database.tables).reduce((a, b) => a + b, 0);
  say(`Restored the backup of ${createdAt} (SnapList ${app.version}):`);
  say(
    `  database: ${database.kind === "postgres" ? "PostgreSQL" : `PGlite in ${config.pgliteDir}`}, ${Object.keys(database.tables).length} tables, ${rows} rows - every table's row count matches the manifest; schema ${database.migrations.newestTag}`,
  );
  if (result.newerMigrations > 0) {
    say(`  the server applies ${result.newerMigrations} newer migration(s) when it starts`);
  }
  if (photos.storage === "local") {
    say(`  photos: ${result.photosRestored} files (${size(photos.bytes)}) into ${config.dataDir}/uploads`);
  } else if (result.photosRestored > 0) {
    say(`  photos: ${result.photosRestored} objects copied into S3 bucket ${config.s3?.bucket}`);
  } else {
    const missing = result.missingObjects.length;
    say(
      `  photos: the archive lists ${photos.count} S3 objects; ${missing === 0 ? "the bucket has every one" : `${missing} are missing from bucket ${config.s3?.bucket} (first: ${result.missingObjects[0]})`}`,
    );
  }
  say(
    `  session secret: ${result.manifest.sessionSecret === "included" ? `restored into ${config.dataDir}/session-secret` : "not in the backup: set the same SESSION_SECRET as the old server"}`,
  );
}

runScript("restore", USAGE, main);
