import { buildApp } from "./app.ts";
import type { App } from "./app-types.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { DatabaseUnavailableError } from "./db/client.ts";
import { scrubText } from "./lib/logging.ts";
import { warmUpEngine } from "./modules/generator/warm-up.ts";

let app: App | undefined;
let closing = false;

/** SIGTERM/SIGINT close the server and the database, even while still starting; a stuck close is cut at 5 s. */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  const force = setTimeout(() => process.exit(1), 5000);
  force.unref();
  try {
    app?.log.info(`${signal} received, closing`);
    await app?.close();
    process.exit(0);
  } catch (err) {
    process.stderr.write(
      `snaplist: error while closing: ${scrubText(err instanceof Error ? err.message : String(err))}\n`,
    );
    process.exit(1);
  }
}

function explain(err: unknown): string {
  if (err instanceof ConfigError || err instanceof DatabaseUnavailableError) return err.message;
  if (err instanceof Error && (err as NodeJS.ErrnoException).code === "EADDRINUSE") {
    return `port already in use (${err.message})`;
  }
  return `failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`;
}

/** Starts SnapList; prints one line and exits non-zero on bad configuration or an unreachable database. */
async function main() {
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  try {
    const config = loadConfig();
    app = await buildApp(config);
    if (closing) return void (await app.close());
    await app.listen({ port: config.port, host: config.host });
    // Listening first: health and every other route answer while the models load in their own threads.
    if (config.ai.warmUp && !closing) void warmUpEngine(app.log);
  } catch (err) {
    // Written before any logger exists, so scrubbed here as the logger would (docs/decisions/128).
    process.stderr.write(`snaplist: ${scrubText(explain(err))}\n`);
    process.exit(1);
  }
}

void main();
