import { access, rename } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../../config.ts";
import { photoFiles } from "./local-photos.ts";
import { type Manifest, SESSION_SECRET, VAPID_KEYS } from "./manifest.ts";
import { folderIsEmpty } from "./pglite-restore.ts";
import { postgresRelations } from "./postgres-restore.ts";

/**
 * What the target already holds, as phrases for the refusal: a PGlite folder with anything in it, a PostgreSQL
 * database with any table, photos in DATA_DIR/uploads. The session secret does not count: every configuration
 * without SESSION_SECRET makes one on first read, so an empty data folder has one too.
 */
export async function occupiedParts(config: Config): Promise<string[]> {
  const parts: string[] = [];
  if (config.databaseUrl) {
    const relations = await postgresRelations(config.databaseUrl);
    if (relations > 0) parts.push(`the PostgreSQL database has ${relations} tables, views or sequences`);
  } else if (!(await folderIsEmpty(config.pgliteDir))) {
    parts.push(`a PGlite database in ${config.pgliteDir}`);
  }
  if (!config.s3) {
    const uploads = path.join(config.dataDir, "uploads");
    const photos = (await photoFiles(uploads)).length;
    if (photos > 0) parts.push(`${photos} photos in ${uploads}`);
  }
  return parts;
}

const exists = (p: string) =>
  access(p).then(
    () => true,
    () => false,
  );

/**
 * --force: the data folder's database, photos and session secret are renamed to `<name>.before-restore-<time>`
 * beside themselves - nothing is deleted, and putting them back is a rename. Answers what was moved.
 */
export async function moveAside(config: Config, manifest: Manifest): Promise<string[]> {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const candidates = [
    ...(config.databaseUrl ? [] : [config.pgliteDir]),
    ...(config.s3 ? [] : [path.join(config.dataDir, "uploads")]),
    ...(manifest.sessionSecret === "included" ? [path.join(config.dataDir, SESSION_SECRET)] : []),
    ...(manifest.vapidKeys === "included" ? [path.join(config.dataDir, VAPID_KEYS)] : []),
  ];
  const moved: string[] = [];
  for (const from of candidates) {
    if (!(await exists(from))) continue;
    const to = `${from}.before-restore-${stamp}`;
    await rename(from, to);
    moved.push(to);
  }
  return moved;
}
