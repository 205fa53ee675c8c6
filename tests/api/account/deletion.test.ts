import { and, eq, inArray, or, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "../../../src/contract/account.ts";
import { SALE_MESSAGES } from "../../../src/contract/sales.ts";
import {
  auditEntries,
  creationLogs,
  listingPhotos,
  listings,
  messages,
  postings,
  rateLimits,
  sales,
  sessions,
  uploads,
  users,
} from "../../../src/server/db/schema.ts";
import { recordClassification } from "../../../src/server/modules/generator/creation-log.ts";
import { sellerLabel } from "../../../src/server/modules/users/seller-label.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createMessage, createUser, TEST_PASSWORD } from "../../helpers/factories.ts";
import { recordSale } from "../sales/helpers.ts";
import { filesOf, onDisk, postListing, type Session, sessionFor, statusCounts, uploadPhoto } from "./helpers.ts";

/**
 * Delete my account (issue 24 item 4, docs/decisions/129): confirmed with the password (or a fresh Google
 * sign-in); ends every session; deletes listings, photos, messages and the user; keeps sales and payouts under
 * an anonymous label; once, also under 50 concurrent calls.
 */
const app = await createTestApp();
const admin = await createAdmin(app);
const asAdmin = await sessionFor(app, admin);

const remove = (s: Session, body: unknown = { password: TEST_PASSWORD }) => s.send("POST", "/api/account/delete", body);

/** A seller with two listings (one posted on OLX, one sold and paid), photos, a message, a generation. */
async function busySeller() {
  const seller = await createUser(app, {
    firstName: "Meera",
    lastName: "Iyer",
    upiId: "meera@okaxis",
    paypalEmail: "meera.pay@example.test",
  });
  const me = await sessionFor(app, seller);
  const other = await sessionFor(app, seller); // a second device
  const photos = [await uploadPhoto(app, me.cookie), await uploadPhoto(app, me.cookie, "fruits.jpg")];
  const spare = await uploadPhoto(app, me.cookie, "stuff.jpg");
  const live = await postListing(me, "Aloe plant in a blue pot", [photos[0]]);
  const sold = await postListing(me, "Fern in a hanging basket", [photos[1]]);
  const posted = await asAdmin.send("PUT", `/api/admin/listings/${live.id}/status`, {
    platform: "olx",
    status: "posted",
    postingUrl: "https://www.olx.in/item/aloe-iid-1",
  });
  expect(posted.statusCode, posted.body).toBe(200);
  const sale = await recordSale(asAdmin.send, sold.id);
  const paid = await asAdmin.send("PUT", `/api/admin/sales/${sale.id}/payout`, {
    payoutMethod: "upi",
    payoutAmount: "10800",
    payoutNotes: "Paid Meera at meera@okaxis, as MEERA.PAY@example.test asked",
    payoutReference: "412345678901",
  });
  expect(paid.statusCode, paid.body).toBe(200);
  await createMessage(app, seller, { from: admin, listingId: live.id });
  await recordClassification(app.db, {
    userId: seller.id,
    originalImageUrl: photos[0],
    photoCount: 1,
    provider: "offline",
    product: "Aloe",
    brand: "",
    model: "",
    category: "home",
    confidence: 0.7,
    titles: ["Aloe plant"],
  });
  return { seller, me, other, photos, spare, live, sold, sale };
}

describe("POST /api/account/delete", () => {
  it("deletes the account, its listings, photos, messages and sessions, and keeps the sale under a label", async () => {
    const w = await busySeller();
    const files = [...w.photos, w.spare].flatMap((u) => filesOf(app, u));
    expect(files.every(onDisk)).toBe(true);

    // A mistyped sign-in leaves a counter that names the email.
    const typo = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: w.seller.email, password: "typo-typo" },
    });
    expect(typo.statusCode).toBe(401);
    const countersOf = (email: string) =>
      app.db.select().from(rateLimits).where(sql`position(${email} in ${rateLimits.key}) > 0`);
    expect((await countersOf(w.seller.email)).length).toBeGreaterThan(0);

    const res = await remove(w.me);
    expect(res.statusCode, res.body).toBe(200);
    expect(await countersOf(w.seller.email)).toEqual([]);
    const label = sellerLabel(w.seller.id);
    expect(label).toMatch(/^Deleted seller #[0-9a-f]{8}$/);
    expect(res.json()).toEqual({ sellerLabel: label, listingsDeleted: 2, salesKept: 1, photosDeleted: 3, liveAds: 1 });
    expect(res.cookies.find((c) => c.name === "snaplist_sid")?.value).toBe("");

    // Every session is over: this one, the other device's, and the data download.
    for (const s of [w.me, w.other]) {
      expect((await s.send("GET", "/api/auth/user")).statusCode).toBe(401);
      expect((await s.send("GET", "/api/account/export")).statusCode).toBe(401);
    }
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: w.seller.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);

    // Nothing of the person is left; the photo files and their renditions are gone from disk.
    const ids = [w.live.id, w.sold.id];
    expect(await app.db.select().from(users).where(eq(users.id, w.seller.id))).toEqual([]);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, w.seller.id))).toEqual([]);
    expect(await app.db.select().from(listings).where(inArray(listings.id, ids))).toEqual([]);
    expect(await app.db.select().from(postings).where(inArray(postings.listingId, ids))).toEqual([]);
    expect(await app.db.select().from(listingPhotos).where(inArray(listingPhotos.listingId, ids))).toEqual([]);
    expect(await app.db.select().from(uploads).where(eq(uploads.userId, w.seller.id))).toEqual([]);
    expect(await app.db.select().from(creationLogs).where(eq(creationLogs.userId, w.seller.id))).toEqual([]);
    const talk = or(eq(messages.toUserId, w.seller.id), eq(messages.fromUserId, w.seller.id));
    expect(await app.db.select().from(messages).where(talk)).toEqual([]);
    expect(files.filter(onDisk)).toEqual([]);

    // The sale and its payout are kept for the accounts, with nothing of the person on them.
    const [kept] = await app.db.select().from(sales).where(eq(sales.id, w.sale.id));
    expect(kept).toMatchObject({
      userId: null,
      listingId: null,
      sellerLabel: label,
      listingTitle: "Fern in a hanging basket",
      listingPrice: "1300.00",
      saleAmount: "12000.00",
      payoutAmount: "10800.00",
      payoutStatus: "paid",
      payoutMethod: "upi",
      payoutReference: "412345678901",
      payoutNotes: `Paid ${label} at ${label}, as ${label} asked`,
    });
    const tracking = await asAdmin.send("GET", `/api/admin/sales?q=${encodeURIComponent(label)}`);
    expect(tracking.json()).toEqual([
      expect.objectContaining({
        id: w.sale.id,
        listingId: null,
        userId: null,
        sellerDeleted: true,
        user: { firstName: label, email: label, upiId: null, paypalEmail: null },
        listing: { title: "Fern in a hanging basket", imageUrl: null, price: "1300.00" },
        saleAmount: "12000.00",
        payoutAmount: "10800.00",
      }),
    ]);
    const text = JSON.stringify(tracking.json());
    for (const personal of [w.seller.email, "meera@okaxis", "meera.pay", "Meera", "Iyer"]) {
      expect(text.toLowerCase()).not.toContain(personal.toLowerCase());
    }

    // Its listings are gone from Marketplace Management; the trail says what happened, without the address.
    const desk = await asAdmin.send("GET", "/api/admin/listings?limit=100");
    expect((desk.json() as Array<{ id: string }>).filter((l) => ids.includes(l.id))).toEqual([]);
    const [entry] = await app.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, "account.delete"), eq(auditEntries.entityId, w.seller.id)));
    expect(entry).toMatchObject({
      actorId: w.seller.id,
      ip: "",
      before: { listings: 2, sales: 1, unpaidPayouts: 0 },
      after: {
        deletedBy: "seller",
        sellerLabel: label,
        salesKept: 1,
        liveAdsToRemove: ["olx: https://www.olx.in/item/aloe-iid-1 - Aloe plant in a blue pot"],
      },
    });
    expect(JSON.stringify(entry)).not.toContain(w.seller.email);

    // The email is free again.
    const again = await app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: w.seller.email, password: "another-pass", confirmPassword: "another-pass" },
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it("refuses a wrong or missing password with a clear message and deletes nothing; guesses are limited", async () => {
    const seller = await createUser(app);
    const me = await sessionFor(app, seller);
    const wrong = await remove(me, { password: "not-my-password" });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ message: ACCOUNT_MESSAGES.wrongPassword });
    const missing = await remove(me, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: ACCOUNT_MESSAGES.passwordRequired });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await remove(me, { password: `guess-${i}` })).statusCode);
    expect(statuses.slice(-1)).toEqual([429]);
    // Limited even with the right password now, like the login form (decision 091).
    expect((await remove(me)).statusCode).toBe(429);
    expect(await app.db.select().from(users).where(eq(users.id, seller.id))).toHaveLength(1);
    expect((await me.send("GET", "/api/auth/user")).statusCode).toBe(200);
  });

  it("answers hostile bodies with a 4xx and a message, never a 5xx", async () => {
    const seller = await createUser(app);
    const me = await sessionFor(app, seller);
    const bodies: unknown[] = [
      { password: "secret\u0000123" },
      { password: "x".repeat(10_000) },
      { password: 123 },
      { password: TEST_PASSWORD, acknowledgeUnpaidPayouts: "yes" },
      { password: "\uD800" },
      [],
      "just text",
    ];
    for (const body of bodies) {
      const res = await remove(me, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 50)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const huge = await me.send("POST", "/api/account/delete", { password: "y".repeat(2 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(await app.db.select().from(users).where(eq(users.id, seller.id))).toHaveLength(1);
  });

  it("warns about a payout still pending, deletes only once it is acknowledged, and keeps the sale pending", async () => {
    const seller = await createUser(app, { upiId: "ravi@okhdfc" });
    const me = await sessionFor(app, seller);
    const listing = await postListing(me, "Desk lamp", [await uploadPhoto(app, me.cookie)]);
    const sale = await recordSale(asAdmin.send, listing.id);
    const preview = await me.send("GET", "/api/account/deletion");
    expect(preview.json()).toMatchObject({
      deletable: true,
      confirmWith: "password",
      listings: 1,
      sales: 1,
      unpaidPayouts: { count: 1, amount: "10800.00" },
    });
    const unacknowledged = await remove(me);
    expect(unacknowledged.statusCode).toBe(409);
    expect(unacknowledged.json().message).toBe(ACCOUNT_MESSAGES.unpaidNotAcknowledged(1, "10800.00"));
    expect(await app.db.select().from(users).where(eq(users.id, seller.id))).toHaveLength(1);

    const done = await remove(me, { password: TEST_PASSWORD, acknowledgeUnpaidPayouts: true });
    expect(done.statusCode, done.body).toBe(200);
    const [kept] = await app.db.select().from(sales).where(eq(sales.id, sale.id));
    expect(kept).toMatchObject({ payoutStatus: "pending", payoutAmount: "10800.00", userId: null });
    // Nobody to pay and nothing to give back: the admin is told why.
    const pay = await asAdmin.send("PUT", `/api/admin/sales/${sale.id}/payout`, {
      payoutMethod: "upi",
      payoutAmount: "10800",
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toBe(SALE_MESSAGES.sellerDeleted);
    const undo = await asAdmin.send("DELETE", `/api/admin/sales/${sale.id}/undo`);
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toBe(SALE_MESSAGES.sellerDeleted);
    const queue = await asAdmin.send("GET", `/api/admin/pending-payouts?q=${encodeURIComponent(kept.sellerLabel!)}`);
    expect(queue.json()).toEqual([expect.objectContaining({ id: sale.id, sellerDeleted: true })]);
  });

  it("does not delete an admin, and a visitor gets 401", async () => {
    const other = await createAdmin(app);
    const res = await remove(await sessionFor(app, other));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.adminNotDeletable);
    const preview = await (await sessionFor(app, other)).send("GET", "/api/account/deletion");
    expect(preview.json()).toMatchObject({ deletable: false, blockedReason: ACCOUNT_MESSAGES.adminNotDeletable });
    const visitor = await app.inject({
      method: "POST",
      url: "/api/account/delete",
      payload: { password: TEST_PASSWORD },
      headers: { origin: "http://localhost:3000" },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it("keeps the people a deleted seller referred, without the link", async () => {
    const seller = await createUser(app, { referralCode: `REF${Date.now().toString(36).toUpperCase()}` });
    const friend = await createUser(app);
    const asFriend = await sessionFor(app, friend);
    expect((await asFriend.send("POST", "/api/referrals/link", { referralCode: seller.referralCode })).statusCode).toBe(
      200,
    );
    expect((await remove(await sessionFor(app, seller))).statusCode).toBe(200);
    const [row] = await app.db.select().from(users).where(eq(users.id, friend.id));
    expect(row).toMatchObject({ referredByUserId: null, referredBy: seller.referralCode });
    expect((await asFriend.send("GET", "/api/referrals/stats")).statusCode).toBe(200);
  });

  it("of 50 concurrent deletions, deletes once; the rest get a clean 410 or 429", async () => {
    const w = await busySeller();
    const calls = await Promise.all(Array.from({ length: 50 }, () => remove(w.me)));
    const counts = statusCounts(calls);
    expect(counts[200]).toBe(1);
    expect((counts[410] ?? 0) + (counts[429] ?? 0)).toBe(49);
    for (const c of calls.filter((r) => r.statusCode !== 200)) {
      expect([ACCOUNT_MESSAGES.alreadyDeleted, expect.stringContaining("Too many")]).toContainEqual(c.json().message);
    }
    const kept = await app.db.select().from(sales).where(eq(sales.id, w.sale.id));
    expect(kept).toHaveLength(1);
    expect(kept[0].sellerLabel).toBe(sellerLabel(w.seller.id));
    const deletions = await app.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, "account.delete"), eq(auditEntries.entityId, w.seller.id)));
    expect(deletions).toHaveLength(1);
  });
});

describe("an account with Google sign-in only", () => {
  async function googleSeller(signedInMinutesAgo: number | null) {
    const seller = await createUser(app);
    await app.db
      .update(users)
      .set({ passwordHash: null, googleId: `g-${seller.id}` })
      .where(eq(users.id, seller.id));
    const me = await sessionFor(app, seller);
    if (signedInMinutesAgo !== null) {
      await app.db
        .update(sessions)
        .set({ googleSignInAt: sql`now() - make_interval(mins => ${signedInMinutesAgo})` })
        .where(eq(sessions.userId, seller.id));
    }
    return { seller, me };
  }

  it("confirms with a Google sign-in on this session in the last 10 minutes", async () => {
    const { seller, me } = await googleSeller(2);
    expect((await me.send("GET", "/api/account/deletion")).json()).toMatchObject({
      confirmWith: "google",
      googleSignInFresh: true,
    });
    const res = await remove(me, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(await app.db.select().from(users).where(eq(users.id, seller.id))).toEqual([]);
  });

  it("of 50 concurrent deletions that all pass the confirmation, deletes once; 49 get 410", async () => {
    const { seller, me } = await googleSeller(1);
    const listing = await postListing(me, "Bookshelf", [await uploadPhoto(app, me.cookie)]);
    const sale = await recordSale(asAdmin.send, listing.id);
    const calls = await Promise.all(Array.from({ length: 50 }, () => remove(me, { acknowledgeUnpaidPayouts: true })));
    expect(statusCounts(calls)).toEqual({ 200: 1, 410: 49 });
    for (const c of calls.filter((r) => r.statusCode === 410)) {
      expect(c.json()).toMatchObject({ message: ACCOUNT_MESSAGES.alreadyDeleted });
    }
    expect(await app.db.select().from(users).where(eq(users.id, seller.id))).toEqual([]);
    const [kept] = await app.db.select().from(sales).where(eq(sales.id, sale.id));
    expect(kept).toMatchObject({ sellerLabel: sellerLabel(seller.id), listingTitle: "Bookshelf", userId: null });
  });

  it("asks for a fresh Google sign-in when the last one is older, or there was none on this session", async () => {
    for (const minutes of [11, null]) {
      const { seller, me } = await googleSeller(minutes);
      expect((await me.send("GET", "/api/account/deletion")).json()).toMatchObject({
        confirmWith: "google",
        googleSignInFresh: false,
      });
      // A password typed for an account that has none confirms nothing.
      for (const body of [{}, { password: TEST_PASSWORD }]) {
        const res = await remove(me, body);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(ACCOUNT_MESSAGES.googleUnavailable);
      }
      expect(await app.db.select().from(users).where(eq(users.id, seller.id))).toHaveLength(1);
    }
  });
});
