import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GONE_FOR_BUYER } from "../../../src/contract/buyer-questions.ts";
import type { Marketplace } from "../../../src/contract/enums.ts";
import { LIFE_MESSAGES } from "../../../src/contract/listing-life.ts";
import type { ListingDto } from "../../../src/contract/listings.ts";
import type { WorkQueue } from "../../../src/contract/work-queue.ts";
import { auditEntries, delistTasks, listings, postings } from "../../../src/server/db/schema.ts";
import { ManualClock } from "../../../src/server/lib/clock.ts";
import { runDueWork } from "../../../src/server/modules/postings/due-work.ts";
import { adUrl } from "../../helpers/ad-urls.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createUser } from "../../helpers/factories.ts";
import { type Client, clientFor } from "../listings/helpers.ts";
import { type Admin, adminOf } from "../queue/helpers.ts";

/**
 * Issue 46's probe, as plain tests (docs/decisions/170): after "Sold elsewhere", or a sale, no path reposts, renews,
 * updates, marks down, sells again or asks an admin to pass on an answer; an ad follows its listing; the seller's
 * own transitions. The model-based test (model.test.ts) covers every sequence; these name each rule, and keep the
 * counterexamples it once shrank.
 */

const DAY = 86_400_000;
const clock = new ManualClock();
const app = await createTestApp({}, undefined, { clock });
let admin: Admin;

beforeAll(async () => {
  admin = await adminOf(app, "owner", "Asha");
});

async function seller() {
  const user = await createUser(app, { firstName: "Priya", upiId: "priya@okaxis" });
  return { user, call: await clientFor(app, user) };
}

