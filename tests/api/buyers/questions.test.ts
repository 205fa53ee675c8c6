import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BUYER_MESSAGES, QUESTION_DESK_MESSAGES } from "../../../src/contract/buyer-questions.ts";
import { buyerQuestions, delistTasks, listings, messages, postings, users } from "../../../src/server/db/schema.ts";
import { adUrl } from "../../helpers/ad-urls.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createListing, createUser } from "../../helpers/factories.ts";
import { clientFor } from "../listings/helpers.ts";

/*
 * Issue 42 item 3 (docs/decisions/167): a buyer's question sent from the desk in one call, answered by the seller
 * with a quick reply, relayed back tied to its ad; bad input and repeats (item 4).
 */
const app = await createTestApp();
const admin = await createAdmin(app);
const desk = await clientFor(app, admin);

async function liveListing(opts: { language?: "en" | "hi"; availability?: unknown } = {}) {
  const seller = await createUser(app);
  if (opts.language) await app.db.update(users).set({ language: opts.language }).where(eq(users.id, seller.id));
  const listing = await createListing(app, seller, { title: "Hero Sprint cycle", price: "6000.00" });
  const ad = adUrl("olx");
  await app.db
    .update(listings)
    .set({ availability: opts.availability ?? null })
    .where(eq(listings.id, listing.id));
  await app.db
    .update(postings)
    .set({ status: "posted", url: ad })
    .where(and(eq(postings.listingId, listing.id), eq(postings.marketplace, "olx")));
  return { seller, listing, ad, call: await clientFor(app, seller) };
}
const ask = (listingId: string, body: Record<string, unknown>) =>
  desk("POST", `/api/admin/listings/${listingId}/questions`, { marketplace: "olx", ...body });

describe("buyer questions relayed", () => {
  it("a common question in one call reaches the seller's Messages (Hindi), a tap answers, the desk relays it", async () => {
    const { seller, listing, ad, call } = await liveListing({ language: "hi" });
    const sent = await ask(listing.id, { common: "available" });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      question: "Is it still available?",
      answer: null,
      adUrl: ad,
    });
    const [notice] = await app.db.select().from(messages).where(eq(messages.toUserId, seller.id));
    expect(notice.subject).toBe("Hero Sprint cycle के बारे में खरीदार का सवाल");
    expect(notice.message).toContain("क्या यह अभी भी उपलब्ध है?");
    const mine = (await call("GET", "/api/questions")).json();
    expect(mine).toEqual([expect.objectContaining({ id: sent.json().id, common: "available", answer: null })]);
    const answered = await call("POST", `/api/questions/${sent.json().id}/answer`, { reply: "available" });
    expect(answered.statusCode, answered.body).toBe(200);
    const onDesk = (await desk("GET", `/api/admin/questions?listingId=${listing.id}`)).json();
    expect(onDesk[0]).toMatchObject({ answerForBuyer: "Yes, it is still available.", relayedAt: null });
    const relayed = await desk("POST", `/api/admin/questions/${sent.json().id}/relayed`);
    expect(relayed.json().relayedAt).not.toBeNull();
    expect((await desk("GET", `/api/admin/questions?listingId=${listing.id}`)).json()).toEqual([]);
  });

  it("its notice is read once the seller answered: the badge stops counting it (issue 47 item 6)", async () => {
    const { call } = await liveListing();
    const sent = (await ask((await liveListing()).listing.id, { common: "available" })).json();
    const { seller, listing, call: own } = await liveListing();
    const asked = (await ask(listing.id, { common: "last_price" })).json();
    const unread = async () => (await own("GET", "/api/messages/unread-count")).json().count;
    expect(await unread()).toBe(1);
    // Another seller's question is theirs: answering it is a 404 and reads nothing here.
    expect((await call("POST", `/api/questions/${sent.id}/answer`, { reply: "available" })).statusCode).toBe(404);
    const answered = await own("POST", `/api/questions/${asked.id}/answer`, { reply: "lowest", amount: "5500" });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await unread()).toBe(0);
    const [notice] = await app.db.select().from(messages).where(eq(messages.toUserId, seller.id));
    expect(notice.isRead).toBe(true);
  });

  it("quick replies: my lowest, I accept, buyers can see it on..., free text", async () => {
    const { listing, call } = await liveListing({
      availability: { days: ["sat", "sun"], windows: [{ from: "10:00", to: "13:00" }], area: "Baner" },
    });
    const answer = async (body: Record<string, unknown>, question: Record<string, unknown>) => {
      const q = (await ask(listing.id, question)).json();
      return call("POST", `/api/questions/${q.id}/answer`, body);
    };
    expect((await answer({ reply: "lowest", amount: "5500" }, { common: "last_price" })).json().answer).toMatchObject({
      reply: "lowest",
      amount: "5500.00",
    });
    const over = await answer({ reply: "accept", amount: "6500" }, { text: "Will you take 6500?" });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(BUYER_MESSAGES.amountAbovePrice);
    expect((await answer({ reply: "viewing" }, { common: "viewing" })).json().answer.text).toBe(
      "Buyers can see it on Sat, Sun, 10:00–13:00, in Baner.",
    );
    expect((await answer({ reply: "text", text: "Only cash please" }, { text: "UPI ok?" })).json().answer.text).toBe(
      "Only cash please",
    );
    const desk2 = (await desk("GET", `/api/admin/questions?listingId=${listing.id}`)).json();
    expect(desk2.map((q: { answerForBuyer: string | null }) => q.answerForBuyer)).toEqual(
      expect.arrayContaining(["The seller's lowest price is ₹5,500.", "Only cash please"]),
    );
  });

  it("Sold elsewhere withdraws the listing: live ads get delist tasks (withdrawn), no more offers or questions", async () => {
    const { listing, call } = await liveListing();
    const q = (await ask(listing.id, { common: "available" })).json();
    const res = await call("POST", `/api/questions/${q.id}/answer`, { reply: "sold_elsewhere" });
    expect(res.statusCode, res.body).toBe(200);
    const tasks = await app.db.select().from(delistTasks).where(eq(delistTasks.listingId, listing.id));
    expect(tasks).toEqual([expect.objectContaining({ marketplace: "olx", reason: "withdrawn", doneAt: null })]);
    const pending = await app.db.select().from(postings).where(eq(postings.listingId, listing.id));
    expect(pending.filter((p) => p.status === "pending")).toEqual([]);
    const mine = (await call("GET", "/api/listings?status=withdrawn")).json();
    expect(mine.map((l: { id: string; status: string }) => [l.id, l.status])).toEqual([[listing.id, "withdrawn"]]);
    const more = await ask(listing.id, { common: "last_price" });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(QUESTION_DESK_MESSAGES.listingClosed);
    expect(
      (await desk("POST", `/api/admin/listings/${listing.id}/offers`, { marketplace: "olx", amount: "5000" }))
        .statusCode,
    ).toBe(409);
  });
});

