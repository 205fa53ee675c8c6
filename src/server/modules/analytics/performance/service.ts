import type { Marketplace } from "../../../../contract/enums.ts";
import type { ListingState } from "../../../../contract/listing-life.ts";
import { LISTING_MESSAGES } from "../../../../contract/listings.ts";
import type {
  ListingDetail,
  ListingPerformance,
  ListingPerformancePage,
  Performance,
  PerformanceTip,
  SimilarItems,
  TimelineEvent,
} from "../../../../contract/performance.ts";
import {
  AGING_BUCKETS,
  COHORT_WINDOWS,
  priceBandOf,
  SIMILAR_MIN_SALES,
  SIMILAR_MIN_SELLERS,
} from "../../../../contract/performance-rules.ts";
import type { MetricsRange } from "../../../../contract/ranges.ts";
import type { App } from "../../../app-types.ts";
import { notFound } from "../../../lib/http-error.ts";
import { UUID } from "../../../lib/ids.ts";
import { decodeExactCursor, encodeCursor } from "../../../lib/pagination.ts";
import { findListingRow } from "../../listings/repo.ts";
import { oneDecimal, type Period, percentOf, periodOf, shareOf } from "../period.ts";
import * as listings from "./listings-repo.ts";
import * as overviewRepo from "./overview-repo.ts";
import { similarSales } from "./similar-repo.ts";

/*
 * How my listings are doing (issue 48 item 1, docs/decisions/206): every figure from the seller's own records, by
 * the app's clock, days in APP_TIMEZONE. Only the similar-items comparison looks at other sellers' sales, and then
 * only at counts and medians.
 */

const periodFor = (app: App, range: MetricsRange) => periodOf(app.db, app.config.timeZone, app.clock.now(), range);

function tipsFor(row: overviewRepo.NoInterestRow): PerformanceTip[] {
  const tips: PerformanceTip[] = [];
  if (row.suggested) tips.push({ kind: "price", suggestedPrice: row.suggested, source: "suggestion" });
  else if (row.market && Number(row.market) > 0 && Number(row.market) < Number(row.price))
    tips.push({ kind: "price", suggestedPrice: row.market, source: "market" });
  tips.push({ kind: "photos", photoCount: row.photos });
  return tips;
}

export async function performance(app: App, userId: string, range: MetricsRange): Promise<Performance> {
  const p = await periodFor(app, range);
  const [o, months, quiet] = await Promise.all([
    overviewRepo.overview(app.db, userId, p),
    overviewRepo.cohorts(app.db, userId, p),
    overviewRepo.noInterest(app.db, userId, p),
  ]);
  const aged = [o.age_0, o.age_30, o.age_60, o.age_90];
  return {
    range,
    timeZone: p.timeZone,
    today: p.today,
    from: p.from,
    counts: { listed: o.listed, live: o.live, sold: o.sold, withdrawn: o.withdrawn },
    period: {
      listed: o.period_listed,
      sold: o.period_sold,
      sellThrough: shareOf(o.period_sold, o.period_listed),
      medianDaysToSell: oneDecimal(o.median_days),
    },
    cohorts: months.map((m) => ({
      month: m.month,
      listed: m.listed,
      windows: COHORT_WINDOWS.map((days) => {
        const sold = m[`sold_${days}`];
        return { days, sold, share: shareOf(sold, m.listed), final: m[`aged_${days}`] === m.listed };
      }),
    })),
    money: {
      earnings: o.earnings,
      pendingCount: o.pending_count,
      pendingAmount: o.pending_amount,
      paidCount: o.paid_count,
      paidAmount: o.paid_amount,
    },
    aging: AGING_BUCKETS.map((b, i) => ({ bucket: b.key, count: aged[i] })),
    noInterest: {
      total: quiet[0]?.total ?? 0,
      items: quiet.map((r) => ({
        id: r.id,
        title: r.title,
        price: r.price,
        daysListed: r.days_listed,
        lastInterestAt: r.last_interest_at,
        lastInterestDay: r.last_interest_day,
        tips: tipsFor(r),
      })),
    },
  };
}

