import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { DatabaseUnavailableError } from "./db/client.ts";

/** Starts SnapList; prints one line and exits non-zero on bad configuration or an unreachable database. */
async function main() {
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    const config = loadConfig();
    app = await buildApp(config);
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    if (err instanceof ConfigError || err instanceof DatabaseUnavailableError) {
      process.stderr.write(`snaplist: ${err.message}\n`);
    } else if (err instanceof Error && (err as NodeJS.ErrnoException).code === "EADDRINUSE") {
      process.stderr.write(`snaplist: port already in use (${err.message})\n`);
    } else {
      process.stderr.write(
        `snaplist: failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
      );
    }
    process.exit(1);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    const force = setTimeout(() => process.exit(1), 5000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, "error while closing");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

void main();
