import { existsSync } from "node:fs";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { unzipSync } from "fflate";
import { expect } from "vitest";
import { EXPORT_JSON_NAME, type SellerDataExport } from "../../../src/contract/account.ts";
import { RENDITION_SIDES, renditionUrl } from "../../../src/contract/photo-renditions.ts";
import type { App } from "../../../src/server/app-types.ts";
import type { User } from "../../../src/server/db/schema.ts";
import { loginCookie } from "../../helpers/factories.ts";
import { multipart, photo } from "../generator/multipart.ts";
import { ORIGIN } from "../listings/helpers.ts";

export { ORIGIN };

let sessions = 0;

/**
 * A signed-in client that also hands out its cookie (deletion tests check that the session really ended). Each
 * comes from an address of its own, as people do: the per-address limits of one test do not spill into the next.
 */
export async function sessionFor(app: App, user: User) {
  const cookie = await loginCookie(app, user);
  const n = ++sessions;
  const remoteAddress = `10.42.${n >> 8}.${n & 255}`;
  const send = (method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", url: string, payload?: unknown, extra = {}) =>
    app.inject({
      method,
      url,
      remoteAddress,
      headers: {
        cookie,
        origin: ORIGIN,
        ...(payload === undefined ? {} : { "content-type": "application/json" }),
        ...extra,
      },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });
  return { cookie, send };
}
export type Session = Awaited<ReturnType<typeof sessionFor>>;

/** Uploads a real photo as the seller (stored with its renditions) and answers its URL. */
export async function uploadPhoto(app: App, cookie: string, name = "aloe_1000.jpg"): Promise<string> {
  const form = multipart([{ name: "image", file: { bytes: photo(name), filename: name } }]);
  const res = await app.inject({
    method: "POST",
    url: "/api/upload",
    payload: form.payload,
    headers: { ...form.headers, cookie, origin: ORIGIN },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { imageUrl: string }).imageUrl;
}

/** Posts an active listing with the photos, through the API as a seller would. */
export async function postListing(session: Session, title: string, imageUrls: string[]) {
  const res = await session.send("POST", "/api/listings", {
    title,
    description: "Healthy plant in a ceramic pot, repotted last spring.",
    price: "1300",
    category: "home",
    condition: "good",
    status: "active",
    imageUrls,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; title: string };
}

/** The files a local photo URL occupies on disk: the photo and its renditions. */
export function filesOf(app: App, url: string): string[] {
  const dir = path.join(app.config.dataDir, "uploads");
  return [url, ...RENDITION_SIDES.map((side) => renditionUrl(url, side) ?? url)].map((u) =>
    path.join(dir, u.replace(/^\/uploads\//, "")),
  );
}
export const onDisk = (file: string) => existsSync(file);

/** The ZIP's entries and its parsed JSON. */
export function readZip(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers["content-type"]).toBe("application/zip");
  const entries = unzipSync(new Uint8Array(res.rawPayload));
  const json = entries[EXPORT_JSON_NAME];
  expect(json, "the ZIP holds snaplist-data.json").toBeDefined();
  const data = JSON.parse(Buffer.from(json).toString("utf8")) as SellerDataExport;
  return { entries, data, text: Buffer.from(json).toString("utf8") };
}

/** Counts answers by status code, e.g. { 200: 1, 410: 49 }. */
export function statusCounts(responses: Array<{ statusCode: number }>) {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
}
