import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AuditEntry } from "../../../src/contract/audit.ts";
import { listings, postings } from "../../../src/server/db/schema.ts";
import { adUrl } from "../../helpers/ad-urls.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createListing, createUser } from "../../helpers/factories.ts";
import { readZip } from "../account/helpers.ts";
import { clientFor } from "../listings/helpers.ts";

/**
 * Issue 46 item 9: buyers' offers and questions are the seller's data - in their data download, with how each was
 * decided and answered (never which admin handled them) - and on the Activity trail: an offer recorded and decided,
 * a question asked and answered, each with who did it.
 */
const app = await createTestApp();
const adminUser = await createAdmin(app);
const desk = await clientFor(app, adminUser);

async function liveListing() {
  const seller = await createUser(app);
  const listing = await createListing(app, seller, { title: "Godrej steel almirah", price: "10000.00" });
  await app.db.update(listings).set({ floorPrice: "8000.00" }).where(eq(listings.id, listing.id));
  await app.db
    .update(postings)
    .set({ status: "posted", url: adUrl("olx") })
    .where(and(eq(postings.listingId, listing.id), eq(postings.marketplace, "olx")));
  return { seller, listing, call: await clientFor(app, seller) };
}

/** Offers and questions of one listing, made through the API as they happen. */
async function dealings() {
  const { seller, listing, call } = await liveListing();
  const low = await desk("POST", `/api/admin/listings/${listing.id}/offers`, {
    marketplace: "olx",
    amount: "7000",
    note: "Buyer from Baner",
  });
  expect(low.statusCode, low.body).toBe(201);
  const high = await desk("POST", `/api/admin/listings/${listing.id}/offers`, { marketplace: "olx", amount: "9000" });
  expect(high.statusCode, high.body).toBe(201);
  const counter = await call("POST", `/api/offers/${low.json().id}/answer`, { decision: "counter", amount: "8500" });
  expect(counter.statusCode, counter.body).toBe(200);
  expect((await desk("POST", `/api/admin/offers/${high.json().id}/accept`)).statusCode).toBe(200);
  const asked = await desk("POST", `/api/admin/listings/${listing.id}/questions`, {
    marketplace: "olx",
    text: "Does it have a locker inside?",
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const answered = await call("POST", `/api/questions/${asked.json().id}/answer`, { reply: "text", text: "Yes, two." });
  expect(answered.statusCode, answered.body).toBe(200);
  return { seller, listing, call, lowId: low.json().id, highId: high.json().id, questionId: asked.json().id };
}

describe("a seller's buyers are the seller's data", () => {
  it("offers and questions are in the data download, without who handled them", async () => {
    const { call, listing, lowId, highId, questionId } = await dealings();
    const { data, text } = readZip(await call("GET", "/api/account/export"));
    expect(data.offers).toEqual([
      {
        id: lowId,
        listingId: listing.id,
        marketplace: "olx",
        amount: "7000.00",
        note: "Buyer from Baner",
        yourLowestPriceThen: "8000.00",
        status: "countered",
        counterAmount: "8500.00",
        decidedBy: "seller",
        createdAt: expect.any(String),
        decidedAt: expect.any(String),
      },
      expect.objectContaining({ id: highId, amount: "9000.00", status: "accepted", decidedBy: "admin" }),
    ]);
    expect(data.buyerQuestions).toEqual([
      {
        id: questionId,
        listingId: listing.id,
        marketplace: "olx",
        common: null,
        text: "Does it have a locker inside?",
        askedAt: expect.any(String),
        reply: "text",
        answerAmount: null,
        answerText: "Yes, two.",
        answeredAt: expect.any(String),
      },
    ]);
    expect(text).not.toContain(adminUser.id);
    expect(text).not.toContain(adminUser.email);
  });

  it("another seller's download holds none of them", async () => {
    await dealings();
    const other = await clientFor(app, await createUser(app));
    const { data } = readZip(await other("GET", "/api/account/export"));
    expect(data.offers).toEqual([]);
    expect(data.buyerQuestions).toEqual([]);
  });

  it("the Activity trail shows offers recorded and decided, questions asked and answered, with who did each", async () => {
    const { seller, listing, lowId, highId, questionId } = await dealings();
    const res = await desk("GET", `/api/admin/activity?listingId=${listing.id}&limit=100`);
    expect(res.statusCode, res.body).toBe(200);
    const entries = (res.json() as AuditEntry[])
      .filter((e) => e.action.startsWith("offer.") || e.action.startsWith("question."))
      .map(
        (e) => `${e.action} ${e.entityId} by ${e.actorId === seller.id ? "seller" : "admin"} ${e.after?.status ?? ""}`,
      )
      .sort();
    expect(entries).toEqual(
      [
        `offer.decide ${highId} by admin accepted`,
        `offer.decide ${lowId} by seller countered`,
        `offer.record ${highId} by admin open`,
        `offer.record ${lowId} by admin open`,
        `question.answer ${questionId} by seller `,
        `question.ask ${questionId} by admin `,
      ].sort(),
    );
    const filtered = await desk("GET", "/api/admin/activity?action=question.answer&limit=100");
    expect((filtered.json() as AuditEntry[]).map((e) => e.entityId)).toContain(questionId);
  });
});
