import { describe, expect, it } from "vitest";
import type { User } from "../../../src/server/db/schema.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createListing, createMessage, createUser, loginCookie } from "../../helpers/factories.ts";

const app = await createTestApp();
// The first admin account: replies to notices that name no sender go here.
const teamAdmin = await createAdmin(app);

/** What `user` finds in their inbox (signing in needs only the id). */
async function inbox(user: { id: string | null }) {
  const cookie = await loginCookie(app, user as User);
  const res = await app.inject({ method: "GET", url: "/api/messages", headers: { cookie } });
  return res.json() as Array<Record<string, unknown>>;
}

async function postReply(cookie: string, payload: Record<string, unknown>) {
  return app.inject({ method: "POST", url: "/api/messages", headers: { cookie }, payload });
}

describe("POST /api/messages (reply)", () => {
  it("goes to the original sender with 'Re: ' and the subject, type general, the listing kept", async () => {
    const seller = await createUser(app);
    const admin = await createAdmin(app);
    const listing = await createListing(app, seller, { title: "Sony WH-1000XM4" });
    const original = await createMessage(app, seller, {
      from: admin,
      subject: "We need more details for your listing: Sony WH-1000XM4",
      messageType: "info_request",
      listingId: listing.id,
    });
    const res = await postReply(await loginCookie(app, seller), {
      originalMessageId: original.id,
      message: "  It comes with the case and cable.  ",
    });
    expect(res.statusCode).toBe(201);
    const expected = {
      fromUserId: seller.id,
      toUserId: admin.id,
      subject: "Re: We need more details for your listing: Sony WH-1000XM4",
      message: "It comes with the case and cable.",
      messageType: "general",
      listingId: listing.id,
      listing: { title: "Sony WH-1000XM4" },
      isRead: false,
      isSystemMessage: false,
    };
    expect(res.json()).toMatchObject(expected);
    const [received] = await inbox(admin);
    expect(received).toMatchObject({ ...expected, sender: { firstName: "Asha", email: seller.email } });
    expect(await inbox(seller)).toHaveLength(1);
  });

  it("uses 'Re: Your message' when the original has no subject, and never doubles 'Re: '", async () => {
    const seller = await createUser(app);
    const cookie = await loginCookie(app, seller);
    const noSubject = await createMessage(app, seller, { subject: null });
    const res = await postReply(cookie, { originalMessageId: noSubject.id, message: "Thanks!" });
    expect(res.json().subject).toBe("Re: Your message");
    const already = await createMessage(app, seller, { subject: "Re: Your payout" });
    const again = await postReply(cookie, { originalMessageId: already.id, message: "Done." });
    expect(again.json().subject).toBe("Re: Your payout");
  });

  it("ignores a recipient, subject and listing sent by the client", async () => {
    const seller = await createUser(app);
    const admin = await createAdmin(app);
    const stranger = await createUser(app);
    const strangersListing = await createListing(app, stranger);
    const original = await createMessage(app, seller, { from: admin, subject: "Hello" });
    const res = await postReply(await loginCookie(app, seller), {
      originalMessageId: original.id,
      toUserId: stranger.id,
      subject: "Spoofed",
      messageType: "sale_success",
      listingId: strangersListing.id,
      message: "Hi",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      toUserId: admin.id,
      subject: "Re: Hello",
      messageType: "general",
      listingId: null,
    });
    expect(await inbox(stranger)).toHaveLength(0);
  });

  it("sends a reply to a notice with no sender to the team's first admin", async () => {
    const seller = await createUser(app);
    const notice = await createMessage(app, seller, { from: null, isSystemMessage: true, subject: "Sale recorded" });
    const res = await postReply(await loginCookie(app, seller), { originalMessageId: notice.id, message: "Great" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ toUserId: teamAdmin.id, subject: "Re: Sale recorded" });
  });

  it("lets the admin answer the reply, back to the seller", async () => {
    const seller = await createUser(app);
    const admin = await createAdmin(app);
    const original = await createMessage(app, seller, { from: admin, subject: "Payout" });
    await postReply(await loginCookie(app, seller), { originalMessageId: original.id, message: "UPI added" });
    const [replyToAdmin] = await inbox(admin);
    const res = await postReply(await loginCookie(app, admin), {
      originalMessageId: replyToAdmin.id,
      message: "Thanks",
    });
    expect(res.json()).toMatchObject({ toUserId: seller.id, subject: "Re: Payout" });
  });

  it("answers 400 'Reply message is required' for an empty, blank or missing reply", async () => {
    const seller = await createUser(app);
    const cookie = await loginCookie(app, seller);
    const original = await createMessage(app, seller);
    for (const message of ["", "   ", undefined, null]) {
      const res = await postReply(cookie, { originalMessageId: original.id, message });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: "Reply message is required" });
    }
    expect(await inbox({ id: original.fromUserId })).toHaveLength(0);
  });

  it("answers 404 'Original message not found' for someone else's, an unknown, a malformed or no original", async () => {
    const owner = await createUser(app);
    const intruder = await createUser(app);
    const cookie = await loginCookie(app, intruder);
    const theirs = await createMessage(app, owner);
    for (const originalMessageId of [theirs.id, "00000000-0000-4000-8000-000000000000", "nope", undefined]) {
      const res = await postReply(cookie, { originalMessageId, message: "Let me in" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: "Original message not found" });
    }
    expect(await inbox({ id: theirs.fromUserId })).toHaveLength(0);
  });

  it("answers 401 when signed out", async () => {
    const res = await app.inject({ method: "POST", url: "/api/messages", payload: { message: "Hi" } });
    expect(res.statusCode).toBe(401);
  });
});

describe("sending limits", () => {
  it("refuses a burst of more than 30 replies a minute from one user with 429", async () => {
    const seller = await createUser(app);
    const cookie = await loginCookie(app, seller);
    const original = await createMessage(app, seller);
    for (let i = 0; i < 30; i++) {
      const ok = await postReply(cookie, { originalMessageId: original.id, message: `Reply ${i}` });
      expect(ok.statusCode).toBe(201);
    }
    const refused = await postReply(cookie, { originalMessageId: original.id, message: "One more" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/rate limit/i);
    // Another seller is not affected.
    const other = await createUser(app);
    const theirs = await createMessage(app, other);
    const fine = await postReply(await loginCookie(app, other), { originalMessageId: theirs.id, message: "Hi" });
    expect(fine.statusCode).toBe(201);
  });
});
