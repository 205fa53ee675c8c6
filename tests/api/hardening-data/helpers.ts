import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { App } from "../../../src/server/app-types.ts";
import { type User, uploads } from "../../../src/server/db/schema.ts";

const uploadsDir = (app: App) => path.join(app.config.dataDir, "uploads");

/** Files named the way the photo store names them, recorded as `user`'s uploads (as POST /api/upload does). */
export async function uploadedPhotos(
  app: App,
  user: User,
  count: number,
  opts: { createdAt?: Date; bytes?: number } = {},
) {
  mkdirSync(uploadsDir(app), { recursive: true });
  const urls = Array.from({ length: count }, () => {
    const name = `${randomBytes(24).toString("base64url")}.jpg`;
    writeFileSync(path.join(uploadsDir(app), name), "jpeg bytes");
    return `/uploads/${name}`;
  });
  await app.db
    .insert(uploads)
    .values(urls.map((url) => ({ url, userId: user.id, bytes: opts.bytes ?? 10, createdAt: opts.createdAt })));
  return urls;
}

export const isStored = (app: App, url: string) => existsSync(path.join(uploadsDir(app), url.replace("/uploads/", "")));
