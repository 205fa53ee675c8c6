import { access, chmod, mkdir, mkdtemp, rename, rm, rmdir } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../../config.ts";
import { holdPgliteFolder, PgliteFolderInUseError } from "../../db/pglite-holder.ts";
import { s3ClientFor } from "../../modules/uploads/storage.ts";
import { unpackArchive } from "./archive.ts";
import { BackupError } from "./errors.ts";
import { photoFiles } from "./local-photos.ts";
import { MANIFEST, type Manifest, PHOTOS, readManifest, SESSION_SECRET, VAPID_KEYS } from "./manifest.ts";
import { restorePglite } from "./pglite-restore.ts";
import { clearPostgres, postgresRelations, restorePostgres } from "./postgres-restore.ts";
import { moveAside, occupiedParts } from "./restore-target.ts";
import { missingObjects, uploadPhotos } from "./s3-photos.ts";
import { migrationTag, shippedMigrations } from "./schema-version.ts";
import { differences, verifyChecksums } from "./verify.ts";

export interface RestoreOptions {
  file: string;
  /** Replace a target that is not empty (PGlite folder and photos are moved aside; PostgreSQL's schemas dropped). */
  force: boolean;
}

export interface RestoreResult {
  manifest: Manifest;
  filesChecked: number;
  photosRestored: number;
  /** S3 without the photos in the archive: listed objects the bucket does not have. */
  missingObjects: string[];
  movedAside: string[];
  /** Migrations this version has that the backup's database lacks; the server applies them when it starts. */
  newerMigrations: number;
}

/**
 * `npm run restore`: checks the whole archive against its manifest first, then restores the database, the photos
 * and the session secret into an empty target - or, with force, into one whose contents it first moves aside.
 * The database is verified against the manifest's row counts before it is put in place (docs/decisions/127).
 */
export async function runRestore(
  config: Config,
  opts: RestoreOptions,
  say: (line: string) => void,
): Promise<RestoreResult> {
  const file = path.resolve(opts.file);
  await access(file).catch(() => {
    throw new BackupError(`There is no backup at ${file}`);
  });
  await mkdir(config.dataDir, { recursive: true });
  const kind = config.databaseUrl ? "postgres" : "pglite";
  // A server starting on this folder while it is restored is refused; a running one refuses the restore.
  const hold =
    kind === "pglite"
      ? await holdPgliteFolder(config.pgliteDir, "a restore (npm run restore)").catch((err) => {
          if (err instanceof PgliteFolderInUseError) throw new BackupError(`${err.message}: stop it before restoring`);
          throw err;
        })
      : undefined;
  const staging = await mkdtemp(path.join(config.dataDir, ".restore-"));
  try {
    say(`Reading ${file}...`);
    await unpackArchive(file, staging);
    const manifest = await readManifest(path.join(staging, MANIFEST));
    const filesChecked = await verifyChecksums(staging, manifest);
    say(`Checked ${filesChecked} files against the manifest: every checksum matches.`);
    const newerMigrations = checkFits(manifest, config);

    const occupied = await occupiedParts(config);
    if (occupied.length > 0 && !opts.force) {
      throw new BackupError(
        `The target is not empty (${occupied.join("; ")}). Restore into an empty data folder or database, or add --force to replace it. Nothing was restored`,
      );
    }
    const movedAside = opts.force ? await moveAside(config, manifest) : [];
    if (opts.force && config.databaseUrl && (await postgresRelations(config.databaseUrl)) > 0) {
      await clearPostgres(config.databaseUrl);
      say("Dropped the PostgreSQL database's schemas public and drizzle (--force)");
    }
    for (const moved of movedAside) say(`Moved aside: ${moved}`);

    say(`Restoring the ${kind === "postgres" ? "PostgreSQL" : "PGlite"} database...`);
    const dump = path.join(staging, manifest.database.file);
    if (config.databaseUrl) {
      const restored = await restorePostgres(config.databaseUrl, dump, say);
      const wrong = differences(manifest, restored);
      if (wrong.length > 0) {
        await clearPostgres(config.databaseUrl);
        throw new BackupError(`The restored database differs from the manifest (${wrong.join("; ")}); it was removed`);
      }
    } else {
      const into = path.join(staging, "pglite");
      const wrong = differences(manifest, await restorePglite(dump, into));
      if (wrong.length > 0)
        throw new BackupError(`The restored database differs from the manifest (${wrong.join("; ")})`);
      await rmdir(config.pgliteDir).catch(() => {}); // an empty folder may stand where it goes
      await rename(into, config.pgliteDir);
    }

    const photos = await restorePhotos(config, manifest, staging);
    if (manifest.sessionSecret === "included") {
      const secret = path.join(config.dataDir, SESSION_SECRET);
      await rename(path.join(staging, SESSION_SECRET), secret);
      await chmod(secret, 0o600);
    }
    if (manifest.vapidKeys === "included") {
      const keys = path.join(config.dataDir, VAPID_KEYS);
      await rename(path.join(staging, VAPID_KEYS), keys);
      await chmod(keys, 0o600);
    }
    return { manifest, filesChecked, ...photos, movedAside, newerMigrations };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await hold?.release();
  }
}

