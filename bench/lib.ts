import autocannon from "autocannon";
import pg from "pg";
import { buildApp } from "../src/server/app.ts";
import type { App } from "../src/server/app-types.ts";
import type { Config } from "../src/server/config.ts";
import { testConfig } from "../tests/helpers/app.ts";

export type Row = Record<string, string | number>;

/** A listening server on its own throwaway database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set). */
export async function startBenchServer(
  opts: {
    /** Runs on the empty database's config before the server opens it (e.g. a seed in a child process). */
    prepare?: (config: Config) => Promise<void>;
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
  const app = await buildApp(config);
  await app.listen({ port: 0, host: "127.0.0.1" });
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
