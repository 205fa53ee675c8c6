import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import type { App } from "../../src/server/app-types.ts";
import { testConfig } from "../helpers/app.ts";
import { ownPostgres } from "../helpers/own-postgres.ts";

/**
 * Issue 24 item 3 (docs/decisions/126): two servers starting together on one empty PostgreSQL apply the migrations
 * once, the second waiting for the first; and /api/ready follows the database down and back up without a restart.
 * On a PostgreSQL server of this file's own, which it stops and starts.
 */
const server = await ownPostgres();
const apps: App[] = [];
const start = async () => {
  const config = await testConfig({ METRICS_TOKEN: "ready-token-0123456789abcdef" });
  config.databaseUrl = server.url;
  config.databasePoolWaitMs = 2000;
  const app = await buildApp(config);
  apps.push(app);
  return app;
};
const ready = async (app: App) => {
  // The checks come with the metrics token only (docs/decisions/152).
  const res = await app.inject({
    method: "GET",
    url: "/api/ready",
    headers: { authorization: "Bearer ready-token-0123456789abcdef" },
  });
  return { status: res.statusCode, body: res.json() };
};

async function query<T>(text: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: server.url });
  await c.connect();
  try {
    return (await c.query(text)).rows as T[];
  } finally {
    await c.end();
  }
}

describe("servers on one PostgreSQL", () => {
  it("two servers started at once on an empty database apply each migration once; the second waits", async () => {
    // Hold the migration lock, as a server part-way through migrating would: a server starting now must wait.
    const holder = new pg.Client({ connectionString: server.url });
    await holder.connect();
    await holder.query("select pg_advisory_lock(727274)");
    let started = 0;
    const both = Promise.all([start(), start()]).then((a) => {
      started = a.length;
      return a;
    });
    await expect.poll(async () => (await query<{ n: number }>(waitingForLock))[0]?.n, { timeout: 30_000 }).toBe(2);
    expect(started).toBe(0);
    await holder.query("select pg_advisory_unlock(727274)");
    await holder.end();

    const [a, b] = await both;
    const applied = await query<{ hash: string; n: number }>(
      "select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash",
    );
    expect(applied.length).toBeGreaterThan(5);
    expect(applied.every((m) => m.n === 1)).toBe(true);
    expect((await ready(a as App)).status).toBe(200);
    expect((await ready(b as App)).status).toBe(200);
  });

  it("/api/ready answers 503 naming the database while it is stopped, and 200 when it is back, without a restart", async () => {
    const app = apps[0] as App;
    expect((await ready(app)).status).toBe(200);

    server.stop();
    const down = await ready(app);
    expect(down.status).toBe(503);
    expect(down.body.checks.database.ok).toBe(false);
    expect(down.body.checks.database.detail).toEqual(expect.any(String));
    // The process is alive all along.
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);

    server.start();
    // The pool drops the connections the stop broke and opens new ones on the next query.
    await expect.poll(async () => (await ready(app)).status, { timeout: 30_000 }).toBe(200);
    expect((await ready(app)).body.checks.database).toEqual({ ok: true, detail: "postgres answers" });
  });
});

afterAll(async () => {
  await Promise.all(apps.map((a) => a.close().catch(() => {})));
});

const waitingForLock =
  "select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = 727274 and not granted";
