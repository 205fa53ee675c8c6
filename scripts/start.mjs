// npm start: build whatever is missing or older than its sources, then serve the client and the API from one process.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const stamp = path.join(root, "dist", ".build-stamp");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const built =
  existsSync(stamp) &&
  existsSync(path.join(root, "dist", "web", "index.html")) &&
  existsSync(path.join(root, "dist", "server", "main.js"));
const sourcesChanged = !built || newestMtime(path.join(root, "src")) > statSync(stamp).mtimeMs;

if (sourcesChanged) {
  console.log("snaplist: building the client and the server...");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, new Date().toISOString());
}

/**
 * The Node that runs the server: SnapList needs 22 or newer, and `npm ci` brings Node 24 for this platform
 * (node_modules/.bin/node, first on PATH under `npm start`: docs/decisions/149). Started some other way on an older
 * Node, this script hands the server to that bundled Node, or says what is missing.
 */
function runtime() {
  if (Number(process.versions.node.split(".")[0]) >= 22) return process.execPath;
  const bundled = path.join(root, "node_modules", ".bin", "node");
  if (existsSync(bundled)) return bundled;
  console.error(
    `snaplist: Node ${process.versions.node} is too old (22 or newer is needed), and npm ci installed no Node 24 for ` +
      `${process.platform}-${process.arch}: install Node 24 LTS.`,
  );
  process.exit(1);
}

// Replace this process so that signals reach the server directly.
const server = spawnSync(runtime(), ["--enable-source-maps", path.join(root, "dist", "server", "main.js")], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
process.exit(server.status ?? (server.signal ? 0 : 1));
