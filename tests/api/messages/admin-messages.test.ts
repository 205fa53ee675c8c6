import { describe, expect, it } from "vitest";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createListing, createUser, loginCookie } from "../../helpers/factories.ts";

const app = await createTestApp();
const admin = await createAdmin(app);
const adminCookie = await loginCookie(app, admin);

const send = (payload: Record<string, unknown>, cookie = adminCookie) =>
  app.inject({ method: "POST", url: "/api/admin/messages", headers: { cookie }, payload });

async function inboxOf(user: Parameters<typeof loginCookie>[1]) {
  const res = await app.inject({
    method: "GET",
    url: "/api/messages",
    headers: { cookie: await loginCookie(app, user) },
  });
  return res.json() as Array<Record<string, unknown>>;
}

describe("POST /api/admin/messages", () => {
  it("delivers to the user with type general by default, as a personal (not system) message", async () => {
    const seller = await createUser(app);
    const res = await send({ toUserId: seller.id, subject: "  Welcome  ", message: "Thanks for joining SnapList!" });
    expect(res.statusCode).toBe(201);
    const expected = {
      fromUserId: admin.id,
      toUserId: seller.id,
      subject: "Welcome",
      message: "Thanks for joining SnapList!",
      messageType: "general",
      isSystemMessage: false,
      isRead: false,
      listingId: null,
    };
    expect(res.json()).toMatchObject(expected);
    expect(await inboxOf(seller)).toMatchObject([expected]);
  });

  it("accepts recipientId, a type and the recipient's listing", async () => {
    const seller = await createUser(app);
    const listing = await createListing(app, seller, { title: "Dell XPS 13" });
    const res = await send({
      recipientId: seller.id,
      subject: "Payout information needed for: Dell XPS 13",
      message: "Please add your UPI id so we can pay you.",
      messageType: "info_request",
      listingId: listing.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      toUserId: seller.id,
      messageType: "info_request",
      listing: { title: "Dell XPS 13" },
    });
  });

  it("treats an empty listingId as none", async () => {
    const seller = await createUser(app);
    const res = await send({ toUserId: seller.id, subject: "Hi", message: "A message long enough.", listingId: "" });
    expect(res.statusCode).toBe(201);
    expect(res.json().listingId).toBeNull();
  });

  it.each([
    [{ subject: "Hi", message: "A message long enough." }, "Please select a user"],
    [{ toUserId: "", subject: "Hi", message: "A message long enough." }, "Please select a user"],
    [{ toUserId: "x", message: "A message long enough." }, "Subject is required"],
    [{ toUserId: "x", subject: "   ", message: "A message long enough." }, "Subject is required"],
    [{ toUserId: "x", subject: "Hi", message: "123456789" }, "Message must be at least 10 characters"],
    [{ toUserId: "x", subject: "Hi", message: "  12345678  " }, "Message must be at least 10 characters"],
    [{ toUserId: "x", subject: "Hi" }, "Message must be at least 10 characters"],
  ])("answers 400 for %o: %s", async (payload, message) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });

  it("answers 400 with the 10-character rule for a 9-character message, and sends nothing", async () => {
    const seller = await createUser(app);
    const res = await send({ toUserId: seller.id, subject: "Hi", message: "Too short" });
    expect("Too short").toHaveLength(9);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: "Message must be at least 10 characters" });
    expect(await inboxOf(seller)).toHaveLength(0);
  });

  it("accepts exactly 10 characters", async () => {
    const seller = await createUser(app);
    const res = await send({ toUserId: seller.id, subject: "Hi", message: "Ten chars!" });
    expect(res.statusCode).toBe(201);
  });

  it("refuses an unknown type", async () => {
    const seller = await createUser(app);
    const res = await send({ toUserId: seller.id, subject: "Hi", message: "Long enough text", messageType: "spam" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: "Message type must be general, sale_success or info_request" });
  });

  it("answers 404 for an unknown recipient or listing, and 400 for another user's listing", async () => {
    const seller = await createUser(app);
    const other = await createUser(app);
    const othersListing = await createListing(app, other);
    const base = { subject: "Hi", message: "A message long enough." };
    const unknownUser = await send({ ...base, toUserId: "00000000-0000-4000-8000-000000000000" });
    expect(unknownUser.statusCode).toBe(404);
    expect(unknownUser.json()).toMatchObject({ message: "User not found" });
    const unknownListing = await send({
      ...base,
      toUserId: seller.id,
      listingId: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknownListing.statusCode).toBe(404);
    expect(unknownListing.json()).toMatchObject({ message: "Listing not found" });
    const wrongListing = await send({ ...base, toUserId: seller.id, listingId: othersListing.id });
    expect(wrongListing.statusCode).toBe(400);
    expect(wrongListing.json()).toMatchObject({ message: "That listing does not belong to the selected user" });
    expect(await inboxOf(seller)).toHaveLength(0);
  });

  it("answers 403 to a seller and 401 when signed out", async () => {
    const seller = await createUser(app);
    const victim = await createUser(app);
    const payload = { toUserId: victim.id, subject: "Hi", message: "A message long enough." };
    const asSeller = await send(payload, await loginCookie(app, seller));
    expect(asSeller.statusCode).toBe(403);
    expect(asSeller.json()).toMatchObject({ message: "Admin access required" });
    const anon = await app.inject({ method: "POST", url: "/api/admin/messages", payload });
    expect(anon.statusCode).toBe(401);
    expect(await inboxOf(victim)).toHaveLength(0);
  });
});

describe("GET /api/admin/users", () => {
  it("lists users with only id, names, email and language, and searches by name or email", async () => {
    const found = await createUser(app, { firstName: "Zoravar", email: `zoravar-${Date.now()}@example.test` });
    const res = await app.inject({ method: "GET", url: "/api/admin/users", headers: { cookie: adminCookie } });
    expect(res.statusCode).toBe(200);
    const all = res.json() as Array<Record<string, unknown>>;
    const row = all.find((u) => u.id === found.id);
    expect(row).toEqual({ id: found.id, firstName: "Zoravar", lastName: "Verma", email: found.email, language: null });
    const search = await app.inject({
      method: "GET",
      url: "/api/admin/users?q=zORAV",
      headers: { cookie: adminCookie },
    });
    expect(search.json()).toEqual([row]);
    const noWildcards = await app.inject({
      method: "GET",
      url: "/api/admin/users?q=%25",
      headers: { cookie: adminCookie },
    });
    expect(noWildcards.json()).toEqual([]);
    const limited = await app.inject({
      method: "GET",
      url: "/api/admin/users?limit=1",
      headers: { cookie: adminCookie },
    });
    expect(limited.json()).toHaveLength(1);
  });

  it("answers 403 to a seller and 401 when signed out", async () => {
    const seller = await createUser(app);
    const res = await app.inject({
      method: "GET",
      url: "/api/admin/users",
      headers: { cookie: await loginCookie(app, seller) },
    });
    expect(res.statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/admin/users" })).statusCode).toBe(401);
  });
});
