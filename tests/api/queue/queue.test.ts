import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_TARGET_MINUTES, type WorkItem, type WorkKind } from "../../../src/contract/work-queue.ts";
import { rowsOf } from "../../../src/server/db/rows.ts";
import { ManualClock } from "../../../src/server/lib/clock.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createListing, createUser } from "../../helpers/factories.ts";
import { clientFor } from "../listings/helpers.ts";
import { type Admin, adminOf, itemsOf, kindsIn, markPosted, oneOfEach, queueOf } from "./helpers.ts";

/**
 * Issue 41 item 1 (docs/decisions/160): Today shows every kind of admin work as an item with an age and a target,
 * delists first, then overdue items, then by time left; counts per kind; filters; paging; what each role sees.
 */

const HOUR = 3_600_000;
const clock = new ManualClock();
const app = await createTestApp({}, undefined, { clock });
let owner: Admin;
let made: Awaited<ReturnType<typeof oneOfEach>>;

const dueOrder = (items: WorkItem[]) =>
  items.map((i, n) => ({ n, rank: i.kind === "delist" ? 0 : 1, due: Date.parse(i.dueAt) }));

function expectUrgencyOrder(items: WorkItem[]) {
  const keyed = dueOrder(items);
  for (let i = 1; i < keyed.length; i++) {
    const [a, b] = [keyed[i - 1], keyed[i]];
    expect(a.rank < b.rank || (a.rank === b.rank && a.due <= b.due), `item ${i} out of order`).toBe(true);
  }
}

beforeAll(async () => {
  owner = await adminOf(app, "owner", "Asha");
  made = await oneOfEach(app, owner, "Camera");
});

