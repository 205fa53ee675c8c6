import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { type SQL, sql } from "drizzle-orm";
import pg from "pg";
import { type BuildOptions, buildApp } from "../src/server/app.ts";
import type { App } from "../src/server/app-types.ts";
import { type Config, loadConfig } from "../src/server/config.ts";
import type { Db } from "../src/server/db/client.ts";
import { rowsOf } from "../src/server/db/rows.ts";
import { testConfig } from "../tests/helpers/app.ts";

export type Row = Record<string, string | number>;

/** A listening server on its own throwaway database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set). */
export async function startBenchServer(
  opts: {
    /** Runs on the empty database's config before the server opens it (e.g. a seed in a child process). */
    prepare?: (config: Config) => Promise<void>;
    /** Serve at a port chosen first and make it PUBLIC_URL, so that a browser's calls are same-origin. */
    ownOrigin?: boolean;
    /** What buildApp takes beyond the configuration (e.g. a clock the bench sets). */
    build?: BuildOptions;
  } = {},
): Promise<{ app: App; url: string; database: string }> {
  // testConfig's PostgreSQL path registers a vitest afterAll, which fails outside vitest: make the database here.
  const base = process.env.TEST_DATABASE_URL;
  delete process.env.TEST_DATABASE_URL;
  const config = await testConfig({ LOG_LEVEL: "silent" }).finally(() => {
    if (base) process.env.TEST_DATABASE_URL = base;
  });
  if (base) config.databaseUrl = await createBenchDatabase(base);
  await opts.prepare?.(config);
  const chosen = opts.ownOrigin ? await freePort() : 0;
  if (chosen) config.publicUrl = `http://127.0.0.1:${chosen}`;
  const app = await buildApp(config, opts.build);
  await app.listen({ port: chosen, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { app, url: `http://127.0.0.1:${port}`, database: app.dbKind };
}

/** A fresh PostgreSQL database for one benchmark; the throwaway cluster of with-postgres.sh removes it. */
async function createBenchDatabase(baseUrl: string): Promise<string> {
  const name = `snaplist_bench_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Load from a second connection pool on loopback, bounded in time. */
export async function load(opts: {
  url: string;
  headers?: Record<string, string>;
  seconds?: number;
  connections?: number;
}) {
  const result = await autocannon({
    url: opts.url,
    headers: opts.headers,
    connections: opts.connections ?? 10,
    duration: opts.seconds ?? Number(process.env.BENCH_SECONDS ?? 5),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${opts.url}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  }
  return { requestsPerSec: Math.round(result.requests.average), p99Ms: result.latency.p99, p50Ms: result.latency.p50 };
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** CPU time the server process has used so far (all its threads), from /proc, in ms (10 ms steps). */
  cpuMs(): number;
  health(): Promise<{ engine: string }>;
  stop(): Promise<void>;
}

/**
 * The real entry point (src/server/main.ts through tsx, as `npm run dev` runs it) on a free port with a throwaway
 * DATA_DIR, on PGlite (or a fresh PostgreSQL database when TEST_DATABASE_URL is set). Resolves once /api/health
 * answers; the background warm-up (AI_WARMUP) may still be running then.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const base = process.env.TEST_DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: path.resolve(import.meta.dirname, ".."),
    env: {
      ...process.env,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "snaplist-bench-")),
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      SESSION_SECRET: "bench-secret-bench-secret-bench-secret-00",
      ...(base ? { DATABASE_URL: await createBenchDatabase(base) } : {}),
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const pid = child.pid ?? 0;
  const health = async () => (await fetch(`${url}/api/health`)).json() as Promise<{ engine: string }>;
  const stop = async () => {
    child.kill("SIGTERM");
    await exited;
  };
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before answering`);
    if (
      await health().then(
        () => true,
        () => false,
      )
    )
      break;
    if (i > 600) {
      await stop();
      throw new Error("the server did not answer /api/health within 2 minutes");
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, pid, cpuMs: () => processCpuMs(pid), health, stop };
}

/**
 * Polls /api/health every 50 ms until the engine reports warm; answers how long that took and how long each health
 * answer took meanwhile (warm-up must not slow the server down).
 */
export async function untilWarm(
  server: ServerProcess,
  timeoutMs = 180_000,
): Promise<{ ms: number; healthMs: { p50: number; p99: number; max: number; answers: number } }> {
  const started = performance.now();
  const latencies: number[] = [];
  for (;;) {
    const asked = performance.now();
    const { engine } = await server.health();
    latencies.push(performance.now() - asked);
    if (engine === "warm") break;
    if (performance.now() - started > timeoutMs) throw new Error("the engine did not get warm");
    await new Promise((r) => setTimeout(r, 50));
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))]);
  return {
    ms: performance.now() - started,
    healthMs: { p50: at(0.5), p99: at(0.99), max: at(1), answers: latencies.length },
  };
}

/** A new seller registered through the API; answers the session cookie to send. */
export async function registerSeller(url: string): Promise<string> {
  const password = "bench-password-1";
  const res = await fetch(`${url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({
      email: `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`,
      password,
      confirmPassword: password,
      firstName: "Bench",
    }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  return cookiesOf(res);
}

/** The Cookie header that sends back what a response set. */
export const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which may hold spaces): utime and stime are the 14th and 15th, in ticks.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * (1000 / CLOCK_TICKS);
}

/** Linux's USER_HZ: 100 on every mainstream kernel build. */
const CLOCK_TICKS = 100;

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

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 1);

/**
 * p50/p95/max of BENCH_REQUESTS GETs of `url` with `cookie`, BENCH_CONCURRENCY at a time (1 by default, so each
 * figure is a request's own latency). The admin list benchmarks share it.
 */
export async function p95(url: string, cookie: string) {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      next++;
      const started = performance.now();
      const res = await fetch(url, { headers: { cookie } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 10) / 10;
  return { p50Ms: at(0.5), p95Ms: at(0.95), maxMs: at(1) };
}

/**
 * The app on the configured, already seeded database (DATABASE_URL, else TEST_DATABASE_URL; PGlite under DATA_DIR
 * otherwise), listening on a free port: the scale benches' server.
 */
export async function startSeededApp(): Promise<{ app: App; base: string }> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: "silent" });
  config.databaseUrl ??= process.env.TEST_DATABASE_URL;
  const app = await buildApp(config);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  return { app, base: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}` };
}

/** A stand-in database for a repo's queries: each prints its EXPLAIN ANALYZE plan and answers no rows. */
export function explainingDb(app: App): Db {
  return {
    execute: async (q: SQL) => {
      const plan = rowsOf<{ "QUERY PLAN": string }>(
        await app.db.execute(sql`explain (analyze, costs off, timing off) ${q}`),
      );
      console.log(plan.map((r) => r["QUERY PLAN"]).join("\n"));
      return { rows: [] };
    },
  } as unknown as Db;
}
