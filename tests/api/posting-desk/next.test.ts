import { beforeEach, describe, expect, it } from "vitest";
import { CLAIM_MS } from "../../../src/contract/posting-desk.ts";
import { auditOf, claimUrl, deskAdmin, deskApp, emptyQueue, markSold, waitingListing } from "./helpers.ts";

const { app, clock } = await deskApp();
const NEXT = "/api/admin/posting-session/next";

/** Three waiting listings, oldest first. */
async function queue() {
  const at = (h: number) => new Date(Date.UTC(2026, 10, 1, h));
  return [
    (await waitingListing(app, { createdAt: at(1) })).listing,
    (await waitingListing(app, { createdAt: at(2) })).listing,
    (await waitingListing(app, { createdAt: at(3) })).listing,
  ];
}

const ref = (res: { json(): { claim: { listingId: string; marketplace: string } } }) =>
  `${res.json().claim.listingId}:${res.json().claim.marketplace}`;

beforeEach(() => emptyQueue(app));

describe("POST /api/admin/posting-session/next (issue 29 item 1)", () => {
  it("hands out the oldest listing first, OLX then Quikr then Facebook, claimed, with the listing", async () => {
    const [oldest] = await queue();
    const asha = await deskAdmin(app, "Asha");
    const res = await asha.call("POST", NEXT, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().claim).toMatchObject({ listingId: oldest.id, marketplace: "olx", adminName: "Asha", mine: true });
    expect(res.json().listing).toMatchObject({ id: oldest.id, title: oldest.title, olxStatus: "pending" });
    expect(res.json().listing.user.email).toBeTruthy();
    expect(await auditOf(app, oldest.id, "posting.claim")).toHaveLength(1);

    // The posting the caller holds comes first again (a reload of the desk), then Skip moves on.
    expect(ref(await asha.call("POST", NEXT, {}))).toBe(`${oldest.id}:olx`);
    const skip = [`${oldest.id}:olx`];
    expect(ref(await asha.call("POST", NEXT, { skip }))).toBe(`${oldest.id}:quikr`);
    skip.push(`${oldest.id}:quikr`);
    expect(ref(await asha.call("POST", NEXT, { skip }))).toBe(`${oldest.id}:facebook`);
  });

  it("filters by marketplace, skips others' claims and sold listings, and says when nothing is waiting", async () => {
    const [oldest, middle, newest] = await queue();
    const asha = await deskAdmin(app, "Asha");
    const ravi = await deskAdmin(app, "Ravi");
    expect(ref(await asha.call("POST", NEXT, { marketplace: "facebook" }))).toBe(`${oldest.id}:facebook`);
    // Ravi's session never gets what Asha holds.
    expect(ref(await ravi.call("POST", NEXT, { marketplace: "facebook" }))).toBe(`${middle.id}:facebook`);
    await markSold(app, newest.id);
    const none = await ravi.call("POST", NEXT, { marketplace: "facebook", skip: [`${middle.id}:facebook`] });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe("Nothing is waiting to be posted");
    // Once Asha's claim expires, her posting is offered to Ravi.
    clock.advance(CLAIM_MS);
    expect(ref(await ravi.call("POST", NEXT, { marketplace: "facebook", skip: [`${middle.id}:facebook`] }))).toBe(
      `${oldest.id}:facebook`,
    );
  });

  it("offers pending_human postings too, and never a posted or failed one", async () => {
    const [oldest, middle] = await queue();
    const asha = await deskAdmin(app, "Asha");
    await asha.call("PUT", `/api/admin/listings/${oldest.id}/status`, { platform: "olx", status: "pending_human" });
    await asha.call("POST", `/api/admin/marketplace-postings/${oldest.id}/quikr/failed`, {});
    await asha.call("PUT", `/api/admin/listings/${oldest.id}/status`, {
      platform: "facebook",
      status: "posted",
      postingUrl: "https://www.facebook.com/marketplace/item/1",
    });
    expect(ref(await asha.call("POST", NEXT, {}))).toBe(`${oldest.id}:olx`);
    expect(ref(await asha.call("POST", NEXT, { skip: [`${oldest.id}:olx`] }))).toBe(`${middle.id}:olx`);
  });

  it("refuses a bad body with 400", async () => {
    const asha = await deskAdmin(app, "Asha");
    for (const body of [
      { marketplace: "ebay" },
      { skip: "x" },
      { skip: ["nope"] },
      { skip: ["a\u0000b"] },
      { skip: [5] },
      { skip: Array.from({ length: 501 }, () => "x") },
      { skip: ["x".repeat(61)] },
    ]) {
      const res = await asha.call("POST", NEXT, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 50)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await asha.call("POST", NEXT)).statusCode).not.toBe(400);
  });

  it("claims through the desk and through Next alike: a posting held by one admin is never offered to another", async () => {
    const [oldest] = await queue();
    const asha = await deskAdmin(app, "Asha");
    const ravi = await deskAdmin(app, "Ravi");
    await asha.call("POST", claimUrl(oldest.id, "olx"));
    expect(ref(await ravi.call("POST", NEXT, {}))).toBe(`${oldest.id}:quikr`);
  });
});
