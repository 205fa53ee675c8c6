import { createWriteStream, existsSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { PGlite } from "@electric-sql/pglite";
import { pgliteExtensions } from "../../db/client.ts";
import {
  holdPgliteFolder,
  PgliteFolderInUseError,
  pgliteSnapshot,
  snapshotFromHolder,
} from "../../db/pglite-holder.ts";
import type { SnapshotFacts } from "../../db/snapshot-facts.ts";
import { BackupError } from "./errors.ts";

/**
 * A consistent copy of the PGlite database in `pgliteDir`, written to `file` as PGlite's own tarball.
 * A running server has the folder: it makes the snapshot and streams it over the folder's socket. Nobody has it:
 * this process takes the folder (a server starting meanwhile is refused and says why) and makes it itself.
 */
export async function dumpPglite(
  pgliteDir: string,
  file: string,
): Promise<{ facts: SnapshotFacts; takenFrom: string }> {
  if (!existsSync(path.join(pgliteDir, "PG_VERSION"))) {
    throw new BackupError(`There is no PGlite database in ${pgliteDir} (check DATA_DIR, or set DATABASE_URL)`);
  }
  const save = (tar: Readable) => pipeline(tar, createWriteStream(file));
  // Twice at most: a server may take the folder between our question and our taking it.
  for (let attempt = 0; attempt < 2; attempt++) {
    const served = await snapshotFromHolder(pgliteDir, save);
    if (served) {
      return { facts: served.facts, takenFrom: `${served.holder.role}, pid ${served.holder.pid}, while running` };
    }
    let hold: Awaited<ReturnType<typeof holdPgliteFolder>>;
    try {
      hold = await holdPgliteFolder(pgliteDir, "a backup (npm run backup)");
    } catch (err) {
      if (err instanceof PgliteFolderInUseError && attempt === 0) continue;
      throw err;
    }
    try {
      const client = new PGlite(pgliteDir, { extensions: pgliteExtensions });
      try {
        await client.waitReady;
        const { facts, tar } = await pgliteSnapshot(client);
        await save(Readable.fromWeb(tar.stream() as never));
        return { facts, takenFrom: "the PGlite folder, opened by the backup (no server was running)" };
      } finally {
        await client.close();
      }
    } finally {
      await hold.release();
    }
  }
  throw new BackupError(`Could not reach the process that holds ${pgliteDir}`);
}
