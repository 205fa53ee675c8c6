import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { Config } from "../../config.ts";

/** Where photos live. Names are always generated here: a client never chooses a path. */
export interface PhotoStore {
  /** Stores a JPEG under a new random name and answers its public URL. */
  put(jpeg: Buffer): Promise<string>;
  /** The bytes behind a URL this store answered, or undefined when it is not one of ours. */
  get(url: string): Promise<Buffer | undefined>;
  remove(url: string): Promise<void>;
}

export const LOCAL_PREFIX = "/uploads/";
/** 24 random bytes in base64url: 32 characters, unguessable. */
export const STORED_NAME = /^[A-Za-z0-9_-]{32}\.jpg$/;

const newName = () => `${randomBytes(24).toString("base64url")}.jpg`;

export class LocalPhotoStore implements PhotoStore {
  constructor(readonly dir: string) {}

  async put(jpeg: Buffer): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const name = newName();
    // Write then rename: a reader never sees half a file, a crash leaves only a temp file.
    const temp = path.join(this.dir, `.${name}.tmp`);
    await writeFile(temp, jpeg);
    await rename(temp, path.join(this.dir, name));
    return `${LOCAL_PREFIX}${name}`;
  }

  nameOf(url: string): string | undefined {
    const name = url.startsWith(LOCAL_PREFIX) ? url.slice(LOCAL_PREFIX.length) : undefined;
    return name && STORED_NAME.test(name) ? name : undefined;
  }

  async get(url: string): Promise<Buffer | undefined> {
    const name = this.nameOf(url);
    if (!name) return undefined;
    return readFile(path.join(this.dir, name)).catch(() => undefined);
  }

  async remove(url: string): Promise<void> {
    const name = this.nameOf(url);
    if (name) await unlink(path.join(this.dir, name)).catch(() => {});
  }
}

export class S3PhotoStore implements PhotoStore {
  private readonly client: S3Client;
  private readonly base: string;

  constructor(private readonly s3: NonNullable<Config["s3"]>) {
    this.client = new S3Client({
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: s3.forcePathStyle,
      credentials:
        s3.accessKeyId && s3.secretAccessKey
          ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
          : undefined,
    });
    const endpointBase = s3.endpoint
      ? `${s3.endpoint.replace(/\/$/, "")}/${s3.bucket}`
      : `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`;
    this.base = (s3.publicUrl ?? endpointBase).replace(/\/$/, "");
  }

  private keyOf(url: string): string | undefined {
    if (!url.startsWith(`${this.base}/`)) return undefined;
    const key = url.slice(this.base.length + 1);
    return /^uploads\/[A-Za-z0-9_-]{32}\.jpg$/.test(key) ? key : undefined;
  }

  async put(jpeg: Buffer): Promise<string> {
    const key = `uploads/${newName()}`;
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.s3.bucket,
        Key: key,
        Body: jpeg,
        ContentType: "image/jpeg",
        CacheControl: "public, max-age=31536000, immutable",
      }),
    );
    return `${this.base}/${key}`;
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
    const key = this.keyOf(url);
    if (key) await this.client.send(new DeleteObjectCommand({ Bucket: this.s3.bucket, Key: key })).catch(() => {});
  }

  destroy() {
    this.client.destroy();
  }
}

export function createPhotoStore(config: Pick<Config, "s3" | "dataDir">): PhotoStore {
  return config.s3 ? new S3PhotoStore(config.s3) : new LocalPhotoStore(path.join(config.dataDir, "uploads"));
}