/** Refuses an archive this target cannot take; answers how many newer migrations the server will apply. */
function checkFits(manifest: Manifest, config: Config): number {
  const kind = config.databaseUrl ? "postgres" : "pglite";
  const name = { pglite: "PGlite (DATABASE_URL unset)", postgres: "PostgreSQL (DATABASE_URL)" };
  if (manifest.database.kind !== kind) {
    throw new BackupError(
      `The backup holds a ${name[manifest.database.kind]} database and this configuration uses ${name[kind]}: restore it with the same kind of database. Nothing was restored`,
    );
  }
  const storage = config.s3 ? "s3" : "local";
  if (manifest.photos.storage !== storage) {
    const where = { s3: `the S3 bucket ${manifest.photos.bucket ?? ""}`.trim(), local: "local disk" };
    throw new BackupError(
      `The backup's photos were stored on ${where[manifest.photos.storage]} and this configuration stores them on ${storage === "s3" ? "S3" : "local disk"}; the photo addresses in the database would not match. Configure the same storage. Nothing was restored`,
    );
  }
  const newest = manifest.database.migrations.newestWhen;
  if (migrationTag(newest) === undefined) {
    throw new BackupError(
      `The backup was made by SnapList ${manifest.app.version}, whose database schema (${manifest.database.migrations.newestTag}) is newer than this version knows; restore it with that version or a newer one. Nothing was restored`,
    );
  }
  return shippedMigrations().filter((m) => m.when > newest).length;
}

async function restorePhotos(
  config: Config,
  manifest: Manifest,
  staging: string,
): Promise<{ photosRestored: number; missingObjects: string[] }> {
  const from = path.join(staging, PHOTOS);
  const count = Object.keys(manifest.files).filter((name) => name.startsWith(`${PHOTOS}/`)).length;
  if (config.s3) {
    const client = s3ClientFor(config.s3);
    try {
      if (count > 0) return { photosRestored: await uploadPhotos(client, config.s3.bucket, from), missingObjects: [] };
      return {
        photosRestored: 0,
        missingObjects: await missingObjects(client, config.s3.bucket, manifest.photos.objects ?? []),
      };
    } finally {
      client.destroy();
    }
  }
  const uploads = path.join(config.dataDir, "uploads");
  await mkdir(uploads, { recursive: true });
  const names = await photoFiles(from);
  // One rename each: the same disk (staging is inside DATA_DIR), so no photo is ever half there.
  for (const name of names) await rename(path.join(from, name), path.join(uploads, name));
  return { photosRestored: names.length, missingObjects: [] };
}
