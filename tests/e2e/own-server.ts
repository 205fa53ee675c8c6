import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";

/**
 * A server of the journey's own, started from the built code (dist/) beside the shared e2e server: for journeys
 * that change an admin's sign-in (two-factor), which the shared admin of every other journey must never see.
 * Its admin comes from ADMIN_EMAIL/ADMIN_PASSWORD like any installation's; its data folder is thrown away.
 */
export interface OwnServer {
  url: string;
  stop(): Promise<void>;
}

export async function startOwnServer(port: number, env: Record<string, string>): Promise<OwnServer> {
  const url = `http://localhost:${port}`;
  const dataDir = `.data-e2e-own-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "localhost",
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      AI_WARMUP: "false",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForHealth(url, child);
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForHealth(url: string, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the journey's own server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGTERM");
  throw new Error(`the journey's own server did not answer at ${url} within 120 s`);
}

/**
 * The database of a journey's own server: its PGlite data folder, or - in a `*-postgres` project (playwright.config.ts,
 * TEST_DATABASE_URL set) - a fresh database of that cluster, so that the journey runs on PostgreSQL too.
 */
export function ownDatabase(projectName: string, port: number): Record<string, string> {
  const cluster = process.env.TEST_DATABASE_URL;
  if (!projectName.endsWith("-postgres") || !cluster) return {};
  const url = new URL(cluster);
  url.pathname = `/snaplist_e2e_own_${port}`;
  const made = spawnSync(process.execPath, ["scripts/fresh-database.mjs"], {
    env: { ...process.env, DATABASE_URL: url.toString() },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (made.status !== 0) throw new Error(`could not create the journey's own database (${made.status})`);
  return { DATABASE_URL: url.toString() };
}
