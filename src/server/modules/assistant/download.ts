import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { strToU8, zipSync } from "fflate";
import {
  ASSISTANT_CONFIG_FILE,
  type AssistantConfig,
  assistantHostPermissions,
} from "../../../contract/assistant-package.ts";
import type { App } from "../../app-types.ts";
import { projectRoot } from "../../config.ts";
import { requireAdmin } from "../../lib/guards.ts";
import { notFound } from "../../lib/http-error.ts";
import { attachment } from "../uploads/jpeg-export.ts";

/**
 * GET /api/admin/extension.zip: the posting assistant as built (dist/extension), made for this server. Its
 * manifest's host permissions become this server's PUBLIC_URL origin and the three marketplaces, and its
 * snaplist-config.json names the same origin, so the installed assistant talks to this SnapList only
 * (issue 29 item 3; docs/decisions/132).
 */

const EXTENSION_DIR = path.join(projectRoot(), "dist", "extension");

async function filesUnder(dir: string, prefix = ""): Promise<Array<[string, string]>> {
  const out: Array<[string, string]> = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(full, rel)));
    else if (entry.isFile()) out.push([rel, full]);
  }
  return out;
}

/** The zip for `publicUrl`, from the extension built in `dir`; undefined when it was not built. */
export async function assistantZip(publicUrl: string, dir = EXTENSION_DIR): Promise<Uint8Array | undefined> {
  const built = await stat(path.join(dir, "manifest.json")).catch(() => undefined);
  if (!built) return undefined;
  const origin = new URL(publicUrl).origin;
  const files: Record<string, Uint8Array> = {};
  for (const [rel, full] of await filesUnder(dir)) {
    files[rel] = new Uint8Array(await readFile(full));
  }
  const manifest = JSON.parse(Buffer.from(files["manifest.json"]).toString("utf8")) as Record<string, unknown>;
  manifest.host_permissions = assistantHostPermissions(origin);
  files["manifest.json"] = strToU8(`${JSON.stringify(manifest, null, 2)}\n`);
  const config: AssistantConfig = { snaplistUrl: origin };
  files[ASSISTANT_CONFIG_FILE] = strToU8(`${JSON.stringify(config)}\n`);
  // Fixed timestamps: the same build and address give the same bytes.
  return zipSync(files, { level: 6, mtime: new Date("2026-01-01T00:00:00Z") });
}

export default async function assistantDownloadRoutes(app: App) {
  let cached: Promise<Uint8Array | undefined> | undefined;
  app.get(
    "/api/admin/extension.zip",
    {
      config: { permission: "postings" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "The posting assistant (Manifest V3 extension) as a zip, set up to talk to this SnapList only",
      },
    },
    async (_request, reply) => {
      cached ??= assistantZip(app.config.publicUrl);
      const zip = await cached;
      if (!zip) {
        cached = undefined;
        throw notFound("The posting assistant is not built on this server: run npm run build");
      }
      return reply
        .header("content-type", "application/zip")
        .header("content-disposition", attachment("snaplist-assistant.zip"))
        .header("cache-control", "no-store")
        .send(Buffer.from(zip));
    },
  );
}
