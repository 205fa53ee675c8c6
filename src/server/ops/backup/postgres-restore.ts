import { type SnapshotFacts, snapshotFacts } from "../../db/snapshot-facts.ts";
import { connectPostgres, queryWith } from "./postgres-dump.ts";
import { libpqTarget, pgProgram, run } from "./postgres-tools.ts";

/** Tables, views and sequences in the database's own schemas: none means empty. */
export async function postgresRelations(databaseUrl: string): Promise<number> {
  const client = await connectPostgres(databaseUrl);
  try {
    const { rows } = await client.query(`
      select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
        and s.nspname not in ('pg_catalog', 'information_schema') and s.nspname not like 'pg\\_toast%'`);
    return (rows[0] as { n: number }).n;
  } finally {
    await client.end().catch(() => {});
  }
}

/** --force on PostgreSQL: the app's schemas go (public is made again, empty), in one transaction. */
export async function clearPostgres(databaseUrl: string): Promise<void> {
  const client = await connectPostgres(databaseUrl);
  try {
    await client.query("begin");
    await client.query("drop schema if exists drizzle cascade");
    await client.query("drop schema if exists public cascade");
    await client.query("create schema public");
    await client.query("commit");
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * pg_restore of a custom-format dump in one transaction: it all lands, or nothing does. Owners and grants of the
 * source are not replayed, so the restoring role owns what it creates (the source's roles need not exist here).
 */
export async function restorePostgres(
  databaseUrl: string,
  dumpFile: string,
  say: (line: string) => void,
): Promise<SnapshotFacts> {
  const pgRestore = await pgProgram("pg_restore", say);
  const target = libpqTarget(databaseUrl);
  await run(
    [
      pgRestore,
      "--single-transaction",
      "--exit-on-error",
      "--no-owner",
      "--no-privileges",
      `--dbname=${target.dbname}`,
      dumpFile,
    ],
    target.env,
  );
  const client = await connectPostgres(databaseUrl);
  try {
    return await snapshotFacts(queryWith(client));
  } finally {
    await client.end().catch(() => {});
  }
}
