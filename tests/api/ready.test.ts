import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { engineState } from "../../src/server/modules/generator/warm-up.ts";
import { createTestApp } from "../helpers/app.ts";

const TOKEN = "ready-token-0123456789abcdef";
const asOperator = { authorization: `Bearer ${TOKEN}` };

/**
 * Issue 24 item 3: /api/health stays the liveness check; /api/ready says whether the server can do its work.
 * A visitor learns only ready or not; the details (database kind, newest migration, storage) need the metrics token
 * (docs/decisions/152).
 */
describe("GET /api/ready", () => {
  it("tells a visitor only whether the server is ready: no database, migration or storage", async () => {
    const app = await createTestApp({ METRICS_TOKEN: TOKEN });
    const res = await app.inject({ method: "GET", url: "/api/ready" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: "ready" });
    expect(res.body).not.toMatch(/pglite|postgres|migration|\d{4}_|disk|storage|engine/i);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("refuses details to a wrong token, another scheme, and to anyone while METRICS_TOKEN is unset", async () => {
    const app = await createTestApp({ METRICS_TOKEN: TOKEN });
    for (const authorization of [`Bearer ${TOKEN}x`, "Bearer ", `Basic ${TOKEN}`, TOKEN]) {
      const res = await app.inject({ method: "GET", url: "/api/ready", headers: { authorization } });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json()).toEqual({ message: "Readiness details need Authorization: Bearer <METRICS_TOKEN>" });
    }
    const closed = await createTestApp();
    const res = await closed.inject({ method: "GET", url: "/api/ready", headers: asOperator });
    expect(res.statusCode).toBe(401);
    // Without a header it still answers the load balancer.
    expect((await closed.inject({ method: "GET", url: "/api/ready" })).json()).toEqual({ status: "ready" });
  });

  it("answers 200 ready when the database answers, migrations are applied and storage takes a write", async () => {
    const app = await createTestApp({ METRICS_TOKEN: TOKEN });
    const res = await app.inject({ method: "GET", url: "/api/ready", headers: asOperator });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: "ready",
      checks: {
        database: { ok: true },
        migrations: { ok: true, detail: expect.stringMatching(/^applied up to \d{4}_/) },
        storage: { ok: true, detail: "local disk writable" },
      },
      // Reported, not a failure: the offline engine's state in this process (files share a process, so another
      // file's photos may have loaded it).
      engine: engineState(),
    });
    // The probe leaves nothing behind in the photo folder.
    const health = await app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
  });

  it("answers 503 naming the storage when photos cannot be written (a visitor: 503 alone)", async () => {
    const app = await createTestApp({ METRICS_TOKEN: TOKEN });
    const uploads = path.join(app.config.dataDir, "uploads");
    rmSync(uploads, { recursive: true, force: true });
    writeFileSync(uploads, "a file where the folder should be");
    const visitor = await app.inject({ method: "GET", url: "/api/ready" });
    expect(visitor.statusCode).toBe(503);
    expect(visitor.json()).toEqual({ status: "not_ready" });
    const res = await app.inject({ method: "GET", url: "/api/ready", headers: asOperator });
    expect(res.statusCode).toBe(503);
    const body = res.json();
    expect(body.status).toBe("not_ready");
    expect(body.checks.storage.ok).toBe(false);
    expect(body.checks.database.ok).toBe(true);
    expect(body.checks.migrations.ok).toBe(true);
    // Liveness is another question: the process is alive.
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });

  it("answers 503 naming the migrations when the database is behind the code", async () => {
    const app = await createTestApp({ METRICS_TOKEN: TOKEN });
    await app.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const res = await app.inject({ method: "GET", url: "/api/ready", headers: asOperator });
    expect(res.statusCode).toBe(503);
    expect(res.json().checks.migrations).toEqual({
      ok: false,
      detail: expect.stringMatching(/^not applied: \d{4}_\w+ \(the database is behind the code\)$/),
    });
  });
});
