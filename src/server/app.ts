import { constants as zlib } from "node:zlib";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { App } from "./app-types.ts";
import type { Config } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { type Clock, systemClock } from "./lib/clock.ts";
import { loggerOptions } from "./lib/logging.ts";
import { registerSessionLoader } from "./modules/auth/session.ts";
import { engineState } from "./modules/generator/warm-up.ts";
import { domainModules } from "./modules/index.ts";
import { createListingPorts } from "./modules/listings/ad-changes.ts";
import { registerMetrics } from "./modules/metrics/plugin.ts";
import { registerCleanInput } from "./plugins/clean-input.ts";
import { registerDocs } from "./plugins/docs.ts";
import { EARLY_INPUT_SOURCE } from "./plugins/early-input.ts";
import { registerErrorHandler } from "./plugins/error-handler.ts";
import { databaseRateLimitStore } from "./plugins/rate-limit-store.ts";
import { registerRoutePermissions } from "./plugins/route-permissions.ts";
import { registerSameOriginGuard } from "./plugins/same-origin.ts";
import { SCRIPTS_AFTER_PAINT_SOURCE } from "./plugins/scripts-after-paint.ts";
import { registerWebClient } from "./plugins/web-client.ts";

/**
 * What a caller may change beyond the configuration: where the logs go (tests read them), the clock, and an open
 * database to serve instead of opening the configured one (the tests lend in-memory PGlite from a pool:
 * tests/helpers/pglite-pool.ts). `app.close()` closes the database either way.
 */
export interface BuildOptions {
  logStream?: { write(line: string): void };
  clock?: Clock;
  database?: Database;
}

/**
 * Builds the whole server: infrastructure plugins first, then the domain modules, then the web client.
 * Opens (and migrates) the database; `app.close()` closes it.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  let log: { warn(obj: object, msg: string): void } | undefined;
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.pgliteDir,
      pgliteTemplate: config.pgliteTemplate,
      poolWaitMs: config.databasePoolWaitMs,
      onConnectionLost: (err) => log?.warn({ err }, "the database closed a connection; a new one opens when needed"),
      role: `the SnapList server (${config.publicUrl})`,
    }));
  const app = Fastify({
    // Secrets and e-mail addresses never reach the logs (docs/decisions/128).
    logger: loggerOptions(config.logLevel, options.logStream),
    requestIdHeader: "x-request-id",
    // Only configured proxies may name the client (TRUST_PROXY); everyone else is their socket address.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  log = app.log;

  try {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate("db", database.db);
    app.decorate("dbKind", database.kind);
    app.decorate("config", config);
    app.decorate("clock", options.clock ?? systemClock);
    app.decorate("listingPorts", createListingPorts());
    app.addHook("onClose", async () => database.close());

    registerErrorHandler(app);
    registerCleanInput(app);
    // Text answers over 1 kB go out compressed (issue 31 item 1): brotli at a quick level per request (the built
    // client's files are compressed at maximum once, by the build). Photos and ZIPs are compressed already and
    // their types are not compressible, so they stream untouched.
    await app.register(compress, {
      threshold: 1024,
      encodings: ["br", "gzip"],
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    });
    await app.register(cookie, { secret: config.sessionSecret });
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", "data:", "blob:", "https:"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // A drawn page's two inline scripts, by their hashes: the loader of its scripts
          // (plugins/scripts-after-paint.ts) and what keeps photos picked before they run (plugins/early-input.ts).
          scriptSrc: ["'self'", SCRIPTS_AFTER_PAINT_SOURCE, EARLY_INPUT_SOURCE],
          connectSrc: ["'self'"],
          upgradeInsecureRequests: config.secureCookies ? [] : null,
        },
      },
      hsts: config.secureCookies,
      crossOriginEmbedderPolicy: false,
    });
    // Counters in the database, so that limits hold across several servers (docs/decisions/090).
    await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database.db) });
    await app.register(multipart, {
      limits: { fileSize: config.uploads.maxBytes, files: 6, fields: 20, parts: 30 },
    });
    // Before any route: every /api/admin/* route must declare its permission, which puts its guard in front.
    const permissions = registerRoutePermissions(app);
    await registerDocs(app, config.apiDocs, permissions);
    registerSameOriginGuard(app, config.publicUrl);
    registerSessionLoader(app);
    registerMetrics(app, database, engineState);

    for (const mod of domainModules) await app.register(mod);

    await registerWebClient(app, config.webDir);
    await app.ready();
  } catch (err) {
    await app.close().catch(() => {});
    throw err;
  }
  return app;
}

/** Fastify's types leave out the hop count its runtime accepts: a count becomes "trust the nearest n hops". */
function fastifyTrustProxy(
  setting: Config["trustProxy"],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === "number") return (_address, hop) => hop < setting;
  return setting;
}