async function create(call: Client, status: "draft" | "active" = "active") {
  const res = await call("POST", "/api/listings", {
    title: "Sony Bravia 55 inch TV",
    description: "Works perfectly, with its remote.",
    price: "30000",
    category: "electronics",
    status,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ListingDto;
}

async function markPosted(listingId: string, m: Marketplace, url = adUrl(m)) {
  const res = await admin.call("PUT", `/api/admin/listings/${listingId}/status`, {
    platform: m,
    status: "posted",
    postingUrl: url,
  });
  return { res, url };
}

/** A live listing on OLX with a buyer's question waiting and an offer the seller countered. */
async function liveWithBuyers() {
  const s = await seller();
  const listing = await create(s.call);
  expect((await markPosted(listing.id, "olx")).res.statusCode).toBe(200);
  const question = await admin.call("POST", `/api/admin/listings/${listing.id}/questions`, {
    marketplace: "olx",
    common: "available",
  });
  expect(question.statusCode, question.body).toBe(201);
  const other = await admin.call("POST", `/api/admin/listings/${listing.id}/questions`, {
    marketplace: "olx",
    common: "last_price",
  });
  const offer = await admin.call("POST", `/api/admin/listings/${listing.id}/offers`, {
    marketplace: "olx",
    amount: "20000",
  });
  expect(offer.statusCode, offer.body).toBe(201);
  const counter = await s.call("POST", `/api/offers/${offer.json().id}/answer`, {
    decision: "counter",
    amount: "25000",
  });
  expect(counter.statusCode, counter.body).toBe(200);
  return { ...s, listing, questionId: question.json().id as string, otherId: other.json().id as string };
}

async function todayOf(listingId: string) {
  const res = await admin.call("GET", "/api/admin/queue?limit=100");
  expect(res.statusCode).toBe(200);
  return (res.json() as WorkQueue).items.filter((i) => i.listingId === listingId);
}

const stateOf = async (id: string) => (await app.db.select().from(listings).where(eq(listings.id, id)))[0]?.status;

describe("after Sold elsewhere", () => {
  it("nothing reposts, renews, updates, marks down or sells it, and Today only tells the buyers it is gone", async () => {
    const { call, listing, questionId } = await liveWithBuyers();
    const answer = await call("POST", `/api/questions/${questionId}/answer`, { reply: "sold_elsewhere" });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await stateOf(listing.id)).toBe("withdrawn");

    // The ads expire: nothing asks to repost them, and a repost or renewal is refused.
    clock.advance(40 * DAY);
    const today = await todayOf(listing.id);
    expect(today.map((i) => i.kind).sort()).toEqual(["buyer", "buyer", "delist", "offer"]);
    for (const item of today.filter((i) => i.kind !== "delist")) expect(item.detail).toContain(GONE_FOR_BUYER);
    for (const path of ["repost", "renewed"]) {
      const res = await admin.call("POST", `/api/admin/postings/${listing.id}/olx/${path}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(LIFE_MESSAGES.withdrawn);
    }
    // A price edit makes no update task; the due-work job suggests no markdown.
    expect((await call("PATCH", `/api/listings/${listing.id}`, { price: "28000" })).statusCode).toBe(200);
    expect(await app.db.execute(sql`select 1 from posting_update_tasks where listing_id = ${listing.id}`)).toEqual(
      expect.objectContaining({ rows: [] }),
    );
    await runDueWork(app);
    const dto = (await call("GET", `/api/listings/${listing.id}`)).json() as ListingDto;
    expect(dto.suggestion).toBeNull();
    expect(dto.offers.every((o) => o.closedAt !== null)).toBe(true);
    // No sale, so no payout; a posting reset is refused.
    const sale = await admin.call("POST", "/api/admin/sales", { listingId: listing.id, saleAmount: "28000" });
    expect(sale.statusCode).toBe(409);
    expect(sale.json().message).toBe(LIFE_MESSAGES.withdrawn);
    const reset = await admin.call("PUT", `/api/admin/listings/${listing.id}/status`, {
      platform: "quikr",
      status: "pending",
    });
    expect(reset.statusCode).toBe(409);
  });

  it("the buyers' questions and the offer can be neither answered nor asked again", async () => {
    const { call, listing, questionId, otherId } = await liveWithBuyers();
    expect((await call("POST", `/api/questions/${questionId}/answer`, { reply: "sold_elsewhere" })).statusCode).toBe(
      200,
    );
    const late = await call("POST", `/api/questions/${otherId}/answer`, { reply: "available" });
    expect(late.statusCode).toBe(409);
    const ask = await admin.call("POST", `/api/admin/listings/${listing.id}/questions`, {
      marketplace: "olx",
      common: "viewing",
    });
    expect(ask.statusCode).toBe(409);
    // Relaying "it is gone" ends each item.
    for (const item of (await todayOf(listing.id)).filter((i) => i.kind === "buyer" || i.kind === "offer")) {
      const path = item.kind === "buyer" ? `questions/${item.id}` : `offers/${item.id}`;
      expect((await admin.call("POST", `/api/admin/${path}/relayed`)).statusCode).toBe(200);
    }
    expect((await todayOf(listing.id)).map((i) => i.kind)).toEqual(["delist"]);
  });
});

describe("an ad follows its listing", () => {
  it("a ticked delist task takes the ad down, and a delete opens no task for it", async () => {
    const s = await seller();
    const listing = await create(s.call);
    const { url } = await markPosted(listing.id, "olx");
    expect((await s.call("POST", `/api/listings/${listing.id}/withdraw`)).statusCode).toBe(200);
    const [task] = await app.db.select().from(delistTasks).where(eq(delistTasks.listingId, listing.id));
    expect(task).toMatchObject({ url, reason: "withdrawn" });
    expect((await admin.call("POST", `/api/admin/delist-tasks/${task.id}/done`, { done: true })).statusCode).toBe(200);
    const rows = await app.db.select().from(postings).where(eq(postings.listingId, listing.id));
    expect(rows.find((p) => p.marketplace === "olx")).toMatchObject({ status: "taken_down", url });
    const dto = (await s.call("GET", `/api/listings/${listing.id}`)).json() as ListingDto;
    expect(dto.olxStatus).toBe("taken_down");
    expect(dto.live).toEqual([]);
    expect((await s.call("DELETE", `/api/listings/${listing.id}`)).statusCode).toBe(204);
    expect(await app.db.select().from(delistTasks).where(eq(delistTasks.url, url))).toHaveLength(1);
  });

  it("an ad published while the item sold is recorded with its delist task; undoing the sale keeps it live", async () => {
    // A counterexample the model shrank: sale, a late Mark Posted, Undo Sale.
    const s = await seller();
    const listing = await create(s.call);
    const sale = await admin.call("POST", "/api/admin/sales", { listingId: listing.id, saleAmount: "30000" });
    expect(sale.statusCode, sale.body).toBe(201);
    const { res, url } = await markPosted(listing.id, "olx");
    expect(res.statusCode, res.body).toBe(200);
    expect(await app.db.select().from(delistTasks).where(eq(delistTasks.url, url))).toEqual([
      expect.objectContaining({ reason: "sold", saleId: sale.json().id, doneAt: null }),
    ]);
    expect((await admin.call("DELETE", `/api/admin/sales/${sale.json().id}/undo`)).statusCode).toBe(204);
    const dto = (await s.call("GET", `/api/listings/${listing.id}`)).json() as ListingDto;
    expect([dto.status, dto.olxStatus, dto.quikrStatus]).toEqual(["active", "posted", "pending"]);
    expect(await app.db.select().from(delistTasks).where(eq(delistTasks.url, url))).toEqual([]);
  });

  it("withdrawn, back on sale and withdrawn again: a delist task for each of its ads", async () => {
    const s = await seller();
    const listing = await create(s.call);
    const first = await markPosted(listing.id, "olx");
    expect((await s.call("POST", `/api/listings/${listing.id}/withdraw`)).statusCode).toBe(200);
    const relist = await s.call("POST", `/api/listings/${listing.id}/relist`);
    expect(relist.statusCode, relist.body).toBe(200);
    expect((relist.json() as ListingDto).olxStatus).toBe("pending");
    const second = await markPosted(listing.id, "olx");
    expect(second.res.statusCode).toBe(200);
    expect((await s.call("POST", `/api/listings/${listing.id}/withdraw`)).statusCode).toBe(200);
    const tasks = await app.db.select().from(delistTasks).where(eq(delistTasks.listingId, listing.id));
    expect(tasks.map((t) => t.url).sort()).toEqual([first.url, second.url].sort());
  });
});

describe("the seller's own transitions", () => {
  it("a saved draft is posted later: its postings are queued, audited as the listing's state", async () => {
    const s = await seller();
    const draft = await create(s.call, "draft");
    expect(draft.olxStatus).toBeNull();
    const posted = await s.call("POST", `/api/listings/${draft.id}/post`);
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json()).toMatchObject({ status: "active", olxStatus: "pending", facebookStatus: "pending" });
    expect((await todayOf(draft.id)).filter((i) => i.kind === "posting")).toHaveLength(3);
    const again = await s.call("POST", `/api/listings/${draft.id}/post`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(LIFE_MESSAGES.notDraft);
    const entries = await app.db.select().from(auditEntries).where(eq(auditEntries.listingId, draft.id));
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ["listing.state", { state: "draft" }, { state: "active", transition: "post" }],
    ]);
  });

  it("only the seller makes them, once each under 50 concurrent calls, and a sold item is never put back on sale", async () => {
    const s = await seller();
    const other = await seller();
    const listing = await create(s.call);
    expect((await other.call("POST", `/api/listings/${listing.id}/withdraw`)).statusCode).toBe(404);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => s.call("POST", `/api/listings/${listing.id}/withdraw`)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(49);
    const relists = await Promise.all(
      Array.from({ length: 50 }, () => s.call("POST", `/api/listings/${listing.id}/relist`)),
    );
    expect(relists.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const sale = await admin.call("POST", "/api/admin/sales", { listingId: listing.id, saleAmount: "30000" });
    expect(sale.statusCode).toBe(201);
    for (const t of ["relist", "withdraw", "post"]) {
      const res = await s.call("POST", `/api/listings/${listing.id}/${t}`);
      expect(res.statusCode).toBe(409);
    }
    expect((await s.call("POST", `/api/listings/${listing.id}/relist`)).json().message).toBe(
      LIFE_MESSAGES.saleRecorded,
    );
    expect((await s.call("POST", "/api/listings/not-an-id/post")).statusCode).toBe(404);
    expect((await admin.call("POST", `/api/listings/${listing.id}/post`)).statusCode).toBe(404);
  });
});
