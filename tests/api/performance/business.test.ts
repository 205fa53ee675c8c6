import { beforeAll, describe, expect, it } from "vitest";
import { BUSINESS_CSV_COLUMNS, type BusinessRow } from "../../../src/contract/business-numbers.ts";
import { ManualClock } from "../../../src/server/lib/clock.ts";
import { createTestApp } from "../../helpers/app.ts";
import { type Admin, adminOf } from "../queue/helpers.ts";
import { at, numbersOf, type Seller, Shop, TIME_ZONE } from "./shop.ts";

/**
 * Issue 48 item 2 (docs/decisions/207): the business's numbers on the desk from a known history made through the
 * routes - listed, sold, sell-through, days to sell, price realisation, offers and questions per live listing, the
 * posting team's speed, how long ads stay up after a sale, how long payouts take - in total, by marketplace and by
 * category, exactly; for owners and managers only.
 */

const clock = new ManualClock(at(0));
const app = await createTestApp({ APP_TIMEZONE: TIME_ZONE }, undefined, { clock });
let shop: Shop;
let manager: Admin;
let poster: Admin;
let asha: Seller;

/** A row with every figure zero or null but those given. */
const row = (key: string, over: Partial<BusinessRow>): BusinessRow => ({
  key,
  listed: 0,
  sold: 0,
  sellThrough: null,
  medianDaysToSell: null,
  soldVsAsking: null,
  soldVsMarket: null,
  liveListings: 0,
  offers: 0,
  questions: 0,
  offersPerLive: null,
  questionsPerLive: null,
  adsLive: 0,
  medianHoursToLive: null,
  medianHoursToAdsDown: null,
  adsStillUp: 0,
  medianHoursToPayout: null,
  payoutsPending: 0,
  ...over,
});

beforeAll(async () => {
  shop = new Shop(app, clock, await adminOf(app, "owner"));
  manager = await adminOf(app, "manager");
  poster = await adminOf(app, "poster");
  asha = await shop.seller("Asha");
  const bina = await shop.seller("Bina");
  // D4, long ago: live 10 hours after it was listed, sold the next day, its ad down an hour later, paid 12 hours on.
  const d4 = await shop.when(0, "09:00").list(asha, { price: "4000", medianPrice: "5000" });
  await shop.when(0, "19:00").live(d4, "olx");
  const s4 = await shop.when(1, "09:00").sell(d4, "4000", "olx");
  await shop.when(1, "10:00").takeDown(s4);
  await shop.when(1, "21:00").pay(s4, "4000");
  // D1: live on OLX after 2 hours and on Quikr after 24, sold on OLX 2 days after listing; both ads down 6 hours
  // after the sale; paid 24 hours after it.
  const d1 = await shop.when(40, "09:00").list(asha, { price: "1000", medianPrice: "1200" });
  await shop.when(40, "11:00").live(d1, "olx");
  await shop.when(41, "09:00").live(d1, "quikr");
  const s1 = await shop.when(42, "09:00").sell(d1, "900", "olx");
  await shop.when(42, "15:00").takeDown(s1);
  await shop.when(43, "09:00").pay(s1, "900");
  // D2 (home): live on Facebook after 4 hours, an offer and a question there, sold elsewhere ("other") 3 days after
  // listing; its Facebook ad still up, its payout pending.
  const d2 = await shop.when(41, "09:00").list(bina, { price: "2000", medianPrice: "2500", category: "home" });
  await shop.when(41, "13:00").live(d2, "facebook");
  await shop.when(42, "10:00").offer(d2, "facebook", "1800");
  await shop.when(43, "10:00").question(d2, "facebook");
  await shop.when(44, "09:00").sell(d2, "2000", "other");
  // D3: no ads, withdrawn (not a sale); and a draft, never listed.
  const d3 = await shop.when(43, "09:00").list(asha, { price: "3000", medianPrice: "3000" });
  await shop.when(44, "10:00").change(asha, d3, "withdraw");
  await shop.list(asha, { status: "draft", price: "999" });
  shop.when(45, "10:00");
});

