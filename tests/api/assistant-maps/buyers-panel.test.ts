import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BUYER_PANEL_MESSAGES } from "../../../src/contract/assistant-buyers.ts";
import { QUESTION_DESK_MESSAGES } from "../../../src/contract/buyer-questions.ts";
import { OFFER_DESK_MESSAGES } from "../../../src/contract/offers.ts";
import { buyerQuestions, listings, messages, offers, postings, users } from "../../../src/server/db/schema.ts";
import { adUrl } from "../../helpers/ad-urls.ts";
import { createListing, createUser } from "../../helpers/factories.ts";
import { clientFor } from "../listings/helpers.ts";
import { assistantClient, assistantToken, deskAdmin, deskApp } from "../posting-desk/helpers.ts";

/**
 * Issue 49 item 4 (docs/decisions/193): buyers' offers and questions from the assistant's panel, over the bearer
 * token. The panel learns which of SnapList's ads a marketplace page is about (its address, or the ads a chat page
 * links to); it records offers and asks the seller through the desk's own services: the listing's state, a live ad,
 * the floor kept to the admin-only line, one open offer or question of a kind under concurrent calls, bad input.
 */

const { app } = await deskApp();
const admin = await deskAdmin(app, "Asha");
const token = await assistantToken(admin);
const ext = assistantClient(app, token);

