import { randomBytes } from "node:crypto";
import { mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Readiness } from "../../../contract/common.ts";
import type { App } from "../../app-types.ts";
import { migrationsFolder } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { engineState } from "../generator/warm-up.ts";
import { photoStoreFor } from "../uploads/service.ts";
import { LocalPhotoStore } from "../uploads/storage.ts";

const CHECK_TIMEOUT_MS = 3000;
type Check = Readiness["checks"]["database"];

/** Runs `probe` with a deadline; a throw or a timeout is a failed check with a short reason, never an exception. */
async function check(probe: () => Promise<string>): Promise<Check> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS / 1000} s`)), CHECK_TIMEOUT_MS);
  });
  try {
    return { ok: true, detail: await Promise.race([probe(), late]) };
  } catch (err) {
    return { ok: false, detail: err instanceof Error ? err.message : String(err) };
  } finally {
    clearTimeout(timer);
  }
}

/** The newest migration the code ships (its journal) against the newest one the database recorded. */
async function migrationsApplied(app: App): Promise<string> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string; when: number }[];
  };
  const newest = journal.entries.at(-1);
  if (!newest) return "no migrations";
  const result = await app.db.execute(sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`);
  const last = Number(rowsOf<{ last: string | null }>(result)[0]?.last ?? 0);
  if (last < newest.when) throw new Error(`not applied: ${newest.tag} (the database is behind the code)`);
  return `applied up to ${newest.tag}`;
}

/** Local storage takes a small file (written and removed); S3 is not written on every probe. */
async function storageWritable(app: App): Promise<string> {
  const store = photoStoreFor(app.config);
  if (!(store instanceof LocalPhotoStore)) return "object storage (not probed)";
  await mkdir(store.dir, { recursive: true });
  const probe = path.join(store.dir, `.ready-${randomBytes(6).toString("hex")}.tmp`);
  await writeFile(probe, "ready");
  await unlink(probe);
  return "local disk writable";
}

export async function readiness(app: App): Promise<Readiness> {
  const [database, migrations, storage] = await Promise.all([
    check(async () => {
      await app.db.execute(sql`select 1`);
      return `${app.dbKind} answers`;
    }),
    check(() => migrationsApplied(app)),
    check(() => storageWritable(app)),
  ]);
  const ok = database.ok && migrations.ok && storage.ok;
  return { status: ok ? "ready" : "not_ready", checks: { database, migrations, storage }, engine: engineState() };
}
