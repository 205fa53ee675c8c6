import { describe, expect, it } from "vitest";
import { EXPORT_JSON_NAME } from "../../../src/contract/account.ts";
import { recordClassification } from "../../../src/server/modules/generator/creation-log.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createMessage, createUser } from "../../helpers/factories.ts";
import { recordSale } from "../sales/helpers.ts";
import { postListing, readZip, sessionFor, uploadPhoto } from "./helpers.ts";

/**
 * Download my data (issue 24 item 4, docs/decisions/129): a ZIP of snaplist-data.json and the photos, with the
 * seller's profile, listings, sales, payouts, messages, referrals and generations - and nothing of anyone else's,
 * no password hash, session id, two-factor secret or client address.
 */
const app = await createTestApp();

async function sellerWithEverything() {
  const admin = await createAdmin(app);
  const asAdmin = await sessionFor(app, admin);
  const referrer = await createUser(app, {
    firstName: "Ravi",
    referralCode: `RAVI${Date.now().toString(36)}`.toUpperCase(),
  });
  const seller = await createUser(app, {
    firstName: "Meera",
    lastName: "Iyer",
    upiId: "meera@okaxis",
    paypalEmail: "meera.pay@example.test",
    referralCode: `MEERA${Date.now().toString(36)}`.toUpperCase(),
  });
  const me = await sessionFor(app, seller);
  const link = await me.send("POST", "/api/referrals/link", { referralCode: referrer.referralCode });
  expect(link.statusCode, link.body).toBe(200);
  // Someone who joined with the seller's code: another person, who must not appear by name or email.
  const joiner = await createUser(app, { firstName: "Joiner", email: `joiner-${Date.now()}@example.test` });
  const joined = await sessionFor(app, joiner);
  expect((await joined.send("POST", "/api/referrals/link", { referralCode: seller.referralCode })).statusCode).toBe(
    200,
  );

  const photoUrl = await uploadPhoto(app, me.cookie);
  const unusedUpload = await uploadPhoto(app, me.cookie, "stuff.jpg");
  const listing = await postListing(me, "Aloe plant in a blue pot", [photoUrl]);
  const sold = await postListing(me, "Fern in a hanging basket", [await uploadPhoto(app, me.cookie, "fruits.jpg")]);
  await recordSale(asAdmin.send, sold.id);
  const message = await createMessage(app, seller, { from: admin, listingId: listing.id, message: "Admin says hi." });
  await recordClassification(app.db, {
    userId: seller.id,
    originalImageUrl: photoUrl,
    photoCount: 1,
    provider: "offline",
    product: "Aloe",
    brand: "",
    model: "",
    category: "home",
    confidence: 0.7,
    titles: ["Aloe plant"],
  });
  return { admin, asAdmin, seller, me, referrer, joiner, photoUrl, unusedUpload, listing, sold, message };
}

