import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { Db, DbKind } from "./db/client.ts";
import type { User } from "./db/schema.ts";
import type { Clock } from "./lib/clock.ts";
import type { AppMetrics } from "./modules/metrics/app-metrics.ts";

/** The Fastify instance every domain module receives: zod-typed routes, the database and the config. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    dbKind: DbKind;
    config: Config;
    /** The one clock for everything that depends on age (src/server/lib/clock.ts). */
    clock: Clock;
    /** Counters and timers for GET /metrics (docs/decisions/128). */
    metrics: AppMetrics;
  }
  interface FastifyRequest {
    /** The signed-in user, or null. Set by the session plugin before any handler runs. */
    user: User | null;
    sessionId: string | null;
  }
}
