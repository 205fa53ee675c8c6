import { BUSINESS_CSV_COLUMNS, type BusinessNumbers, type BusinessRow } from "../../../../contract/business-numbers.ts";
import { SALE_MARKETPLACES } from "../../../../contract/enums.ts";
import type { MetricsRange } from "../../../../contract/ranges.ts";
import type { App } from "../../../app-types.ts";
import { csvField } from "../../../lib/csv.ts";
import { oneDecimal, percentOf, periodOf, shareOf } from "../period.ts";
import * as repo from "./repo.ts";

/*
 * The business's numbers on the desk (issue 48 item 2, docs/decisions/207): the four aggregates of repo.ts, put
 * together per total, marketplace and category. Ratios per live listing have two decimals; shares are percentages.
 */

type Group = "total" | "category" | "marketplace";
type Parts = {
  sales?: repo.SalesRow;
  ads?: repo.AdsRow;
  down?: repo.DownRow;
  interest?: repo.InterestRow;
};

const perLive = (n: number, live: number) => (live > 0 ? Math.round((n / live) * 100) / 100 : null);

function rowOf(key: string, group: Group, p: Parts): BusinessRow {
  // A marketplace's listings are its ads: first live there in the period; its live listings are those with an ad
  // there. The total and a category count listings.
  const listed = group === "marketplace" ? (p.ads?.ads_live ?? 0) : (p.sales?.listed ?? 0);
  const live = group === "marketplace" ? (p.ads?.live_listings ?? 0) : (p.sales?.live_listings ?? 0);
  const sold = p.sales?.sold ?? 0;
  const offers = p.interest?.offers ?? 0;
  const questions = p.interest?.questions ?? 0;
  return {
    key,
    listed,
    sold,
    sellThrough: shareOf(sold, listed),
    medianDaysToSell: oneDecimal(p.sales?.median_days),
    soldVsAsking: percentOf(p.sales?.vs_asking),
    soldVsMarket: percentOf(p.sales?.vs_market),
    liveListings: live,
    offers,
    questions,
    offersPerLive: perLive(offers, live),
    questionsPerLive: perLive(questions, live),
    adsLive: p.ads?.ads_live ?? 0,
    medianHoursToLive: oneDecimal(p.ads?.hours_to_live),
    medianHoursToAdsDown: oneDecimal(p.down?.hours_to_down),
    adsStillUp: p.down?.still_up ?? 0,
    medianHoursToPayout: oneDecimal(p.sales?.payout_hours),
    payoutsPending: p.sales?.payouts_pending ?? 0,
  };
}

export async function businessNumbers(app: App, range: MetricsRange): Promise<BusinessNumbers> {
  const p = await periodOf(app.db, app.config.timeZone, app.clock.now(), range);
  const [sales, ads, down, interest] = await Promise.all([
    repo.salesNumbers(app.db, p),
    repo.adNumbers(app.db, p),
    repo.adsDownNumbers(app.db, p),
    repo.interestNumbers(app.db, p),
  ]);
  const parts = new Map<string, Parts>();
  const put = <K extends keyof Parts>(part: K, rows: NonNullable<Parts[K]>[]) => {
    for (const r of rows) {
      if (r.g !== "total" && r.key === null) continue; // unsold listings have no sale marketplace
      const id = `${r.g}:${r.g === "total" ? "all" : r.key}`;
      parts.set(id, { ...parts.get(id), [part]: r });
    }
  };
  put("sales", sales);
  put("ads", ads);
  put("down", down);
  put("interest", interest);
  const keysOf = (group: Group) =>
    [...parts.keys()].filter((k) => k.startsWith(`${group}:`)).map((k) => k.slice(group.length + 1));
  const byCategory = keysOf("category")
    .map((key) => rowOf(key, "category", parts.get(`category:${key}`) ?? {}))
    .filter((r) => r.listed + r.sold + r.liveListings + r.offers + r.questions > 0)
    .sort((a, b) => b.listed - a.listed || b.sold - a.sold || a.key.localeCompare(b.key));
  return {
    range,
    timeZone: p.timeZone,
    today: p.today,
    from: p.from,
    total: rowOf("all", "total", parts.get("total:all") ?? {}),
    byMarketplace: SALE_MARKETPLACES.map((m) => rowOf(m, "marketplace", parts.get(`marketplace:${m}`) ?? {})),
    byCategory,
  };
}

/** The numbers as CSV: one line per total, marketplace and category; text fields made safe for spreadsheets. */
export function businessCsv(n: BusinessNumbers): string {
  const line = (group: string, r: BusinessRow) =>
    [
      group,
      r.key,
      r.listed,
      r.sold,
      r.sellThrough,
      r.medianDaysToSell,
      r.soldVsAsking,
      r.soldVsMarket,
      r.liveListings,
      r.offers,
      r.questions,
      r.offersPerLive,
      r.questionsPerLive,
      r.adsLive,
      r.medianHoursToLive,
      r.medianHoursToAdsDown,
      r.adsStillUp,
      r.medianHoursToPayout,
      r.payoutsPending,
    ]
      .map((v) => csvField(v === null ? "" : String(v)))
      .join(",");
  const lines = [
    BUSINESS_CSV_COLUMNS.join(","),
    line("total", n.total),
    ...n.byMarketplace.map((r) => line("marketplace", r)),
    ...n.byCategory.map((r) => line("category", r)),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
