import { type SQL, sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { users } from "../../src/server/db/schema.ts";
import { lendDatabase } from "../helpers/pglite-pool.ts";

/** The tests' PGlite pool (tests/helpers/pglite-pool.ts) must hand out a database as a new one would be. */
const template = inject("pgliteTemplate");
type Db = Awaited<ReturnType<typeof lendDatabase>>["db"];
/** The one row a query answers. */
const one = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows[0];
const count = async (db: Db) => (await one<{ n: number }>(db, sql`select count(*)::int as n from users`)).n;
const addUser = (db: Db, email: string) =>
  db.insert(users).values({ firstName: "A", lastName: "B", email, passwordHash: "x" }).returning({ id: users.id });

describe("the tests' PGlite pool", () => {
  it("lends a database emptied of the previous file's rows, and refuses the old lease", async () => {
    const first = await lendDatabase(template);
    await addUser(first.db, "first@example.test");
    await first.db.execute(sql`set statement_timeout = 1234`);
    await first.close();

    const second = await lendDatabase(template);
    expect(await count(second.db)).toBe(0);
    // Settings are reset with the rows.
    expect(await one(second.db, sql`show statement_timeout`)).toEqual({ statement_timeout: "0" });
    // A late write through the first lease fails instead of landing in the second file's database.
    const late = await addUser(first.db, "late@example.test").catch((err: Error) => err);
    expect((late as Error).cause).toMatchObject({ message: expect.stringMatching(/handed back/) });
    expect(await count(second.db)).toBe(0);
    await second.close();
  });

  it("does not lend again a database whose tables a test altered", async () => {
    const altered = await lendDatabase(template);
    await altered.db.execute(sql`alter table users add column nickname text`);
    await altered.close();

    const next = await lendDatabase(template);
    const nickname = sql`select count(*)::int as n from information_schema.columns
      where table_name = 'users' and column_name = 'nickname'`;
    expect(await one(next.db, nickname)).toEqual({ n: 0 });
    await next.close();
  });

  it("serves the app's tables and the template's pg_trgm", async () => {
    const lent = await lendDatabase(template);
    await addUser(lent.db, "trgm@example.test");
    const { s } = await one<{ s: number }>(lent.db, sql`select similarity('snaplist', 'snap list') as s`);
    expect(s).toBeGreaterThan(0.3);
    expect(lent.poolUse()).toEqual({ max: 1, total: 1, idle: 1, waiting: 0 });
    await lent.close();
  });
});
