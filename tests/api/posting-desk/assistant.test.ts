import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { CLAIM_MS } from "../../../src/contract/posting-desk.ts";
import { listingPhotos, listings } from "../../../src/server/db/schema.ts";
import { photoStoreFor } from "../../../src/server/modules/uploads/service.ts";
import { adUrl } from "../../helpers/ad-urls.ts";
import { createUser, loginCookie } from "../../helpers/factories.ts";
import { messagesTo } from "../listings/helpers.ts";
import {
  assistantClient,
  assistantToken,
  auditOf,
  claimRow,
  claimUrl,
  deleteListing,
  deskAdmin,
  deskApp,
  extUrl,
  markSold,
  postingRow,
  waitingListing,
} from "./helpers.ts";

const { app, clock } = await deskApp({ POSTING_LOCATION: "Pune, Maharashtra" });
/** A new ad each test: an ad's address belongs to one listing (docs/decisions/182). */
let OLX_AD = adUrl("olx");
beforeEach(() => {
  OLX_AD = adUrl("olx");
});

/** An admin with an assistant token, holding the OLX posting of a fresh listing. */
async function holding(name = "Asha") {
  const admin = await deskAdmin(app, name);
  const token = await assistantToken(admin);
  const { listing, seller } = await waitingListing(app, { title: "Canon EOS 200D DSLR with 18-55 lens" });
  expect((await admin.call("POST", claimUrl(listing.id))).statusCode).toBe(200);
  return { admin, token, ext: assistantClient(app, token), listing, seller };
}

