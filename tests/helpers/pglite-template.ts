import { rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";
import { migrationsFolder } from "../../src/server/db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite data folder; empty on the PostgreSQL pass. */
    pgliteTemplate: string;
  }
}

/**
 * Vitest global set-up: one migrated PGlite, dumped once per run. A fresh in-memory PGlite runs initdb (about 2 s
 * a test file on this machine); starting from the dump takes about 0.35 s. Each file still gets its own database.
 * Vitest loads and calls this once for the root and once per project (vitest.config.ts), each time as a module of its
 * own: the one dump is kept on the process's global object.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("pgliteTemplate", "");
    return;
  }
  const shared = globalThis as { snaplistPgliteTemplate?: Promise<string> };
  shared.snaplistPgliteTemplate ??= dumpMigrated();
  const file = await shared.snaplistPgliteTemplate;
  project.provide("pgliteTemplate", file);
  return () => rmSync(file, { force: true });
}

async function dumpMigrated(): Promise<string> {
  const client = new PGlite({ extensions: { pg_trgm } });
  await migrate(drizzle(client) as never, { migrationsFolder });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const file = path.join(os.tmpdir(), `snaplist-pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}
