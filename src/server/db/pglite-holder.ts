import { createHash } from "node:crypto";
import { chmod, unlink } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { PGlite } from "@electric-sql/pglite";
import { type SnapshotFacts, snapshotFacts } from "./snapshot-facts.ts";

/**
 * One process at a time may open a PGlite data folder. PGlite has no lock of its own: a second process on the same
 * folder starts without complaint, reads stale pages and can corrupt what the first one writes. So whoever opens a
 * folder (the server, or a script such as a backup while no server runs) listens on a Unix socket beside it; the
 * socket is the lock, and the way a backup asks the process that holds the folder for a consistent copy
 * (docs/decisions/127). It is reachable only by the folder owner's processes (mode 0600): nothing new on the network.
 */

export class PgliteFolderInUseError extends Error {}

/** Who holds a folder, as its socket answers. */
export interface Holder {
  pid: number;
  role: string;
}

/** Linux allows 107 bytes in a socket path; a longer DATA_DIR gets a socket in the temp folder named for it. */
const MAX_SOCKET_PATH = 100;

export function holderSocketPath(pgliteDir: string): string {
  const beside = `${path.resolve(pgliteDir)}.sock`;
  if (Buffer.byteLength(beside) <= MAX_SOCKET_PATH) return beside;
  const id = createHash("sha256").update(path.resolve(pgliteDir)).digest("hex").slice(0, 16);
  return path.join(os.tmpdir(), `snaplist-pglite-${id}.sock`);
}

/** A PGlite snapshot: the facts read inside it and the data folder as PGlite's own tarball (`dumpDataDir`). */
export interface PgliteSnapshot {
  facts: SnapshotFacts;
  tar: Blob;
}

/**
 * Counts rows and dumps the data folder with nothing else running in between: PGlite runs every query and
 * transaction one at a time under its transaction lock, which this holds from the first count to the end of the
 * dump. Queries from other requests wait for it (the server pauses for the length of the dump).
 */
export function pgliteSnapshot(client: PGlite): Promise<PgliteSnapshot> {
  return client.transaction(async (tx) => {
    const facts = await snapshotFacts(async <T>(text: string) => (await tx.query<T>(text)).rows);
    const tar = await client.dumpDataDir("none");
    return { facts, tar };
  });
}

export interface FolderHold {
  /** From now on a snapshot request is answered from this client (before that: 503, still opening). */
  serve(client: PGlite): void;
  release(): Promise<void>;
}

/** Takes the folder or throws PgliteFolderInUseError naming the process that has it. */
export async function holdPgliteFolder(pgliteDir: string, role: string): Promise<FolderHold> {
  const socketPath = holderSocketPath(pgliteDir);
  let client: PGlite | undefined;
  const server = http.createServer((req, res) => {
    void answer(req, res, role, client);
  });
  try {
    await listen(server, socketPath);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EADDRINUSE") throw err;
    const other = await askHolder(pgliteDir);
    if (other) {
      throw new PgliteFolderInUseError(
        `The database in ${pgliteDir} is in use by ${other.role} (pid ${other.pid}); PGlite allows one process at a time`,
      );
    }
    // A socket left by a process that ended without closing: nobody answers on it.
    await unlink(socketPath).catch(() => {});
    await listen(server, socketPath);
  }
  await chmod(socketPath, 0o600);
  server.unref();
  return {
    serve: (c) => {
      client = c;
    },
    release: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function listen(server: http.Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

async function answer(req: http.IncomingMessage, res: http.ServerResponse, role: string, client?: PGlite) {
  req.resume();
  if (req.method === "GET" && req.url === "/holder") {
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ pid: process.pid, role } satisfies Holder));
    return;
  }
  if (req.method !== "POST" || req.url !== "/snapshot") {
    res.statusCode = 404;
    res.end("not found");
    return;
  }
  if (!client || client.closed) {
    res.statusCode = 503;
    res.end(`${role} is opening or closing the database; try again in a moment`);
    return;
  }
  try {
    const { facts, tar } = await pgliteSnapshot(client);
    res.setHeader("content-type", "application/x-tar");
    res.setHeader("content-length", String(tar.size));
    res.setHeader("x-snapshot-facts", Buffer.from(JSON.stringify(facts)).toString("base64"));
    await pipeline(Readable.fromWeb(tar.stream() as never), res);
  } catch (err) {
    if (res.headersSent) res.destroy();
    else {
      res.statusCode = 500;
      res.end(err instanceof Error ? err.message : String(err));
    }
  }
}

/** The process holding the folder, or undefined when none does (no socket, or a socket nobody answers on). */
export async function askHolder(pgliteDir: string): Promise<Holder | undefined> {
  try {
    const res = await request(holderSocketPath(pgliteDir), "GET", "/holder", 5000);
    return JSON.parse((await readAll(res)).toString("utf8")) as Holder;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ECONNREFUSED") return undefined;
    throw new PgliteFolderInUseError(
      `A process holds the database in ${pgliteDir} but does not answer (${err instanceof Error ? err.message : err})`,
    );
  }
}

/**
 * Asks the holder for a snapshot and streams its tarball to `write`. Undefined when no process holds the folder.
 */
export async function snapshotFromHolder(
  pgliteDir: string,
  write: (tar: Readable) => Promise<void>,
): Promise<{ facts: SnapshotFacts; holder: Holder } | undefined> {
  const holder = await askHolder(pgliteDir);
  if (!holder) return undefined;
  const res = await request(holderSocketPath(pgliteDir), "POST", "/snapshot");
  if (res.statusCode !== 200) {
    const text = (await readAll(res)).toString("utf8");
    throw new Error(`${holder.role} (pid ${holder.pid}) could not make a snapshot: ${text}`);
  }
  const facts = JSON.parse(Buffer.from(String(res.headers["x-snapshot-facts"]), "base64").toString("utf8"));
  await write(res);
  if (!res.complete) throw new Error(`${holder.role} (pid ${holder.pid}) broke off the snapshot part-way`);
  return { facts: facts as SnapshotFacts, holder };
}

function request(socketPath: string, method: string, url: string, timeoutMs?: number): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath, method, path: url }, resolve);
    req.once("error", reject);
    if (timeoutMs) req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    req.end();
  });
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
