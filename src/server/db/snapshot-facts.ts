/**
 * What a database snapshot holds, read inside the snapshot itself: rows per table and the newest migration.
 * A backup writes these into its manifest; a restore reads them back from the restored database and compares.
 */
export interface SnapshotFacts {
  /** Rows in every table of the public schema, by table name. */
  tables: Record<string, number>;
  /** Migrations recorded in drizzle.__drizzle_migrations, and the newest one's timestamp (the journal's `when`). */
  migrations: { count: number; newestWhen: number };
}

/** Runs one statement and answers its rows; adapters exist for PGlite, a pg client and a PGlite transaction. */
export type RunQuery = <T>(text: string) => Promise<T[]>;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function snapshotFacts(query: RunQuery): Promise<SnapshotFacts> {
  const names = await query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  const tables: Record<string, number> = {};
  for (const { name } of names) {
    const [row] = await query<{ n: string }>(`select count(*)::text as n from public.${quoted(name)}`);
    tables[name] = Number(row?.n ?? 0);
  }
  const [hasJournal] = await query<{ present: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  let migrations = { count: 0, newestWhen: 0 };
  if (hasJournal?.present) {
    const [row] = await query<{ n: string; newest: string | null }>(
      "select count(*)::text as n, max(created_at)::text as newest from drizzle.__drizzle_migrations",
    );
    migrations = { count: Number(row?.n ?? 0), newestWhen: Number(row?.newest ?? 0) };
  }
  return { tables, migrations };
}
