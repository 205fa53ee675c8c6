import { describe, expect, it } from "vitest";
import { REPLY_TO_USER_TEXTS } from "../../../src/contract/messages.ts";
import type { User } from "../../../src/server/db/schema.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createListing, createMessage, createUser, loginCookie } from "../../helpers/factories.ts";

/**
 * Issue 13 item 11 (docs/decisions/093): POST /api/messages also takes the spec client's body
 * `{toUserId, subject, message, messageType, listingId}`, only towards someone who has written to the sender.
 * Before: that body always answered 404 'Original message not found'.
 */
const app = await createTestApp();

const send = async (from: User, payload: Record<string, unknown>) =>
  app.inject({ method: "POST", url: "/api/messages", headers: { cookie: await loginCookie(app, from) }, payload });
const inbox = async (user: User) =>
  (
    await app.inject({ method: "GET", url: "/api/messages", headers: { cookie: await loginCookie(app, user) } })
  ).json() as Array<Record<string, unknown>>;

describe("POST /api/messages with the spec's reply body", () => {
  it("reaches someone who wrote to the seller, keeping the listing, type general", async () => {
    const seller = await createUser(app);
    const admin = await createAdmin(app);
    const listing = await createListing(app, seller, { title: "Canon EOS 200D" });
    await createMessage(app, seller, { from: admin, subject: "Photos", listingId: listing.id });
    const res = await send(seller, {
      toUserId: admin.id,
      subject: "Re: Photos",
      message: "  New photos are up.  ",
      messageType: "general",
      listingId: listing.id,
    });
    expect(res.statusCode).toBe(201);
    const expected = {
      fromUserId: seller.id,
      toUserId: admin.id,
      subject: "Re: Photos",
      message: "New photos are up.",
      messageType: "general",
      listingId: listing.id,
      isSystemMessage: false,
    };
    expect(res.json()).toMatchObject(expected);
    expect(await inbox(admin)).toEqual([expect.objectContaining(expected)]);
  });

  it("makes every subject a reply subject, with 'Re: Your message' for a blank one", async () => {
    const seller = await createUser(app);
    const admin = await createAdmin(app);
    await createMessage(app, seller, { from: admin });
    const plain = await send(seller, { toUserId: admin.id, subject: "Payout", message: "Done" });
    expect(plain.json().subject).toBe("Re: Payout");
    const blank = await send(seller, { toUserId: admin.id, subject: "   ", message: "Done" });
    expect(blank.json().subject).toBe("Re: Your message");
    const none = await send(seller, { toUserId: admin.id, message: "Done" });
    expect(none.json().subject).toBe("Re: Your message");
  });

  it("stores a seller's 'sale_success' as general: a seller cannot send a sale update", async () => {
    const seller = await createUser(app);
    const admin = await createAdmin(app);
    await createMessage(app, seller, { from: admin });
    const res = await send(seller, { toUserId: admin.id, message: "Sold!", messageType: "sale_success" });
    expect(res.statusCode).toBe(201);
    expect(res.json().messageType).toBe("general");
  });

  it("lets the admin answer a seller who replied", async () => {
    const seller = await createUser(app);
    const admin = await createAdmin(app);
    await createMessage(app, seller, { from: admin, subject: "Hello" });
    await send(seller, { toUserId: admin.id, subject: "Re: Hello", message: "Hi" });
    const back = await send(admin, { toUserId: seller.id, subject: "Re: Hello", message: "Thanks" });
    expect(back.statusCode).toBe(201);
    expect(back.json()).toMatchObject({ fromUserId: admin.id, toUserId: seller.id });
  });

  it("refuses anyone who has not written to the sender, with one 404 that reveals no accounts", async () => {
    const seller = await createUser(app);
    const stranger = await createUser(app);
    const admin = await createAdmin(app);
    // The seller wrote to the admin, but the admin never wrote to the seller: still not allowed the other way.
    await createMessage(app, admin, { from: seller });
    for (const toUserId of [stranger.id, admin.id, "00000000-0000-4000-8000-000000000000", "not-a-uuid", 42]) {
      const res = await send(seller, { toUserId, subject: "Hi", message: "Hello there" });
      expect(res.statusCode, String(toUserId)).toBe(toUserId === 42 ? 400 : 404);
      if (toUserId !== 42) expect(res.json()).toMatchObject({ message: REPLY_TO_USER_TEXTS.notACorrespondent });
    }
    expect(await inbox(stranger)).toHaveLength(0);
  });

  it("refuses a listing the two have not written about", async () => {
    const seller = await createUser(app);
    const admin = await createAdmin(app);
    const other = await createUser(app);
    const own = await createListing(app, seller);
    const theirs = await createListing(app, other);
    await createMessage(app, seller, { from: admin });
    for (const listingId of [own.id, theirs.id, "00000000-0000-4000-8000-000000000000", "nope"]) {
      const res = await send(seller, { toUserId: admin.id, message: "About this one", listingId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: REPLY_TO_USER_TEXTS.listingNotInConversation });
    }
    expect(await inbox(admin)).toHaveLength(0);
  });

  it("refuses bad text with a 400: NUL or a lone surrogate in the subject, a subject too long, no message", async () => {
    const seller = await createUser(app);
    const admin = await createAdmin(app);
    await createMessage(app, seller, { from: admin });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ subject: "Hi\u0000there", message: "Hello" }, "subject contains characters that are not allowed"],
      [{ subject: "Hi \ud800", message: "Hello" }, "subject contains characters that are not allowed"],
      [{ subject: "x".repeat(201), message: "Hello" }, REPLY_TO_USER_TEXTS.subjectTooLong],
      [{ subject: "Hi", message: "   " }, "Reply message is required"],
    ];
    for (const [body, message] of cases) {
      const res = await send(seller, { toUserId: admin.id, ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
    expect(await inbox(admin)).toHaveLength(0);
  });

  it("keeps the originalMessageId form: when both are sent, the original decides the recipient", async () => {
    const seller = await createUser(app);
    const admin = await createAdmin(app);
    const stranger = await createUser(app);
    const original = await createMessage(app, seller, { from: admin, subject: "Question" });
    const res = await send(seller, { originalMessageId: original.id, toUserId: stranger.id, message: "Answer" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ toUserId: admin.id, subject: "Re: Question" });
  });

  it("answers 401 to a visitor", async () => {
    const res = await app.inject({ method: "POST", url: "/api/messages", payload: { toUserId: "x", message: "Hi" } });
    expect(res.statusCode).toBe(401);
  });

  it("takes 50 identical calls at once up to the sending limit, then 429", async () => {
    const seller = await createUser(app);
    const admin = await createAdmin(app);
    await createMessage(app, seller, { from: admin });
    const cookie = await loginCookie(app, seller);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        app.inject({
          method: "POST",
          url: "/api/messages",
          headers: { cookie },
          payload: { toUserId: admin.id, subject: "Re: Hi", message: "Same" },
        }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(30);
    expect(codes.filter((c) => c === 429)).toHaveLength(20);
    expect(await inbox(admin)).toHaveLength(30);
  });
});