describe("GET /api/account/export", () => {
  it("answers a ZIP with the seller's data and every photo, and nothing that is not theirs to have", async () => {
    const w = await sellerWithEverything();
    const res = await w.me.send("GET", "/api/account/export");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="snaplist-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers["cache-control"]).toContain("no-store");
    const { entries, data, text } = readZip(res);

    expect(data.format).toBe("snaplist-seller-data");
    expect(data.profile).toMatchObject({
      id: w.seller.id,
      firstName: "Meera",
      lastName: "Iyer",
      email: w.seller.email,
      signInMethods: ["password"],
      twoFactorEnabled: false,
      payoutDetails: { upiId: "meera@okaxis", paypalEmail: "meera.pay@example.test" },
    });
    // Listings, each photo in the ZIP byte for byte as stored.
    const aloe = data.listings.find((l) => l.id === w.listing.id);
    expect(aloe).toMatchObject({ title: "Aloe plant in a blue pot", price: "1300.00", status: "active" });
    expect(aloe?.postings.map((p) => p.marketplace).sort()).toEqual(["facebook", "olx", "quikr"]);
    const file = aloe?.photos[0]?.file;
    expect(file).toMatch(/^photos\/[A-Za-z0-9_-]{32}\.jpg$/);
    const stored = await import("node:fs").then((fs) =>
      fs.readFileSync(`${app.config.dataDir}/uploads/${w.photoUrl.split("/").pop()}`),
    );
    expect(Buffer.from(entries[file as string]).equals(stored)).toBe(true);
    // The upload no listing uses is the seller's too; renditions are not (they are made from the photos).
    expect(data.photoFiles).toContain(`photos/${w.unusedUpload.split("/").pop()}`);
    expect(
      Object.keys(entries)
        .filter((n) => n.startsWith("photos/"))
        .sort(),
    ).toEqual([...data.photoFiles].sort());
    expect(Object.keys(entries).some((n) => n.includes(".w320."))).toBe(false);
    expect(Object.keys(entries)).toContain(EXPORT_JSON_NAME);

    // Sales and payouts; messages with SnapList as the other side; referrals made and used; generations.
    expect(data.sales).toEqual([
      expect.objectContaining({ listingId: w.sold.id, saleAmount: "12000.00", payoutStatus: "pending" }),
    ]);
    expect(data.payouts).toEqual([]);
    expect(data.messages.find((m) => m.id === w.message.id)).toMatchObject({
      direction: "received",
      counterpart: "SnapList",
      message: "Admin says hi.",
    });
    expect(data.referrals).toMatchObject({ yourCode: w.seller.referralCode, codeYouUsed: w.referrer.referralCode });
    expect(data.referrals.joinedWithYourCode).toHaveLength(1);
    expect(data.generations[0]).toMatchObject({ detectedProduct: "Aloe", photoFile: file });
    expect(data.sessions.length).toBeGreaterThan(0);

    // Nothing of anyone else, and no secrets.
    for (const secret of [
      w.seller.passwordHash as string,
      w.admin.email,
      w.admin.id,
      w.referrer.email,
      w.referrer.id,
      "Ravi",
      w.joiner.email,
      w.joiner.id,
      "Joiner",
      w.me.cookie.split("=")[1],
      "127.0.0.1",
      "10.42.",
    ]) {
      expect(text, `the export shows ${secret}`).not.toContain(secret);
    }
    expect(text).not.toMatch(/passwordHash|password_hash|totp|googleId|"ip"/i);
  });

  it("shows another seller none of this seller's data, and a visitor gets 401", async () => {
    const w = await sellerWithEverything();
    const other = await sessionFor(app, await createUser(app));
    const { data, text } = readZip(await other.send("GET", "/api/account/export"));
    expect(data.listings).toEqual([]);
    expect(data.photoFiles).toEqual([]);
    expect(text).not.toContain(w.seller.email);
    expect(text).not.toContain(w.listing.id);
    const visitor = await app.inject({ method: "GET", url: "/api/account/export" });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ message: expect.any(String) });
  });

  it("refuses a download another site started, and allows our own pages and typed addresses", async () => {
    const me = await sessionFor(app, await createUser(app));
    for (const site of ["cross-site", "same-site"]) {
      const res = await me.send("GET", "/api/account/export", undefined, { "sec-fetch-site": site });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("Downloads must be started from SnapList itself.");
    }
    for (const site of ["same-origin", "none"]) {
      readZip(await me.send("GET", "/api/account/export", undefined, { "sec-fetch-site": site }));
    }
  });

  it("limits a seller to 10 downloads in ten minutes", async () => {
    const me = await sessionFor(app, await createUser(app));
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await me.send("GET", "/api/account/export")).statusCode);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const limited = await me.send("GET", "/api/account/export");
    expect(limited.json().message).toMatch(/^Too many data downloads in a short time/);
  });

  it("keeps a listing whose photo file is missing, naming no file for it", async () => {
    const seller = await createUser(app);
    const me = await sessionFor(app, seller);
    const url = await uploadPhoto(app, me.cookie);
    await postListing(me, "Lamp", [url]);
    await import("node:fs/promises").then((fs) => fs.unlink(`${app.config.dataDir}/uploads/${url.split("/").pop()}`));
    const { entries, data } = readZip(await me.send("GET", "/api/account/export"));
    expect(data.listings[0].photos).toEqual([{ position: 0, file: null }]);
    expect(data.photoFiles).toEqual([]);
    expect(Object.keys(entries)).toEqual([EXPORT_JSON_NAME]);
  });
});
