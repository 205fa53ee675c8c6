import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { WorkItem, WorkKind } from "../../../src/contract/work-queue.ts";
import { auditEntries, messages, sales, workClaims } from "../../../src/server/db/schema.ts";
import { ManualClock } from "../../../src/server/lib/clock.ts";
import { createTestApp } from "../../helpers/app.ts";
import { type Admin, adminOf, itemsOf, oneOfEach, queueOf } from "./helpers.ts";

/**
 * Issue 41 item 1, claims (docs/decisions/160): every kind of item is claimed by one admin at a time - 50 admins
 * claiming at once give one winner (real on PostgreSQL) - the work's own action is refused to anyone else while
 * the claim lives, finishing the work takes the item off the queue, and a seller's reply waits until answered.
 */

const clock = new ManualClock();
const app = await createTestApp({}, undefined, { clock });
let owner: Admin;
let other: Admin;
let made: Awaited<ReturnType<typeof oneOfEach>>;

const CLAIMED_KINDS: WorkKind[] = ["delist", "reply", "payout", "update", "renewal", "posting"];

async function itemOf(kind: WorkKind, title?: string): Promise<WorkItem> {
  const q = await queueOf(owner, `kind=${kind}&limit=100`);
  const item = q.items.find((i) => !title || i.title.startsWith(title) || i.detail.includes(title));
  if (!item) throw new Error(`no ${kind} item`);
  return item;
}

beforeAll(async () => {
  owner = await adminOf(app, "owner", "Asha");
  other = await adminOf(app, "owner", "Ravi");
  made = await oneOfEach(app, owner, "Lamp");
});

describe("one admin at a time", () => {
  it.each(CLAIMED_KINDS)("50 admins claiming one %s item at once: one wins", async (kind) => {
    const item = await itemOf(kind);
    const admins = await Promise.all(Array.from({ length: 50 }, (_, i) => adminOf(app, "owner", `Racer${i}`)));
    const results = await Promise.all(admins.map((a) => a.call("POST", `/api/admin/queue/${kind}/${item.id}/claim`)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const winner = admins[codes.indexOf(200)];
    const loser = results.find((r) => r.statusCode === 409);
    expect(loser?.json().message).toMatch(new RegExp(`^${winner.user.firstName} is `));
    const claimAction = kind === "posting" ? "posting.claim" : "work.claim";
    const entries = await app.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, claimAction), eq(auditEntries.actorId, winner.user.id)));
    expect(entries).toHaveLength(1);
    // The queue shows who holds it; the winner lets go.
    expect((await itemOf(kind)).claim).toMatchObject({ adminName: winner.user.firstName, mine: false });
    expect((await owner.call("DELETE", `/api/admin/queue/${kind}/${item.id}/claim`)).statusCode).toBe(409);
    expect((await winner.call("DELETE", `/api/admin/queue/${kind}/${item.id}/claim`)).statusCode).toBe(204);
    expect((await itemOf(kind)).claim).toBeNull();
  });

  it("an expired claim is free for anyone; a renewal keeps the holder", async () => {
    const item = await itemOf("payout");
    expect((await other.call("POST", `/api/admin/queue/payout/${item.id}/claim`)).statusCode).toBe(200);
    expect((await other.call("POST", `/api/admin/queue/payout/${item.id}/claim`)).statusCode).toBe(200);
    expect((await owner.call("POST", `/api/admin/queue/payout/${item.id}/claim`)).statusCode).toBe(409);
    clock.advance(16 * 60_000);
    try {
      expect((await owner.call("POST", `/api/admin/queue/payout/${item.id}/claim`)).statusCode).toBe(200);
      expect((await owner.call("DELETE", `/api/admin/queue/payout/${item.id}/claim`)).statusCode).toBe(204);
    } finally {
      clock.advance(-16 * 60_000);
    }
  });

  it("claims of what is not in the queue: 404; malformed ids: 400", async () => {
    for (const kind of CLAIMED_KINDS) {
      expect((await owner.call("POST", `/api/admin/queue/${kind}/${randomUUID()}/claim`)).statusCode).toBe(404);
      expect((await owner.call("POST", `/api/admin/queue/${kind}/not-an-id/claim`)).statusCode).toBe(400);
      expect((await owner.call("POST", `/api/admin/queue/${kind}/${"%00".repeat(36)}/claim`)).statusCode).toBe(400);
      expect((await owner.call("DELETE", `/api/admin/queue/${kind}/${randomUUID()}/claim`)).statusCode).toBe(204);
    }
    expect((await owner.call("POST", `/api/admin/queue/lunch/${randomUUID()}/claim`)).statusCode).toBe(404);
  });
});

