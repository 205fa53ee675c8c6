import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";

export const photosDir = path.resolve(import.meta.dirname, "..", "..", "fixtures", "photos");
export const photo = (name: string) => readFileSync(path.join(photosDir, name));

/** A multipart/form-data body as a browser would send it, for app.inject. */
export function multipart(
  parts: { name: string; file?: { bytes: Buffer; filename: string; type?: string }; value?: string }[],
) {
  const boundary = `----snaplist${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (p.file) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${p.name}"; filename="${p.file.filename}"\r\nContent-Type: ${p.file.type ?? "image/jpeg"}\r\n\r\n`,
        ),
      );
      chunks.push(p.file.bytes, Buffer.from("\r\n"));
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value ?? ""}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** The photos of a classify request: the first is "image", the rest additionalImage0..n. */
export function classifyForm(files: string[], fields: Record<string, string> = {}) {
  return multipart([
    ...files.map((f, i) => ({
      name: i === 0 ? "image" : `additionalImage${i - 1}`,
      file: { bytes: photo(f), filename: f },
    })),
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
  ]);
}

/** POST /api/classify-image as the signed-in user of `cookie`, through app.inject. */
export function injectClassify(
  app: { inject: (opts: object) => Promise<LightMyRequestResponse> },
  cookie: string,
  files: string[],
  fields: Record<string, string> = {},
) {
  const form = classifyForm(files, fields);
  return app.inject({ method: "POST", url: "/api/classify-image", ...form, headers: { ...form.headers, cookie } });
}
