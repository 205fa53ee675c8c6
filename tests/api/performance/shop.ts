import { expect } from "vitest";
import type { BusinessNumbers } from "../../../src/contract/business-numbers.ts";
import type { Marketplace, SaleMarketplace } from "../../../src/contract/enums.ts";
import type {
  ListingDetail,
  ListingPerformance,
  ListingPerformancePage,
  Performance,
} from "../../../src/contract/performance.ts";
import type { App } from "../../../src/server/app-types.ts";
import type { ManualClock } from "../../../src/server/lib/clock.ts";
import { createUser, ownUploads } from "../../helpers/factories.ts";
import { type Client, clientFor, validListing } from "../listings/helpers.ts";
import { type Admin, adUrl } from "../queue/helpers.ts";

/**
 * A known history, made through the app's routes as sellers and admins make it, with the clock set before each step
 * (issue 48 item 7). Times are written as "day D, HH:MM" in Asia/Kolkata (UTC+5:30, no daylight saving) from DAY0.
 */

export const TIME_ZONE = "Asia/Kolkata";
/** Day 0: 1 March 2026, 00:00 in Kolkata. */
const DAY0 = Date.parse("2026-03-01T00:00:00+05:30");

export const at = (day: number, hhmm = "10:00") => {
  const [h, m] = hhmm.split(":").map(Number);
  return new Date(DAY0 + day * 86_400_000 + (h * 60 + m) * 60_000);
};

let serial = 5000;

export interface Seller {
  user: Awaited<ReturnType<typeof createUser>>;
  call: Client;
  /** Two photos of their own, for their listings. */
  photos: string[];
}

export class Shop {
  constructor(
    readonly app: App,
    readonly clock: ManualClock,
    readonly owner: Admin,
  ) {}

  when(day: number, hhmm?: string) {
    this.clock.set(at(day, hhmm));
    return this;
  }

  async seller(firstName: string): Promise<Seller> {
    const user = await createUser(this.app, { firstName, upiId: `${firstName.toLowerCase()}@okaxis` });
    const photos = [`/uploads/${user.id}-a.jpg`, `/uploads/${user.id}-b.jpg`];
    await ownUploads(this.app, user, photos);
    return { user, call: await clientFor(this.app, user), photos };
  }

  /** Saves a listing as Post (or a draft); its id. */
  async list(seller: Seller, over: Record<string, unknown> = {}): Promise<string> {
    const res = await seller.call("POST", "/api/listings", validListing({ imageUrls: seller.photos, ...over }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }

  async live(listingId: string, marketplace: Marketplace) {
    const res = await this.owner.call("PUT", `/api/admin/listings/${listingId}/status`, {
      platform: marketplace,
      status: "posted",
      postingUrl: adUrl(marketplace, serial++),
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  async failed(listingId: string, marketplace: Marketplace) {
    const res = await this.owner.call("PUT", `/api/admin/listings/${listingId}/status`, {
      platform: marketplace,
      status: "failed",
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  async renew(listingId: string, marketplace: Marketplace) {
    const res = await this.owner.call("POST", `/api/admin/postings/${listingId}/${marketplace}/renewed`);
    expect(res.statusCode, res.body).toBe(200);
  }

  async sell(listingId: string, saleAmount: string, marketplace: SaleMarketplace = "olx"): Promise<string> {
    const res = await this.owner.call("POST", "/api/admin/sales", { listingId, saleAmount, marketplace });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }

  async undo(saleId: string) {
    const res = await this.owner.call("DELETE", `/api/admin/sales/${saleId}/undo`);
    expect(res.statusCode, res.body).toBeLessThan(300);
  }

  /** Ticks every delist task of the sale: its ads are down. */
  async takeDown(saleId: string) {
    const sale = await this.owner.call("GET", `/api/admin/sales/${saleId}`);
    expect(sale.statusCode, sale.body).toBe(200);
    for (const task of sale.json().delistTasks as Array<{ id: string }>) {
      const res = await this.owner.call("POST", `/api/admin/delist-tasks/${task.id}/done`, { done: true });
      expect(res.statusCode, res.body).toBe(200);
    }
  }

  /** Ticks the open delist task of one ad of a listing (a withdrawn one's, which has no sale). */
  async takeDownAd(listingId: string, marketplace: Marketplace) {
    const open = await this.owner.call("GET", "/api/admin/delist-tasks?limit=100");
    expect(open.statusCode, open.body).toBe(200);
    const task = (open.json() as Array<{ id: string; listingId: string; marketplace: string }>).find(
      (t) => t.listingId === listingId && t.marketplace === marketplace,
    );
    expect(task, `an open delist task for ${marketplace}`).toBeDefined();
    const res = await this.owner.call("POST", `/api/admin/delist-tasks/${task?.id}/done`, { done: true });
    expect(res.statusCode, res.body).toBe(200);
  }

  async pay(saleId: string, payoutAmount: string) {
    const res = await this.owner.call("PUT", `/api/admin/sales/${saleId}/payout`, {
      payoutMethod: "upi",
      payoutAmount,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  async offer(listingId: string, marketplace: Marketplace, amount: string) {
    const res = await this.owner.call("POST", `/api/admin/listings/${listingId}/offers`, { marketplace, amount });
    expect(res.statusCode, res.body).toBe(201);
  }

  async question(listingId: string, marketplace: Marketplace) {
    const res = await this.owner.call("POST", `/api/admin/listings/${listingId}/questions`, {
      marketplace,
      common: "available",
    });
    expect(res.statusCode, res.body).toBe(201);
  }

  async edit(seller: Seller, listingId: string, patch: Record<string, unknown>) {
    const res = await seller.call("PATCH", `/api/listings/${listingId}`, patch);
    expect(res.statusCode, res.body).toBe(200);
  }

  async change(seller: Seller, listingId: string, transition: "post" | "withdraw" | "relist") {
    const res = await seller.call("POST", `/api/listings/${listingId}/${transition}`);
    expect(res.statusCode, res.body).toBe(200);
  }

  /** A listing of `seller` put on sale and sold `days` days later at `amount`, one ad live on OLX meanwhile. */
  async soldAfter(seller: Seller, day: number, days: number, over: Record<string, unknown>, amount: string) {
    this.when(day, "09:00");
    const id = await this.list(seller, over);
    this.when(day, "11:00");
    await this.live(id, "olx");
    this.when(day + days, "12:00");
    await this.sell(id, amount, "olx");
    return id;
  }
}

export async function performanceOf(seller: Seller, range = "30d"): Promise<Performance> {
  const res = await seller.call("GET", `/api/performance?range=${range}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export async function listingsOf(seller: Seller, query = ""): Promise<ListingPerformance[]> {
  return (await listingPageOf(seller, query)).items;
}

export async function listingPageOf(seller: Seller, query = ""): Promise<ListingPerformancePage> {
  const res = await seller.call("GET", `/api/performance/listings${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export async function detailOf(seller: Seller, id: string): Promise<ListingDetail> {
  const res = await seller.call("GET", `/api/performance/listings/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export async function numbersOf(admin: Admin, range = "30d"): Promise<BusinessNumbers> {
  const res = await admin.call("GET", `/api/admin/analytics?range=${range}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
