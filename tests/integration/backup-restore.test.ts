import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { DatabaseInUseError, openDatabase } from "../../src/server/db/client.ts";
import { rowsOf } from "../../src/server/db/rows.ts";
import { createTestApp } from "../helpers/app.ts";
import { checkRestored, configFor, manifestOf, runScript, seedShop, startWriters } from "../helpers/backup-scenario.ts";
import { tempDir } from "../helpers/temp-dir.ts";

/**
 * Issue 24 item 1 on PGlite (docs/decisions/127): `npm run backup` while the server serves and writers send 20
 * requests a second, then `npm run restore` into a fresh data folder. The server holds its PGlite folder; the
 * backup, a separate process, gets its snapshot over the folder's socket.
 */
const app = await createTestApp({ SESSION_SECRET: "" }, (c) => {
  c.pgliteDir = path.join(c.dataDir, "pglite");
});
const shop = await seedShop(app);
const work = tempDir("snaplist-backups");
const archive = path.join(work, "nightly.tar.gz");
const photoEntries = (m: { files: Record<string, unknown> }) =>
  Object.entries(m.files).filter(([name]) => name.startsWith("uploads/"));
const listings = async () =>
  rowsOf<{ n: number }>(await app.db.execute(sql`select count(*)::int as n from listings`))[0]?.n ?? 0;

