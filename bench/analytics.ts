import { type SQL, sql } from "drizzle-orm";
import { priceBandOf } from "../src/contract/performance-rules.ts";
import type { MetricsRange } from "../src/contract/ranges.ts";
import type { App } from "../src/server/app-types.ts";
import type { Db } from "../src/server/db/client.ts";
import { rowsOf } from "../src/server/db/rows.ts";
import { users } from "../src/server/db/schema.ts";
import * as business from "../src/server/modules/analytics/business/repo.ts";
import * as listings from "../src/server/modules/analytics/performance/listings-repo.ts";
import * as overview from "../src/server/modules/analytics/performance/overview-repo.ts";
import { similarSales } from "../src/server/modules/analytics/performance/similar-repo.ts";
import { periodOf } from "../src/server/modules/analytics/period.ts";
import { createSessionToken, SESSION_COOKIE } from "../src/server/modules/auth/session.ts";
import { explainingDb, p95, type Row, startSeededApp } from "./lib.ts";

/**
 * Issue 48 item 5: `npm run bench -- analytics`. With a seeded database (`npm run seed -- --listings 100000`, at
 * DATABASE_URL or TEST_DATABASE_URL; `bash scripts/with-postgres.sh bash bench/analytics-pg.sh [listings]` does both),
 * p50/p95 over BENCH_REQUESTS requests one at a time of:
 * - the seller's performance screen for the seller with the most listings (the seed makes one with 500): its
 *   figures for 30 days and all time, its first and second page of listings, a sold listing's timeline and
 *   similar items. Budget: p95 <= 100 ms on PostgreSQL.
 * - the desk's business numbers for each period, and their CSV. Budget: p95 <= 200 ms on PostgreSQL.
 * Then the EXPLAIN ANALYZE plan of every query behind them (PostgreSQL).
 */

const SEEDED_AT_LEAST = 1000;

async function exec<T>(db: Db, q: SQL) {
  return rowsOf<T>(await db.execute(q));
}

/** Each query's plan, as EXPLAIN ANALYZE tells it. */
async function printPlans(app: App, sellerId: string, listingId: string) {
  const explaining = explainingDb(app);
  const tz = app.config.timeZone;
  const now = app.clock.now();
  const p30 = await periodOf(app.db, tz, now, "30d");
  const all = await periodOf(app.db, tz, now, "all");
  const step = async (title: string, run: () => Promise<unknown>) => {
    console.log(`\n-- ${title}`);
    await run();
  };
  await step("seller: overview (30 days)", () => overview.overview(explaining, sellerId, p30));
  await step("seller: cohorts", () => overview.cohorts(explaining, sellerId, p30));
  await step("seller: no interest", () => overview.noInterest(explaining, sellerId, p30));
  await step("seller: a page of listings", () => listings.listingPage(explaining, sellerId, all, { limit: 20 }));
  const page = await listings.listingPage(app.db, sellerId, all, { limit: 20 });
  await step("seller: days live of a page", () =>
    listings.liveDays(
      explaining,
      page.map((r) => r.id),
      all,
    ),
  );
  await step("seller: one listing's timeline", () => listings.timeline(explaining, listingId, all));
  const [l] = await exec<{ item_type: string; price: string }>(
    app.db,
    sql`select item_type, price::text as price from listings where id = ${listingId}`,
  );
  await step("seller: similar items (item type)", () =>
    similarSales(explaining, {
      basis: "itemType",
      value: l.item_type,
      band: priceBandOf(l.price),
      excludeUserId: sellerId,
      timeZone: tz,
    }),
  );
  for (const [name, p] of [
    ["30 days", p30],
    ["all time", all],
  ] as const) {
    await step(`desk: listings and sales (${name})`, () => business.salesNumbers(explaining, p));
    await step(`desk: ads (${name})`, () => business.adNumbers(explaining, p));
    await step(`desk: ads down after a sale (${name})`, () => business.adsDownNumbers(explaining, p));
    await step(`desk: offers and questions (${name})`, () => business.interestNumbers(explaining, p));
  }
}

export async function run(): Promise<Row[]> {
  const rows: Row[] = [];
  const { app, base } = await startSeededApp();
  try {
    const [{ n: listingCount }] = await exec<{ n: number }>(app.db, sql`select count(*)::int as n from listings`);
    if (listingCount < SEEDED_AT_LEAST) {
      return [{ scenario: `The database holds ${listingCount} listings: seed it first (bench/analytics-pg.sh).` }];
    }
    const [seller] = await exec<{ id: string; n: number }>(
      app.db,
      sql`select user_id as id, count(*)::int as n from listing_facts group by 1 order by 2 desc limit 1`,
    );
    const [{ n: events }] = await exec<{ n: number }>(app.db, sql`select count(*)::int as n from listing_events`);
    const [sold] = await exec<{ id: string }>(
      app.db,
      sql`select listing_id as id from listing_facts where user_id = ${seller.id} and sold_at is not null
        and item_type is not null order by listed_at desc limit 1`,
    );
    const sellerCookie = `${SESSION_COOKIE}=${await createSessionToken(app.db, seller.id)}`;
    const email = "bench-owner@snaplist.test";
    await app.db
      .insert(users)
      .values({ email, firstName: "Bench", isAdmin: true, adminRole: "owner" })
      .onConflictDoUpdate({ target: users.email, set: { isAdmin: true, adminRole: "owner" } });
    const [owner] = await app.db.select({ id: users.id }).from(users).where(sql`${users.email} = ${email}`);
    const ownerCookie = `${SESSION_COOKIE}=${await createSessionToken(app.db, owner.id)}`;
    const second = (await (
      await fetch(`${base}/api/performance/listings`, { headers: { cookie: sellerCookie } })
    ).json()) as {
      nextCursor: string | null;
    };
    console.log(`${listingCount} listings, ${events} events; the seller measured has ${seller.n} listings.`);
    const database = app.dbKind;
    const scenarios: Array<[string, string, string, number]> = [
      ["seller: figures, 30 days", "/api/performance?range=30d", sellerCookie, 100],
      ["seller: figures, all time", "/api/performance?range=all", sellerCookie, 100],
      ["seller: listings, first page", "/api/performance/listings", sellerCookie, 100],
      [
        "seller: listings, second page",
        `/api/performance/listings?cursor=${encodeURIComponent(second.nextCursor ?? "")}`,
        sellerCookie,
        100,
      ],
      [
        "seller: a sold listing's timeline and similar items",
        `/api/performance/listings/${sold.id}`,
        sellerCookie,
        100,
      ],
      ...(["7d", "30d", "90d", "all"] as MetricsRange[]).map(
        (range) =>
          [`desk: business numbers, ${range}`, `/api/admin/analytics?range=${range}`, ownerCookie, 200] as [
            string,
            string,
            string,
            number,
          ],
      ),
      ["desk: CSV, all time", "/api/admin/analytics/export?range=all", ownerCookie, 200],
    ];
    for (const [scenario, path, cookie, budget] of scenarios) {
      await p95(`${base}${path}`, cookie); // warm
      const m = await p95(`${base}${path}`, cookie);
      const limit = database === "postgres" ? budget : budget * 3;
      rows.push({ scenario, database, listings: listingCount, ...m, budget: m.p95Ms <= limit ? "met" : "MISSED" });
    }
    if (database === "postgres") await printPlans(app, seller.id, sold.id);
  } finally {
    await app.close();
  }
  return rows;
}
