import { and, eq, ne } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { extensionTokens, postingClaims, postings } from "../../../src/server/db/schema.ts";
import { messagesTo } from "../listings/helpers.ts";
import {
  assistantClient,
  assistantToken,
  auditOf,
  claimUrl,
  type DeskAdmin,
  deskAdmin,
  deskApp,
  emptyQueue,
  extUrl,
  waitingListing,
} from "./helpers.ts";

/**
 * Issue 29: two admins claiming at once, exactly one gets it. Meaningful on PostgreSQL, where the calls really
 * run in parallel (scripts/with-postgres.sh); on PGlite they take turns and must give the same answers.
 */
const { app } = await deskApp();

async function admins(n: number): Promise<DeskAdmin[]> {
  const list: DeskAdmin[] = [];
  for (let i = 0; i < n; i++) list.push(await deskAdmin(app, `Admin${i}`));
  return list;
}

const statuses = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>((acc, r) => {
    acc[r.statusCode] = (acc[r.statusCode] ?? 0) + 1;
    return acc;
  }, {});

beforeEach(() => emptyQueue(app));

describe("concurrent claims", () => {
  it("50 admins claiming one posting at once: exactly one 200 and 49 clean 409s, one audit entry", async () => {
    const team = await admins(50);
    const { listing } = await waitingListing(app);
    const answers = await Promise.all(team.map((a) => a.call("POST", claimUrl(listing.id))));
    expect(statuses(answers)).toEqual({ 200: 1, 409: 49 });
    const winner = team[answers.findIndex((r) => r.statusCode === 200)];
    for (const r of answers.filter((r) => r.statusCode === 409)) {
      expect(r.json().message).toBe(`${winner.user.firstName} is posting this (15 min left)`);
    }
    const claims = await app.db.select().from(postingClaims);
    expect(claims).toHaveLength(1);
    expect(claims[0].adminId).toBe(winner.user.id);
    expect(await auditOf(app, listing.id, "posting.claim")).toHaveLength(1);
  });

  it("10 admins pressing Next at once on 5 waiting postings: 5 get one each, never the same, 5 hear nothing is waiting", async () => {
    const team = await admins(10);
    for (let i = 0; i < 5; i++) {
      const { listing } = await waitingListing(app, { createdAt: new Date(Date.UTC(2026, 0, 1, i)) });
      // One marketplace per listing stays waiting: five postings in all.
      await emptyQueueExcept(listing.id, "olx");
    }
    const answers = await Promise.all(team.map((a) => a.call("POST", "/api/admin/posting-session/next", {})));
    expect(statuses(answers)).toEqual({ 200: 5, 404: 5 });
    const handed = answers.filter((r) => r.statusCode === 200).map((r) => r.json().claim.listingId);
    expect(new Set(handed).size).toBe(5);
    const claims = await app.db.select().from(postingClaims);
    expect(new Set(claims.map((c) => c.adminId)).size).toBe(claims.length);
    expect(claims).toHaveLength(5);
  });

  it("2 to 10 admins pressing Next at once on a long queue: each gets a different posting", async () => {
    for (let i = 0; i < 12; i++) await waitingListing(app, { createdAt: new Date(Date.UTC(2026, 0, 2, i)) });
    for (const n of [2, 5, 10]) {
      await app.db.delete(postingClaims);
      const team = await admins(n);
      const answers = await Promise.all(team.map((a) => a.call("POST", "/api/admin/posting-session/next", {})));
      expect(statuses(answers)).toEqual({ 200: n });
      const handed = answers.map((r) => `${r.json().claim.listingId}:${r.json().claim.marketplace}`);
      expect(new Set(handed).size).toBe(n);
    }
  });

  it("the assistant's Posted sent 20 times at once marks the posting once and notifies the seller once", async () => {
    const [admin] = await admins(1);
    const { listing, seller } = await waitingListing(app);
    await admin.call("POST", claimUrl(listing.id));
    const ext = assistantClient(app, await assistantToken(admin));
    const url = "https://www.olx.in/item/bike-iid-1790000002";
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => ext("POST", extUrl(listing.id, "olx", "/posted"), { url })),
    );
    expect(statuses(answers)).toEqual({ 200: 20 });
    expect(await messagesTo(app, seller.id)).toHaveLength(1);
    expect(await auditOf(app, listing.id, "posting.status")).toHaveLength(1);
  });

  it("30 token creations at once for one admin: never more than 20 live", async () => {
    const [admin] = await admins(1);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => admin.call("POST", "/api/admin/extension-tokens", { name: `B${i}` })),
    );
    expect(statuses(answers)).toEqual({ 201: 20, 409: 10 });
    expect(await app.db.select().from(extensionTokens).where(eq(extensionTokens.adminId, admin.user.id))).toHaveLength(
      20,
    );
  });
});

/** Leaves only `marketplace` of `listingId` waiting among that listing's postings. */
async function emptyQueueExcept(listingId: string, marketplace: string) {
  await app.db
    .update(postings)
    .set({ status: "posted", url: "https://www.olx.in/item/ad-iid-1" })
    .where(and(eq(postings.listingId, listingId), ne(postings.marketplace, marketplace)));
}
