import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { GONE_FOR_BUYER } from "../../../src/contract/buyer-questions.ts";
import type { PostingState } from "../../../src/contract/enums.ts";
import { postingStatusOf } from "../../../src/contract/listing-view.ts";
import { rowsOf } from "../../../src/server/db/rows.ts";
import { FACTS_COLUMNS, FACTS_FROM_HISTORY } from "../../../src/server/modules/listings/history-facts.ts";
import { type AdState, MARKETS, type Model, type Real, sellerListing, todayItems } from "./world.ts";

/*
 * What must hold after every step of the model-based test (issue 46 item 3), checked against what the API and Today
 * show, and the database where no screen shows it.
 */

/** The posting states each of the model's ad states may read as. */
const READS_AS: Record<AdState, readonly (PostingState | null)[]> = {
  none: [null],
  waiting: ["pending", "pending_human"],
  live: ["posted"],
  withdrawn: ["withdrawn_sold"],
  down: ["taken_down"],
};

const count = async (real: Real, query: ReturnType<typeof sql>) =>
  Number(rowsOf<{ n: number }>(await real.app.db.execute(query))[0]?.n ?? 0);

export async function checkInvariants(model: Model, real: Real) {
  const today = await todayItems(real);
  for (const l of model.listings) {
    const dto = await sellerListing(real, l.id);
    if (l.state === "deleted") {
      expect(dto, `${l.id} deleted`).toBeNull();
      expect(today.filter((t) => t.listingId === l.id && t.kind !== "delist")).toEqual([]);
      continue;
    }
    expect(dto?.status, "the listing's one state").toBe(l.state);
    if (!dto) continue;
    expect(dto.isSold).toBe(l.state === "sold");
    for (const m of MARKETS) {
      expect(READS_AS[l.ads[m].state], `${m} of a ${l.state} listing`).toContain(postingStatusOf(dto, m));
    }
    const sales = await count(real, sql`select count(*)::int as n from sales where listing_id = ${l.id}`);
    expect(sales, "at most one sale, and one exactly while sold").toBe(l.state === "sold" ? 1 : 0);
    if (l.state === "active") continue;
    // Sold or withdrawn (or a draft): nothing asks anyone to sell it, post it, update it or mark it down.
    expect(dto.suggestion, "no price suggestion off sale").toBeNull();
    expect(dto.updating, "no ad update off sale").toEqual([]);
    expect(
      await count(
        real,
        sql`select count(*)::int as n from posting_update_tasks where listing_id = ${l.id} and done_at is null`,
      ),
    ).toBe(0);
    expect(dto.offers.filter((o) => o.status === "open" && o.closedAt === null)).toEqual([]);
    for (const item of today.filter((t) => t.listingId === l.id)) {
      expect(["delist", "payout", "buyer", "offer"], `Today's ${item.kind} for a ${l.state} listing`).toContain(
        item.kind,
      );
      if (item.kind === "buyer" || item.kind === "offer") expect(item.detail).toContain(GONE_FOR_BUYER);
    }
  }
  // Every ad that was live when its listing left sale has exactly one delist task.
  for (const url of model.mustDelist) {
    expect(
      await count(real, sql`select count(*)::int as n from delist_tasks where url = ${url}`),
      `delist tasks of ${url}`,
    ).toBe(1);
  }
  // No live ad of a listing off sale is without its task.
  expect(
    await count(
      real,
      sql`select count(*)::int as n from postings p join listings l on l.id = p.listing_id
        where l.status <> 'active' and p.status = 'posted'
          and not exists (select 1 from delist_tasks t where t.url = p.url)`,
    ),
  ).toBe(0);
  // Money moves once: what was paid is what the model paid, once per payout, and only for a sale.
  const paid = rowsOf<{ total: string | null; n: number }>(
    await real.app.db.execute(sql`select sum(payout_amount)::text as total, count(*)::int as n from sales
      where user_id = ${real.sellerId} and payout_status = 'paid'`),
  )[0];
  expect(Number(paid?.total ?? 0)).toBe(model.paidTotal);
  expect(Number(paid?.n ?? 0)).toBe(model.payouts);
  // Each listing's summary row is what its history says (issue 48, docs/decisions/205): kept with every change.
  const differ = await count(
    real,
    sql`select count(*)::int as n from ((select ${sql.raw(FACTS_COLUMNS)} from listing_facts except ${FACTS_FROM_HISTORY})
      union all (${FACTS_FROM_HISTORY} except select ${sql.raw(FACTS_COLUMNS)} from listing_facts)) d`,
  );
  expect(differ, "listing_facts rows that differ from their history").toBe(0);
}
