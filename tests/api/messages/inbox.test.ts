import { describe, expect, it } from "vitest";
import { notifyUser } from "../../../src/server/modules/notifications/service.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createListing, createMessage, createUser, loginCookie } from "../../helpers/factories.ts";

const app = await createTestApp();

async function signedIn() {
  const user = await createUser(app);
  return { user, cookie: await loginCookie(app, user) };
}

describe("GET /api/messages", () => {
  it("lists only the user's own messages, newest first, with the listing title and sender name", async () => {
    const { user, cookie } = await signedIn();
    const other = await createUser(app);
    const admin = await createAdmin(app);
    const listing = await createListing(app, user, { title: "iPhone 13 128GB" });
    const older = await createMessage(app, user, { from: admin, createdAt: new Date(Date.now() - 60_000) });
    const newer = await createMessage(app, user, { from: admin, listingId: listing.id, messageType: "info_request" });
    await createMessage(app, other, { from: admin });

    const res = await app.inject({ method: "GET", url: "/api/messages", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((m: { id: string }) => m.id)).toEqual([newer.id, older.id]);
    expect(body[0]).toMatchObject({
      toUserId: user.id,
      fromUserId: admin.id,
      messageType: "info_request",
      isRead: false,
      isSystemMessage: false,
      listingId: listing.id,
      listing: { title: "iPhone 13 128GB" },
      sender: { firstName: "Admin", lastName: "Verma" },
    });
    // A seller sees the team member's name, not their address.
    expect(body[0].sender.email).toBeUndefined();
    expect(body[1].listing).toBeNull();
    expect(typeof body[0].createdAt).toBe("string");
  });

  it("shows the sender's email to an admin reading their inbox", async () => {
    const admin = await createAdmin(app);
    const seller = await createUser(app, { email: `seller-${Date.now()}@example.test` });
    await createMessage(app, admin, { from: seller });
    const res = await app.inject({
      method: "GET",
      url: "/api/messages",
      headers: { cookie: await loginCookie(app, admin) },
    });
    expect(res.json()[0].sender.email).toBe(seller.email);
  });

  it("answers 401 when signed out", async () => {
    const res = await app.inject({ method: "GET", url: "/api/messages" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: "Please log in to continue." });
  });

  it("includes system messages sent through the notification service", async () => {
    const { user, cookie } = await signedIn();
    const admin = await createAdmin(app);
    const listing = await createListing(app, user, { title: "Canon EOS 200D" });
    await notifyUser(app, app.db, {
      toUserId: user.id,
      fromUserId: admin.id,
      text: () => ({ subject: "Your listing is live on OLX", message: "Canon EOS 200D is now posted on OLX." }),
      listingId: listing.id,
    });
    const [m] = (await app.inject({ method: "GET", url: "/api/messages", headers: { cookie } })).json();
    expect(m).toMatchObject({
      isSystemMessage: true,
      messageType: "general",
      subject: "Your listing is live on OLX",
      listing: { title: "Canon EOS 200D" },
    });
  });
});

describe("GET /api/messages/unread-count", () => {
  it("counts only the user's unread messages", async () => {
    const { user, cookie } = await signedIn();
    const other = await createUser(app);
    await createMessage(app, user);
    await createMessage(app, user);
    await createMessage(app, user, { isRead: true });
    await createMessage(app, other);
    const res = await app.inject({ method: "GET", url: "/api/messages/unread-count", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 2 });
  });

  it("is zero for a new user and 401 when signed out", async () => {
    const { cookie } = await signedIn();
    const res = await app.inject({ method: "GET", url: "/api/messages/unread-count", headers: { cookie } });
    expect(res.json()).toEqual({ count: 0 });
    expect((await app.inject({ method: "GET", url: "/api/messages/unread-count" })).statusCode).toBe(401);
  });
});

describe("reading and marking one message", () => {
  it("reads one of the user's own messages", async () => {
    const { user, cookie } = await signedIn();
    const m = await createMessage(app, user, { subject: "Hello" });
    const res = await app.inject({ method: "GET", url: `/api/messages/${m.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: m.id, subject: "Hello" });
  });

  it("marks read, drops the unread count, and is idempotent", async () => {
    const { user, cookie } = await signedIn();
    const m = await createMessage(app, user);
    const count = async () =>
      (await app.inject({ method: "GET", url: "/api/messages/unread-count", headers: { cookie } })).json().count;
    expect(await count()).toBe(1);
    const res = await app.inject({ method: "PATCH", url: `/api/messages/${m.id}/read`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: m.id, isRead: true });
    expect(await count()).toBe(0);
    const again = await app.inject({ method: "PATCH", url: `/api/messages/${m.id}/read`, headers: { cookie } });
    expect(again.statusCode).toBe(200);
    expect(await count()).toBe(0);
  });

  it("answers 404 for someone else's message, for reading and for marking, and leaves it unread", async () => {
    const owner = await createUser(app);
    const { cookie } = await signedIn();
    const m = await createMessage(app, owner);
    const read = await app.inject({ method: "GET", url: `/api/messages/${m.id}`, headers: { cookie } });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({ message: "Message not found" });
    const mark = await app.inject({ method: "PATCH", url: `/api/messages/${m.id}/read`, headers: { cookie } });
    expect(mark.statusCode).toBe(404);
    expect(mark.json()).toMatchObject({ message: "Message not found" });
    const ownerCount = await app.inject({
      method: "GET",
      url: "/api/messages/unread-count",
      headers: { cookie: await loginCookie(app, owner) },
    });
    expect(ownerCount.json()).toEqual({ count: 1 });
  });

  it("answers 404 for an unknown or malformed id, and 401 when signed out", async () => {
    const { cookie } = await signedIn();
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await app.inject({ method: "PATCH", url: `/api/messages/${id}/read`, headers: { cookie } });
      expect(res.statusCode).toBe(404);
    }
    const anon = await app.inject({ method: "PATCH", url: "/api/messages/not-a-uuid/read" });
    expect(anon.statusCode).toBe(401);
  });
});

describe("API docs", () => {
  it("documents the message routes", async () => {
    const res = await app.inject({ method: "GET", url: "/api/docs/openapi.json" });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    for (const p of ["/api/messages", "/api/messages/unread-count", "/api/messages/{id}/read", "/api/admin/messages"])
      expect(paths[p], p).toBeDefined();
    expect(paths["/api/admin/messages"].post.requestBody).toBeDefined();
  });
});
