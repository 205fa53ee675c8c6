import { readdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { rowsOf } from "../../src/server/db/rows.ts";
import { createTestApp, testConfig } from "../helpers/app.ts";
import { checkRestored, configFor, manifestOf, runScript, seedShop, startWriters } from "../helpers/backup-scenario.ts";
import { tempDir } from "../helpers/temp-dir.ts";

/**
 * Issue 24 item 1 on PostgreSQL (docs/decisions/127): `npm run backup` (pg_dump of one exported snapshot, whose
 * row counts go in the manifest) while writers send 20 requests a second, then `npm run restore` (pg_restore in
 * one transaction) into a fresh, empty database and data folder.
 */
const app = await createTestApp({ SESSION_SECRET: "" });
const shop = await seedShop(app);
const work = tempDir("snaplist-backups");
const archive = path.join(work, "nightly.tar.gz");
const sourceEnv = { DATA_DIR: app.config.dataDir, DATABASE_URL: app.config.databaseUrl as string };
const listings = async () =>
  rowsOf<{ n: number }>(await app.db.execute(sql`select count(*)::int as n from listings`))[0]?.n ?? 0;

/** A new empty database and data folder on the test server, as a fresh machine would have. */
async function emptyTarget() {
  const config = await testConfig();
  return { dataDir: config.dataDir, databaseUrl: config.databaseUrl as string };
}

describe("backup and restore on PostgreSQL", () => {
  it("backs up while 20 requests a second write; the restored server has every row and photo and signs the same users in", async () => {
    const before = await listings();
    let backingUp = true;
    const stopWriters = startWriters(app, shop, () => backingUp);
    const backup = await runScript("backup", ["--out", archive], sourceEnv);
    backingUp = false;
    const load = await stopWriters();
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/snapshot from PostgreSQL [\d.]+.* \(pg_dump, one snapshot\)/);
    expect(load.finishedDuring).toBeGreaterThan(0);
    expect(load.failures).toEqual([]);

    const manifest = await manifestOf(archive, tempDir("snaplist-manifest"));
    expect(manifest.database).toMatchObject({ kind: "postgres", file: "database/postgres.dump" });
    expect(manifest.database.tables.listings).toBeGreaterThanOrEqual(before);
    expect(manifest.database.tables.listings).toBeLessThanOrEqual(await listings());
    expect(manifest.database.tables.sales).toBe(2);
    expect(manifest.photos).toMatchObject({ storage: "local", included: true });

    const target = await emptyTarget();
    const restore = await runScript("restore", [archive], {
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl,
    });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain("every checksum matches");
    expect(restore.stdout).toContain("database: PostgreSQL");
    expect(restore.stdout).toContain("every table's row count matches the manifest");

    const restored = await buildApp(configFor(target.dataDir, target.databaseUrl));
    try {
      await checkRestored(restored, manifest, shop, target.dataDir);
    } finally {
      await restored.close();
    }
  });

  it("refuses a database that is not empty; --force replaces its schemas and restores", async () => {
    const target = await emptyTarget();
    const env = { DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl };
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      await client.query("create table someone_elses (id int)");
      const refused = await runScript("restore", [archive], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("restore: The target is not empty (the PostgreSQL database has 1 tables");
      expect((await client.query("select to_regclass('public.listings') as t")).rows[0].t).toBeNull();

      const forced = await runScript("restore", [archive, "--force"], env);
      expect(forced.code, forced.stderr).toBe(0);
      expect(forced.stdout).toContain("Dropped the PostgreSQL database's schemas public and drizzle (--force)");
      expect((await client.query("select to_regclass('public.someone_elses') as t")).rows[0].t).toBeNull();
      const { rows } = await client.query("select count(*)::int as n from listings");
      const manifest = await manifestOf(archive, tempDir("snaplist-manifest"));
      expect(rows[0].n).toBe(manifest.database.tables.listings);
    } finally {
      await client.end();
    }
  });

  it("says clearly when the database cannot be reached, and leaves no file", async () => {
    const out = path.join(work, "unreachable.tar.gz");
    const result = await runScript("backup", ["--out", out], {
      ...sourceEnv,
      DATABASE_URL: "postgres://snaplist:secret@127.0.0.1:1/nowhere",
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^backup: Cannot connect to DATABASE_URL \(postgres:\/\/snaplist:\*\*\*@127\.0\.0\.1:1/,
    );
    expect(result.stderr).not.toContain("secret");
    expect(readdirSync(work).filter((n) => n.startsWith("unreachable") || n.includes("partial"))).toEqual([]);
  });
});
