import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "../../../src/server/db/client.ts";
import { migrationsUpTo } from "../../helpers/migrations-up-to.ts";

/**
 * Migration 0032 (issue 48, docs/decisions/205): listings made before the history existed get one from what the
 * records hold - the audit trail where it kept a change, else the rows' own dates - and a summary row each, drafts
 * excepted.
 */
const client = new PGlite({ extensions: { pg_trgm } });
afterAll(() => client.close());

const rows = async (sql: string) => (await client.query<Record<string, unknown>>(sql)).rows;
const T = (day: number) => `2026-01-${String(day).padStart(2, "0")}T10:00:00.000Z`;
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v);

describe("migration 0032 listing history", () => {
  it("backfills every listing's history and summary row from the records", async () => {
    await migrate(drizzle(client), { migrationsFolder: migrationsUpTo("0031_notice_of_offer_and_question") });
    const [user] = await rows(`insert into users (email) values ('old@x.test') returning id`);
    const listing = async (status: string, extra = "") =>
      (
        await rows(`insert into listings (user_id, title, description, price, median_price, status, created_at,
          item_type${extra ? ", withdrawn_at" : ""})
          values ('${user.id}', 't', 'd', 1000, 1200, '${status}', '${T(1)}', 'phone'${extra ? `, '${extra}'` : ""})
          returning id`)
      )[0].id as string;
    const live = await listing("active");
    const sold = await listing("sold");
    const withdrawn = await listing("withdrawn", T(4));
    const draft = await listing("draft");
    await rows(`insert into postings (listing_id, marketplace, status, url, live_since, expires_at, taken_down_at) values
      ('${live}', 'olx', 'posted', 'https://www.olx.in/item/a-iid-1', '${T(2)}', '${T(28)}', null),
      ('${live}', 'quikr', 'taken_down', 'https://www.quikr.com/a-W0QQAdIdZ2', '${T(2)}', null, '${T(6)}')`);
    const audit = (action: string, listingId: string, at: string, before: unknown, after: unknown) =>
      rows(`insert into audit_entries (actor_id, action, entity_type, entity_id, listing_id, before, after, request_id,
        ip, at) values ('${user.id}', '${action}', 'listing', '${listingId}', '${listingId}',
        '${JSON.stringify(before)}', '${JSON.stringify(after)}', 'r', '127.0.0.1', '${at}')`);
    await audit(
      "posting.status",
      live,
      T(3),
      { marketplace: "quikr", status: "pending" },
      { marketplace: "quikr", status: "posted" },
    );
    await audit("listing.state", withdrawn, T(4), { state: "active" }, { state: "withdrawn", transition: "withdraw" });
    await rows(
      `insert into offers (listing_id, marketplace, amount, created_at) values ('${live}', 'olx', 900, '${T(5)}')`,
    );
    await rows(`insert into buyer_questions (listing_id, marketplace, common, question_key, created_at)
      values ('${live}', 'olx', 'available', 'available', '${T(7)}')`);
    const [sale] =
      await rows(`insert into sales (listing_id, user_id, sale_amount, payout_amount, sale_date, marketplace,
      payout_status, payout_date) values ('${sold}', '${user.id}', 800, 750, '${T(8)}', 'olx', 'paid', '${T(9)}')
      returning id`);

    await migrate(drizzle(client), { migrationsFolder });
    const events = await rows(`select listing_id, kind, marketplace, amount::text as amount, at, until
      from listing_events order by listing_id, at, id`);
    const of = (id: string) =>
      events.filter((e) => e.listing_id === id).map((e) => [e.kind, e.marketplace, e.amount, iso(e.at), iso(e.until)]);
    expect(of(live)).toEqual([
      ["listed", null, "1000.00", T(1), null],
      ["live", "olx", null, T(2), T(28)],
      ["live", "quikr", null, T(3), null],
      ["offer", "olx", "900.00", T(5), null],
      ["taken_down", "quikr", null, T(6), null],
      ["question", "olx", null, T(7), null],
    ]);
    expect(of(sold)).toEqual([
      ["listed", null, "1000.00", T(1), null],
      ["sold", "olx", "800.00", T(8), null],
      ["paid", null, "750.00", T(9), null],
    ]);
    expect(of(withdrawn)).toEqual([
      ["listed", null, "1000.00", T(1), null],
      ["withdrawn", null, null, T(4), null],
    ]);
    expect(of(draft)).toEqual([]);

    const facts = await rows(`select * from listing_facts order by listed_at, listing_id`);
    const fact = (id: string) => facts.find((f) => f.listing_id === id);
    expect(facts).toHaveLength(3);
    expect(fact(live)).toMatchObject({
      item_type: "phone",
      price: "1000.00",
      market_price: "1200.00",
      offers: 1,
      questions: 1,
    });
    expect([fact(live)?.olx_live_at, fact(live)?.quikr_live_at, fact(live)?.off_sale_at].map(iso)).toEqual([
      T(2),
      T(3),
      null,
    ]);
    expect(fact(sold)).toMatchObject({ sale_id: sale.id, sale_amount: "800.00", sale_marketplace: "olx" });
    expect([fact(sold)?.sold_at, fact(sold)?.paid_at, fact(sold)?.off_sale_at].map(iso)).toEqual([T(8), T(9), T(8)]);
    expect(iso(fact(withdrawn)?.off_sale_at)).toBe(T(4));
  });
});
