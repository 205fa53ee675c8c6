import path from "node:path";
import { DeleteObjectCommand, GetObjectCommand } from "@aws-sdk/client-s3";
// @ts-expect-error s3rver ships no types
import S3rver from "s3rver";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import type { Config } from "../../src/server/config.ts";
import { s3ClientFor } from "../../src/server/modules/uploads/storage.ts";
import { runBackup } from "../../src/server/ops/backup/backup.ts";
import { runRestore } from "../../src/server/ops/backup/restore.ts";
import { multipart, photo } from "../api/generator/multipart.ts";
import { createTestApp, testConfig } from "../helpers/app.ts";
import { sha256 } from "../helpers/backup-scenario.ts";
import { createUser, loginCookie, TEST_PASSWORD } from "../helpers/factories.ts";
import { tempDir } from "../helpers/temp-dir.ts";

/**
 * Backup with S3 photo storage (docs/decisions/127): the archive lists the bucket's objects; --include-photos
 * copies them in, and a restore puts them back. Through the backup and restore modules, in this process (the
 * scripts around them are tested in backup-restore.test.ts).
 */
const s3server = new S3rver({
  port: 0,
  address: "127.0.0.1",
  silent: true,
  directory: tempDir("s3rver"),
  configureBuckets: [{ name: "photos" }],
});
const { port } = await s3server.run();
afterAll(() => s3server.close());
const s3env = {
  S3_BUCKET: "photos",
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_FORCE_PATH_STYLE: "true",
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
};
const app = await createTestApp({ ...s3env, SESSION_SECRET: "" }, (c) => {
  c.pgliteDir = path.join(c.dataDir, "pglite");
});
const seller = await createUser(app);
const cookie = await loginCookie(app, seller);
const urls: string[] = [];
for (const file of ["coffee.png", "fruits.jpg"]) {
  const form = multipart([{ name: "image", file: { bytes: photo(file), filename: file } }]);
  const res = await app.inject({ method: "POST", url: "/api/upload", ...form, headers: { ...form.headers, cookie } });
  urls.push(res.json().imageUrl);
}
const s3 = s3ClientFor(app.config.s3 as NonNullable<Config["s3"]>);
afterAll(() => s3.destroy());
const objectBytes = async (key: string) => {
  const out = await s3.send(new GetObjectCommand({ Bucket: "photos", Key: key }));
  return Buffer.from(await (out.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
};
const work = tempDir("snaplist-backups");
const lines: string[] = [];
const say = (line: string) => lines.push(line);
/** A fresh data folder configured like the server: the same bucket, its own PGlite. */
const freshTarget = async (env: Record<string, string> = s3env) => {
  const config = await testConfig({ ...env, SESSION_SECRET: "" });
  config.pgliteDir = path.join(config.dataDir, "pglite");
  return config;
};

describe("backup and restore with S3 storage", () => {
  it("lists the bucket's objects; with --include-photos copies them, and a restore puts lost ones back", async () => {
    const listed = await runBackup(
      app.config,
      { out: path.join(work, "listed.tar.gz"), includePhotos: false, force: false },
      say,
    );
    const { photos } = listed.manifest;
    expect(photos).toMatchObject({ storage: "s3", bucket: "photos", included: false, count: 6 });
    expect(photos.objects?.map((o) => o.key)).toEqual(
      expect.arrayContaining(urls.map((u) => u.slice(u.indexOf("uploads/")))),
    );
    expect(Object.keys(listed.manifest.files).filter((f) => f.startsWith("uploads/"))).toEqual([]);

    const copied = await runBackup(
      app.config,
      { out: path.join(work, "copied.tar.gz"), includePhotos: true, force: false },
      say,
    );
    expect(copied.manifest.photos).toMatchObject({ storage: "s3", included: true, count: 6 });
    const files = Object.entries(copied.manifest.files).filter(([f]) => f.startsWith("uploads/"));
    expect(files).toHaveLength(6);
    for (const [name, sum] of files) expect(sha256(await objectBytes(name))).toBe(sum.sha256);

    // The list-only archive restores the database and finds every listed object in the bucket.
    const target = await freshTarget();
    const fromList = await runRestore(target, { file: path.join(work, "listed.tar.gz"), force: false }, say);
    expect(fromList).toMatchObject({ photosRestored: 0, missingObjects: [] });

    // Objects lost from the bucket: the list-only archive names them; the copying one puts them back.
    const lost = files.slice(0, 3).map(([name]) => name);
    for (const key of lost) await s3.send(new DeleteObjectCommand({ Bucket: "photos", Key: key }));
    const second = await freshTarget();
    const named = await runRestore(second, { file: path.join(work, "listed.tar.gz"), force: false }, say);
    expect(named.missingObjects.sort()).toEqual([...lost].sort());
    const third = await freshTarget();
    const back = await runRestore(third, { file: path.join(work, "copied.tar.gz"), force: false }, say);
    expect(back.photosRestored).toBe(6);
    for (const [name, sum] of files) expect(sha256(await objectBytes(name))).toBe(sum.sha256);

    const restored = await buildApp(third);
    try {
      const signIn = await restored.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { origin: "http://localhost:3000" },
        payload: { email: seller.email, password: TEST_PASSWORD },
      });
      expect(signIn.statusCode).toBe(200);
    } finally {
      await restored.close();
    }
  });

  it("refuses to restore S3 photos' addresses into a configuration that keeps photos on local disk", async () => {
    const local = await freshTarget({});
    await expect(runRestore(local, { file: path.join(work, "listed.tar.gz"), force: false }, say)).rejects.toThrow(
      /The backup's photos were stored on the S3 bucket photos and this configuration stores them on local disk/,
    );
  });
});