describe("the business's numbers", () => {
  it("adds up the last 30 days in total, by marketplace and by category", async () => {
    const n = await numbersOf(shop.owner, "30d");
    expect(n).toMatchObject({ range: "30d", timeZone: TIME_ZONE, today: "2026-04-15", from: "2026-03-17" });
    expect(n.total).toEqual(
      row("all", {
        listed: 3,
        sold: 2,
        sellThrough: 66.7,
        medianDaysToSell: 2.5,
        soldVsAsking: 95,
        soldVsMarket: 77.5,
        liveListings: 2,
        offers: 1,
        questions: 1,
        offersPerLive: 0.5,
        questionsPerLive: 0.5,
        adsLive: 3,
        medianHoursToLive: 4,
        medianHoursToAdsDown: 6,
        adsStillUp: 1,
        medianHoursToPayout: 24,
        payoutsPending: 1,
      }),
    );
    expect(n.byMarketplace).toEqual([
      row("olx", {
        listed: 1,
        sold: 1,
        sellThrough: 100,
        medianDaysToSell: 2,
        soldVsAsking: 90,
        soldVsMarket: 75,
        liveListings: 1,
        offersPerLive: 0,
        questionsPerLive: 0,
        adsLive: 1,
        medianHoursToLive: 2,
        medianHoursToAdsDown: 6,
        medianHoursToPayout: 24,
      }),
      row("quikr", {
        listed: 1,
        sellThrough: 0,
        liveListings: 1,
        offersPerLive: 0,
        questionsPerLive: 0,
        adsLive: 1,
        medianHoursToLive: 24,
        medianHoursToAdsDown: 6,
      }),
      row("facebook", {
        listed: 1,
        sellThrough: 0,
        liveListings: 1,
        offers: 1,
        questions: 1,
        offersPerLive: 1,
        questionsPerLive: 1,
        adsLive: 1,
        medianHoursToLive: 4,
        adsStillUp: 1,
      }),
      row("other", { sold: 1, medianDaysToSell: 3, soldVsAsking: 100, soldVsMarket: 80, payoutsPending: 1 }),
    ]);
    expect(n.byCategory).toEqual([
      row("electronics", {
        listed: 2,
        sold: 1,
        sellThrough: 50,
        medianDaysToSell: 2,
        soldVsAsking: 90,
        soldVsMarket: 75,
        liveListings: 1,
        offersPerLive: 0,
        questionsPerLive: 0,
        adsLive: 2,
        medianHoursToLive: 13,
        medianHoursToAdsDown: 6,
        medianHoursToPayout: 24,
      }),
      row("home", {
        listed: 1,
        sold: 1,
        sellThrough: 100,
        medianDaysToSell: 3,
        soldVsAsking: 100,
        soldVsMarket: 80,
        liveListings: 1,
        offers: 1,
        questions: 1,
        offersPerLive: 1,
        questionsPerLive: 1,
        adsLive: 1,
        medianHoursToLive: 4,
        adsStillUp: 1,
        payoutsPending: 1,
      }),
    ]);
  });

  it("adds up all time, the older sale included", async () => {
    const n = await numbersOf(shop.owner, "all");
    expect(n.from).toBeNull();
    expect(n.total).toMatchObject({
      listed: 4,
      sold: 3,
      sellThrough: 75,
      medianDaysToSell: 2,
      soldVsAsking: 100,
      soldVsMarket: 80,
      liveListings: 3,
      adsLive: 4,
      medianHoursToLive: 7,
      medianHoursToAdsDown: 3.5,
      adsStillUp: 1,
      medianHoursToPayout: 18,
      payoutsPending: 1,
    });
  });

  it("says a period with nothing in it is empty: zeros, no medians, no categories", async () => {
    shop.when(60, "10:00");
    try {
      const n = await numbersOf(manager, "7d");
      expect(n.total).toEqual(row("all", {}));
      expect(n.byMarketplace.map((r) => r.key)).toEqual(["olx", "quikr", "facebook", "other"]);
      expect(n.byCategory).toEqual([]);
    } finally {
      shop.when(45, "10:00");
    }
  });

  it("exports the same numbers as CSV, one line per total, marketplace and category", async () => {
    const res = await manager.call("GET", "/api/admin/analytics/export?range=30d");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="snaplist-business-30d-2026-04-15.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(BUSINESS_CSV_COLUMNS.join(","));
    expect(lines[1]).toBe("total,all,3,2,66.7,2.5,95,77.5,2,1,1,0.5,0.5,3,4,6,1,24,1");
    expect(lines.slice(2).map((l) => l.split(",").slice(0, 2).join(","))).toEqual([
      "marketplace,olx",
      "marketplace,quikr",
      "marketplace,facebook",
      "marketplace,other",
      "category,electronics",
      "category,home",
    ]);
  });

  it("is for owners and managers: a poster, a seller and a visitor are refused", async () => {
    for (const url of ["/api/admin/analytics", "/api/admin/analytics/export"]) {
      expect((await poster.call("GET", url)).statusCode).toBe(403);
      expect((await asha.call("GET", url)).statusCode).toBe(403);
      expect((await app.inject({ method: "GET", url })).statusCode).toBe(401);
    }
    expect((await shop.owner.call("GET", "/api/admin/analytics?range=forever")).statusCode).toBe(400);
  });
});
