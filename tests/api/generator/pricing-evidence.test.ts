import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ItemTypeName } from "../../../src/contract/generator.ts";
import type { App } from "../../../src/server/app-types.ts";
import { creationLogs, postings, type User } from "../../../src/server/db/schema.ts";
import { ManualClock } from "../../../src/server/lib/clock.ts";
import { recordClassification } from "../../../src/server/modules/generator/creation-log.ts";
import { computePricing } from "../../../src/server/modules/generator/pricing/engine.ts";
import { findEvidence } from "../../../src/server/modules/generator/pricing/evidence-repo.ts";
import { adUrl } from "../../helpers/ad-urls.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createUser, ownUploads } from "../../helpers/factories.ts";
import { type Client, clientFor } from "../listings/helpers.ts";

/*
 * Issue 48 item 3 (docs/decisions/200): the generator's three prices from SnapList's own sales and accepted offers,
 * built through the app's own routes (listings posted by sellers, ads marked live, offers and sales recorded by an
 * admin) with the clock moved by hand, and checked to the rupee and the day. Runs on PGlite and PostgreSQL.
 */
const DAY = 86_400_000;
// Noon in Asia/Kolkata (APP_TIMEZONE's default).
const clock = new ManualClock(new Date("2026-11-02T06:30:00.000Z"));
const app = await createTestApp({}, undefined, { clock });
const desk = await clientFor(app, await createAdmin(app));
let photo = 0;

interface Seller {
  user: User;
  call: Client;
}
async function seller(): Promise<Seller> {
  const user = await createUser(app);
  return { user, call: await clientFor(app, user) };
}

