import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { assistantZip } from "../../../src/server/modules/assistant/download.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createUser, loginCookie } from "../../helpers/factories.ts";
import { tempDir } from "../../helpers/temp-dir.ts";

const app = await createTestApp();

/** A built assistant as the build leaves it: a manifest naming the build's default address, a config, a script. */
async function fakeBuild() {
  const dir = tempDir("assistant");
  await mkdir(path.join(dir, "assets"), { recursive: true });
  const manifest = {
    manifest_version: 3,
    name: "SnapList posting assistant",
    host_permissions: ["http://localhost:3000/*", "https://www.olx.in/*"],
  };
  await writeFile(path.join(dir, "manifest.json"), JSON.stringify(manifest));
  await writeFile(path.join(dir, "snaplist-config.json"), JSON.stringify({ snaplistUrl: "http://localhost:3000" }));
  await writeFile(path.join(dir, "assets", "sw.js"), "console.log('sw')");
  return dir;
}

describe("the posting assistant's download (GET /api/admin/extension.zip)", () => {
  it("writes this server's origin, and only it, beside the three marketplaces", async () => {
    const zip = await assistantZip("https://desk.snaplist.example/some/path", await fakeBuild());
    const files = unzipSync(zip!);
    const manifest = JSON.parse(Buffer.from(files["manifest.json"]).toString()) as { host_permissions: string[] };
    expect(manifest.host_permissions).toEqual([
      "https://desk.snaplist.example/*",
      "https://www.olx.in/*",
      "https://*.quikr.com/*",
      "https://www.facebook.com/*",
    ]);
    expect(JSON.parse(Buffer.from(files["snaplist-config.json"]).toString())).toEqual({
      snaplistUrl: "https://desk.snaplist.example",
    });
    expect(Buffer.from(files["assets/sw.js"]).toString()).toBe("console.log('sw')");
  });

  it("is nothing when the assistant was not built", async () => {
    expect(await assistantZip("https://desk.snaplist.example", tempDir("assistant"))).toBeUndefined();
  });

  it("is for admins only: a visitor gets 401, a seller 403", async () => {
    expect((await app.inject({ method: "GET", url: "/api/admin/extension.zip" })).statusCode).toBe(401);
    const seller = await loginCookie(app, await createUser(app));
    const res = await app.inject({ method: "GET", url: "/api/admin/extension.zip", headers: { cookie: seller } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toHaveProperty("message");
  });

  it("answers an admin with the zip, or a clear 404 where the assistant was not built", async () => {
    const admin = await loginCookie(app, await createAdmin(app));
    const res = await app.inject({ method: "GET", url: "/api/admin/extension.zip", headers: { cookie: admin } });
    if (res.statusCode === 200) {
      expect(res.headers["content-type"]).toBe("application/zip");
      const files = unzipSync(res.rawPayload);
      const config = JSON.parse(Buffer.from(files["snaplist-config.json"]).toString());
      expect(config).toEqual({ snaplistUrl: new URL(app.config.publicUrl).origin });
    } else {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        message: "The posting assistant is not built on this server: run npm run build",
      });
    }
  });
});
