import { randomBytes } from "node:crypto";
import { constants } from "node:fs";
import { access, open, rename, stat, unlink } from "node:fs/promises";
import path from "node:path";
import * as tar from "tar";
import { BackupError, reasonOf } from "./errors.ts";
import { isArchiveMember, MANIFEST } from "./manifest.ts";

/**
 * The archive file being written: a temp file beside `out`, renamed to `out` only when complete, so that a
 * failed backup leaves nothing that looks like a backup. Made first, so that an unwritable target fails at once.
 */
export interface PendingArchive {
  temp: string;
  finish(): Promise<void>;
  abandon(): Promise<void>;
}

export async function reserveArchive(out: string, force: boolean): Promise<PendingArchive> {
  const target = path.resolve(out);
  if (!force) {
    const exists = await access(target, constants.F_OK).then(
      () => true,
      () => false,
    );
    if (exists) throw new BackupError(`${target} already exists; give another file name, or --force to replace it`);
  }
  const folder = path.dirname(target);
  const folderOk = await stat(folder).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!folderOk) throw new BackupError(`Cannot write the backup to ${target}: the folder ${folder} does not exist`);
  const temp = path.join(folder, `.${path.basename(target)}.${randomBytes(4).toString("hex")}.partial`);
  try {
    await (await open(temp, "wx", 0o600)).close();
  } catch (err) {
    throw new BackupError(`Cannot write the backup to ${target}: ${reasonOf(err)}`);
  }
  return {
    temp,
    finish: () => rename(temp, target),
    abandon: () => unlink(temp).catch(() => {}),
  };
}

/** Writes `members` (paths relative to `folder`, manifest first) into a gzipped tar. */
export async function packArchive(folder: string, members: string[], file: string): Promise<void> {
  await tar.create({ file, cwd: folder, gzip: true, portable: true }, members);
}

/**
 * Unpacks an archive into an empty folder. Only regular files with names a backup holds are written (no links,
 * no absolute or `..` paths: tar refuses those too); a damaged or truncated archive is an error, not a partial result.
 */
export async function unpackArchive(file: string, into: string): Promise<void> {
  const strangers: string[] = [];
  try {
    await tar.extract({
      file,
      cwd: into,
      strict: true,
      filter: (name, entry) => {
        const clean = name.replace(/^\.\//, "").replace(/\/$/, "");
        const type = "type" in entry ? entry.type : "File";
        if (type === "Directory" && (clean === "" || clean === "." || clean === "database" || clean === "uploads")) {
          return clean !== "" && clean !== ".";
        }
        const ok = type === "File" && (clean === MANIFEST || isArchiveMember(clean));
        if (!ok) strangers.push(clean);
        return ok;
      },
    });
  } catch (err) {
    throw new BackupError(`${file} is not a readable backup archive (${reasonOf(err)}); nothing was restored`);
  }
  if (strangers.length > 0) {
    throw new BackupError(
      `${file} holds ${strangers.length} member(s) no SnapList backup has (first: "${strangers[0]}"); nothing was restored`,
    );
  }
}
