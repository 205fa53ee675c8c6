import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { RENDITION_SIDES, type RenditionSide, renditionUrl } from "../../../contract/photo-renditions.ts";
import type { Config } from "../../config.ts";

/** Where photos live. Names are always generated here: a client never chooses a path. */
export interface PhotoStore {
  /** Stores a JPEG under a new random name and answers its public URL. */
  put(jpeg: Buffer): Promise<string>;
  /** Stores a smaller copy of the photo at `url` (a URL this store answered) next to it (docs/decisions/118). */
  putRendition(url: string, side: RenditionSide, jpeg: Buffer): Promise<void>;
  /** The bytes behind a photo's or a rendition's URL, or undefined when it is missing or not one of ours. */
  get(url: string): Promise<Buffer | undefined>;
  /** Removes a photo and its renditions. */
  remove(url: string): Promise<void>;
}

export const LOCAL_PREFIX = "/uploads/";
/** 24 random bytes in base64url: 32 characters, unguessable. */
export const STORED_NAME = /^[A-Za-z0-9_-]{32}\.jpg$/;
/** A rendition's name: the photo's name with `.w<side>` before `.jpg`, for the sides we make and no other. */
const RENDITION_NAME = new RegExp(`^([A-Za-z0-9_-]{32})\\.w(${RENDITION_SIDES.join("|")})\\.jpg$`);
/** A stored photo's or rendition's file name; never a temp file or anything else. */
export const isOurName = (name: string) => STORED_NAME.test(name) || RENDITION_NAME.test(name);

/** The photo's file name and the side of a rendition's file name; undefined for any other name. */
export function parseRenditionName(name: string): { photo: string; side: RenditionSide } | undefined {
  const match = RENDITION_NAME.exec(name);
  return match ? { photo: `${match[1]}.jpg`, side: Number(match[2]) as RenditionSide } : undefined;
}

/** The URLs a photo occupies: its own and its renditions'. */
const withRenditions = (url: string) => [url, ...RENDITION_SIDES.flatMap((side) => renditionUrl(url, side) ?? [])];

const newName = () => `${randomBytes(24).toString("base64url")}.jpg`;

export class LocalPhotoStore implements PhotoStore {
  constructor(readonly dir: string) {}

  async put(jpeg: Buffer): Promise<string> {
    const name = newName();
    await this.write(name, jpeg);
    return `${LOCAL_PREFIX}${name}`;
  }

  async putRendition(url: string, side: RenditionSide, jpeg: Buffer): Promise<void> {
    const name = this.nameOf(renditionUrl(url, side) ?? "");
    if (name) await this.write(name, jpeg);
  }

  /** Write then rename: a reader never sees half a file, a crash leaves only a temp file. */
  private async write(name: string, jpeg: Buffer) {
    await mkdir(this.dir, { recursive: true });
    const temp = path.join(this.dir, `.${name}.${randomBytes(4).toString("hex")}.tmp`);
    await writeFile(temp, jpeg);
    await rename(temp, path.join(this.dir, name));
  }

  /** The file name behind a photo's or a rendition's URL. */
  nameOf(url: string): string | undefined {
    const name = url.startsWith(LOCAL_PREFIX) ? url.slice(LOCAL_PREFIX.length) : undefined;
    return name && isOurName(name) ? name : undefined;
  }

  async get(url: string): Promise<Buffer | undefined> {
    const name = this.nameOf(url);
    if (!name) return undefined;
    return readFile(path.join(this.dir, name)).catch(() => undefined);
  }

  async remove(url: string): Promise<void> {
    for (const name of withRenditions(url).map((u) => this.nameOf(u))) {
      if (name) await unlink(path.join(this.dir, name)).catch(() => {});
    }
  }
}

/** A client for the configured bucket (the photo store's, and the backup's). */
export function s3ClientFor(s3: NonNullable<Config["s3"]>): S3Client {
  return new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials:
      s3.accessKeyId && s3.secretAccessKey
        ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
        : undefined,
  });
}

export class S3PhotoStore implements PhotoStore {
  private readonly client: S3Client;
  private readonly base: string;

  constructor(private readonly s3: NonNullable<Config["s3"]>) {
    this.client = s3ClientFor(s3);
    const endpointBase = s3.endpoint
      ? `${s3.endpoint.replace(/\/$/, "")}/${s3.bucket}`
      : `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`;
    this.base = (s3.publicUrl ?? endpointBase).replace(/\/$/, "");
  }

  private keyOf(url: string): string | undefined {
    if (!url.startsWith(`${this.base}/`)) return undefined;
    const key = url.slice(this.base.length + 1);
    return key.startsWith("uploads/") && isOurName(key.slice("uploads/".length)) ? key : undefined;
  }

  async put(jpeg: Buffer): Promise<string> {
    const key = `uploads/${newName()}`;
    await this.write(key, jpeg);
    return `${this.base}/${key}`;
  }

  async putRendition(url: string, side: RenditionSide, jpeg: Buffer): Promise<void> {
    const key = this.keyOf(renditionUrl(url, side) ?? "");
    if (key) await this.write(key, jpeg);
  }

  private async write(key: string, jpeg: Buffer) {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.s3.bucket,
        Key: key,
        Body: jpeg,
        ContentType: "image/jpeg",
        CacheControl: "public, max-age=31536000, immutable",
      }),
    );
  }

  async get(url: string): Promise<Buffer | undefined> {
    const key = this.keyOf(url);
    if (!key) return undefined;
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.s3.bucket, Key: key }));
      return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : undefined;
    } catch {
      return undefined;
    }
  }

  async remove(url: string): Promise<void> {
    for (const key of withRenditions(url).map((u) => this.keyOf(u))) {
      if (key) await this.client.send(new DeleteObjectCommand({ Bucket: this.s3.bucket, Key: key })).catch(() => {});
    }
  }

  destroy() {
    this.client.destroy();
  }
}

export function createPhotoStore(config: Pick<Config, "s3" | "dataDir">): PhotoStore {
  return config.s3 ? new S3PhotoStore(config.s3) : new LocalPhotoStore(path.join(config.dataDir, "uploads"));
}
