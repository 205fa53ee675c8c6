import { readFile } from "node:fs/promises";
import { z } from "zod";
import { SESSION_SECRET_FILE, VAPID_KEYS_FILE } from "../../kept-secrets.ts";
import { isOurName } from "../../modules/uploads/storage.ts";
import { BackupError, reasonOf } from "./errors.ts";

/** The archive's first member: what it holds and the SHA-256 of every other member. */
export const MANIFEST = "manifest.json";
export const PGLITE_DUMP = "database/pglite.tar";
export const POSTGRES_DUMP = "database/postgres.dump";
/** The generated secrets, under the names they have in DATA_DIR (src/server/kept-secrets.ts). */
export const SESSION_SECRET = SESSION_SECRET_FILE;
export const VAPID_KEYS = VAPID_KEYS_FILE;
/** Photos and renditions keep their stored names, under the folder they have in DATA_DIR and the bucket. */
export const PHOTOS = "uploads";

/** Every member an archive may hold besides the manifest; anything else makes it suspect. */
export function isArchiveMember(name: string): boolean {
  if (name === PGLITE_DUMP || name === POSTGRES_DUMP || name === SESSION_SECRET || name === VAPID_KEYS) return true;
  const [folder, file, ...rest] = name.split("/");
  return folder === PHOTOS && rest.length === 0 && file !== undefined && isOurName(file);
}

const count = z.number().int().nonnegative();

export const manifestSchema = z.object({
  format: z.literal("snaplist-backup"),
  formatVersion: z.literal(1),
  createdAt: z.string(),
  app: z.object({ name: z.string(), version: z.string() }),
  database: z.object({
    kind: z.enum(["pglite", "postgres"]),
    file: z.enum([PGLITE_DUMP, POSTGRES_DUMP]),
    /** How the snapshot was taken, for the operator: from a running server, or from a folder nobody had open. */
    takenFrom: z.string(),
    /** Rows per table in the snapshot, counted inside it. */
    tables: z.record(z.string(), count),
    migrations: z.object({ count, newestWhen: count, newestTag: z.string() }),
  }),
  photos: z.object({
    storage: z.enum(["local", "s3"]),
    bucket: z.string().optional(),
    /** Whether the photo files are in the archive (always for local disk; with --include-photos for S3). */
    included: z.boolean(),
    count,
    bytes: count,
    /** S3: every object under uploads/ when the backup was taken. */
    objects: z.array(z.object({ key: z.string(), bytes: count, etag: z.string().optional() })).optional(),
  }),
  /** "included": DATA_DIR/session-secret is in the archive; "environment": SESSION_SECRET is set, not stored. */
  sessionSecret: z.enum(["included", "environment"]),
  /** The same for DATA_DIR/vapid-keys.json and VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY; absent in older archives. */
  vapidKeys: z.enum(["included", "environment"]).optional(),
  files: z.record(z.string(), z.object({ bytes: count, sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});

export type Manifest = z.infer<typeof manifestSchema>;

export async function readManifest(file: string): Promise<Manifest> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, "utf8"));
  } catch (err) {
    const missing = (err as NodeJS.ErrnoException).code === "ENOENT";
    throw new BackupError(
      missing
        ? "The archive has no manifest.json: it is not a SnapList backup"
        : `The archive's manifest.json cannot be read (${reasonOf(err)}): the archive is damaged`,
    );
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BackupError(
      `The archive's manifest.json is not one this version understands (${issue?.path.join(".") || "manifest"}: ${issue?.message})`,
    );
  }
  for (const name of Object.keys(parsed.data.files)) {
    if (!isArchiveMember(name)) throw new BackupError(`The manifest lists "${name}", which no backup holds`);
  }
  return parsed.data;
}
