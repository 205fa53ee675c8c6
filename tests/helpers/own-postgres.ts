import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { afterAll } from "vitest";
import { tempDir } from "./temp-dir.ts";

/** Debian's PostgreSQL programs (scripts/install-system.sh installs them; scripts/with-postgres.sh uses them too). */
function pgBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const newest = versions.at(-1);
  if (!newest) throw new Error("PostgreSQL is not installed (scripts/install-system.sh installs it)");
  return path.join(root, newest, "bin");
}

function userExists(name: string): boolean {
  try {
    execFileSync("id", ["-u", name], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** A port nothing listens on now (the system picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
      .once("error", reject)
      .listen(0, "127.0.0.1", () => {
        const { port } = srv.address() as { port: number };
        srv.close(() => resolve(port));
      });
  });
}

/**
 * A PostgreSQL server of this test file's own, which the test may stop and start again (the shared server of
 * scripts/with-postgres.sh serves every other file at the same time, so it cannot be stopped). As root, the server
 * runs as the `postgres` user, which PostgreSQL requires. Stopped and removed after the file.
 */
export async function ownPostgres() {
  const bin = pgBin();
  const work = tempDir("snaplist-own-pg");
  const port = await freePort();
  const asUser: string[] = [];
  if (process.getuid?.() === 0) {
    const user = userExists("postgres") ? "postgres" : "nobody";
    execFileSync("chown", [user, work]);
    asUser.push("runuser", "-u", user, "--");
  }
  const run = (program: string, args: string[]) => {
    const [cmd, ...rest] = [...asUser, path.join(bin, program), ...args];
    execFileSync(cmd as string, rest, { stdio: "ignore" });
  };
  const data = path.join(work, "data");
  run("initdb", ["-D", data, "-U", "snaplist", "--auth=trust", "-E", "UTF8"]);
  const start = () =>
    run("pg_ctl", [
      "-D",
      data,
      "-l",
      path.join(work, "log"),
      "-w",
      "-o",
      `-p ${port} -k ${work} -c listen_addresses=127.0.0.1 -c fsync=off`,
      "start",
    ]);
  const stop = () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  start();
  afterAll(() => {
    try {
      run("pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
    } catch {
      // already stopped
    }
  });
  return { url: `postgres://snaplist@127.0.0.1:${port}/postgres`, start, stop };
}
