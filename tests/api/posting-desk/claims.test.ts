import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CLAIM_MS } from "../../../src/contract/posting-desk.ts";
import { postingClaims } from "../../../src/server/db/schema.ts";
import { createUser } from "../../helpers/factories.ts";
import { clientFor, messagesTo } from "../listings/helpers.ts";
import {
  auditOf,
  claimRow,
  claimUrl,
  deleteListing,
  deskAdmin,
  deskApp,
  markSold,
  postingRow,
  waitingListing,
} from "./helpers.ts";

const { app, clock } = await deskApp();
const MIN = 60_000;

describe("claiming a posting (issue 29 item 1)", () => {
  it("claims for 15 minutes, shows others who holds it, renews, and lets another take it once expired", async () => {
    const asha = await deskAdmin(app, "Asha");
    const ravi = await deskAdmin(app, "Ravi");
    const { listing } = await waitingListing(app);
    const start = clock.now();

    const first = await asha.call("POST", claimUrl(listing.id));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      listingId: listing.id,
      marketplace: "olx",
      adminId: asha.user.id,
      adminName: "Asha",
      claimedAt: start.toISOString(),
      expiresAt: new Date(start.getTime() + CLAIM_MS).toISOString(),
      mine: true,
    });

    clock.advance(3 * MIN + 10_000);
    const taken = await ravi.call("POST", claimUrl(listing.id));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("Asha is posting this (12 min left)");
    // Other marketplaces of the same listing are free.
    expect((await ravi.call("POST", claimUrl(listing.id, "quikr"))).statusCode).toBe(200);

    const claims = (await ravi.call("GET", "/api/admin/postings/claims")).json();
    const olx = claims.find(
      (c: { marketplace: string; listingId: string }) => c.listingId === listing.id && c.marketplace === "olx",
    );
    expect(olx).toMatchObject({ adminName: "Asha", mine: false });
    expect(
      claims.find(
        (c: { marketplace: string; listingId: string }) => c.listingId === listing.id && c.marketplace === "quikr",
      ),
    ).toMatchObject({ adminName: "Ravi", mine: true });

    // Renewing keeps claimedAt and moves expiresAt 15 minutes past now; only the first claim is audited.
    clock.advance(10 * MIN);
    const renewed = await asha.call("POST", claimUrl(listing.id));
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().claimedAt).toBe(start.toISOString());
    expect(renewed.json().expiresAt).toBe(new Date(clock.now().getTime() + CLAIM_MS).toISOString());
    expect((await auditOf(app, listing.id, "posting.claim")).filter((e) => e.actorId === asha.user.id)).toHaveLength(1);

    // Expired: no longer listed, and Ravi may take it (audited, naming the claim he took over).
    clock.advance(CLAIM_MS);
    const list = (await ravi.call("GET", "/api/admin/postings/claims")).json();
    expect(
      list.some(
        (c: { listingId: string; marketplace: string }) => c.listingId === listing.id && c.marketplace === "olx",
      ),
    ).toBe(false);
    const retaken = await ravi.call("POST", claimUrl(listing.id));
    expect(retaken.statusCode).toBe(200);
    expect(retaken.json()).toMatchObject({ adminName: "Ravi", claimedAt: clock.now().toISOString() });
    const audit = (await auditOf(app, listing.id, "posting.claim")).filter((e) => e.actorId === ravi.user.id);
    expect(audit).toHaveLength(2);
    const olxEntry = audit.find((e) => (e.after as { marketplace: string }).marketplace === "olx");
    expect(olxEntry?.before).toMatchObject({ adminId: asha.user.id });
    expect(olxEntry?.entityType).toBe("posting");
  });

  it("names an admin without a first name by their e-mail's local part", async () => {
    const user = await createUser(app, { isAdmin: true, firstName: "", email: "kiran.desk@example.test" });
    const kiran = await clientFor(app, user);
    const other = await deskAdmin(app, "Ravi");
    const { listing } = await waitingListing(app);
    expect((await kiran("POST", claimUrl(listing.id))).json().adminName).toBe("kiran.desk");
    expect((await other.call("POST", claimUrl(listing.id))).json().message).toBe(
      "kiran.desk is posting this (15 min left)",
    );
  });

  it("releases on Skip (audited), refuses to release someone else's claim, and is quiet when nothing is held", async () => {
    const asha = await deskAdmin(app, "Asha");
    const ravi = await deskAdmin(app, "Ravi");
    const { listing } = await waitingListing(app);
    await asha.call("POST", claimUrl(listing.id));
    const refused = await ravi.call("DELETE", claimUrl(listing.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Asha is posting this (15 min left)");
    expect(await claimRow(app, listing.id, "olx")).toMatchObject({ adminId: asha.user.id });

    expect((await asha.call("DELETE", claimUrl(listing.id))).statusCode).toBe(204);
    expect(await claimRow(app, listing.id, "olx")).toBeUndefined();
    const releases = await auditOf(app, listing.id, "posting.release");
    expect(releases).toHaveLength(1);
    expect(releases[0]).toMatchObject({ actorId: asha.user.id, entityType: "posting", after: null });

    expect((await asha.call("DELETE", claimUrl(listing.id))).statusCode).toBe(204);
    expect(await auditOf(app, listing.id, "posting.release")).toHaveLength(1);
    expect((await ravi.call("POST", claimUrl(listing.id))).statusCode).toBe(200);
  });

  it("refuses a sold listing (409), a posting no longer waiting (409) and a deleted listing (404); delete drops the claim", async () => {
    const asha = await deskAdmin(app, "Asha");
    const sold = await waitingListing(app);
    await asha.call("POST", claimUrl(sold.listing.id));
    await markSold(app, sold.listing.id);
    const soldAnswer = await asha.call("POST", claimUrl(sold.listing.id));
    expect(soldAnswer.statusCode).toBe(409);
    expect(soldAnswer.json().message).toBe("This listing was sold meanwhile: it is off the posting queue");

    const posted = await waitingListing(app);
    const mark = await asha.call("PUT", `/api/admin/listings/${posted.listing.id}/status`, {
      platform: "olx",
      status: "posted",
      postingUrl: "https://www.olx.in/item/ad-iid-9",
    });
    expect(mark.statusCode).toBe(200);
    const notWaiting = await asha.call("POST", claimUrl(posted.listing.id));
    expect(notWaiting.statusCode).toBe(409);
    expect(notWaiting.json().message).toBe("This posting is no longer waiting to be posted");

    const gone = await waitingListing(app);
    expect((await asha.call("POST", claimUrl(gone.listing.id))).statusCode).toBe(200);
    const postingId = (await postingRow(app, gone.listing.id, "olx")).id;
    await deleteListing(app, gone.listing.id);
    expect(await app.db.select().from(postingClaims).where(eq(postingClaims.postingId, postingId))).toEqual([]);
    const missing = await asha.call("POST", claimUrl(gone.listing.id));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Posting not found: the listing may have been deleted");
    expect((await asha.call("DELETE", claimUrl(gone.listing.id))).statusCode).toBe(404);
  });

  it("blocks another admin's status change while a claim is live, and releases the claim on posted/failed", async () => {
    const asha = await deskAdmin(app, "Asha");
    const ravi = await deskAdmin(app, "Ravi");
    const { listing, seller } = await waitingListing(app);
    await asha.call("POST", claimUrl(listing.id));
    await asha.call("POST", claimUrl(listing.id, "quikr"));

    const put = await ravi.call("PUT", `/api/admin/listings/${listing.id}/status`, {
      platform: "olx",
      status: "posted",
      postingUrl: "https://www.olx.in/item/ad-iid-1",
    });
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toBe("Asha is posting this (15 min left)");
    const path = await ravi.call("POST", `/api/admin/marketplace-postings/${listing.id}/olx/failed`, {});
    expect(path.statusCode).toBe(409);
    expect((await postingRow(app, listing.id, "olx")).status).toBe("pending");
    expect(await messagesTo(app, seller.id)).toHaveLength(0);
    expect(await auditOf(app, listing.id, "posting.status")).toHaveLength(0);

    // The holder's own change goes through and releases the claim; so does anyone's once the claim expired.
    const own = await asha.call("PUT", `/api/admin/listings/${listing.id}/status`, {
      platform: "olx",
      status: "posted",
      postingUrl: "https://www.olx.in/item/ad-iid-1",
    });
    expect(own.statusCode).toBe(200);
    expect(await claimRow(app, listing.id, "olx")).toBeUndefined();
    clock.advance(CLAIM_MS);
    const after = await ravi.call("POST", `/api/admin/marketplace-postings/${listing.id}/quikr/failed`, {});
    expect(after.statusCode).toBe(200);
    expect(await claimRow(app, listing.id, "quikr")).toBeUndefined();
    expect(await messagesTo(app, seller.id)).toHaveLength(2);
  });

  it("refuses bad ids and marketplaces with 400, and sellers with 403", async () => {
    const asha = await deskAdmin(app, "Asha");
    const { listing, seller } = await waitingListing(app);
    for (const url of [
      "/api/admin/postings/not-a-uuid/olx/claim",
      `/api/admin/postings/${listing.id}/ebay/claim`,
      `/api/admin/postings/${listing.id}%00/olx/claim`,
      `/api/admin/postings/${"a".repeat(300)}/olx/claim`,
    ]) {
      const res = await asha.call("POST", url);
      // An over-long path segment is Fastify's 414 before any route runs.
      expect([400, 414], url).toContain(res.statusCode);
      expect(res.json().message, url).toBeTruthy();
    }
    const asSeller = await clientFor(app, seller);
    expect((await asSeller("POST", claimUrl(listing.id))).statusCode).toBe(403);
    expect((await asSeller("DELETE", claimUrl(listing.id))).statusCode).toBe(403);
    expect((await asSeller("GET", "/api/admin/postings/claims")).statusCode).toBe(403);
    expect((await asSeller("POST", "/api/admin/posting-session/next", {})).statusCode).toBe(403);
    expect(await claimRow(app, listing.id, "olx")).toBeUndefined();
  });
});
