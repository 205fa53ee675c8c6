import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../helpers/temp-dir.ts";

/**
 * The real entry point as `npm start` runs it: the build when it is newer than every source file (as `npm test`
 * leaves it, built just before), else the sources through tsx - never a build older than the code under test.
 */
function entryPoint(): string[] {
  const built = "dist/server/main.js";
  const newest = (dir: string): number =>
    Math.max(
      0,
      ...readdirSync(dir, { withFileTypes: true }).map((e) =>
        e.isDirectory() ? newest(path.join(dir, e.name)) : statSync(path.join(dir, e.name)).mtimeMs,
      ),
    );
  return existsSync(built) && statSync(built).mtimeMs >= newest("src")
    ? [built]
    : ["--import", "tsx", "src/server/main.ts"];
}
const ENTRY = entryPoint();

function startMain(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ENTRY, {
    env: { ...process.env, DATA_DIR: tempDir("snaplist-main"), LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

function exited(child: ChildProcess): Promise<{ code: number | null; stderr: string }> {
  let stderr = "";
  child.stderr?.on("data", (d) => {
    stderr += d;
  });
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, stderr })));
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

describe("the server process", { timeout: 90_000 }, () => {
  it("prints one clear line and exits non-zero on an invalid PORT", async () => {
    const { code, stderr } = await exited(startMain({ PORT: "not-a-port" }));
    expect(code).not.toBe(0);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toMatch(/^snaplist: Invalid configuration: PORT="not-a-port"/);
  });

  it("prints one clear line and exits non-zero when DATABASE_URL is unreachable", async () => {
    const port = await freePort();
    const { code, stderr } = await exited(startMain({ DATABASE_URL: `postgres://u:secret@127.0.0.1:${port}/db` }));
    expect(code).not.toBe(0);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toContain("snaplist: Cannot connect to DATABASE_URL (postgres://u:***@127.0.0.1");
    expect(stderr).not.toContain("secret");
  });

  it("answers health at once after listening while the photo engine warms in the background, then reports it warm", {
    timeout: 180_000,
  }, async () => {
    const port = await freePort();
    const child = startMain({ PORT: String(port), HOST: "127.0.0.1" });
    const done = exited(child);
    const seen: string[] = [];
    try {
      // Bounded by time, not by a count of polls (each poll is slower on a busy machine); the test's bound is 180 s.
      const deadline = Date.now() + 170_000;
      while (Date.now() < deadline && seen.at(-1) !== "warm") {
        const body = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => (r.ok ? r.json() : undefined),
          () => undefined,
        );
        if (body) {
          expect(body.status).toBe("ok");
          if (seen.at(-1) !== body.engine) seen.push(body.engine);
        }
        await new Promise((r) => setTimeout(r, body ? 50 : 200));
      }
      // Warm-up takes seconds of CPU (models, one sample photo): polled every 50 ms, health is seen answering
      // during it, and the engine ends warm without anyone having sent a photo.
      expect(seen).toEqual(["warming", "warm"]);
    } finally {
      child.kill("SIGTERM");
    }
    // The model threads do not hold the process: it still closes cleanly.
    expect(await done).toMatchObject({ code: 0 });
  });

  // One process for both (each start is seconds of CPU). No wall-clock budget for the shutdown (a busy 2-core
  // machine once took 1.9 s): the process must close its port and exit with 0 on its own, and the generous bound
  // only keeps a hung shutdown from waiting for the test timeout.
  it("with AI_WARMUP=false leaves the engine off until a photo needs it; on SIGTERM closes its port and exits cleanly", async () => {
    const port = await freePort();
    const child = startMain({ PORT: String(port), HOST: "127.0.0.1", AI_WARMUP: "false" });
    const done = exited(child);
    let body: { engine?: string } | undefined;
    const deadline = Date.now() + 80_000;
    while (!body && Date.now() < deadline) {
      body = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => (r.ok ? r.json() : undefined),
        () => undefined,
      );
      if (!body) await new Promise((r) => setTimeout(r, 200));
    }
    // With warm-up on, the very first answer after listening already says "warming".
    expect(body?.engine).toBe("off");
    child.kill("SIGTERM");
    const hung = new Promise<"hung">((resolve) => setTimeout(() => resolve("hung"), 30_000).unref());
    const outcome = await Promise.race([done, hung]);
    if (outcome === "hung") child.kill("SIGKILL");
    expect(outcome).not.toBe("hung");
    expect(outcome).toMatchObject({ code: 0 });
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });
});
