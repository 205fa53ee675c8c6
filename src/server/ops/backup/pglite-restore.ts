import { openAsBlob } from "node:fs";
import { readdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { pgliteExtensions } from "../../db/client.ts";
import { type SnapshotFacts, snapshotFacts } from "../../db/snapshot-facts.ts";

/** True when the folder is missing or holds nothing. */
export async function folderIsEmpty(folder: string): Promise<boolean> {
  const entries = await readdir(folder).catch((err: NodeJS.ErrnoException) => {
    if (err.code === "ENOENT") return [] as string[];
    throw err;
  });
  return entries.length === 0;
}

/**
 * Loads PGlite's tarball into a new data folder (PGlite's own loadDataDir), reads the restored facts back for
 * the caller to compare with the manifest, and checkpoints, so the folder opens without recovery.
 */
export async function restorePglite(tarFile: string, into: string): Promise<SnapshotFacts> {
  const client = new PGlite(into, { extensions: pgliteExtensions, loadDataDir: await openAsBlob(tarFile) });
  try {
    await client.waitReady;
    const facts = await snapshotFacts(async <T>(text: string) => (await client.query<T>(text)).rows);
    await client.query("checkpoint");
    return facts;
  } finally {
    await client.close();
  }
}