function rowDto(row: listings.ListingRow, live: listings.LiveDaysRow[]): ListingPerformance {
  const order: Marketplace[] = ["olx", "quikr", "facebook"];
  return {
    id: row.id,
    title: row.title,
    state: row.state as ListingState,
    price: row.price,
    listedAt: row.listed_at,
    listedDay: row.listed_day,
    daysListed: row.days_listed,
    live: live
      .filter((d) => d.listing_id === row.id)
      .sort((a, b) => order.indexOf(a.marketplace) - order.indexOf(b.marketplace))
      .map((d) => ({ marketplace: d.marketplace, days: d.days, liveNow: d.live_now })),
    offers: {
      count: row.offers,
      best: row.best_offer,
      bestVsAsking: row.best_offer && Number(row.price) > 0 ? shareOf(Number(row.best_offer), Number(row.price)) : null,
    },
    questions: { count: row.questions },
    lastInterestAt: row.last_interest_at,
    lastInterestDay: row.last_interest_day,
  };
}

/** GET /api/performance/listings: a page of the seller's listings, newest first, with the next page's cursor. */
export async function listingPage(
  app: App,
  userId: string,
  query: { limit: number; cursor?: string },
): Promise<ListingPerformancePage> {
  const p = await periodFor(app, "all");
  const rows = await listings.listingPage(app.db, userId, p, {
    limit: query.limit,
    after: decodeExactCursor(query.cursor),
  });
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  const live = await listings.liveDays(
    app.db,
    page.map((r) => r.id),
    p,
  );
  return {
    items: page.map((r) => rowDto(r, live)),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.listed_key, id: last.id }) : null,
  };
}

/** Its events oldest first; a price change carries the price before it. */
function timelineDto(rows: listings.EventRow[]): TimelineEvent[] {
  let price: string | null = null;
  return rows.map((r) => {
    const previousAmount = r.kind === "price" ? price : null;
    if (r.kind === "listed" || r.kind === "relisted" || r.kind === "price") price = r.amount;
    return {
      kind: r.kind as TimelineEvent["kind"],
      at: r.at,
      day: r.day,
      marketplace: r.marketplace as TimelineEvent["marketplace"],
      amount: r.amount,
      previousAmount,
    };
  });
}

/**
 * Similar items sold by other sellers: the listing's item type when it has one and enough sales back it, else its
 * category; in the band of its asking price.
 */
async function similarFor(
  app: App,
  userId: string,
  listing: { price: string; category: string; itemType: string | null },
): Promise<SimilarItems> {
  const band = priceBandOf(listing.price);
  const bases: Array<{ basis: "itemType" | "category"; value: string }> = [
    ...(listing.itemType ? [{ basis: "itemType" as const, value: listing.itemType }] : []),
    { basis: "category", value: listing.category },
  ];
  let last: SimilarItems | undefined;
  for (const b of bases) {
    const r = await similarSales(app.db, { ...b, band, excludeUserId: userId, timeZone: app.config.timeZone });
    const enough = r.sales >= SIMILAR_MIN_SALES && r.sellers >= SIMILAR_MIN_SELLERS;
    last = {
      enough,
      ...b,
      band,
      medianDaysToSell: enough ? oneDecimal(r.median_days) : null,
      soldVsAsking: enough ? percentOf(r.median_ratio) : null,
    };
    if (enough) return last;
  }
  return last as SimilarItems;
}

/** GET /api/performance/listings/{id}: one of the seller's listings with its timeline and similar items. */
export async function listingDetail(app: App, userId: string, id: string): Promise<ListingDetail> {
  const missing = () => notFound(LISTING_MESSAGES.listingNotFound);
  if (!UUID.test(id)) throw missing();
  const p: Period = await periodFor(app, "all");
  const row = await listings.oneListing(app.db, userId, p, id);
  const listing = row ? await findListingRow(app.db, id, userId) : undefined;
  if (!row || !listing) throw missing();
  const [live, events, similar] = await Promise.all([
    listings.liveDays(app.db, [id], p),
    listings.timeline(app.db, id, p),
    similarFor(app, userId, listing),
  ]);
  return { listing: rowDto(row, live), timeline: timelineDto(events), similar };
}
