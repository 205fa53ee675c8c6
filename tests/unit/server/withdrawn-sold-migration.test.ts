import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "../../../src/server/db/client.ts";
import { migrationsUpTo } from "../../helpers/migrations-up-to.ts";

/**
 * Migration 0006 (docs/decisions/123): listings sold before it leave the posting queue too. A database at 0004
 * with sold and unsold listings is brought up to date; only the sold listing's waiting postings are withdrawn.
 */
const client = new PGlite({ extensions: { pg_trgm } });
afterAll(() => client.close());

const rows = async (sql: string) => (await client.query<Record<string, unknown>>(sql)).rows;

describe("migration 0006 withdrawn_sold", () => {
  it("withdraws the pending and Manual Review postings of already sold listings, and nothing else", async () => {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsUpTo("0004_drop_redundant_indexes") });
    const [user] = await rows(`insert into users (email) values ('old@x.test') returning id`);
    const listing = async (sold: boolean) =>
      (
        await rows(`insert into listings (user_id, title, description, price, status, is_sold)
          values ('${user.id}', 't', 'd', 10, 'active', ${sold}) returning id`)
      )[0].id as string;
    const sold = await listing(true);
    const unsold = await listing(false);
    for (const [id, statuses] of [
      [sold, ["pending", "pending_human", "posted"]],
      [unsold, ["pending", "pending_human", "failed"]],
    ] as const) {
      const values = statuses.map((s, i) => `('${id}', '${["olx", "quikr", "facebook"][i]}', '${s}')`).join(", ");
      await rows(`insert into postings (listing_id, marketplace, status) values ${values}`);
    }

    await migrate(db, { migrationsFolder });
    const after = await rows(`select listing_id, marketplace, status, withdrawn_from from postings
      order by listing_id = '${sold}' desc, marketplace`);
    expect(after.map((r) => [r.listing_id === sold, r.marketplace, r.status, r.withdrawn_from])).toEqual([
      [true, "facebook", "posted", null],
      [true, "olx", "withdrawn_sold", "pending"],
      [true, "quikr", "withdrawn_sold", "pending_human"],
      [false, "facebook", "failed", null],
      [false, "olx", "pending", null],
      [false, "quikr", "pending_human", null],
    ]);
    // The constraint holds withdrawn_from to the withdrawn state.
    await expect(
      rows(`update postings set withdrawn_from = 'pending' where listing_id = '${unsold}' and marketplace = 'olx'`),
    ).rejects.toThrow(/postings_withdrawn_from_valid/);
  });
});