describe("the assistant's posting (issue 29 item 2)", () => {
  it("gives the kit fitted to the marketplace, its condition name, the location and absolute photo URLs", async () => {
    const { ext, listing } = await holding();
    await app.db
      .update(listings)
      .set({ condition: "like-new", brand: "Canon", model: "EOS 200D", price: "24999.50" })
      .where(eq(listings.id, listing.id));
    await app.db.insert(listingPhotos).values({ listingId: listing.id, position: 1, url: "/uploads/second.jpg" });
    const res = await ext("GET", extUrl(listing.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const posting = res.json();
    expect(posting).toMatchObject({
      listingId: listing.id,
      marketplace: "olx",
      claimExpiresAt: new Date(clock.now().getTime() + CLAIM_MS).toISOString(),
      title: "Canon EOS 200D DSLR with 18-55 lens",
      price: "25000",
      condition: "Used",
      conditionLabel: "Like New",
      brand: "Canon",
      model: "EOS 200D",
      location: "Pune, Maharashtra",
      photos: [
        `http://localhost:3000/api/extension/postings/${listing.id}/olx/photos/1`,
        `http://localhost:3000/api/extension/postings/${listing.id}/olx/photos/2`,
      ],
    });
    expect(posting.categoryPath.length).toBeGreaterThan(0);

    const admin = await deskAdmin(app, "Ravi");
    await admin.call("POST", claimUrl(listing.id, "facebook"));
    const fb = await assistantClient(app, await assistantToken(admin))("GET", extUrl(listing.id, "facebook"));
    expect(fb.json().condition).toBe("Used - Like New");
  });

  it("streams the n-th stored photo as a JPEG, and 404s a photo that does not exist", async () => {
    const { ext, listing } = await holding();
    const store = photoStoreFor(app.config);
    const red = await sharp({ create: { width: 16, height: 12, channels: 3, background: "#f00" } })
      .jpeg()
      .toBuffer();
    const blue = await sharp({ create: { width: 10, height: 20, channels: 3, background: "#00f" } })
      .jpeg()
      .toBuffer();
    const urls = [await store.put(red), await store.put(blue)];
    await app.db.delete(listingPhotos).where(eq(listingPhotos.listingId, listing.id));
    await app.db.insert(listingPhotos).values(urls.map((url, position) => ({ listingId: listing.id, position, url })));
    const second = await ext("GET", extUrl(listing.id, "olx", "/photos/2"));
    expect(second.statusCode).toBe(200);
    expect(second.headers["content-type"]).toBe("image/jpeg");
    expect(await sharp(second.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 10, height: 20 });
    expect((await ext("GET", extUrl(listing.id, "olx", "/photos/3"))).statusCode).toBe(404);
    for (const n of ["0", "-1", "1.5", "abc", "99999"]) {
      expect((await ext("GET", extUrl(listing.id, "olx", `/photos/${n}`))).statusCode, n).toBe(400);
    }
  });

  it("answers 409 for a posting the admin does not hold, someone else holds, or whose claim expired", async () => {
    const { ext, listing } = await holding("Asha");
    const ravi = await deskAdmin(app, "Ravi");
    const raviExt = assistantClient(app, await assistantToken(ravi));
    const other = await raviExt("GET", extUrl(listing.id));
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe("Asha is posting this (15 min left)");
    const unclaimed = await ext("GET", extUrl(listing.id, "quikr"));
    expect(unclaimed.statusCode).toBe(409);
    expect(unclaimed.json().message).toBe("You no longer hold this posting: open it again from the posting session");
    // Renewing from the assistant never takes a posting: Ravi's renew is refused and changes nothing.
    expect((await raviExt("POST", extUrl(listing.id, "olx", "/renew"))).statusCode).toBe(409);
    expect((await raviExt("POST", extUrl(listing.id, "quikr", "/renew"))).statusCode).toBe(409);
    expect(await claimRow(app, listing.id, "quikr")).toBeUndefined();

    clock.advance(10 * 60_000);
    const renewed = await ext("POST", extUrl(listing.id, "olx", "/renew"));
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toMatchObject({
      mine: true,
      expiresAt: new Date(clock.now().getTime() + CLAIM_MS).toISOString(),
    });
    clock.advance(CLAIM_MS);
    expect((await ext("GET", extUrl(listing.id))).statusCode).toBe(409);
    expect((await ext("POST", extUrl(listing.id, "olx", "/posted"), { url: OLX_AD })).statusCode).toBe(409);
    expect((await postingRow(app, listing.id, "olx")).status).toBe("pending");
  });

  it("marks posted with the published ad's address: audited as the token's admin, seller notified, claim released", async () => {
    const { admin, ext, listing, seller } = await holding();
    const res = await ext("POST", extUrl(listing.id, "olx", "/posted"), { url: OLX_AD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      listingId: listing.id,
      marketplace: "olx",
      status: "posted",
      url: OLX_AD,
      failureReason: null,
    });
    const row = await postingRow(app, listing.id, "olx");
    expect(row).toMatchObject({ status: "posted", url: OLX_AD, updatedByUserId: admin.user.id });
    expect(await claimRow(app, listing.id, "olx")).toBeUndefined();
    const [entry] = await auditOf(app, listing.id, "posting.status");
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      after: { marketplace: "olx", status: "posted", url: OLX_AD },
    });
    const inbox = await messagesTo(app, seller.id);
    expect(inbox).toHaveLength(1);
    expect(inbox[0].message).toContain(OLX_AD);
    // A retry after a lost answer is a quiet success that changes nothing.
    expect((await ext("POST", extUrl(listing.id, "olx", "/posted"), { url: OLX_AD })).statusCode).toBe(200);
    expect(await messagesTo(app, seller.id)).toHaveLength(1);
  });

  it("marks failed with a reason and releases the claim", async () => {
    const { ext, listing, admin } = await holding();
    await admin.call("POST", claimUrl(listing.id, "quikr"));
    const res = await ext("POST", extUrl(listing.id, "quikr", "/failed"), { reason: "Quikr asked for a phone OTP" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "failed", failureReason: "Quikr asked for a phone OTP" });
    expect(await claimRow(app, listing.id, "quikr")).toBeUndefined();
    const bare = await ext("POST", extUrl(listing.id, "olx", "/failed"));
    expect(bare.statusCode).toBe(200);
    expect(bare.json().failureReason).toBeTruthy();
  });

  it("refuses an ad on another domain, a javascript: URL and other bad input with 400, and changes nothing", async () => {
    const { ext, listing, seller } = await holding();
    const wrong = "The ad's address must be a published OLX ad (https://www.olx.in/item/...-iid-...)";
    for (const url of [
      "https://www.olx.in.evil.example/item/1",
      "https://evil.example/www.olx.in/item/1",
      "javascript:alert(document.cookie)//https://www.olx.in/item/ad-iid-1",
      "http://www.olx.in/item/1",
      "https://www.olx.in/post",
      "https://www.facebook.com/marketplace/item/123",
      "https://user:pw@www.olx.in/item/1",
      "",
    ]) {
      const res = await ext("POST", extUrl(listing.id, "olx", "/posted"), { url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(wrong);
    }
    // The contract's text rule holds before the route (docs/decisions/180).
    for (const url of [`${OLX_AD}\u0000`, `${OLX_AD}\ud800`]) {
      const res = await ext("POST", extUrl(listing.id, "olx", "/posted"), { url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe("url contains characters that are not allowed");
    }
    for (const body of [{}, { url: 5 }, { url: ["x"] }, { url: `${OLX_AD}/${"a".repeat(3000)}` }, null, "text"]) {
      const res = await ext("POST", extUrl(listing.id, "olx", "/posted"), body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    for (const body of [{ reason: "a\u0000b" }, { reason: "x".repeat(1001) }, { reason: 7 }]) {
      expect((await ext("POST", extUrl(listing.id, "olx", "/failed"), body)).statusCode).toBe(400);
    }
    for (const url of ["/api/extension/postings/nope/olx", `/api/extension/postings/${listing.id}/ebay`]) {
      expect((await ext("GET", url)).statusCode, url).toBe(400);
    }
    expect((await postingRow(app, listing.id, "olx")).status).toBe("pending");
    expect(await claimRow(app, listing.id, "olx")).toBeDefined();
    expect(await messagesTo(app, seller.id)).toHaveLength(0);
  });

  it("refuses a listing sold meanwhile (409) or deleted (404), and nothing changes", async () => {
    const sold = await holding();
    await markSold(app, sold.listing.id);
    for (const [method, tail, body] of [
      ["GET", "", undefined],
      ["POST", "/renew", undefined],
      ["POST", "/posted", { url: OLX_AD }],
      ["POST", "/failed", {}],
    ] as const) {
      const res = await sold.ext(method, extUrl(sold.listing.id, "olx", tail), body);
      expect(res.statusCode, tail).toBe(409);
      expect(res.json().message).toBe("This listing was sold meanwhile: it is off the posting queue");
    }
    expect((await postingRow(app, sold.listing.id, "olx")).status).toBe("pending");
    expect(await messagesTo(app, sold.seller.id)).toHaveLength(0);

    const gone = await holding();
    await deleteListing(app, gone.listing.id);
    for (const [method, tail, body] of [
      ["GET", "", undefined],
      ["GET", "/photos/1", undefined],
      ["POST", "/renew", undefined],
      ["POST", "/posted", { url: OLX_AD }],
    ] as const) {
      const res = await gone.ext(method, extUrl(gone.listing.id, "olx", tail), body);
      expect(res.statusCode, tail).toBe(404);
      expect(res.json().message).toBe("Posting not found: the listing may have been deleted");
    }
  });

  it("refuses a posting another admin took over after expiry: 409 with their name, nothing changes", async () => {
    const { ext, listing, seller } = await holding("Asha");
    clock.advance(CLAIM_MS + 1000);
    const ravi = await deskAdmin(app, "Ravi");
    expect((await ravi.call("POST", claimUrl(listing.id))).statusCode).toBe(200);
    const res = await ext("POST", extUrl(listing.id, "olx", "/posted"), { url: OLX_AD });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Ravi is posting this (15 min left)");
    expect((await postingRow(app, listing.id, "olx")).status).toBe("pending");
    expect(await claimRow(app, listing.id, "olx")).toMatchObject({ adminId: ravi.user.id });
    expect(await messagesTo(app, seller.id)).toHaveLength(0);
  });
});

describe("who may call the assistant's routes (issue 29 item 3)", () => {
  it("never lets a session cookie in, a seller's or an admin's, and nothing changes", async () => {
    const { admin, listing } = await holding();
    const seller = await createUser(app);
    for (const user of [seller, admin.user]) {
      const cookie = await loginCookie(app, user);
      for (const [method, tail, body] of [
        ["GET", "", undefined],
        ["GET", "/photos/1", undefined],
        ["POST", "/renew", undefined],
        ["POST", "/posted", { url: OLX_AD }],
        ["POST", "/failed", {}],
      ] as const) {
        const res = await assistantClient(app, null, { cookie })(method, extUrl(listing.id, "olx", tail), body);
        expect(res.statusCode, `${user.isAdmin ? "admin" : "seller"} ${tail}`).toBe(401);
      }
      expect((await assistantClient(app, null, { cookie })("GET", "/api/extension/me")).statusCode).toBe(401);
    }
    expect((await postingRow(app, listing.id, "olx")).status).toBe("pending");
  });

  it("refuses another site's page with 403, and accepts the extension's origin, our own and none", async () => {
    const { token, listing } = await holding();
    for (const origin of [
      "https://www.olx.in",
      "https://evil.example",
      "http://localhost:3001",
      "null",
      "chrome-extension://evil",
    ]) {
      const post = await assistantClient(app, token, { origin })("POST", extUrl(listing.id, "olx", "/posted"), {
        url: OLX_AD,
      });
      expect(post.statusCode, origin).toBe(403);
      expect((await assistantClient(app, token, { origin })("GET", "/api/extension/me")).statusCode, origin).toBe(403);
    }
    expect((await postingRow(app, listing.id, "olx")).status).toBe("pending");
    expect(
      (await assistantClient(app, token, { origin: "http://localhost:3000" })("GET", "/api/extension/me")).statusCode,
    ).toBe(200);
    const none = await app.inject({
      method: "GET",
      url: "/api/extension/me",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(none.statusCode).toBe(200);
    // The extension's origin opens nothing else: the admin routes still refuse it.
    const cookie = await loginCookie(app, (await deskAdmin(app)).user);
    const admin = await assistantClient(app, null, { cookie })("POST", claimUrl(listing.id, "quikr"));
    expect(admin.statusCode).toBe(403);
  });
});
