import { beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../../src/server/lib/clock.ts";
import { createTestApp } from "../../helpers/app.ts";
import { adminOf } from "../queue/helpers.ts";
import { at, detailOf, type Seller, Shop, TIME_ZONE } from "./shop.ts";

/**
 * Issue 48 item 1 (docs/decisions/206): "against similar items on SnapList" - the same item type (or category) in
 * the same price band, shown only when at least 5 sales by at least 3 other sellers back it; never another seller's
 * listing, name or floor; the seller's own sales, withdrawn listings and other bands do not count.
 */

const clock = new ManualClock(at(0));
const app = await createTestApp({ APP_TIMEZONE: TIME_ZONE }, undefined, { clock });
let shop: Shop;
const s: Record<string, Seller> = {};
const subject: Record<string, string> = {};

const phone = (price: string, more: Record<string, unknown> = {}) => ({ itemType: "phone", price, ...more });
const laptop = (price: string) => ({ itemType: "laptop", price });

beforeAll(async () => {
  shop = new Shop(app, clock, await adminOf(app, "owner"));
  for (const name of ["Asha", "Bina", "Chetan", "Dev", "Esha"]) s[name] = await shop.seller(name);
  shop.when(60);
  subject.phone = await shop.list(s.Asha, { title: "My phone", ...phone("12000") });
  subject.laptop = await shop.list(s.Asha, { title: "My laptop", ...laptop("30000") });
  subject.camera = await shop.list(s.Asha, { title: "My camera", itemType: "camera", price: "12000" });
  // Phones of 10,000-25,000 rupees sold by others: four sales by three sellers.
  await shop.soldAfter(s.Bina, 0, 10, phone("12000", { floorPrice: "10777", title: "Bina's secret phone" }), "11000");
  await shop.soldAfter(s.Bina, 1, 20, phone("15000"), "15000");
  await shop.soldAfter(s.Chetan, 2, 4, phone("20000"), "18000");
  await shop.soldAfter(s.Dev, 3, 6, phone("11000"), "9900");
  // Not counted: Asha's own sale, a withdrawn phone, a phone in another band.
  await shop.soldAfter(s.Asha, 4, 1, phone("13000"), "13000");
  shop.when(5);
  const withdrawn = await shop.list(s.Esha, phone("14000"));
  await shop.when(6).change(s.Esha, withdrawn, "withdraw");
  await shop.soldAfter(s.Esha, 7, 2, phone("60000"), "60000");
  // Laptops of 25,000-50,000: five sales, but by two sellers.
  for (const [seller, day] of [
    ["Bina", 8],
    ["Bina", 9],
    ["Bina", 10],
    ["Chetan", 11],
    ["Chetan", 12],
  ] as const)
    await shop.soldAfter(s[seller], day, 3, laptop("30000"), "27000");
  shop.when(60);
});

describe("similar items sold on SnapList", () => {
  it("says there are not enough sales at 4 sales by 3 other sellers", async () => {
    const { similar } = await detailOf(s.Asha, subject.phone);
    expect(similar).toEqual({
      enough: false,
      basis: "category",
      value: "electronics",
      band: { min: 10000, max: 25000 },
      medianDaysToSell: null,
      soldVsAsking: null,
    });
  });

  it("says there are not enough sales at 5 sales by 2 other sellers", async () => {
    const { similar } = await detailOf(s.Asha, subject.laptop);
    expect(similar).toMatchObject({ enough: false, band: { min: 25000, max: 50000 }, medianDaysToSell: null });
  });

  it("compares at 5 sales by 3 other sellers: the median days to sell and sold ÷ asking", async () => {
    await shop.soldAfter(s.Bina, 20, 30, phone("10000"), "9000");
    await shop.soldAfter(s.Dev, 21, 5, laptop("40000"), "40000");
    shop.when(60);
    const p = await detailOf(s.Asha, subject.phone);
    // Days 10, 20, 4, 6, 30; sold ÷ asking 0.917, 1, 0.9, 0.9, 0.9.
    expect(p.similar).toEqual({
      enough: true,
      basis: "itemType",
      value: "phone",
      band: { min: 10000, max: 25000 },
      medianDaysToSell: 10,
      soldVsAsking: 90,
    });
    // Laptops: days 3 x5 and 5; 27000/30000 x5 and 1.
    const l = await detailOf(s.Asha, subject.laptop);
    expect(l.similar).toMatchObject({ enough: true, basis: "itemType", medianDaysToSell: 3, soldVsAsking: 90 });
  });

  it("falls back to the category when the item type has no sales", async () => {
    const { similar } = await detailOf(s.Asha, subject.camera);
    expect(similar).toMatchObject({ enough: true, basis: "category", value: "electronics", medianDaysToSell: 10 });
  });

  it("never shows another seller's listing, name or floor", async () => {
    const res = await s.Asha.call("GET", `/api/performance/listings/${subject.phone}`);
    for (const secret of ["Bina", "Chetan", "Dev", "Esha", "secret phone", "10777"])
      expect(res.body).not.toContain(secret);
  });
});
