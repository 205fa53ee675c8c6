import { copyFile, mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Config, projectRoot } from "../../config.ts";
import type { SnapshotFacts } from "../../db/snapshot-facts.ts";
import { s3ClientFor } from "../../modules/uploads/storage.ts";
import { packArchive, reserveArchive } from "./archive.ts";
import { sumFile } from "./checksums.ts";
import { gatherPhotos, photoFiles } from "./local-photos.ts";
import { MANIFEST, type Manifest, PGLITE_DUMP, PHOTOS, POSTGRES_DUMP, SESSION_SECRET, VAPID_KEYS } from "./manifest.ts";
import { dumpPglite } from "./pglite-dump.ts";
import { dumpPostgres } from "./postgres-dump.ts";
import { downloadPhotos, listPhotoObjects, type StoredObject } from "./s3-photos.ts";
import { migrationTag } from "./schema-version.ts";

export interface BackupOptions {
  out: string;
  /** S3 storage: copy the objects into the archive, not only list them. Local photos are always included. */
  includePhotos: boolean;
  /** Replace `out` if it exists. */
  force: boolean;
}

export interface BackupResult {
  out: string;
  bytes: number;
  manifest: Manifest;
}

/**
 * `npm run backup`: one archive with the database snapshot, the photos and a manifest (docs/decisions/127).
 * Photos are gathered before the snapshot and again after it. A photo is always stored before a row names it, so
 * every photo the snapshot names was stored before the snapshot: the first pass took it if it was there, the
 * second takes it if it came during the snapshot. Photos nothing names yet (an upload in progress) come along too;
 * the orphan sweep treats them as it would have.
 */
export async function runBackup(
  config: Config,
  opts: BackupOptions,
  say: (line: string) => void,
): Promise<BackupResult> {
  const pending = await reserveArchive(opts.out, opts.force);
  await mkdir(config.dataDir, { recursive: true });
  // Inside DATA_DIR: the same disk as the photos, so that gathering them is hard links, not copies.
  const staging = await mkdtemp(path.join(config.dataDir, ".backup-"));
  const s3 = config.s3 ? { client: s3ClientFor(config.s3), bucket: config.s3.bucket } : undefined;
  try {
    const photosDir = path.join(staging, PHOTOS);
    const includePhotos = !s3 || opts.includePhotos;
    const gather = async () => {
      if (!includePhotos) return;
      if (s3) await downloadPhotos(s3.client, s3.bucket, photosDir);
      else await gatherPhotos(path.join(config.dataDir, "uploads"), photosDir);
    };

    await gather();
    await mkdir(path.join(staging, "database"));
    const kind = config.databaseUrl ? "postgres" : "pglite";
    const dumpName = kind === "postgres" ? POSTGRES_DUMP : PGLITE_DUMP;
    say(`Taking a snapshot of the ${kind === "postgres" ? "PostgreSQL" : "PGlite"} database...`);
    const snapshot = config.databaseUrl
      ? await dumpPostgres(config.databaseUrl, path.join(staging, dumpName), say)
      : await dumpPglite(config.pgliteDir, path.join(staging, dumpName));
    await gather();

    const objects = s3 ? await listPhotoObjects(s3.client, s3.bucket) : undefined;
    const secretFile = path.join(config.dataDir, SESSION_SECRET);
    const secretOnDisk = await readFile(secretFile, "utf8").then(
      (text) => text.trim(),
      () => undefined,
    );
    const sessionSecret = secretOnDisk === config.sessionSecret ? "included" : "environment";
    if (sessionSecret === "included") await copyFile(secretFile, path.join(staging, SESSION_SECRET));

    const vapidFile = path.join(config.dataDir, VAPID_KEYS);
    const vapidOnDisk = await readFile(vapidFile, "utf8").then(
      (text) => (JSON.parse(text) as { publicKey?: string }).publicKey,
      () => undefined,
    );
    const vapidKeys = vapidOnDisk === config.push.publicKey ? "included" : "environment";
    if (vapidKeys === "included") await copyFile(vapidFile, path.join(staging, VAPID_KEYS));

    const members = [
      dumpName,
      ...(sessionSecret === "included" ? [SESSION_SECRET] : []),
      ...(vapidKeys === "included" ? [VAPID_KEYS] : []),
    ];
    const photoNames = includePhotos ? await photoFiles(photosDir) : [];
    members.push(...photoNames.map((name) => `${PHOTOS}/${name}`));
    say(`Computing checksums of ${members.length} files...`);
    const files: Manifest["files"] = {};
    for (const member of members) files[member] = await sumFile(path.join(staging, member));

    const manifest = await buildManifest(config, snapshot, {
      dumpName,
      files,
      includePhotos,
      photoNames,
      objects,
      sessionSecret,
      vapidKeys,
    });
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    say("Writing the archive...");
    await packArchive(staging, [MANIFEST, ...members], pending.temp);
    await pending.finish();
    return { out: path.resolve(opts.out), bytes: (await stat(path.resolve(opts.out))).size, manifest };
  } catch (err) {
    await pending.abandon();
    throw err;
  } finally {
    s3?.client.destroy();
    await rm(staging, { recursive: true, force: true });
  }
}

async function buildManifest(
  config: Config,
  snapshot: { facts: SnapshotFacts; takenFrom: string },
  parts: {
    dumpName: typeof PGLITE_DUMP | typeof POSTGRES_DUMP;
    files: Manifest["files"];
    includePhotos: boolean;
    photoNames: string[];
    objects: StoredObject[] | undefined;
    sessionSecret: Manifest["sessionSecret"];
    vapidKeys: Manifest["vapidKeys"];
  },
): Promise<Manifest> {
  const pkg = JSON.parse(await readFile(path.join(projectRoot(), "package.json"), "utf8")) as {
    name: string;
    version: string;
  };
  const { facts } = snapshot;
  const photoBytes = parts.objects
    ? parts.objects.reduce((sum, o) => sum + o.bytes, 0)
    : parts.photoNames.reduce((sum, name) => sum + (parts.files[`${PHOTOS}/${name}`]?.bytes ?? 0), 0);
  return {
    format: "snaplist-backup",
    formatVersion: 1,
    createdAt: new Date().toISOString(),
    app: { name: pkg.name, version: pkg.version },
    database: {
      kind: parts.dumpName === POSTGRES_DUMP ? "postgres" : "pglite",
      file: parts.dumpName,
      takenFrom: snapshot.takenFrom,
      tables: facts.tables,
      migrations: {
        ...facts.migrations,
        newestTag: migrationTag(facts.migrations.newestWhen) ?? `unknown (${facts.migrations.newestWhen})`,
      },
    },
    photos: {
      storage: config.s3 ? "s3" : "local",
      bucket: config.s3?.bucket,
      included: parts.includePhotos,
      count: parts.objects ? parts.objects.length : parts.photoNames.length,
      bytes: photoBytes,
      objects: parts.objects,
    },
    sessionSecret: parts.sessionSecret,
    vapidKeys: parts.vapidKeys,
    files: parts.files,
  };
}
