import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { projectRoot } from "../config.ts";
import { holdPgliteFolder, PgliteFolderInUseError } from "./pglite-holder.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = "pglite" | "postgres";

/**
 * The connections as they stand, for /metrics (docs/decisions/128). PostgreSQL: pg's pool. PGlite: its one
 * in-process connection, busy while a query or transaction runs; every other call queues behind it.
 */
export interface PoolUse {
  max: number;
  /** Connections open (PGlite: always its one). */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

export interface Database {
  db: Db;
  kind: DbKind;
  poolUse(): PoolUse;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(projectRoot(), "src", "server", "db", "migrations");

export class DatabaseUnavailableError extends Error {}

/** Opening PGlite is refused while another process has its folder; scripts print this as one line, like the rest. */
export class DatabaseInUseError extends DatabaseUnavailableError {}

/**
 * Opens the database and brings its schema up to date.
 * `databaseUrl` set: PostgreSQL through `pg`. Unset: PGlite stored in `pgliteDir`
 * (or in memory when it is "memory://").
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  pgliteDir: string;
  pgliteTemplate?: string;
  poolWaitMs?: number;
  /** Told when PostgreSQL drops an idle connection (a restart, a failover); the pool opens a new one when needed. */
  onConnectionLost?: (err: Error) => void;
  /** Who opens a PGlite folder, as a second process trying to open it is told (docs/decisions/127). */
  role?: string;
}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolWaitMs, opts.onConnectionLost);
  return openPglite(opts.pgliteDir, opts.pgliteTemplate, opts.role ?? `a SnapList script (${scriptName()})`);
}

const scriptName = () => path.basename(process.argv[1] ?? "node");

/** pg_trgm backs the admin contains-search indexes (docs/decisions/061); the migration creates the extension. */
export const pgliteExtensions = { pg_trgm };

async function openPglite(dir: string, template: string | undefined, role: string): Promise<Database> {
  const inMemory = dir === "memory://";
  if (inMemory) {
    const loadDataDir = template ? new Blob([readFileSync(template)]) : undefined;
    const client = new PGlite({ extensions: pgliteExtensions, loadDataDir });
    await client.waitReady;
    const poolUse = pgliteUse(client);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    return { db, kind: "pglite", poolUse, close: () => client.close() };
  }
  mkdirSync(dir, { recursive: true });
  // Taken before PGlite touches the folder, released after it has closed it.
  const hold = await holdPgliteFolder(dir, role).catch((err) => {
    throw err instanceof PgliteFolderInUseError ? new DatabaseInUseError(err.message) : err;
  });
  const client = new PGlite(dir, { extensions: pgliteExtensions });
  try {
    await client.waitReady;
    const poolUse = pgliteUse(client);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    hold.serve(client);
    return {
      db,
      kind: "pglite",
      poolUse,
      close: async () => {
        await client.close();
        await hold.release();
      },
    };
  } catch (err) {
    await client.close().catch(() => {});
    await hold.release();
    throw err;
  }
}

/** PGlite's one connection as /metrics shows a pool: busy while a call runs, the calls behind it waiting. */
export function pgliteUse(client: PGlite) {
  const busy = countCalls(client);
  return () => ({ max: 1, total: 1, idle: busy() ? 0 : 1, waiting: Math.max(0, busy() - 1) });
}

/**
 * Counts the calls PGlite is running or holding in its queue. It serves one at a time (a transaction holds it to
 * the end) and shows no queue of its own, so its entry points are wrapped; a transaction's inner queries go
 * through the transaction object, not these, and are not counted twice.
 */
function countCalls(client: PGlite): () => number {
  let calls = 0;
  const counted =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      calls++;
      try {
        return await fn(...args);
      } finally {
        calls--;
      }
    };
  client.query = counted(client.query.bind(client)) as PGlite["query"];
  client.exec = counted(client.exec.bind(client)) as PGlite["exec"];
  client.transaction = counted(client.transaction.bind(client)) as PGlite["transaction"];
  return () => calls;
}

const POOL_MAX = 10;

async function openPostgres(
  url: string,
  poolWaitMs = 5000,
  onConnectionLost: (err: Error) => void = () => {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: POOL_MAX, connectionTimeoutMillis: poolWaitMs });
  // Without a listener, an idle connection that PostgreSQL ends (a restart) is an uncaught error that stops the
  // whole server; with one, the pool discards it and the server is ready again when the database is back.
  pool.on("error", onConnectionLost);
  let conn: pg.PoolClient;
  try {
    conn = await pool.connect();
  } catch (err) {
    await pool.end().catch(() => {});
    const reason = err instanceof Error ? err.message : String(err);
    throw new DatabaseUnavailableError(`Cannot connect to DATABASE_URL (${redact(url)}): ${reason}`);
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  try {
    // Several servers may start at once: one migrates, the others wait for it.
    await conn.query("select pg_advisory_lock(727274)");
    await migratePg(drizzlePg(conn, { schema }), { migrationsFolder });
  } finally {
    await conn.query("select pg_advisory_unlock(727274)").catch(() => {});
    conn.release();
  }
  const poolUse = () => ({ max: POOL_MAX, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return { db, kind: "postgres", poolUse, close: () => pool.end() };
}

function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, "//$1:***@");
}
