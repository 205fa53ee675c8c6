import { createWriteStream } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from "@aws-sdk/client-s3";
import { isOurName } from "../../modules/uploads/storage.ts";
import { photoFiles } from "./local-photos.ts";

export interface StoredObject {
  key: string;
  bytes: number;
  etag?: string;
}

const PREFIX = "uploads/";
const notFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
};

/** Every photo and rendition in the bucket (keys under uploads/ with our names), page by page. */
export async function listPhotoObjects(client: S3Client, bucket: string): Promise<StoredObject[]> {
  const objects: StoredObject[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: PREFIX, ContinuationToken: token }),
    );
    for (const o of page.Contents ?? []) {
      if (!o.Key || !isOurName(o.Key.slice(PREFIX.length))) continue;
      objects.push({ key: o.Key, bytes: o.Size ?? 0, etag: o.ETag?.replaceAll('"', "") });
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return objects.sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * Downloads into `into` every photo object it lacks - like gatherPhotos for local disk, once before the database
 * snapshot and once after. An object removed since it was listed is skipped.
 */
export async function downloadPhotos(client: S3Client, bucket: string, into: string): Promise<number> {
  await mkdir(into, { recursive: true });
  const have = new Set(await photoFiles(into));
  let added = 0;
  for (const object of await listPhotoObjects(client, bucket)) {
    const name = object.key.slice(PREFIX.length);
    if (have.has(name)) continue;
    try {
      const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: object.key }));
      if (!out.Body) continue;
      await pipeline(out.Body as Readable, createWriteStream(path.join(into, name)));
      added++;
    } catch (err) {
      if (!notFound(err)) throw err;
    }
  }
  return added;
}

/** Puts every photo file of `from` into the bucket under uploads/, as the photo store writes them. */
export async function uploadPhotos(client: S3Client, bucket: string, from: string): Promise<number> {
  const names = await photoFiles(from);
  for (const name of names) {
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: `${PREFIX}${name}`,
        Body: await readFile(path.join(from, name)),
        ContentType: "image/jpeg",
        CacheControl: "public, max-age=31536000, immutable",
      }),
    );
  }
  return names.length;
}

/** The keys of `objects` the bucket does not have. */
export async function missingObjects(client: S3Client, bucket: string, objects: StoredObject[]): Promise<string[]> {
  const missing: string[] = [];
  for (const object of objects) {
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: object.key }));
    } catch (err) {
      if (!notFound(err)) throw err;
      missing.push(object.key);
    }
  }
  return missing;
}
