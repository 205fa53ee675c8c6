import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adKey } from "../../../src/contract/ad-address.ts";
import { postings } from "../../../src/server/db/schema.ts";
import { createListing, createUser } from "../../helpers/factories.ts";
import { assistantClient, assistantToken, claimUrl, deskAdmin, deskApp, extUrl, postingRow } from "./helpers.ts";

/**
 * Issue 46 item 6 (docs/decisions/182): the desk took the same OLX address for a motorcycle and for a TV, and the
 * TV's seller was sent the motorcycle's ad. An ad's address now belongs to one listing: a Mark Posted - the desk's
 * status menu, Today's and the posting session's (the same route), the assistant's - with an ad another listing holds
 * is a 409 naming that listing, whatever form of the address it is given; 50 at once make one; ads held twice before
 * the rule are listed for admins to fix.
 */
const { app } = await deskApp();
const admin = await deskAdmin(app, "Asha");
let n = 1_900_000_000;

async function listing(title: string) {
  return createListing(app, await createUser(app), { title });
}
const markPosted = (listingId: string, postingUrl: string, platform = "olx") =>
  admin.call("PUT", `/api/admin/listings/${listingId}/status`, { platform, status: "posted", postingUrl });

describe("an ad's address belongs to one listing", () => {
  it("reads one ad from any form of its address", () => {
    const id = "5551234";
    const forms = [
      `https://www.olx.in/item/royal-enfield-classic-iid-${id}`,
      `https://m.olx.in/item/royal-enfield-classic-iid-${id}/`,
      `https://olx.in/en-in/item/a-different-slug-iid-${id}?utm_source=share`,
      `https://www.olx.in/item/ROYAL-ENFIELD-IID-${id}`,
    ];
    expect(new Set(forms.map((u) => adKey("olx", u)))).toEqual(new Set([`olx:${id}`]));
    expect(adKey("quikr", "https://bangalore.quikr.com/Sony-TV-W0QQAdIdZ42")).toBe("quikr:42");
    expect(adKey("facebook", "https://web.facebook.com/marketplace/item/42/")).toBe("facebook:42");
    expect(adKey("olx", "https://www.olx.in/item/sony-iid-7")).not.toBe(
      adKey("olx", "https://www.olx.in/item/sony-iid-70"),
    );
  });

  it("refuses another listing's ad with a 409 naming it, in any form; the same listing may repeat its own", async () => {
    const bike = await listing("Royal Enfield Classic 350");
    const tv = await listing("Sony Bravia 55 inch TV");
    const id = n++;
    const first = await markPosted(bike.id, `https://www.olx.in/item/royal-enfield-iid-${id}`);
    expect(first.statusCode, first.body).toBe(200);
    for (const url of [`https://www.olx.in/item/royal-enfield-iid-${id}`, `https://m.olx.in/item/sony-tv-iid-${id}/`]) {
      const taken = await markPosted(tv.id, url);
      expect(taken.statusCode, url).toBe(409);
      expect(taken.json().message).toBe(
        'That is already the OLX ad of another listing, "Royal Enfield Classic 350": check the address you copied',
      );
    }
    expect((await postingRow(app, tv.id, "olx")).url).toBeNull();
    // The same path with the state in the URL holds the rule too.
    const viaPath = await admin.call("POST", `/api/admin/marketplace-postings/${tv.id}/olx/posted`, {
      postingUrl: `https://www.olx.in/item/x-iid-${id}`,
    });
    expect(viaPath.statusCode).toBe(409);
    // The bike's own address again, in another form, is its own ad.
    expect((await markPosted(bike.id, `https://m.olx.in/item/royal-enfield-iid-${id}`)).statusCode).toBe(200);
    // Another marketplace's ad with the same number is another ad.
    expect((await markPosted(tv.id, `https://www.facebook.com/marketplace/item/${id}/`, "facebook")).statusCode).toBe(
      200,
    );
  });

  it("the assistant's Posted is refused the same way, and the claim is kept", async () => {
    const bike = await listing("Bajaj Pulsar 150");
    const tv = await listing("LG OLED TV");
    const url = `https://www.olx.in/item/pulsar-iid-${n++}`;
    expect((await markPosted(bike.id, url)).statusCode).toBe(200);
    const ext = assistantClient(app, await assistantToken(admin));
    expect((await admin.call("POST", claimUrl(tv.id))).statusCode).toBe(200);
    const res = await ext("POST", extUrl(tv.id, "olx", "/posted"), { url });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('"Bajaj Pulsar 150"');
    expect((await postingRow(app, tv.id, "olx")).status).toBe("pending");
    expect((await ext("GET", extUrl(tv.id))).statusCode).toBe(200);
  });

  it("50 Mark Posted of one ad on 50 listings at once: one is posted, 49 hear who holds it", async () => {
    const many = await Promise.all(Array.from({ length: 50 }, (_, i) => listing(`Phone ${i}`)));
    const url = `https://www.olx.in/item/phone-iid-${n++}`;
    const answers = await Promise.all(many.map((l) => markPosted(l.id, url)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const winner = many[answers.findIndex((r) => r.statusCode === 200)];
    for (const r of answers.filter((a) => a.statusCode === 409)) {
      expect(r.json().message).toBe(
        `That is already the OLX ad of another listing, "${winner.title}": check the address you copied`,
      );
    }
    const holders = await app.db
      .select()
      .from(postings)
      .where(eq(postings.adKey, adKey("olx", url) as string));
    expect(holders.map((h) => h.listingId)).toEqual([winner.id]);
  }, 120_000);
});

describe("ads two listings held before the rule (migration 0028)", () => {
  const MIGRATION = readFileSync(
    path.resolve(import.meta.dirname, "../../../src/server/db/migrations/0028_ad_key.sql"),
    "utf8",
  ).split("--> statement-breakpoint");

  it("keep their first holder, flag the others, list every holder to fix, and let Mark Posted fix them", async () => {
    const fresh = await deskApp();
    const desk = await deskAdmin(fresh.app, "Ravi");
    const seller = await createUser(fresh.app);
    const bike = await createListing(fresh.app, seller, { title: "Hero Splendor" });
    const tv = await createListing(fresh.app, seller, { title: "Samsung TV" });
    const other = await createListing(fresh.app, seller, { title: "Dell laptop" });
    // The database before the rule: no key, no index; the TV was given the bike's ad, later.
    for (const undo of [
      "drop index postings_ad_key_unique",
      "drop index postings_ad_key_clash_idx",
      "alter table postings drop column ad_key",
      "alter table postings drop column ad_key_clash",
    ]) {
      await fresh.app.db.execute(sql.raw(undo));
    }
    const set = (listingId: string, url: string, at: string) =>
      fresh.app.db.execute(sql`update postings set status = 'posted', url = ${url}, updated_at = ${at}::timestamptz
        where listing_id = ${listingId} and marketplace = 'olx'`);
    await set(bike.id, "https://www.olx.in/item/splendor-iid-77", "2026-01-01T10:00:00Z");
    await set(tv.id, "https://m.olx.in/item/samsung-iid-77/", "2026-01-02T10:00:00Z");
    await set(other.id, "https://www.olx.in/item/dell-iid-78", "2026-01-03T10:00:00Z");

    for (const statement of MIGRATION) await fresh.app.db.execute(sql.raw(statement));

    const flag = async (listingId: string) =>
      (
        await fresh.app.db
          .select({ clash: postings.adKeyClash })
          .from(postings)
          .where(and(eq(postings.listingId, listingId), eq(postings.marketplace, "olx")))
      )[0]?.clash;
    expect([await flag(bike.id), await flag(tv.id), await flag(other.id)]).toEqual([false, true, false]);
    const listed = await desk.call("GET", "/api/admin/postings/shared-addresses");
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      {
        listingId: bike.id,
        title: "Hero Splendor",
        marketplace: "olx",
        url: "https://www.olx.in/item/splendor-iid-77",
        problem:
          'The same OLX ad as "Samsung TV": only one listing can hold it. Mark Posted with the right address on the others.',
      },
      {
        listingId: tv.id,
        title: "Samsung TV",
        marketplace: "olx",
        url: "https://m.olx.in/item/samsung-iid-77/",
        problem:
          'The same OLX ad as "Hero Splendor": only one listing can hold it. Mark Posted with the right address on the others.',
      },
    ]);
    // A third listing cannot join them; the TV gets its own ad and leaves the list.
    const third = await createListing(fresh.app, seller, { title: "Third" });
    const refused = await desk.call("PUT", `/api/admin/listings/${third.id}/status`, {
      platform: "olx",
      status: "posted",
      postingUrl: "https://www.olx.in/item/splendor-iid-77",
    });
    expect(refused.statusCode).toBe(409);
    const fixed = await desk.call("PUT", `/api/admin/listings/${tv.id}/status`, {
      platform: "olx",
      status: "posted",
      postingUrl: "https://www.olx.in/item/samsung-iid-79",
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(await flag(tv.id)).toBe(false);
    expect((await desk.call("GET", "/api/admin/postings/shared-addresses")).json()).toEqual([]);
    const seller2 = await deskAdmin(fresh.app, "Seller");
    await fresh.app.db.execute(sql`update users set admin_role = 'manager' where id = ${seller2.user.id}`);
    expect((await seller2.call("GET", "/api/admin/postings/shared-addresses")).statusCode).toBe(403);
  });
});
