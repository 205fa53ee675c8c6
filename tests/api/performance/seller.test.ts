import { beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../../src/server/lib/clock.ts";
import { createTestApp } from "../../helpers/app.ts";
import { adminOf } from "../queue/helpers.ts";
import { at, detailOf, listingPageOf, listingsOf, performanceOf, type Seller, Shop, TIME_ZONE } from "./shop.ts";

/**
 * Issue 48 item 1 and 6 (docs/decisions/205, 206): the seller's performance screen from a known history made through
 * the routes, every figure checked exactly - a sale on day 0, a listing with no ads, a withdrawn listing (not a sale),
 * a period with no sales, days in Asia/Kolkata - and never another seller's data.
 */

const clock = new ManualClock(at(0));
const app = await createTestApp({ APP_TIMEZONE: TIME_ZONE }, undefined, { clock });
let shop: Shop;
let asha: Seller;
let bina: Seller;
const ids: Record<string, string> = {};

beforeAll(async () => {
  shop = new Shop(app, clock, await adminOf(app, "owner"));
  asha = await shop.seller("Asha");
  bina = await shop.seller("Bina");
  // L1: listed, live and sold on day 0, its ad down the same day, paid on day 2.
  ids.L1 = await shop.when(0, "09:00").list(asha, { title: "Sold the same day", price: "1000", medianPrice: "1200" });
  await shop.when(0, "11:00").live(ids.L1, "olx");
  const sale1 = await shop.when(0, "15:00").sell(ids.L1, "900", "olx");
  await shop.when(0, "17:00").takeDown(sale1);
  await shop.when(2, "10:00").pay(sale1, "850");
  // L4: live on Facebook from day 1, renewed on day 25, sold there on day 40 (its ad still up), payout pending.
  ids.L4 = await shop.when(0, "09:30").list(asha, { title: "Sold after forty days", price: "5000" });
  await shop.when(1, "10:00").live(ids.L4, "facebook");
  await shop.when(25, "10:00").renew(ids.L4, "facebook");
  await shop.when(40, "12:00").sell(ids.L4, "5000", "facebook");
  // L2: never gets an ad.
  ids.L2 = await shop.when(1, "09:00").list(asha, { title: "No ads yet", price: "2000" });
  // L3: live on OLX and Quikr, cheaper on day 5, an offer and a question, then withdrawn (not a sale); Quikr's ad down.
  ids.L3 = await shop.when(1, "09:30").list(asha, { title: "Taken off sale", price: "3000" });
  await shop.when(2, "10:00").live(ids.L3, "olx");
  await shop.when(2, "12:00").live(ids.L3, "quikr");
  await shop.when(5, "10:00").edit(asha, ids.L3, { price: "2500" });
  await shop.when(6, "10:00").offer(ids.L3, "olx", "2200");
  await shop.when(8, "10:00").question(ids.L3, "quikr");
  await shop.when(10, "10:00").change(asha, ids.L3, "withdraw");
  await shop.when(11, "10:00").takeDownAd(ids.L3, "quikr");
  // L5: live from day 3, nobody asks: "no interest", priced above the market price.
  ids.L5 = await shop.when(3, "09:00").list(asha, { title: "Nobody asks", price: "4000", medianPrice: "3500" });
  await shop.when(3, "11:00").live(ids.L5, "olx");
  // L6: listed on day 20, an offer on day 40 and a question on day 44.
  ids.L6 = await shop.when(20, "09:00").list(asha, { title: "Recent interest", price: "1500" });
  await shop.when(20, "11:00").live(ids.L6, "olx");
  await shop.when(40, "10:00").offer(ids.L6, "olx", "1000");
  await shop.when(44, "10:00").question(ids.L6, "olx");
  // Another seller's listing, sold: never in Asha's figures.
  ids.B1 = await shop.when(2, "09:00").list(bina, { title: "Bina's phone", price: "9000" });
  await shop.when(2, "10:00").live(ids.B1, "olx");
  await shop.when(3, "10:00").sell(ids.B1, "8500", "olx");
  shop.when(45, "10:00");
});

describe("the seller's figures overall", () => {
  it("counts where every listing is, and the last 30 days' listings, sales and days to sell", async () => {
    const p = await performanceOf(asha, "30d");
    expect(p).toMatchObject({ range: "30d", timeZone: TIME_ZONE, today: "2026-04-15", from: "2026-03-17" });
    expect(p.counts).toEqual({ listed: 6, live: 3, sold: 2, withdrawn: 1 });
    expect(p.period).toEqual({ listed: 1, sold: 1, sellThrough: 100, medianDaysToSell: 40 });
    expect(p.money).toEqual({
      earnings: "5000.00",
      pendingCount: 1,
      pendingAmount: "5000.00",
      paidCount: 0,
      paidAmount: "0.00",
    });
    expect(p.aging).toEqual([
      { bucket: "0-30", count: 1 },
      { bucket: "30-60", count: 2 },
      { bucket: "60-90", count: 0 },
      { bucket: "90+", count: 0 },
    ]);
  });

  it("counts a sale on day 0 as 0 days, and a withdrawn listing as no sale, over all time", async () => {
    const p = await performanceOf(asha, "all");
    expect(p.from).toBeNull();
    expect(p.period).toEqual({ listed: 6, sold: 2, sellThrough: 33.3, medianDaysToSell: 20 });
    expect(p.money).toMatchObject({ earnings: "5850.00", paidCount: 1, paidAmount: "850.00" });
  });

  it("says a period with nothing listed has no sell-through, and one with no sales no days to sell", async () => {
    const week = await performanceOf(asha, "7d");
    expect(week.period).toEqual({ listed: 0, sold: 1, sellThrough: null, medianDaysToSell: 40 });
    shop.when(50, "10:00");
    try {
      const later = await performanceOf(asha, "7d");
      expect(later.period).toEqual({ listed: 0, sold: 0, sellThrough: null, medianDaysToSell: null });
      expect(later.money).toMatchObject({ earnings: "0.00", paidAmount: "0.00" });
    } finally {
      shop.when(45, "10:00");
    }
  });

  it("gives sell-through by month listed, final once every item of the month is old enough", async () => {
    const now = await performanceOf(asha);
    expect(now.cohorts).toEqual([
      {
        month: "2026-03",
        listed: 6,
        windows: [
          { days: 30, sold: 1, share: 16.7, final: false },
          { days: 60, sold: 2, share: 33.3, final: false },
          { days: 90, sold: 2, share: 33.3, final: false },
        ],
      },
    ]);
    shop.when(120, "10:00");
    try {
      const later = await performanceOf(asha);
      expect(later.cohorts[0].windows.map((w) => w.final)).toEqual([true, true, true]);
    } finally {
      shop.when(45, "10:00");
    }
  });

  it("lists live items with no offer or question in 14 days, with what to try", async () => {
    const p = await performanceOf(asha);
    expect(p.noInterest).toEqual({
      total: 1,
      items: [
        {
          id: ids.L5,
          title: "Nobody asks",
          price: "4000.00",
          daysListed: 42,
          lastInterestAt: null,
          lastInterestDay: null,
          tips: [
            { kind: "price", suggestedPrice: "3500.00", source: "market" },
            { kind: "photos", photoCount: 2 },
          ],
        },
      ],
    });
  });

  it("shows another seller only their own figures", async () => {
    const p = await performanceOf(bina, "all");
    expect(p.counts).toEqual({ listed: 1, live: 0, sold: 1, withdrawn: 0 });
    expect(p.period).toEqual({ listed: 1, sold: 1, sellThrough: 100, medianDaysToSell: 1 });
    expect(p.noInterest.total).toBe(0);
  });
});

describe("each listing", () => {
  it("lists the seller's listings newest first with days live per marketplace, offers and questions", async () => {
    const rows = await listingsOf(asha);
    expect(rows.map((r) => r.id)).toEqual([ids.L6, ids.L5, ids.L3, ids.L2, ids.L4, ids.L1]);
    const by = Object.fromEntries(rows.map((r) => [r.id, r]));
    expect(by[ids.L1]).toMatchObject({ state: "sold", daysListed: 0, listedDay: "2026-03-01" });
    expect(by[ids.L1].live).toEqual([{ marketplace: "olx", days: 0, liveNow: false }]);
    expect(by[ids.L2]).toMatchObject({ state: "active", daysListed: 44, live: [] });
    expect(by[ids.L3]).toMatchObject({
      state: "withdrawn",
      price: "2500.00",
      daysListed: 9,
      offers: { count: 1, best: "2200.00", bestVsAsking: 88 },
      questions: { count: 1 },
      lastInterestAt: at(8).toISOString(),
      lastInterestDay: "2026-03-09",
    });
    // OLX's ad of the withdrawn listing was never taken down: live until it expired (30 days).
    expect(by[ids.L3].live).toEqual([
      { marketplace: "olx", days: 30, liveNow: false },
      { marketplace: "quikr", days: 9, liveNow: false },
    ]);
    // Renewed on day 25, sold on day 40, its delist not yet done: still live.
    expect(by[ids.L4].live).toEqual([{ marketplace: "facebook", days: 44, liveNow: true }]);
    expect(by[ids.L5].live).toEqual([{ marketplace: "olx", days: 30, liveNow: false }]);
    expect(by[ids.L6]).toMatchObject({
      offers: { count: 1, best: "1000.00", bestVsAsking: 66.7 },
      questions: { count: 1 },
    });
    expect(by[ids.L6].live).toEqual([{ marketplace: "olx", days: 25, liveNow: true }]);
  });

  it("pages with a cursor", async () => {
    const first = await listingPageOf(asha, "?limit=4");
    expect(first.items.map((r) => r.id)).toEqual([ids.L6, ids.L5, ids.L3, ids.L2]);
    expect(first.nextCursor).toBeTruthy();
    const rest = await listingPageOf(asha, `?limit=4&cursor=${first.nextCursor}`);
    expect(rest.items.map((r) => r.id)).toEqual([ids.L4, ids.L1]);
    expect(rest.nextCursor).toBeNull();
    expect((await asha.call("GET", "/api/performance/listings?cursor=garbage")).statusCode).toBe(400);
  });

  it("tells a listing's timeline: listed, live, price changes, offers, questions, withdrawn, taken down", async () => {
    const d = await detailOf(asha, ids.L3);
    expect(d.timeline.map((e) => [e.kind, e.day, e.marketplace, e.amount, e.previousAmount])).toEqual([
      ["listed", "2026-03-02", null, "3000.00", null],
      ["live", "2026-03-03", "olx", null, null],
      ["live", "2026-03-03", "quikr", null, null],
      ["price", "2026-03-06", null, "2500.00", "3000.00"],
      ["offer", "2026-03-07", "olx", "2200.00", null],
      ["question", "2026-03-09", "quikr", null, null],
      ["withdrawn", "2026-03-11", null, null, null],
      ["taken_down", "2026-03-12", "quikr", null, null],
    ]);
    const sold = await detailOf(asha, ids.L1);
    expect(sold.timeline.map((e) => [e.kind, e.marketplace, e.amount])).toEqual([
      ["listed", null, "1000.00"],
      ["live", "olx", null],
      ["sold", "olx", "900.00"],
      ["taken_down", "olx", null],
      ["paid", null, "850.00"],
    ]);
    const renewed = await detailOf(asha, ids.L4);
    expect(renewed.timeline.map((e) => e.kind)).toEqual(["listed", "live", "renewed", "sold"]);
  });

  it("is another seller's secret: their listing is not found", async () => {
    const res = await bina.call("GET", `/api/performance/listings/${ids.L1}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("Sold the same day");
    expect((await listingsOf(bina)).map((r) => r.id)).toEqual([ids.B1]);
    expect((await listingsOf(asha)).map((r) => r.id)).not.toContain(ids.B1);
    expect((await bina.call("GET", "/api/performance/listings/not-an-id")).statusCode).toBe(404);
  });

  it("refuses a visitor and a bad range", async () => {
    expect((await app.inject({ method: "GET", url: "/api/performance" })).statusCode).toBe(401);
    const bad = await asha.call("GET", "/api/performance?range=5d");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Range must be one of 7d, 30d, 90d or all/);
  });
});
