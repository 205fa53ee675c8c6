import pg from "pg";
import { afterAll, inject } from "vitest";
import { type BuildOptions, buildApp } from "../../src/server/app.ts";
import type { App } from "../../src/server/app-types.ts";
import { type Config, loadConfig } from "../../src/server/config.ts";
import { lendDatabase } from "./pglite-pool.ts";
import { tempDir } from "./temp-dir.ts";

/**
 * A test configuration: a throwaway DATA_DIR, quiet logs, and an isolated database -
 * in-memory PGlite, or (when TEST_DATABASE_URL is set) a fresh PostgreSQL database created for this file.
 */
export async function testConfig(env: Record<string, string> = {}): Promise<Config> {
  const dataDir = tempDir("snaplist-test");
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    SESSION_SECRET: "test-secret-test-secret-test-secret-0000",
    PUBLIC_URL: "http://localhost:3000",
    ...env,
  });
  config.pgliteDir = "memory://";
  // Under vitest no app serves the real build: a test that needs a client makes its own (fakeBuild). The build's
  // Node renderer (dist/prerender, docs/decisions/144) would otherwise load into the test process and re-initialise
  // i18next and react-i18next, which the component tests share.
  if (process.env.VITEST) config.webDir = `${dataDir}/no-client-build`;
  // Outside vitest (the benchmarks' startBenchServer) there is no template to inject, and inject() throws.
  config.pgliteTemplate = (process.env.VITEST && inject("pgliteTemplate")) || undefined;
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    config.databaseUrl = await createThrowawayDatabase(base);
    config.databasePoolWaitMs = 60_000; // 50-way races queue for the pool's 10 connections (see Config)
  }
  return config;
}

async function createThrowawayDatabase(baseUrl: string): Promise<string> {
  const name = `snaplist_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  afterAll(async () => {
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    // pg's pool.end() resolves before its sockets have closed; a forced drop would then kill those sessions and
    // their clients would raise "terminating connection" as an uncaught error. Let them leave first (bounded).
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const { rows } = await c.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
      if (rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A ready app on its own database, closed after this file's tests. An in-memory PGlite comes from the worker's pool
 * (pglite-pool.ts): empty, as a new one would be.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  adjust?: (c: Config) => void,
  options: BuildOptions = {},
): Promise<App> {
  const config = await testConfig(env);
  adjust?.(config);
  const pooled = !config.databaseUrl && config.pgliteDir === "memory://" && config.pgliteTemplate;
  const database = pooled ? await lendDatabase(pooled) : undefined;
  const app = await buildApp(config, { database, ...options }).catch(async (err) => {
    await database?.close();
    throw err;
  });
  afterAll(() => app.close());
  return app;
}

/**
 * `count` ready apps on ONE database - several servers behind a load balancer (issue 13 item 9). Meaningful on
 * PostgreSQL only (TEST_DATABASE_URL): PGlite belongs to one process, so this refuses to run without it.
 */
export async function createServersOnOneDatabase(count: number, env: Record<string, string> = {}): Promise<App[]> {
  if (!process.env.TEST_DATABASE_URL) {
    throw new Error("Several servers on one database need PostgreSQL: run under scripts/with-postgres.sh");
  }
  const config = await testConfig(env);
  const apps: App[] = [];
  // One after the other: the first migrates, the rest find the schema ready (as at a real rolling start).
  for (let i = 0; i < count; i++) apps.push(await buildApp({ ...config }));
  afterAll(() => Promise.all(apps.map((a) => a.close())));
  return apps;
}
