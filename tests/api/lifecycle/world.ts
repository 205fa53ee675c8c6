import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Marketplace } from "../../../src/contract/enums.ts";
import type { ListingState } from "../../../src/contract/listing-life.ts";
import type { ListingDto } from "../../../src/contract/listings.ts";
import type { WorkQueue } from "../../../src/contract/work-queue.ts";
import type { App } from "../../../src/server/app-types.ts";
import { rowsOf } from "../../../src/server/db/rows.ts";
import type { ManualClock } from "../../../src/server/lib/clock.ts";
import { adUrl } from "../../helpers/ad-urls.ts";
import { createUser } from "../../helpers/factories.ts";
import { type Client, clientFor } from "../listings/helpers.ts";
import { type Admin, adminOf } from "../queue/helpers.ts";

/*
 * The model of a listing's life (issue 46 item 3, docs/decisions/170): what the model-based test believes about each
 * listing, and the real server it drives. Commands (commands.ts) change both; invariants.ts compares them after
 * every step.
 */

/** What the model knows of one marketplace's posting. */
export type AdState = "none" | "waiting" | "live" | "withdrawn" | "down";

export interface ModelAd {
  state: AdState;
  /** The live (or taken down) ad's address. */
  url: string | null;
}

export interface ModelListing {
  id: string;
  state: ListingState | "deleted";
  price: number;
  ads: Record<Marketplace, ModelAd>;
  saleId: string | null;
  saleAmount: number;
  paid: boolean;
  /** The ads its sale gave delist tasks: Undo Sale deletes those tasks with the sale. */
  saleAds: string[];
}

export interface Model {
  listings: ModelListing[];
  /** Every ad that was live when its listing left sale: each must have exactly one delist task. */
  mustDelist: Set<string>;
  /** Rupees paid out to the seller, as the model counts them: money moves once. */
  paidTotal: number;
  payouts: number;
}

export interface Real {
  app: App;
  clock: ManualClock;
  seller: Client;
  sellerId: string;
  admin: Admin;
}

export const MARKETS: readonly Marketplace[] = ["olx", "quikr", "facebook"];

export const newAds = (state: AdState): Record<Marketplace, ModelAd> => ({
  olx: { state, url: null },
  quikr: { state, url: null },
  facebook: { state, url: null },
});

export const emptyModel = (): Model => ({ listings: [], mustDelist: new Set(), paidTotal: 0, payouts: 0 });

let admin: Admin | undefined;

/**
 * A clean world for one run: the previous run's listings, sales, tasks and Today items are gone (truncate), a new
 * seller with a UPI id, and one owner shared by every run of the file.
 */
export async function freshWorld(app: App, clock: ManualClock): Promise<Real> {
  await app.db.execute(sql`truncate listings, sales, delist_tasks, work_claims, messages, posting_claims cascade`);
  admin ??= await adminOf(app, "owner", "Model");
  const seller = await createUser(app, { firstName: "Priya", upiId: "priya@okaxis" });
  return { app, clock, seller: await clientFor(app, seller), sellerId: seller.id, admin };
}

/** What the run's calls answered, by action and status ("sale 201"): `npm run model` prints it (coverage). */
export const coverage = new Map<string, number>();

/** Every answer of the real server: a human 4xx or a 2xx, never a 5xx. */
export function answered(res: { statusCode: number; body: string }, allowed: number[], what: string) {
  const key = `${what} ${res.statusCode}`;
  coverage.set(key, (coverage.get(key) ?? 0) + 1);
  expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
  expect(allowed, `${what} answered ${res.statusCode}: ${res.body}`).toContain(res.statusCode);
  if (res.statusCode >= 400) expect(JSON.parse(res.body).message, what).toMatch(/\w/);
}

export async function sellerListing(real: Real, id: string): Promise<ListingDto | null> {
  const res = await real.seller("GET", `/api/listings/${id}`);
  answered(res, [200, 404], "GET listing");
  return res.statusCode === 200 ? (res.json() as ListingDto) : null;
}

export async function todayItems(real: Real) {
  const res = await real.admin.call("GET", "/api/admin/queue?limit=100");
  answered(res, [200], "Today");
  return (res.json() as WorkQueue).items;
}

export async function openDelistTasks(real: Real, listingId: string) {
  return rowsOf<{ id: string; url: string | null; marketplace: Marketplace }>(
    await real.app.db.execute(sql`select id, url, marketplace from delist_tasks
      where listing_id = ${listingId} and done_at is null order by created_at, id`),
  );
}

let ads = 0;
/** A new ad address for this process (each is unique: one address never serves two listings). */
export const nextAdUrl = (m: Marketplace) => adUrl(m, 2_000_000_000 + process.pid * 10_000 + ads++);

/** The ads that were live as the listing left sale must come down: one delist task each. Returns their addresses. */
export function leaveSale(model: Model, l: ModelListing): string[] {
  const live: string[] = [];
  for (const m of MARKETS) {
    const ad = l.ads[m];
    if (ad.state === "live" && ad.url) live.push(ad.url);
    if (ad.state === "waiting") ad.state = "withdrawn";
  }
  for (const url of live) model.mustDelist.add(url);
  return live;
}
