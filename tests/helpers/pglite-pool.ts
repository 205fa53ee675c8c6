import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { type Database, type Db, pgliteExtensions, pgliteUse } from "../../src/server/db/client.ts";
import * as schema from "../../src/server/db/schema.ts";

/**
 * In-memory PGlite databases for the test apps of one Vitest worker, lent and taken back instead of opened and
 * closed: starting PGlite from the migrated template costs about 0.65 s of a test file (its WebAssembly and its
 * 40 MB data folder), emptying its tables about 10 ms (docs/decisions/146).
 *
 * A file's app gets the database as new: every table empty and every id sequence restarted. The app sees it
 * through a lease of its own, and a query sent through that lease after `app.close()` fails as it would on a closed
 * database, instead of writing into the next file's. A database whose tables no longer match the template's (a test
 * that altered them) or that cannot be emptied is closed, not lent again.
 */
const idle: PGlite[] = [];
let tableList: string | undefined;
let shape: string | undefined;

export async function lendDatabase(template: string): Promise<Database> {
  const client = idle.pop() ?? (await openFromTemplate(template));
  let lent = true;
  const guarded =
    <A extends unknown[], R>(method: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      if (!lent) return Promise.reject(new Error("PGlite is closed (this test database was handed back)"));
      return method(...args);
    };
  const lease = {
    query: guarded(client.query.bind(client)),
    exec: guarded(client.exec.bind(client)),
    transaction: guarded(client.transaction.bind(client)),
  } as unknown as PGlite;
  return {
    db: drizzle({ client: lease, schema }) as unknown as Db,
    kind: "pglite",
    poolUse: pgliteUse(lease),
    close: async () => {
      if (!lent) return;
      lent = false;
      await takeBack(client);
    },
  };
}

async function openFromTemplate(template: string): Promise<PGlite> {
  const client = new PGlite({ extensions: pgliteExtensions, loadDataDir: new Blob([readFileSync(template)]) });
  await client.waitReady;
  tableList ??= (await client.query<{ list: string }>(TABLES)).rows[0].list;
  shape ??= await shapeOf(client);
  return client;
}

async function takeBack(client: PGlite): Promise<void> {
  try {
    if (client.closed) return;
    if ((await shapeOf(client)) !== shape) throw new Error("the tables no longer match the template's");
    await client.exec(`truncate ${tableList} restart identity cascade; reset all;`);
    idle.push(client);
  } catch {
    await client.close().catch(() => {});
  }
}

const TABLES = `select string_agg(format('%I.%I', schemaname, tablename), ', ' order by tablename) as list
  from pg_tables where schemaname = 'public'`;

/** Every column of every table and view in public, with its type: what a test could have altered. */
async function shapeOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ shape: string }>(
    `select md5(string_agg(table_name || '.' || column_name || ':' || data_type, ',' order by table_name, column_name))
       as shape from information_schema.columns where table_schema = 'public'`,
  );
  return rows[0].shape;
}