/** A seller's listing live on OLX (price 10,000, lowest 8,000 unless told), its ad's address. */
async function liveOnOlx(title: string, floor: string | null = "8000.00") {
  const seller = await createUser(app);
  const listing = await createListing(app, seller, { title, price: "10000.00" });
  await app.db.update(listings).set({ floorPrice: floor }).where(eq(listings.id, listing.id));
  const url = adUrl("olx");
  const res = await admin.call("PUT", `/api/admin/listings/${listing.id}/status`, {
    platform: "olx",
    status: "posted",
    postingUrl: url,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { seller, listing, url, call: await clientFor(app, seller) };
}

const find = (urls: string[], marketplace = "olx") =>
  ext("POST", "/api/extension/buyer-ads/find", { marketplace, urls });

describe("which ad a marketplace page is about", () => {
  it("the ad's own page (with a query), or the first of SnapList's ads a chat page links to", async () => {
    const { listing, url } = await liveOnOlx("Steel almirah");
    const own = await find([`${url}?utm_source=share#gallery`]);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({
      listingId: listing.id,
      marketplace: "olx",
      title: "Steel almirah",
      price: "10000.00",
      adUrl: url,
      forSale: true,
      closed: null,
      offers: [],
      questions: [],
    });
    const chat = await find(["https://www.olx.in/chat/inbox", adUrl("olx"), url]);
    expect(chat.json().listingId).toBe(listing.id);
    // Another marketplace's address, a stranger's ad, no ad at all: not one of SnapList's.
    for (const urls of [[adUrl("olx")], ["https://www.olx.in/chat"], [url.replace("https://", "http://")]]) {
      const res = await find(urls);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(BUYER_PANEL_MESSAGES.notOurAd);
    }
    expect((await find([url], "quikr")).statusCode).toBe(404);
  });

  it("shows the seller's floor only in the admin-only line, and a sold listing as closed", async () => {
    const { listing, url } = await liveOnOlx("Teak table", "7500.00");
    const ad = (await find([url])).json();
    expect(ad.sellerTerms).toBe("Seller's lowest: ₹7,500");
    expect(JSON.stringify({ ...ad, sellerTerms: null })).not.toMatch(/7,?500/);
    await app.db.update(listings).set({ status: "sold" }).where(eq(listings.id, listing.id));
    expect((await find([url])).json()).toMatchObject({ forSale: false, closed: OFFER_DESK_MESSAGES.listingClosed });
    const offer = await ext("POST", `/api/extension/buyer-ads/${listing.id}/offers`, {
      marketplace: "olx",
      amount: "7000",
    });
    expect(offer.statusCode).toBe(409);
    expect(offer.json().message).toBe(OFFER_DESK_MESSAGES.listingClosed);
  });

  it("refuses bad input with a sentence, never a 5xx", async () => {
    const { url } = await liveOnOlx("Bad input chair");
    expect((await find([])).statusCode).toBe(400);
    const many = await find(Array.from({ length: 21 }, () => url));
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toContain(BUYER_PANEL_MESSAGES.tooManyUrls);
    expect((await find([url], "ebay")).statusCode).toBe(400);
    // A NUL is refused as every route refuses one (docs/decisions/180); addresses that are no ad are not ours.
    const nul = await find(["\u0000"]);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toMatch(/characters/i);
    expect((await find(["not a url", "x".repeat(2000)])).statusCode).toBe(404);
    expect((await ext("GET", "/api/extension/buyer-ads/not-a-uuid/olx")).statusCode).toBe(404);
  });
});

describe("an offer from the panel", () => {
  it("below the floor goes to the seller to decide; the panel sees the seller's counter and marks it told", async () => {
    const { seller, listing, url, call } = await liveOnOlx("Sony speaker");
    const res = await ext("POST", `/api/extension/buyer-ads/${listing.id}/offers`, {
      marketplace: "olx",
      amount: "7000",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ amount: "7000.00", status: "open", atOrAboveFloor: false });
    const inbox = await app.db.select().from(messages).where(eq(messages.toUserId, seller.id));
    expect(inbox.map((m) => m.subject)).toContain("An offer of ₹7,000 for Sony speaker");
    const answered = await call("POST", `/api/offers/${res.json().id}/answer`, { decision: "counter", amount: "9000" });
    expect(answered.statusCode, answered.body).toBe(200);
    const ad = (await find([url])).json();
    expect(ad.offers).toEqual([expect.objectContaining({ status: "countered", counterAmount: "9000.00" })]);
    const told = await ext("POST", `/api/extension/offers/${res.json().id}/relayed`);
    expect(told.statusCode, told.body).toBe(200);
    const [row] = await app.db.select().from(offers).where(eq(offers.id, res.json().id));
    expect(row.relayedAt).not.toBeNull();
  });

  it("50 identical offers at once make one (the rest a clean 409), and bad amounts a 400", async () => {
    const { listing } = await liveOnOlx("Raced guitar");
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        ext("POST", `/api/extension/buyer-ads/${listing.id}/offers`, { marketplace: "olx", amount: "8200" }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(49);
    expect(new Set(results.filter((r) => r.statusCode === 409).map((r) => r.json().message))).toEqual(
      new Set([OFFER_DESK_MESSAGES.sameOffer]),
    );
    expect(await app.db.select().from(offers).where(eq(offers.listingId, listing.id))).toHaveLength(1);
    for (const amount of ["", "-5", "abc", "1e99", "12.345"]) {
      const bad = await ext("POST", `/api/extension/buyer-ads/${listing.id}/offers`, { marketplace: "olx", amount });
      expect(bad.statusCode, `${amount}: ${bad.body}`).toBe(400);
    }
    // Not live on Quikr: offers are for live ads.
    const quikr = await ext("POST", `/api/extension/buyer-ads/${listing.id}/offers`, {
      marketplace: "quikr",
      amount: "8000",
    });
    expect(quikr.statusCode).toBe(409);
  });
});

describe("a question from the panel", () => {
  it("a common one and the buyer's words; the seller's answer comes back worded for the buyer, then told", async () => {
    const { listing, url, call } = await liveOnOlx("Wooden bookshelf");
    const ask = (body: Record<string, unknown>) =>
      ext("POST", `/api/extension/buyer-ads/${listing.id}/questions`, { marketplace: "olx", ...body });
    const common = await ask({ common: "available" });
    expect(common.statusCode, common.body).toBe(201);
    expect((await ask({ common: "available" })).json().message).toBe(QUESTION_DESK_MESSAGES.sameQuestion);
    expect((await ask({ text: "Does it come apart for moving?" })).statusCode).toBe(201);
    for (const body of [{}, { common: "available", text: "both" }, { text: "\u0000" }, { text: "x".repeat(1001) }]) {
      expect((await ask(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await find([url])).json().questions).toHaveLength(2);
    const answered = await call("POST", `/api/questions/${common.json().id}/answer`, {
      reply: "lowest",
      amount: "9000",
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const ad = (await ext("GET", `/api/extension/buyer-ads/${listing.id}/olx`)).json();
    expect(ad.questions.find((q: { id: string }) => q.id === common.json().id)).toMatchObject({
      answerForBuyer: "The seller's lowest price is ₹9,000.",
    });
    expect((await ext("POST", `/api/extension/questions/${common.json().id}/relayed`)).statusCode).toBe(200);
    const [row] = await app.db.select().from(buyerQuestions).where(eq(buyerQuestions.id, common.json().id));
    expect(row.relayedAt).not.toBeNull();
    // Told: it leaves the panel's list, as it leaves the desk's.
    const after = (await ext("GET", `/api/extension/buyer-ads/${listing.id}/olx`)).json();
    expect(after.questions.map((q: { id: string }) => q.id)).not.toContain(common.json().id);
  });
});

describe("the bearer channel", () => {
  it("takes the assistant's token only, and its admin's role must hold postings", async () => {
    const { listing, url } = await liveOnOlx("Token lamp");
    expect(
      (await assistantClient(app, null)("POST", "/api/extension/buyer-ads/find", { marketplace: "olx", urls: [url] }))
        .statusCode,
    ).toBe(401);
    const cookie = await admin.call("POST", "/api/extension/buyer-ads/find", { marketplace: "olx", urls: [url] });
    expect(cookie.statusCode).toBe(401);
    const doc = app.swagger() as { paths: Record<string, Record<string, { "x-permission"?: string }>> };
    for (const [path, method] of [
      ["/api/extension/buyer-ads/find", "post"],
      ["/api/extension/buyer-ads/{listingId}/{marketplace}", "get"],
      ["/api/extension/buyer-ads/{listingId}/offers", "post"],
      ["/api/extension/buyer-ads/{listingId}/questions", "post"],
      ["/api/extension/questions/{id}/relayed", "post"],
      ["/api/extension/offers/{offerId}/relayed", "post"],
    ]) {
      expect(doc.paths[path]?.[method]?.["x-permission"], `${method} ${path}`).toBe("postings");
    }
    // A role without postings (set behind the team's back, which would have revoked the token): refused, nothing kept.
    await app.db.update(users).set({ adminRole: "manager" }).where(eq(users.id, admin.user.id));
    const refused = await ext("POST", `/api/extension/buyer-ads/${listing.id}/offers`, {
      marketplace: "olx",
      amount: "9000",
    });
    await app.db.update(users).set({ adminRole: "owner" }).where(eq(users.id, admin.user.id));
    expect(refused.statusCode).toBe(403);
    expect(
      await app.db
        .select()
        .from(offers)
        .where(and(eq(offers.listingId, listing.id))),
    ).toHaveLength(0);
    expect(await app.db.select().from(postings).where(eq(postings.listingId, listing.id))).toHaveLength(3);
  });
});
