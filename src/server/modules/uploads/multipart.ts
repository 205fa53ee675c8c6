import type { FastifyRequest } from "fastify";
import { UPLOAD_ERRORS } from "../../../contract/uploads.ts";
import { HttpError } from "../../lib/http-error.ts";

export interface MultipartBody {
  /** Files in the order the client sent them, by field name. */
  files: { field: string; bytes: Buffer }[];
  fields: Record<string, string>;
}

/** Reads a whole multipart request into memory (the size of each file is capped by @fastify/multipart). */
export async function readMultipart(request: FastifyRequest, maxBytes: number): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new HttpError(415, "Expected a multipart form upload");
  const body: MultipartBody = { files: [], fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") body.files.push({ field: part.fieldname, bytes: await part.toBuffer() });
      else if (typeof part.value === "string") body.fields[part.fieldname] = part.value;
    }
  } catch (err) {
    throw clientError(err, maxBytes);
  }
  return body;
}

/**
 * Everything that can fail while reading the parts is the client's body: a missing or wrong boundary, a truncated
 * or garbled form (busboy throws plain Errors for these), a part over a limit. Each becomes a 4xx with a message,
 * never a 500: the multipart plugin's own 4xx errors keep their status (the error handler words them).
 */
function clientError(err: unknown, maxBytes: number): Error {
  if (err instanceof HttpError) return err;
  const { code, statusCode } = err as { code?: string; statusCode?: number };
  if (code === "FST_REQ_FILE_TOO_LARGE")
    return new HttpError(413, UPLOAD_ERRORS.tooLarge(Math.round(maxBytes / 1024 / 1024)));
  if (statusCode && statusCode >= 400 && statusCode < 500) return err as Error;
  return new HttpError(400, UPLOAD_ERRORS.malformed);
}

/** The main photo first (field "image"), then additionalImage0..n in number order. */
export function orderedPhotos(body: MultipartBody): Buffer[] {
  const main = body.files.filter((f) => f.field === "image");
  const extra = body.files
    .map((f) => ({ f, n: /^additionalImage(\d+)$/.exec(f.field)?.[1] }))
    .filter((x): x is { f: MultipartBody["files"][number]; n: string } => x.n !== undefined)
    .sort((a, b) => Number(a.n) - Number(b.n))
    .map((x) => x.f);
  return [...main, ...extra].map((f) => f.bytes);
}