describe("the work's own action respects the claim, and finishing takes the item off", () => {
  it("payout", async () => {
    const item = await itemOf("payout");
    expect((await other.call("POST", `/api/admin/queue/payout/${item.id}/claim`)).statusCode).toBe(200);
    const body = { payoutMethod: "upi", payoutAmount: "1200" };
    const refused = await owner.call("PUT", `/api/admin/sales/${item.id}/payout`, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Ravi is working on this/);
    expect((await app.db.select().from(sales).where(eq(sales.id, item.id)))[0].payoutStatus).toBe("pending");
    // The seller's sale opens the payout dialog.
    expect((await other.call("GET", `/api/admin/sales/${item.id}`)).json()).toMatchObject({ id: item.id });
    expect((await other.call("PUT", `/api/admin/sales/${item.id}/payout`, body)).statusCode).toBe(200);
    expect(itemsOf((await queueOf(owner)).items, "payout")).toEqual([]);
    expect(await app.db.select().from(workClaims).where(eq(workClaims.itemId, item.id))).toEqual([]);
  });

  it("delist", async () => {
    const item = await itemOf("delist");
    expect((await other.call("POST", `/api/admin/queue/delist/${item.id}/claim`)).statusCode).toBe(200);
    const url = `/api/admin/sales/${item.saleId}/delist-tasks/${item.id}`;
    expect((await owner.call("PUT", url, { done: true })).statusCode).toBe(409);
    expect((await other.call("PUT", url, { done: true })).statusCode).toBe(200);
    expect(itemsOf((await queueOf(owner)).items, "delist")).toEqual([]);
  });

  it("update", async () => {
    const item = await itemOf("update");
    expect((await other.call("POST", `/api/admin/queue/update/${item.id}/claim`)).statusCode).toBe(200);
    expect((await owner.call("POST", `/api/admin/update-tasks/${item.id}/done`)).statusCode).toBe(409);
    expect((await other.call("POST", `/api/admin/update-tasks/${item.id}/done`)).statusCode).toBe(200);
    expect(itemsOf((await queueOf(owner)).items, "update")).toEqual([]);
  });

  it("renewal", async () => {
    const item = await itemOf("renewal");
    expect((await other.call("POST", `/api/admin/queue/renewal/${item.id}/claim`)).statusCode).toBe(200);
    const url = `/api/admin/postings/${item.listingId}/${item.marketplace}/renewed`;
    expect((await owner.call("POST", url)).statusCode).toBe(409);
    expect((await other.call("POST", url)).statusCode).toBe(200);
    expect(itemsOf((await queueOf(owner)).items, "renewal")).toEqual([]);
  });

  it("reply: the thread, no reply needed (claimed: refused), an answer, a new reply", async () => {
    const item = await itemOf("reply");
    const thread = await owner.call("GET", `/api/admin/sellers/${item.sellerId}/messages`);
    expect(thread.statusCode).toBe(200);
    const msgs = thread.json().messages as { fromSeller: boolean; waiting: boolean; message: string }[];
    // The team's notices and note, and the seller's reply, which waits.
    expect(msgs.filter((m) => m.fromSeller)).toMatchObject([{ waiting: true, message: "Sent it!" }]);
    expect(msgs.filter((m) => !m.fromSeller).every((m) => !m.waiting)).toBe(true);
    expect((await other.call("POST", `/api/admin/queue/reply/${item.id}/claim`)).statusCode).toBe(200);
    expect((await owner.call("POST", `/api/admin/sellers/${item.sellerId}/replies/handled`)).statusCode).toBe(409);
    // Answering the seller (any admin's message to them) finishes it.
    const answer = await other.call("POST", "/api/admin/messages", {
      toUserId: item.sellerId,
      subject: "Re: About Lamp",
      message: "Thank you, that photo is perfect.",
    });
    expect(answer.statusCode).toBe(201);
    expect(itemsOf((await queueOf(owner)).items, "reply")).toEqual([]);
    expect((await owner.call("POST", `/api/admin/sellers/${item.sellerId}/replies/handled`)).statusCode).toBe(404);
    // The seller writes again: a new item; "no reply needed" finishes it, audited.
    const again = await made.sellerCall("POST", "/api/messages", {
      originalMessageId: answer.json().id,
      message: "Great",
    });
    expect(again.statusCode).toBe(201);
    expect(itemsOf((await queueOf(owner)).items, "reply")).toHaveLength(1);
    await other.call("DELETE", `/api/admin/queue/reply/${item.id}/claim`);
    const handled = await owner.call("POST", `/api/admin/sellers/${item.sellerId}/replies/handled`);
    expect(handled.json()).toEqual({ handled: 1 });
    expect(itemsOf((await queueOf(owner)).items, "reply")).toEqual([]);
    const [row] = await app.db.select().from(messages).where(eq(messages.id, again.json().id));
    expect(row).toMatchObject({ needsAnswer: true, answeredByAdminId: owner.user.id });
    expect(
      await app.db
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.action, "message.handled"), eq(auditEntries.entityId, item.sellerId as string))),
    ).toHaveLength(1);
  });

  it("an admin's own messages never wait, nor does a seller's message to another seller's thread", async () => {
    const before = itemsOf((await queueOf(owner)).items, "reply").length;
    await owner.call("POST", "/api/admin/messages", {
      toUserId: other.user.id,
      subject: "Team note",
      message: "Could you take the OLX postings today?",
    });
    expect(itemsOf((await queueOf(owner)).items, "reply")).toHaveLength(before);
    const waiting = await app.db.execute(
      sql`select count(*)::int as n from messages where needs_answer and from_user_id = ${owner.user.id}`,
    );
    expect((waiting as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });

  it("deactivating an admin releases their claims of every kind", async () => {
    const temp = await adminOf(app, "poster", "Temp");
    const posting = await itemOf("posting");
    expect((await temp.call("POST", `/api/admin/queue/posting/${posting.id}/claim`)).statusCode).toBe(200);
    const seller = made.seller;
    const note = await owner.call("POST", "/api/admin/messages", {
      toUserId: seller.id,
      subject: "One more",
      message: "And the charger, please?",
    });
    await made.sellerCall("POST", "/api/messages", { originalMessageId: note.json().id, message: "Sure" });
    expect((await temp.call("POST", `/api/admin/queue/reply/${seller.id}/claim`)).statusCode).toBe(200);
    expect((await owner.call("POST", `/api/admin/team/${temp.user.id}/deactivate`)).statusCode).toBe(200);
    const q = await queueOf(owner);
    expect(q.items.find((i) => i.id === posting.id)?.claim).toBeNull();
    expect(q.items.find((i) => i.id === seller.id)?.claim).toBeNull();
  });
});