describe("backup and restore on PGlite", () => {
  it("backs up while 20 requests a second write; the restored server has every row and photo and signs the same users in", async () => {
    const before = await listings();
    let backingUp = true;
    const stopWriters = startWriters(app, shop, () => backingUp);
    const backup = await runScript("backup", ["--out", archive], { DATA_DIR: app.config.dataDir });
    backingUp = false;
    const load = await stopWriters();
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/snapshot from the SnapList server .*, pid \d+, while running/);
    expect(load.finishedDuring).toBeGreaterThan(0);
    expect(load.failures).toEqual([]);

    const manifest = await manifestOf(archive, tempDir("snaplist-manifest"));
    expect(manifest.database.kind).toBe("pglite");
    expect(manifest.database.tables.listings).toBeGreaterThanOrEqual(before);
    expect(manifest.database.tables.listings).toBeLessThanOrEqual(await listings());
    expect(manifest.database.tables.sales).toBe(2);
    expect(manifest.photos).toMatchObject({ storage: "local", included: true });
    expect(manifest.sessionSecret).toBe("included");
    // The Web Push key pair goes with it: devices' subscriptions are bound to it (docs/decisions/138).
    expect(manifest.vapidKeys).toBe("included");
    // Each upload is the photo and its two renditions.
    expect(manifest.photos.count).toBeGreaterThanOrEqual(3 * 11);

    const target = tempDir("snaplist-restored");
    const restore = await runScript("restore", [archive], { DATA_DIR: target });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain("every checksum matches");
    expect(restore.stdout).toContain("every table's row count matches the manifest");
    expect(restore.stdout).toContain(`${manifest.photos.count} files`);

    expect(readFileSync(path.join(target, "vapid-keys.json"), "utf8")).toBe(
      readFileSync(path.join(app.config.dataDir, "vapid-keys.json"), "utf8"),
    );
    const restored = await buildApp(configFor(target));
    expect(restored.config.push.publicKey).toBe(app.config.push.publicKey);
    try {
      await checkRestored(restored, manifest, shop, target);
    } finally {
      await restored.close();
    }
  });

  it("refuses a data folder that is not empty; --force moves what is there aside and restores", async () => {
    const target = tempDir("snaplist-restored");
    expect((await runScript("restore", [archive], { DATA_DIR: target })).code).toBe(0);
    const again = await runScript("restore", [archive], { DATA_DIR: target });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^restore: The target is not empty \(a PGlite database in .*; \d+ photos in /);
    expect(again.stderr).toContain("Nothing was restored");

    const forced = await runScript("restore", [archive, "--force"], { DATA_DIR: target });
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toMatch(/Moved aside: .*pglite\.before-restore-/);
    const names = readdirSync(target);
    expect(names.filter((n) => n.includes(".before-restore-")).length).toBe(4);
    expect(names).toEqual(expect.arrayContaining(["pglite", "uploads", "session-secret", "vapid-keys.json"]));

    // No server on this folder: the backup opens it itself, and its snapshot is the same as the archive's.
    const offline = path.join(work, "offline.tar.gz");
    const backup = await runScript("backup", ["--out", offline], { DATA_DIR: target });
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain("snapshot from the PGlite folder, opened by the backup (no server was running)");
    const original = await manifestOf(archive, tempDir("snaplist-manifest"));
    const copy = await manifestOf(offline, tempDir("snaplist-manifest"));
    expect(copy.database.tables).toEqual(original.database.tables);
    expect(copy.files).toEqual(expect.objectContaining(Object.fromEntries(photoEntries(original))));
  });

  it("refuses a damaged archive before touching the target: a changed photo, a truncated file, not an archive", async () => {
    const unpacked = tempDir("snaplist-unpacked");
    spawnSync("tar", ["-xzf", archive, "-C", unpacked]);
    const photo = readdirSync(path.join(unpacked, "uploads"))[0] as string;
    const bytes = readFileSync(path.join(unpacked, "uploads", photo));
    bytes[bytes.length - 3] = (bytes[bytes.length - 3] ?? 0) ^ 0xff;
    writeFileSync(path.join(unpacked, "uploads", photo), bytes);
    const tampered = path.join(work, "tampered.tar.gz");
    spawnSync("tar", ["-czf", tampered, "-C", unpacked, "."]);
    const truncated = path.join(work, "truncated.tar.gz");
    writeFileSync(truncated, readFileSync(archive).subarray(0, 200_000));
    const notArchive = path.join(work, "notes.tar.gz");
    writeFileSync(notArchive, "not a backup");

    const cases: Array<[string, RegExp]> = [
      [tampered, new RegExp(`The archive is damaged: uploads/${photo} does not match its checksum`)],
      [truncated, /is not a readable backup archive \(.*\); nothing was restored/],
      [notArchive, /is not a readable backup archive/],
      [path.join(work, "missing.tar.gz"), /There is no backup at /],
    ];
    for (const [file, message] of cases) {
      const target = tempDir("snaplist-restored");
      const result = await runScript("restore", [file], { DATA_DIR: target });
      expect(result.code, file).toBe(1);
      expect(result.stderr).toMatch(message);
      expect(result.stderr.trim().split("\n")).toHaveLength(1);
      // Nothing half-written: no database, no photos, no staging folder; the session secret is the new config's.
      expect(readdirSync(target).sort()).toEqual(["session-secret", "vapid-keys.json"]);
    }
  });

  it("backup: --out is required, its folder must exist, an existing file is kept unless --force", async () => {
    const env = { DATA_DIR: app.config.dataDir };
    const none = await runScript("backup", [], env);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("backup: --out FILE is required");
    expect(none.stderr).toContain("Usage: npm run backup -- --out FILE");

    const nowhere = await runScript("backup", ["--out", path.join(work, "no-such-folder", "b.tar.gz")], env);
    expect(nowhere.code).toBe(1);
    expect(nowhere.stderr).toMatch(
      /^backup: Cannot write the backup to .*: the folder .*no-such-folder does not exist\n$/,
    );

    const existing = await runScript("backup", ["--out", archive], env);
    expect(existing.code).toBe(1);
    expect(existing.stderr).toContain("already exists; give another file name, or --force to replace it");
    // Nothing left behind: no temp file beside the archives, no staging folder in DATA_DIR.
    expect(readdirSync(work).filter((n) => n.includes("partial"))).toEqual([]);
    expect(readdirSync(app.config.dataDir).filter((n) => n.startsWith(".backup-"))).toEqual([]);
  });

  it("a second process cannot open the folder the server holds, and is told who holds it", async () => {
    await expect(openDatabase({ pgliteDir: app.config.pgliteDir })).rejects.toThrow(DatabaseInUseError);
    await expect(openDatabase({ pgliteDir: app.config.pgliteDir })).rejects.toThrow(
      /is in use by the SnapList server \(http:\/\/localhost:3000\) \(pid \d+\); PGlite allows one process at a time/,
    );
    const restore = await runScript("restore", [archive, "--force"], { DATA_DIR: app.config.dataDir });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain("stop it before restoring");
    expect(existsSync(path.join(app.config.dataDir, "pglite", "PG_VERSION"))).toBe(true);
  });
});
