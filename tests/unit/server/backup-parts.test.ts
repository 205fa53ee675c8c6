import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { holderSocketPath } from "../../../src/server/db/pglite-holder.ts";
import { isArchiveMember } from "../../../src/server/ops/backup/manifest.ts";
import { libpqTarget } from "../../../src/server/ops/backup/postgres-tools.ts";
import { migrationTag, shippedMigrations } from "../../../src/server/ops/backup/schema-version.ts";
import { differences } from "../../../src/server/ops/backup/verify.ts";

/** The small rules of backup and restore (docs/decisions/127); the whole flow is in tests/integration and tests/postgres. */
describe("backup parts", () => {
  const name = "AbCdEfGhIjKlMnOpQrStUvWxYz012345";

  it("an archive holds only the manifest's kinds of member: dumps, the session secret, photos by their stored names", () => {
    for (const ok of [
      "database/pglite.tar",
      "database/postgres.dump",
      "session-secret",
      `uploads/${name}.jpg`,
      `uploads/${name}.w320.jpg`,
      `uploads/${name}.w1024.jpg`,
    ]) {
      expect(isArchiveMember(ok), ok).toBe(true);
    }
    for (const bad of [
      "manifest.json",
      "../etc/passwd",
      "/etc/passwd",
      "uploads/../session-secret",
      `uploads/${name}.w640.jpg`,
      `uploads/.${name}.jpg.1234.tmp`,
      `uploads/x/${name}.jpg`,
      "database/other.sql",
      "pglite/PG_VERSION",
    ]) {
      expect(isArchiveMember(bad), bad).toBe(false);
    }
  });

  it("moves the password out of the address pg_dump sees, into PGPASSWORD", () => {
    const { dbname, env } = libpqTarget("postgres://shop:p%40ss%3Aword@db.internal:5432/snaplist?sslmode=require");
    expect(dbname).toBe("postgres://shop@db.internal:5432/snaplist?sslmode=require");
    expect(env.PGPASSWORD).toBe("p@ss:word");
    expect(libpqTarget("postgres://shop@db/snaplist").env.PGPASSWORD).toBe(process.env.PGPASSWORD);
  });

  it("puts the folder's socket beside it, or in the temp folder when the path is too long for a socket", () => {
    expect(holderSocketPath("/srv/snaplist/data/pglite")).toBe("/srv/snaplist/data/pglite.sock");
    const deep = `/srv/${"very-long-folder-name/".repeat(6)}data/pglite`;
    const socket = holderSocketPath(deep);
    expect(path.dirname(socket)).toBe(os.tmpdir());
    expect(socket).toMatch(/snaplist-pglite-[0-9a-f]{16}\.sock$/);
    expect(holderSocketPath(deep)).toBe(socket);
    expect(holderSocketPath(`${deep}2`)).not.toBe(socket);
  });

  it("names the migrations this version ships, and none it does not", () => {
    const newest = shippedMigrations().at(-1);
    expect(newest).toBeDefined();
    expect(migrationTag(newest?.when ?? 0)).toBe(newest?.tag);
    expect(migrationTag((newest?.when ?? 0) + 1)).toBeUndefined();
  });

  it("compares restored row counts with the manifest, table by table", () => {
    const manifest = {
      database: { tables: { listings: 3, sales: 1 }, migrations: { count: 8 } },
    } as unknown as Parameters<typeof differences>[0];
    expect(
      differences(manifest, { tables: { listings: 3, sales: 1 }, migrations: { count: 8, newestWhen: 1 } }),
    ).toEqual([]);
    expect(
      differences(manifest, { tables: { listings: 2, extra: 0 }, migrations: { count: 7, newestWhen: 1 } }),
    ).toEqual([
      "extra: restored, but not in the manifest",
      "listings: 2 rows restored, 3 in the manifest",
      "sales: not restored (1 rows in the manifest)",
      "7 migrations restored, 8 in the manifest",
    ]);
  });
});
