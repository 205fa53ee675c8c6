import { sql } from "drizzle-orm";
import type { App } from "../src/server/app-types.ts";
import { loadConfig } from "../src/server/config.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { rowsOf } from "../src/server/db/rows.ts";
import { listings, offers, postings, sales, type User, users } from "../src/server/db/schema.ts";
import { ManualClock } from "../src/server/lib/clock.ts";
import {
  type EvidenceQuery,
  evidenceQuery,
  findEvidence,
} from "../src/server/modules/generator/pricing/evidence-repo.ts";
import { ABOUT_THIS_PRICE, TIER_KEYS, type TierKey } from "../src/server/modules/generator/pricing/speed.ts";
import { priceItem } from "../src/server/modules/generator/service.ts";
import { type Row, startBenchServer } from "./lib.ts";
import { DAY_MS, HISTORY_START, type HistoryListing, makeHistory, SPLIT_DAY } from "./pricing-history.ts";

/**
 * npm run bench -- pricing (issue 48 item 4, docs/decisions/200). Replays a seeded resale history (pricing-history.ts)
 * split by time: the database holds what SnapList would have recorded by the split (listings, ads live, sales,
 * accepted offers, withdrawals); every listing posted after it that sold is priced by the product's own pricing
 * (`priceItem`, the service behind POST /api/smart-pricing) at the split, once on that database and once on an empty
 * one (the reference tables alone), and compared with what it really sold for and how long it took.
 *
 *   PRICING_SEED=48 PRICING_LISTINGS=8000 npm run bench -- pricing
 *
 * With DATABASE_URL (a database `npm run seed` filled, e.g. bash scripts/with-postgres.sh bash bench/pricing-pg.sh)
 * it also times the evidence query there and prints its plan.
 */
const SEED = Number(process.env.PRICING_SEED ?? 48);
const LISTINGS = Number(process.env.PRICING_LISTINGS ?? 8000);
const SELLERS = 300;
const SPLIT = new Date(HISTORY_START.getTime() + SPLIT_DAY * DAY_MS);
const BATCH = 500;

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length === 0
    ? Number.NaN
    : s.length % 2
      ? s[(s.length - 1) / 2]
      : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

/** Calendar days between two moments in the business's time zone, as the product counts days to sell. */
function calendarDays(from: Date, to: Date, timeZone: string): number {
  const day = (d: Date) => {
    const [y, m, dd] = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })
      .format(d)
      .split("-")
      .map(Number);
    return Date.UTC(y, m - 1, dd) / DAY_MS;
  };
  return Math.max(0, day(to) - day(from));
}

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Writes what SnapList knew at the split: listings posted before it, as they stood then. */
export async function recordUntilSplit(
  app: App,
  history: HistoryListing[],
): Promise<{ sales: number; offers: number }> {
  const sellerRows = await app.db
    .insert(users)
    .values(Array.from({ length: SELLERS }, (_, i) => ({ email: `pricing-bench-${i}@example.test` })))
    .returning({ id: users.id });
  const [admin] = await app.db
    .insert(users)
    .values({ email: "pricing-bench-admin@example.test", isAdmin: true })
    .returning({ id: users.id });
  const before = (d: Date | null) => d !== null && d < SPLIT;
  const known = history.filter((h) => h.postedAt < SPLIT);
  const rows = known.map((h) => ({
    userId: sellerRows[h.sellerIndex].id,
    title: h.kind.productName,
    description: `${h.kind.productName}, ${h.condition} condition.`,
    price: h.asking.toFixed(2),
    category: h.category,
    itemType: h.kind.itemType,
    condition: h.condition,
    // One state (docs/decisions/170): sold wins; a withdrawal before the split shows as withdrawn.
    status: before(h.soldAt) ? "sold" : before(h.withdrawnAt) ? "withdrawn" : "active",
    brand: h.kind.brand ?? null,
    model: h.kind.model ?? null,
    withdrawnAt: !before(h.soldAt) && before(h.withdrawnAt) ? h.withdrawnAt : null,
    createdAt: h.postedAt,
  }));
  const ids: string[] = [];
  await inBatches(rows, async (batch) => {
    ids.push(...(await app.db.insert(listings).values(batch).returning({ id: listings.id })).map((r) => r.id));
  });
  const postingRows = known.flatMap((h, i) => {
    const live = before(h.liveAt);
    const sold = before(h.soldAt);
    const waiting = sold ? { status: "withdrawn_sold", withdrawnFrom: "pending" } : { status: "pending" };
    return (["olx", "quikr", "facebook"] as const).map((marketplace, m) => ({
      listingId: ids[i],
      marketplace,
      createdAt: h.postedAt,
      ...(live && m === 0
        ? { status: "posted", url: `https://www.olx.in/item/bench-iid-${i}`, liveSince: h.liveAt }
        : waiting),
    }));
  });
  await inBatches(postingRows, (batch) => app.db.insert(postings).values(batch));
  const saleRows = known.flatMap((h, i) =>
    before(h.soldAt) && h.soldAmount !== null
      ? [
          {
            listingId: ids[i],
            userId: rows[i].userId,
            saleAmount: h.soldAmount.toFixed(2),
            saleDate: h.soldAt as Date,
            marketplace: "olx",
            markedSoldByAdminId: admin.id,
          },
        ]
      : [],
  );
  await inBatches(saleRows, (batch) => app.db.insert(sales).values(batch));
  const offerRows = known.flatMap((h, i) =>
    h.offer && h.offer.decidedAt < SPLIT
      ? [
          {
            listingId: ids[i],
            marketplace: "olx",
            amount: h.offer.amount.toFixed(2),
            status: "accepted",
            decidedBy: "admin",
            decidedById: admin.id,
            recordedById: admin.id,
            createdAt: new Date(h.offer.decidedAt.getTime() - 3600_000),
            decidedAt: h.offer.decidedAt,
          },
        ]
      : [],
  );
  await inBatches(offerRows, (batch) => app.db.insert(offers).values(batch));
  await app.db.execute(sql`analyze`);
  return { sales: saleRows.length, offers: offerRows.length };
}

