import { spawn } from "node:child_process";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { METRICS_RANGES } from "../src/contract/analytics.ts";
import type { Config } from "../src/server/config.ts";
import { createAdmin, loginCookie } from "../tests/helpers/factories.ts";
import { type Row, startBenchServer } from "./lib.ts";

/**
 * Community metrics for each range and the first page of admin referrals at 100,000 listings and their users
 * (`npm run seed -- --listings 100000`, run here in a child process on the bench database).
 * Budget (docs/engineering.md): p95 <= 200 ms on PostgreSQL, <= 300 ms on PGlite.
 */
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const CONCURRENCY = 4;

function seed(config: Config): Promise<void> {
  if (!config.databaseUrl) config.pgliteDir = path.join(config.dataDir, "pglite"); // the seed writes files there
  const env = { ...process.env, DATA_DIR: config.dataDir, DATABASE_URL: config.databaseUrl ?? "", LOG_LEVEL: "silent" };
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["tsx", "src/server/scripts/seed.ts", "--listings", String(LISTINGS)], {
      env,
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`seed exited with ${code}`))));
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

/** REQUESTS calls, CONCURRENCY at a time; each call's own latency, so p95 is exact. */
async function measure(url: string, cookie: string) {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      next++;
      const t0 = performance.now();
      const res = await fetch(url, { headers: { cookie } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      times.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return { requests: times.length, p50Ms: round(percentile(times, 0.5)), p95Ms: round(percentile(times, 0.95)) };
}

export async function run(): Promise<Row[]> {
  const { app, url, database } = await startBenchServer({ prepare: seed });
  try {
    const cookie = await loginCookie(app, await createAdmin(app));
    const budget = database === "postgres" ? 200 : 300;
    const targets = [
      ...METRICS_RANGES.map((range) => ({
        scenario: `GET /api/admin/community-metrics?range=${range}`,
        path: `/api/admin/community-metrics?range=${range}`,
      })),
      { scenario: "GET /api/admin/referrals (first page)", path: "/api/admin/referrals" },
      { scenario: "GET /api/admin/referrals?q=intern (search)", path: "/api/admin/referrals?q=intern" },
    ];
    const rows: Row[] = [];
    for (const t of targets) {
      await measure(`${url}${t.path}`, cookie); // warm-up
      const m = await measure(`${url}${t.path}`, cookie);
      rows.push({
        scenario: t.scenario,
        database,
        listings: LISTINGS,
        ...m,
        budget: m.p95Ms <= budget ? "met" : "MISSED",
      });
    }
    return rows;
  } finally {
    await app.close();
  }
}
