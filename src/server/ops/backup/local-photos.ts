import { copyFile, link, mkdir, readdir } from "node:fs/promises";
import path from "node:path";
import { isOurName } from "../../modules/uploads/storage.ts";

/** The stored photos and renditions in a folder (temp files of writes in progress are not photos). */
export async function photoFiles(folder: string): Promise<string[]> {
  const names = await readdir(folder).catch((err: NodeJS.ErrnoException) => {
    if (err.code === "ENOENT") return [] as string[];
    throw err;
  });
  return names.filter(isOurName).sort();
}

/**
 * Adds to `into` every photo of `from` that it lacks, as a hard link: instant, no extra space, and the photo's
 * bytes stay reachable even if the server removes the photo a moment later. A backup gathers once before the
 * database snapshot and once after (docs/decisions/127). Copies where a link is not possible (another disk).
 */
export async function gatherPhotos(from: string, into: string): Promise<number> {
  await mkdir(into, { recursive: true });
  const have = new Set(await photoFiles(into));
  let added = 0;
  for (const name of await photoFiles(from)) {
    if (have.has(name)) continue;
    const source = path.join(from, name);
    const target = path.join(into, name);
    try {
      await link(source, target);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === "ENOENT") continue; // removed since it was listed: it is in no snapshot we could take now
      if (code !== "EXDEV" && code !== "EPERM" && code !== "ENOTSUP") throw err;
      const copied = await copyFile(source, target).then(
        () => true,
        (e: NodeJS.ErrnoException) => {
          if (e.code === "ENOENT") return false;
          throw e;
        },
      );
      if (!copied) continue;
    }
    added++;
  }
  return added;
}
