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

export interface Database {
  db: Db;
  kind: DbKind;
  /** PostgreSQL's connection pool as it stands (for /metrics); PGlite has one connection and no pool. */
  pool?: { totalCount: number; idleCount: number; waitingCount: number };
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
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    return { db, kind: "pglite", close: () => client.close() };
  }
  mkdirSync(dir, { recursive: true });
  // Taken before PGlite touches the folder, released after it has closed it.
  const hold = await holdPgliteFolder(dir, role).catch((err) => {
    throw err instanceof PgliteFolderInUseError ? new DatabaseInUseError(err.message) : err;
  });
  const client = new PGlite(dir, { extensions: pgliteExtensions });
  try {
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    hold.serve(client);
    return {
      db,
      kind: "pglite",
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

async function openPostgres(
  url: string,
  poolWaitMs = 5000,
  onConnectionLost: (err: Error) => void = () => {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: poolWaitMs });
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
  return { db, kind: "postgres", pool, close: () => pool.end() };
}

function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, "//$1:***@");
}
