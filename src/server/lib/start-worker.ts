import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

/**
 * Starts a worker thread on a module next to the caller: `./name.js` in the build, `./name.ts` when the server runs
 * from source (tsx, vitest). A TypeScript worker registers tsx's loader first, because a worker thread does not
 * inherit vitest's transform. A failed start surfaces as the worker's "error" event.
 */
export function startWorker(callerUrl: string, name: string, workerData?: unknown): Worker {
  const ext = path.extname(fileURLToPath(callerUrl));
  const moduleUrl = new URL(`./${name}${ext}`, callerUrl).href;
  const tsx = ext === ".ts" ? tsxLoaderUrl() : undefined;
  const boot = `const { workerData } = require("node:worker_threads");
(workerData.tsx ? import(workerData.tsx).then((api) => api.register()) : Promise.resolve())
  .then(() => import(workerData.moduleUrl));`;
  return new Worker(boot, { eval: true, workerData: { moduleUrl, tsx, data: workerData } });
}

function tsxLoaderUrl(): string {
  const require = createRequire(import.meta.url);
  const root = path.dirname(require.resolve("tsx/package.json"));
  return pathToFileURL(path.join(root, "dist", "esm", "api", "index.mjs")).href;
}