const pricingRequest = (h: HistoryListing) => ({
  productName: h.kind.productName,
  brand: h.kind.brand,
  model: h.kind.model,
  itemType: h.kind.itemType,
  category: h.category as never,
  condition: h.condition,
  year: h.kind.year ? String(h.kind.year) : undefined,
});

type Priced = Awaited<ReturnType<typeof priceItem>>;

/** The tier a listing's asking price was "about", as the product groups sales for its days. */
function tierOf(p: Priced, asking: number): TierKey | null {
  let best: TierKey | null = null;
  for (const k of TIER_KEYS) {
    const d = Math.abs(Math.log(asking / Number(p[k])));
    if (d <= Math.log(ABOUT_THIS_PRICE) && (best === null || d < Math.abs(Math.log(asking / Number(p[best])))))
      best = k;
  }
  return best;
}

async function timeQueries(app: App, queries: EvidenceQuery[]) {
  const times: number[] = [];
  for (const q of queries) {
    const t = performance.now();
    await findEvidence(app.db, q);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 10) / 10;
  return { p50: at(0.5), p95: at(0.95) };
}

/** The plan's node lines, without costs: which indexes the statement reads. */
async function planOf(db: App["db"], q: EvidenceQuery): Promise<string[]> {
  const plan = rowsOf<Record<string, string>>(await db.execute(sql`explain ${evidenceQuery(q)}`));
  return plan
    .map((r) => Object.values(r)[0])
    .filter((line) => /Scan|Join|Loop|Limit|Sort|Append/.test(line))
    .map((line) => line.replace(/\s+\(cost=.*$/, "").trimEnd());
}

export async function run(): Promise<Row[]> {
  const history = makeHistory({ seed: SEED, listings: LISTINGS, sellers: SELLERS });
  const clock = new ManualClock(SPLIT);
  const learned = await startBenchServer({ build: { clock } });
  const empty = await startBenchServer({ build: { clock } });
  const log = learned.app.log;
  try {
    const recorded = await recordUntilSplit(learned.app, history);
    const [learnedUser] = await learned.app.db.insert(users).values({ email: "pricer@example.test" }).returning();
    const [emptyUser] = await empty.app.db.insert(users).values({ email: "pricer@example.test" }).returning();
    const tested = history.filter((h) => h.postedAt >= SPLIT && h.soldAt && h.soldAmount);
    const price = (app: App, user: User, h: HistoryListing) =>
      priceItem({ db: app.db, config: app.config, clock, log }, user, pricingRequest(h));

    const errors = { reference: [] as number[], snaplist: [] as number[] };
    const inRange = { reference: 0, snaplist: 0 };
    const days = Object.fromEntries(TIER_KEYS.map((k) => [k, { at: 0, stated: 0, within: 0, off: [] as number[] }]));
    let fromSnaplist = 0;
    for (const h of tested) {
      const sold = h.soldAmount as number;
      const alone = await price(empty.app, emptyUser, h);
      const withSales = await price(learned.app, learnedUser, h);
      if (withSales.basis.source === "snaplist") fromSnaplist++;
      for (const [name, p] of [
        ["reference", alone],
        ["snaplist", withSales],
      ] as const) {
        errors[name].push(Math.abs(Number(p.medianPrice) - sold) / sold);
        if (Number(p.quickPrice) <= sold && sold <= Number(p.maxPrice)) inRange[name]++;
      }
      const tier = tierOf(withSales, h.asking);
      if (!tier) continue;
      const actual = calendarDays(h.liveAt ?? h.postedAt, h.soldAt as Date, learned.app.config.timeZone);
      const stated = withSales.days[tier];
      days[tier].at++;
      if (stated === null) continue;
      days[tier].stated++;
      if (actual <= stated) days[tier].within++;
      days[tier].off.push(Math.abs(actual - stated));
    }

    const queries = tested.slice(0, 200).map((h) => ({
      category: h.category,
      itemType: h.kind.itemType,
      brand: h.kind.brand,
      model: h.kind.model,
      band: { lo: 0, hi: 1e10 },
      now: SPLIT,
      timeZone: learned.app.config.timeZone,
    }));
    const replayTimes = await timeQueries(learned.app, queries);
    const rows: Row[] = [
      {
        measure: "history",
        reference: `${history.filter((h) => h.soldAt).length} sales in all, seed ${SEED}`,
        snaplist: `learned from ${recorded.sales} sales and ${recorded.offers} accepted offers on record; tested on ${tested.length} later sales`,
      },
      {
        measure: "market price: median abs. % error vs sold",
        reference: pct(median(errors.reference)),
        snaplist: pct(median(errors.snaplist)),
      },
      {
        measure: "sold price within quick..premium",
        reference: pct(inRange.reference / tested.length),
        snaplist: pct(inRange.snaplist / tested.length),
      },
      {
        measure: "later sales priced from SnapList's evidence",
        reference: "0",
        snaplist: pct(fromSnaplist / tested.length),
      },
    ];
    for (const k of TIER_KEYS) {
      const d = days[k];
      rows.push({
        measure: `days, ${k === "quickPrice" ? "quick sale" : k === "medianPrice" ? "market" : "premium"}`,
        reference: `${d.at} later sales at about this price; days stated for ${d.stated}`,
        snaplist: d.stated
          ? `${pct(d.within / d.stated)} sold within the stated days; median miss ${median(d.off)} days`
          : "no days stated",
      });
    }
    rows.push({
      measure: `evidence query (${learned.database}, ${LISTINGS} listings)`,
      reference: "-",
      snaplist: `p50 ${replayTimes.p50} ms, p95 ${replayTimes.p95} ms`,
    });
    console.log(`Plan on the replay database:\n  ${(await planOf(learned.app.db, queries[0])).join("\n  ")}`);
    rows.push(...(await atScale()));
    return rows;
  } finally {
    await learned.app.close();
    await empty.app.close();
  }
}

/** The evidence query on a database `npm run seed` filled (DATABASE_URL), with its plan: one indexed statement. */
async function atScale(): Promise<Row[]> {
  const url = process.env.DATABASE_URL;
  if (!url) return [];
  const config = loadConfig({ ...process.env, LOG_LEVEL: "silent" });
  const database = await openDatabase({ databaseUrl: url, pgliteDir: config.pgliteDir });
  try {
    const db = database.db;
    const n = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from listings`))[0].n;
    // The seed writes neither live dates nor offers: ads went live in the 60 days before; a quarter of the sales
    // followed an accepted offer (0-3 days before), and 0.5% of the unsold listings have one waiting for the sale.
    if (rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from offers`))[0].n === 0) {
      await db.execute(sql`
        update postings set live_since = now() - (random() * 60) * interval '1 day'
        where status = 'posted' and live_since is null`);
      await db.execute(sql`
        insert into offers (listing_id, marketplace, amount, status, decided_by, created_at, decided_at)
        select l.id, 'olx', round(l.price * 0.95), 'accepted', 'admin', x.at - interval '1 hour', x.at
        from listings l
        left join sales s on s.listing_id = l.id
        cross join lateral (select coalesce(s.sale_date, now()) - random() * interval '3 days' as at) x
        where (l.status = 'sold' and random() < 0.25) or (l.status = 'active' and random() < 0.005)`);
      for (const table of ["listings", "postings", "sales", "offers"])
        await db.execute(sql.raw(`vacuum analyze ${table}`));
    }
    const items = rowsOf<EvidenceQuery & { itemType: string }>(
      await db.execute(sql`
        select distinct category, item_type as "itemType", brand, model from listings where status = 'sold' limit 40`),
    ).map((r) => ({ ...r, band: { lo: 0, hi: 1e10 }, now: new Date(), timeZone: config.timeZone }));
    const queries = Array.from({ length: 200 }, (_, i) => items[i % items.length]);
    const times = await timeQueries({ db } as App, queries);
    console.log(`Plan at ${n} listings (${database.kind}):\n  ${(await planOf(db, items[0])).join("\n  ")}`);
    return [
      {
        measure: `evidence query (${database.kind}, ${n} listings)`,
        reference: "-",
        snaplist: `p50 ${times.p50} ms, p95 ${times.p95} ms`,
      },
    ];
  } finally {
    await database.close();
  }
}