describe("bad input (issue 42 item 4)", () => {
  it("another seller answering is a 404, an answered question a 409, nothing changed", async () => {
    const { listing, call } = await liveListing();
    const q = (await ask(listing.id, { common: "available" })).json();
    const other = await clientFor(app, await createUser(app));
    const res = await other("POST", `/api/questions/${q.id}/answer`, { reply: "available" });
    expect(res.statusCode).toBe(404);
    expect((await other("GET", "/api/questions")).json()).toEqual([]);
    expect((await call("POST", `/api/questions/${q.id}/answer`, { reply: "available" })).statusCode).toBe(200);
    const again = await call("POST", `/api/questions/${q.id}/answer`, { reply: "text", text: "changed my mind" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BUYER_MESSAGES.alreadyAnswered);
    const [row] = await app.db.select().from(buyerQuestions).where(eq(buyerQuestions.id, q.id));
    expect(row.reply).toBe("available");
  });

  it("refuses NUL bytes, huge texts, both or neither, no availability, an ad that is not live", async () => {
    const { listing, call } = await liveListing();
    expect((await ask(listing.id, { text: "still there?\u0000" })).statusCode).toBe(400);
    expect((await ask(listing.id, { text: "x".repeat(1001) })).json().message).toBe(
      QUESTION_DESK_MESSAGES.questionTooLong,
    );
    expect((await ask(listing.id, {})).json().message).toBe(QUESTION_DESK_MESSAGES.questionOrText);
    expect((await ask(listing.id, { common: "available", text: "hi" })).statusCode).toBe(400);
    expect((await ask(listing.id, { common: "available", marketplace: "quikr" })).json().message).toBe(
      QUESTION_DESK_MESSAGES.notLive,
    );
    const q = (await ask(listing.id, { common: "viewing" })).json();
    const viewing = await call("POST", `/api/questions/${q.id}/answer`, { reply: "viewing" });
    expect(viewing.statusCode).toBe(400);
    expect(viewing.json().message).toBe(BUYER_MESSAGES.noAvailability);
    expect(
      (await call("POST", `/api/questions/${q.id}/answer`, { reply: "text", text: "a".repeat(1001) })).statusCode,
    ).toBe(400);
    expect((await call("POST", `/api/questions/${q.id}/answer`, { reply: "text", text: "\u0000" })).statusCode).toBe(
      400,
    );
    expect((await call("POST", `/api/questions/${q.id}/answer`, { reply: "lowest" })).json().message).toBe(
      BUYER_MESSAGES.amountRequired,
    );
  });

  it("50 identical sends make one question waiting; 50 answers at once, one answer", async () => {
    const { listing, call } = await liveListing();
    const sends = await Promise.all(Array.from({ length: 50 }, () => ask(listing.id, { text: "Is the price fixed?" })));
    expect(sends.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(sends.filter((r) => r.statusCode === 409)).toHaveLength(49);
    const id = sends.find((r) => r.statusCode === 201)?.json().id;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call("POST", `/api/questions/${id}/answer`, { reply: "available" })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(49);
    expect(await app.db.select().from(buyerQuestions).where(eq(buyerQuestions.listingId, listing.id))).toHaveLength(1);
  });
});