describe("every kind of admin work is an item", () => {
  it("shows each kind, with its age, target and what its work opens", async () => {
    const q = await queueOf(owner);
    expect(kindsIn(q.items)).toEqual(["delist", "payout", "posting", "renewal", "reply", "update"]);
    const [delist] = itemsOf(q.items, "delist");
    expect(delist).toMatchObject({ title: "Camera sold", marketplace: "quikr", saleId: made.saleId, overdue: false });
    expect(delist.adUrl).toMatch(/^https:\/\/www\.quikr\.com\//);
    expect(delist.detail).toMatch(/remove the ad from Quikr/);
    expect(Date.parse(delist.dueAt) - Date.parse(delist.since)).toBe(DEFAULT_TARGET_MINUTES.delist * 60_000);
    const [payout] = itemsOf(q.items, "payout");
    expect(payout).toMatchObject({ id: made.saleId, saleId: made.saleId });
    expect(payout.detail).toMatch(/Pay ₹1,200 to Priya .* UPI/);
    const [reply] = itemsOf(q.items, "reply");
    expect(reply).toMatchObject({ id: made.seller.id, sellerId: made.seller.id });
    expect(reply.detail).toContain("Sent it!");
    const [update] = itemsOf(q.items, "update");
    expect(update).toMatchObject({ listingId: made.live.id, marketplace: "olx" });
    expect(update.detail).toContain("Price ₹1,500 -> ₹1,400");
    const [renewal] = itemsOf(q.items, "renewal");
    expect(renewal).toMatchObject({ listingId: made.live.id, marketplace: "olx", expired: false });
    expect(
      itemsOf(q.items, "posting")
        .map((p) => p.marketplace)
        .sort(),
    ).toEqual(["facebook", "facebook", "olx", "quikr", "quikr"]);
    expect(q.counts).toMatchObject({
      delist: { total: 1, overdue: 0 },
      payout: { total: 1, overdue: 0 },
      reply: { total: 1, overdue: 0 },
      update: { total: 1, overdue: 0 },
      renewal: { total: 1, overdue: 0 },
    });
    // The live listing still has two marketplaces waiting, the waiting one three.
    expect(q.counts.posting?.total).toBe(5);
    expect(q.targets).toEqual(DEFAULT_TARGET_MINUTES);
    expectUrgencyOrder(q.items);
    expect(q.items[0].kind).toBe("delist");
  });

  it("puts overdue items first (most overdue first), then the rest by time left", async () => {
    clock.advance(5 * HOUR);
    try {
      const q = await queueOf(owner);
      expectUrgencyOrder(q.items);
      // 5 hours on: the delist (2 h) and the reply (4 h) are overdue, the 24-hour kinds are not.
      expect(q.items.slice(0, 2).map((i) => [i.kind, i.overdue])).toEqual([
        ["delist", true],
        ["reply", true],
      ]);
      expect(q.items.slice(2).every((i) => !i.overdue)).toBe(true);
      expect(q.counts.reply).toEqual({ total: 1, overdue: 1 });
    } finally {
      clock.advance(-5 * HOUR);
    }
  });

  it("a sale's delists lead as soon as the sale is recorded, before every overdue item", async () => {
    clock.advance(30 * HOUR);
    try {
      const seller = await createUser(app);
      const listing = await createListing(app, seller, { title: "Fresh sale" });
      await markPosted(owner, listing.id, "olx");
      await markPosted(owner, listing.id, "facebook");
      const sale = await owner.call("POST", "/api/admin/sales", { listingId: listing.id, saleAmount: "900" });
      expect(sale.statusCode).toBe(201);
      // Its tasks were written at the real time; on this clock they are 30 hours old, so make them new.
      await app.db.execute(sql`
        update delist_tasks set created_at = ${clock.now().toISOString()}::timestamptz
        where sale_id = ${sale.json().id}`);
      const q = await queueOf(owner);
      const fresh = q.items.slice(0, 3).filter((i) => i.title === "Fresh sale");
      expect(fresh.map((i) => i.marketplace).sort()).toEqual(["facebook", "olx"]);
      expect(fresh.every((i) => i.kind === "delist" && !i.overdue)).toBe(true);
      expect(q.items.some((i) => i.kind !== "delist" && i.overdue)).toBe(true);
      expectUrgencyOrder(q.items);
      await Promise.all(
        rowsOf<{ id: string }>(
          await app.db.execute(sql`select id from delist_tasks where sale_id = ${sale.json().id}`),
        ).map((t) => owner.call("PUT", `/api/admin/sales/${sale.json().id}/delist-tasks/${t.id}`, { done: true })),
      );
    } finally {
      clock.advance(-30 * HOUR);
    }
  });
  it("a listing its seller withdraws while live: its ads wait in Today as delists, and Done takes them off", async () => {
    const seller = await createUser(app);
    const listing = await createListing(app, seller, { title: "Withdrawn kettle" });
    await markPosted(owner, listing.id, "quikr");
    const sellerCall = await clientFor(app, seller);
    expect((await sellerCall("DELETE", `/api/listings/${listing.id}`)).statusCode).toBe(204);
    const [item] = (await queueOf(owner, "?kind=delist")).items.filter((i) => i.title === "Withdrawn kettle");
    expect(item).toMatchObject({
      kind: "delist",
      marketplace: "quikr",
      saleId: null,
      detail: "Withdrawn by the seller: remove the ad from Quikr",
    });
    const done = await owner.call("POST", `/api/admin/delist-tasks/${item.id}/done`, { done: true });
    expect(done.statusCode, done.body).toBe(200);
    expect((await queueOf(owner, "?kind=delist")).items.some((i) => i.id === item.id)).toBe(false);
  });
});

describe("targets per kind", () => {
  it("an owner changes them; the order and the overdue marks follow; audited", async () => {
    const res = await owner.call("PUT", "/api/admin/queue/targets", { payout: 60, renewal: 2 * 24 * 60 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ payout: 60, renewal: 2880, delist: 120 });
    clock.advance(2 * HOUR);
    try {
      const q = await queueOf(owner);
      expect(itemsOf(q.items, "payout")[0].overdue).toBe(true);
      // The ad expires in a day; due two days before its expiry: overdue.
      expect(itemsOf(q.items, "renewal")[0].overdue).toBe(true);
      expectUrgencyOrder(q.items);
    } finally {
      clock.advance(-2 * HOUR);
      await owner.call("PUT", "/api/admin/queue/targets", { payout: 1440, renewal: 0 });
    }
    const trail = rowsOf<{ n: number }>(
      await app.db.execute(sql`select count(*)::int as n from audit_entries where action = 'work.targets'`),
    );
    expect(trail[0].n).toBe(2);
  });

  it.each([
    [{ payout: -1 }],
    [{ payout: 0 }],
    [{ payout: 1e9 }],
    [{ payout: 1.5 }],
    [{ payout: "60" }],
    [{ payout: null }],
    [{ lunch: 30 }],
    [{ renewal: 7 * 24 * 60 + 1 }],
    ["all of them"],
  ])("refuses %j with a 400 and a sentence, changing nothing", async (body) => {
    const res = await owner.call("PUT", "/api/admin/queue/targets", body);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe("string");
    expect((await owner.call("GET", "/api/admin/queue/targets")).json()).toEqual(DEFAULT_TARGET_MINUTES);
  });

  it("only an owner changes them", async () => {
    for (const role of ["manager", "poster"] as const) {
      const admin = await adminOf(app, role);
      expect((await admin.call("PUT", "/api/admin/queue/targets", { payout: 30 })).statusCode).toBe(403);
      expect((await admin.call("GET", "/api/admin/queue/targets")).statusCode).toBe(200);
    }
  });
});

describe("each role sees the kinds it works", () => {
  it.each([
    ["manager", ["payout", "reply"]],
    ["poster", ["delist", "posting", "renewal", "reply", "update"]],
  ] as const)("%s", async (role, kinds) => {
    const admin = await adminOf(app, role);
    const q = await queueOf(admin);
    expect(kindsIn(q.items)).toEqual(kinds);
    // Counts name every kind the role works, an empty one too (a poster's buyer answers, issue 42).
    expect(Object.keys(q.counts).sort()).toEqual(role === "poster" ? [...kinds, "buyer", "offer"].sort() : kinds);
    const other = (["delist", "payout", "posting"] as WorkKind[]).find((k) => !kinds.includes(k as never));
    expect((await admin.call("GET", `/api/admin/queue?kind=${other}`)).statusCode).toBe(403);
    expect((await admin.call("GET", "/api/admin/queue/counts")).json().counts).toEqual(q.counts);
  });
});

describe("filters and paging", () => {
  it("kind, marketplace, mine and unclaimed", async () => {
    const byKind = await queueOf(owner, "kind=posting");
    expect(kindsIn(byKind.items)).toEqual(["posting"]);
    const olx = await queueOf(owner, "marketplace=olx");
    expect(olx.items.every((i) => i.marketplace === "olx")).toBe(true);
    expect(kindsIn(olx.items)).toEqual(["posting", "renewal", "update"]);
    const other = await adminOf(app, "owner", "Ravi");
    const posting = itemsOf((await queueOf(owner)).items, "posting")[0];
    expect((await other.call("POST", `/api/admin/queue/posting/${posting.id}/claim`)).statusCode).toBe(200);
    const update = itemsOf((await queueOf(owner)).items, "update")[0];
    expect((await owner.call("POST", `/api/admin/queue/update/${update.id}/claim`)).statusCode).toBe(200);
    const mine = await queueOf(owner, "mine=true");
    expect(mine.items.map((i) => i.id)).toEqual([update.id]);
    expect(mine.items[0].claim).toMatchObject({ mine: true, adminName: "Asha" });
    const theirs = await queueOf(other, "mine=true");
    expect(theirs.items.map((i) => i.id)).toEqual([posting.id]);
    const unclaimed = await queueOf(owner, "unclaimed=true");
    expect(unclaimed.items.map((i) => i.id)).not.toContain(update.id);
    expect(unclaimed.items.map((i) => i.id)).not.toContain(posting.id);
    const all = await queueOf(owner);
    expect(all.items.find((i) => i.id === posting.id)?.claim).toMatchObject({ adminName: "Ravi", mine: false });
    expect((await owner.call("DELETE", `/api/admin/queue/update/${update.id}/claim`)).statusCode).toBe(204);
    expect((await other.call("DELETE", `/api/admin/queue/posting/${posting.id}/claim`)).statusCode).toBe(204);
  });

  it("walks every item once, in order, page by page", async () => {
    const whole = await queueOf(owner, "limit=100");
    const seen: WorkItem[] = [];
    let cursor: string | null = null;
    do {
      const page = await queueOf(owner, `limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.map((i) => `${i.kind}:${i.id}`)).toEqual(whole.items.map((i) => `${i.kind}:${i.id}`));
  });

  it.each([
    "kind=lunch",
    "marketplace=ebay",
    "limit=0",
    "limit=101",
    "limit=abc",
    "cursor=abc",
    `cursor=${Buffer.from(JSON.stringify([1, "2026-01-01T00:00:00.000000Z", 9, "x"])).toString("base64url")}`,
    `cursor=${"A".repeat(400)}`,
    "mine=true&unclaimed=true",
    "kind=%00",
  ])("refuses %s with a 400", async (query) => {
    const res = await owner.call("GET", `/api/admin/queue?${query}`);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe("string");
  });
});
