import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { BackupError } from "./errors.ts";

type Program = "pg_dump" | "pg_restore";

/** The newest installed Debian PostgreSQL's copy of `name` (a newer pg_dump reads older servers), else PATH's. */
function findProgram(name: Program): string | undefined {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const candidate = path.join(root, version, "bin", name);
    if (existsSync(candidate)) return candidate;
  }
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    const candidate = path.join(dir, name);
    if (dir && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/**
 * pg_dump or pg_restore; when missing, installs Debian's PostgreSQL client with apt-get, as the test scripts
 * install PostgreSQL (root, or sudo without a password prompt).
 */
export async function pgProgram(name: Program, say: (line: string) => void): Promise<string> {
  const found = findProgram(name);
  if (found) return found;
  say(`${name} is not installed: installing Debian's PostgreSQL client (postgresql-client) with apt-get`);
  const sudo = process.getuid?.() === 0 ? [] : ["sudo", "-n"];
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  try {
    await run([...sudo, "apt-get", "update", "-qq"], env);
    await run([...sudo, "apt-get", "install", "-y", "-qq", "--no-install-recommends", "postgresql-client"], env);
  } catch (err) {
    throw new BackupError(
      `${name} is needed for PostgreSQL and could not be installed (${err instanceof Error ? err.message : err}); install it with: sudo apt-get install postgresql-client`,
    );
  }
  const installed = findProgram(name);
  if (!installed) throw new BackupError(`${name} is still missing after installing postgresql-client`);
  return installed;
}

/**
 * libpq's view of DATABASE_URL: the password moves to PGPASSWORD, so that it never shows in the process list.
 */
export function libpqTarget(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url.password) {
    env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = "";
  }
  return { dbname: url.toString(), env };
}

/** Runs a program to its end; a non-zero exit is a BackupError carrying the last lines it wrote to stderr. */
export function run(command: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const [program, ...args] = command as [string, ...string[]];
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d) => {
      stderr = (stderr + d).slice(-4000);
    });
    child.once("error", (err) => reject(new BackupError(`${path.basename(program)} could not run: ${err.message}`)));
    child.once("close", (code) => {
      if (code === 0) return resolve();
      const said = stderr.trim().split("\n").slice(-3).join(" / ");
      reject(new BackupError(`${path.basename(program)} failed (exit ${code})${said ? `: ${said}` : ""}`));
    });
  });
}
