import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";

export interface FileSum {
  bytes: number;
  sha256: string;
}

/** Size and SHA-256 of a file, read as a stream (photos and dumps can be large). */
export async function sumFile(file: string): Promise<FileSum> {
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest("hex") };
}
