import pg from "pg";
import { type SnapshotFacts, snapshotFacts } from "../../db/snapshot-facts.ts";
import { BackupError, reasonOf } from "./errors.ts";
import { libpqTarget, pgProgram, run } from "./postgres-tools.ts";

/** A pg client whose connection failure reads as a BackupError naming the (password-free) address. */
export async function connectPostgres(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (err) {
    const shown = databaseUrl.replace(/\/\/([^:/@]+):[^@]*@/, "//$1:***@");
    throw new BackupError(`Cannot connect to DATABASE_URL (${shown}): ${reasonOf(err)}`);
  }
  return client;
}

export const queryWith =
  (client: pg.Client) =>
  async <T>(text: string): Promise<T[]> =>
    (await client.query(text)).rows as T[];

/**
 * One consistent snapshot of PostgreSQL: a read-only repeatable-read transaction exports its snapshot, the row
 * counts are read in it, and pg_dump (custom format) dumps that same snapshot - so the manifest's counts are the
 * dump's, whatever is written meanwhile. The transaction stays open until pg_dump has finished.
 */
export async function dumpPostgres(
  databaseUrl: string,
  file: string,
  say: (line: string) => void,
): Promise<{ facts: SnapshotFacts; takenFrom: string }> {
  const pgDump = await pgProgram("pg_dump", say);
  const client = await connectPostgres(databaseUrl);
  try {
    await client.query("begin isolation level repeatable read read only");
    const [row] = (await client.query("select pg_export_snapshot() as id, current_setting('server_version') as v"))
      .rows as { id: string; v: string }[];
    const facts = await snapshotFacts(queryWith(client));
    const target = libpqTarget(databaseUrl);
    await run(
      [pgDump, "--format=custom", `--snapshot=${row?.id}`, "--file", file, `--dbname=${target.dbname}`],
      target.env,
    );
    await client.query("commit");
    return { facts, takenFrom: `PostgreSQL ${row?.v} (pg_dump, one snapshot)` };
  } finally {
    await client.end().catch(() => {});
  }
}
