// @ts-expect-error s3rver ships no types
import S3rver from "s3rver";
import { afterAll, describe, expect, it } from "vitest";
import { RENDITION_SIDES, renditionUrl } from "../../../src/contract/photo-renditions.ts";
import { photoStoreFor } from "../../../src/server/modules/uploads/service.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createUser, TEST_PASSWORD } from "../../helpers/factories.ts";
import { tempDir } from "../../helpers/temp-dir.ts";
import { postListing, readZip, sessionFor, uploadPhoto } from "./helpers.ts";

/** With photos in an S3-compatible bucket (s3rver here): the ZIP reads them from it, a deletion removes them. */
const s3 = new S3rver({
  port: 0,
  address: "127.0.0.1",
  silent: true,
  directory: tempDir("s3rver"),
  configureBuckets: [{ name: "photos" }],
});
const { port } = await s3.run();
afterAll(() => s3.close());
const app = await createTestApp({
  S3_BUCKET: "photos",
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_FORCE_PATH_STYLE: "true",
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
});

describe("a seller's photos in S3", () => {
  it("are in the ZIP, and are removed from the bucket with their renditions when the account is deleted", async () => {
    const seller = await createUser(app);
    const me = await sessionFor(app, seller);
    const url = await uploadPhoto(app, me.cookie);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/photos\/uploads\/[A-Za-z0-9_-]{32}\.jpg$/);
    const listing = await postListing(me, "Tea set", [url]);
    const store = photoStoreFor(app.config);
    const stored = await store.get(url);

    const { entries, data } = readZip(await me.send("GET", "/api/account/export"));
    const file = data.listings.find((l) => l.id === listing.id)?.photos[0]?.file as string;
    expect(Buffer.from(entries[file]).equals(stored as Buffer)).toBe(true);

    const all = [url, ...RENDITION_SIDES.map((side) => renditionUrl(url, side) as string)];
    for (const u of all) expect(await store.get(u)).toBeDefined();
    const res = await me.send("POST", "/api/account/delete", { password: TEST_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    for (const u of all) expect(await store.get(u), u).toBeUndefined();
  });
});