/** A seller posts a listing (three ads waiting) of a plain item type: no brand, so the reference is the type's. */
async function post(s: Seller, o: { itemType: ItemTypeName; category: string; price: number; floor?: number }) {
  const url = `/uploads/pricing-${process.pid}-${photo++}.jpg`;
  await ownUploads(app, s.user, [url]);
  const res = await s.call("POST", "/api/listings", {
    title: `A ${o.itemType} to sell`,
    description: "Kept well, works as it should.",
    price: String(o.price),
    category: o.category,
    condition: "good",
    status: "active",
    imageUrls: [url],
    itemType: o.itemType,
    pricingStrategy: "balanced",
    ...(o.floor ? { floorPrice: String(o.floor) } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const live = async (listingId: string) => {
  const res = await desk("POST", `/api/admin/marketplace-postings/${listingId}/olx/posted`, {
    postingUrl: adUrl("olx"),
  });
  expect(res.statusCode, res.body).toBe(200);
};
const sell = async (listingId: string, amount: number) => {
  const res = await desk("POST", "/api/admin/sales", { listingId, saleAmount: String(amount), marketplace: "olx" });
  expect(res.statusCode, res.body).toBe(201);
};
/** A buyer's offer the seller accepts (no floor: the seller decides). */
async function acceptedOffer(s: Seller, listingId: string, amount: number) {
  const offer = await desk("POST", `/api/admin/listings/${listingId}/offers`, {
    marketplace: "olx",
    amount: String(amount),
  });
  expect(offer.statusCode, offer.body).toBe(201);
  const res = await s.call("POST", `/api/offers/${offer.json().id}/answer`, { decision: "accept" });
  expect(res.statusCode, res.body).toBe(200);
}

const price = async (itemType: ItemTypeName, category: string, extra: Record<string, unknown> = {}) => {
  const asker = await seller();
  const res = await asker.call("POST", "/api/smart-pricing", {
    productName: `Used ${itemType}`,
    itemType,
    category,
    condition: "good",
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** What the engine makes of these amounts and weights, as the generator asks it for a plain item in good condition. */
const expected = (itemType: ItemTypeName, level: "type", amounts: number[], weights: number[]) => {
  const p = computePricing({
    itemType,
    condition: "good",
    identificationConfidence: 0.4,
    comparables: { level, amounts, weights },
    now: clock.now(),
  });
  return {
    quickPrice: p.quickPrice.toFixed(2),
    medianPrice: p.medianPrice.toFixed(2),
    maxPrice: p.maxPrice.toFixed(2),
  };
};
/** The market price the reference tables alone give a plain item in good condition. */
const referenceMedian = (itemType: ItemTypeName) =>
  computePricing({
    itemType,
    condition: "good",
    identificationConfidence: 0.4,
    comparables: undefined,
    now: clock.now(),
  }).medianPrice;
const age = (days: number) => 0.5 ** (days / 90);

describe("the three prices from SnapList's own sales", () => {
  it("with no sales, they come from the reference prices and say no days", async () => {
    const p = await price("toy", "toys");
    expect(p.basis).toEqual({ reference: "type", comparables: 0, source: "reference", sales: 0, offers: 0 });
    expect(p.days).toEqual({ quickPrice: null, medianPrice: null, maxPrice: null });
    expect(Number(p.medianPrice)).toBe(referenceMedian("toy"));
  });

  it("4 sales move the prices but say no days; the 5th (a sale on day 0) backs the market price's days", async () => {
    const at = referenceMedian("book");
    const floor = Math.round(at * 0.37);
    const sellers = [await seller(), await seller(), await seller(), await seller()];
    const start = clock.now().getTime();
    const listed: string[] = [];
    for (const s of [...sellers, sellers[0]]) {
      listed.push(await post(s, { itemType: "book", category: "books", price: at, floor }));
    }
    // Four of them go live together, at the market price, and sell 3, 5, 7 and 9 days later.
    for (const id of listed.slice(0, 4)) await live(id);
    const soldAfter = [3, 5, 7, 9];
    for (const [i, d] of soldAfter.entries()) {
      clock.set(new Date(start + d * DAY));
      await sell(listed[i], at);
    }
    clock.set(new Date(start + 9 * DAY + 3600_000));
    const four = await price("book", "books");
    expect(four.basis).toEqual({
      reference: "type",
      comparables: 4,
      level: "type",
      source: "snaplist",
      sales: 4,
      offers: 0,
    });
    expect(four.days).toEqual({ quickPrice: null, medianPrice: null, maxPrice: null });
    const agesAt = (hours: number) => soldAfter.map((d) => 9 - d + hours / 24);
    expect(four).toMatchObject(expected("book", "type", [at, at, at, at], agesAt(1).map(age)));

    // The fifth goes live and sells within the same hour: day 0. Five sales by four sellers: the days are shown.
    clock.set(new Date(start + 9 * DAY + 2 * 3600_000));
    await live(listed[4]);
    await sell(listed[4], at);
    const five = await price("book", "books");
    expect(five.basis).toMatchObject({ comparables: 5, sales: 5, source: "snaplist" });
    // Days 0, 3, 5, 7 and 9, weighed by age (the day-0 sale is the newest): the weighted median is 5.
    expect(five.days).toEqual({ quickPrice: null, medianPrice: 5, maxPrice: null });
    expect(five).toMatchObject(expected("book", "type", [at, at, at, at, at], [...agesAt(2), 0].map(age)));
    // The sellers' floors are nowhere in the answer: the prices above are the sales' alone.
    expect(JSON.stringify(five)).not.toContain(`"${floor}.00"`);
  });

  it("counts days in the business's calendar: a sale on the day an ad went live is 0, past midnight 1", async () => {
    const s = await seller();
    const at = referenceMedian("musical");
    const sameDay = await post(s, { itemType: "musical", category: "musical", price: at });
    const overnight = await post(s, { itemType: "musical", category: "musical", price: at });
    const neverLive = await post(s, { itemType: "musical", category: "musical", price: at });
    clock.set(new Date("2026-11-20T19:00:00.000Z")); // 00:30 on 21 November in Kolkata
    await live(sameDay);
    clock.set(new Date("2026-11-21T18:00:00.000Z")); // 23:30 the same day
    await sell(sameDay, at);
    await live(overnight); // goes live at 23:30 ...
    clock.set(new Date("2026-11-21T19:30:00.000Z")); // ... and sells at 01:00 the next day
    await sell(overnight, at);
    // No ad ever went live: the days count from when it was posted (its ads were queued), two days before.
    await app.db
      .update(postings)
      .set({ createdAt: new Date("2026-11-19T19:30:00.000Z") })
      .where(eq(postings.listingId, neverLive));
    clock.set(new Date("2026-11-21T19:45:00.000Z"));
    await sell(neverLive, at);
    const rows = await findEvidence(app.db, {
      category: "musical",
      itemType: "musical",
      band: { lo: 0, hi: 1e9 },
      now: clock.now(),
      timeZone: app.config.timeZone,
    });
    expect(rows.map((r) => r.days)).toEqual([2, 1, 0]);
    expect(rows.every((r) => r.kind === "sale" && r.rank === 1 && r.asking === at)).toBe(true);
  });

  it("counts an accepted offer as 0.6 of a sale, and stops when its listing is withdrawn", async () => {
    const s = await seller();
    const at = referenceMedian("clothing");
    for (const amount of [at, at + 100, at + 200]) {
      const id = await post(s, { itemType: "clothing", category: "clothing", price: amount });
      await live(id);
      await sell(id, amount);
    }
    const pending = await post(s, { itemType: "clothing", category: "clothing", price: at + 500 });
    await live(pending);
    await acceptedOffer(s, pending, at + 300);
    const withOffer = await price("clothing", "clothing");
    expect(withOffer.basis).toMatchObject({ comparables: 4, sales: 3, offers: 1, source: "snaplist" });
    expect(withOffer).toMatchObject(expected("clothing", "type", [at, at + 100, at + 200, at + 300], [1, 1, 1, 0.6]));

    // The buyer vanished; the seller sold it elsewhere: withdrawn, it is no evidence (nor any sale) at all.
    const question = await desk("POST", `/api/admin/listings/${pending}/questions`, {
      marketplace: "olx",
      common: "available",
    });
    expect(question.statusCode, question.body).toBe(201);
    const answer = await s.call("POST", `/api/questions/${question.json().id}/answer`, { reply: "sold_elsewhere" });
    expect(answer.statusCode, answer.body).toBe(200);
    const after = await price("clothing", "clothing");
    expect(after.basis).toMatchObject({ comparables: 3, sales: 3, offers: 0 });
    expect(after).toMatchObject(expected("clothing", "type", [at, at + 100, at + 200], [1, 1, 1]));
  });

  it("keeps what each price was based on in the seller's creation log", async () => {
    const asker = await seller();
    const logId = await recordClassification(app.db, {
      userId: asker.user.id,
      originalImageUrl: "/uploads/log.jpg",
      photoCount: 1,
      provider: "offline",
      product: "Used book",
      brand: "",
      model: "",
      category: "books",
      confidence: 0.4,
      titles: ["Used book"],
    });
    const res = await asker.call("POST", "/api/smart-pricing", {
      productName: "Used book",
      itemType: "book",
      category: "books",
      condition: "good",
      creationLogId: logId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [log] = await app.db.select().from(creationLogs).where(eq(creationLogs.id, logId));
    const stored = log.aiSuggestedPrices;
    expect(stored).toMatchObject({ quickPrice: res.json().quickPrice, medianPrice: res.json().medianPrice });
    expect(stored?.basis).toMatchObject({
      source: "snaplist",
      reference: { level: "type" },
      comparables: { level: "type", sales: 5, offers: 0 },
      days: { quickPrice: null, medianPrice: { days: 5, sales: 5, sellers: 4 }, maxPrice: null },
    });
    expect(stored?.basis?.comparables?.evidence).toHaveLength(5);
    expect(stored?.basis?.comparables?.evidence.map((e) => e.days).sort((a, b) => Number(a) - Number(b))).toEqual([
      0, 3, 5, 7, 9,
    ]);
    // The desk's Creation Logs tab carries it as stored.
    const list = await desk("GET", "/api/admin/creation-logs?limit=5");
    const shown = list.json().find((l: { id: string }) => l.id === logId);
    expect(shown.aiSuggestedPrices.basis).toEqual(stored?.basis);
  });

  it("reads no seller's own listings when asked to, and nothing outside the band", async () => {
    const s = await seller();
    const other = await seller();
    for (const [who, amount] of [
      [s, 3000],
      [other, 3100],
      [other, 90000],
    ] as const) {
      const id = await post(who, { itemType: "watch", category: "jewelry", price: amount });
      await live(id);
      await sell(id, amount);
    }
    const read = (excludeUserId?: string) =>
      findEvidence(app.db, {
        category: "jewelry",
        itemType: "watch",
        band: { lo: 1000, hi: 9000 },
        now: clock.now(),
        timeZone: app.config.timeZone,
        excludeUserId,
      });
    expect((await read()).map((r) => r.amount).sort()).toEqual([3000, 3100]);
    expect((await read(s.user.id)).map((r) => r.amount)).toEqual([3100]);
  });
});

describe("when SnapList's evidence cannot be read", () => {
  it("generation still answers, from the reference prices, and the log says why", async () => {
    const broken: App = await createTestApp({}, undefined, { clock });
    const asker = await createUser(broken);
    const call = await clientFor(broken, asker);
    const logId = await recordClassification(broken.db, {
      userId: asker.id,
      originalImageUrl: "/uploads/toy.jpg",
      photoCount: 1,
      provider: "offline",
      product: "Used toy",
      brand: "",
      model: "",
      category: "toys",
      confidence: 0.4,
      titles: ["Used toy"],
    });
    await broken.db.execute(sql`alter table offers rename to offers_away`);
    try {
      const res = await call("POST", "/api/smart-pricing", {
        productName: "Used toy",
        itemType: "toy",
        category: "toys",
        condition: "good",
        creationLogId: logId,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().basis).toMatchObject({ source: "reference", comparables: 0 });
      expect(Number(res.json().medianPrice)).toBe(referenceMedian("toy"));
      const [log] = await broken.db.select().from(creationLogs).where(eq(creationLogs.id, logId));
      expect(log.aiSuggestedPrices?.basis).toMatchObject({
        source: "reference",
        evidenceFailed: true,
        comparables: null,
      });
    } finally {
      await broken.db.execute(sql`alter table offers_away rename to offers`);
    }
  });
});
