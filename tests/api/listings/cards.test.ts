import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ListingDto } from "../../../src/contract/listings.ts";
import { listingCards } from "../../../src/server/db/schema.ts";
import { findListing, listForUserJson } from "../../../src/server/modules/listings/repo.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createListing, createUser } from "../../helpers/factories.ts";

/**
 * The seller's list from stored cards (issue 47 item 15, docs/decisions/171): whatever changes what a card shows - in
 * any module, by any statement, on any server - the next read shows it, because the database moves the listing's
 * card_version on in the change's own transaction. Compared with the listing built afresh (findListing).
 */
const app = await createTestApp();

async function fresh(ids: string[]) {
  return Promise.all(ids.map(async (id) => (await findListing(app.db, id)) as ListingDto));
}
const list = async (userId: string) => JSON.parse(await listForUserJson(app.db, userId, "all")) as ListingDto[];

describe("the seller's list from stored cards", () => {
  it("shows every change to a listing, its photos, postings, offers, update tasks and price suggestions", async () => {
    const seller = await createUser(app);
    const a = await createListing(app, seller, { title: "Lamp", createdAt: new Date(Date.now() - 60_000) });
    const b = await createListing(app, seller, { title: "Chair" });
    expect(await list(seller.id)).toEqual(await fresh([b.id, a.id]));
    expect(await app.db.select().from(listingCards)).toHaveLength(2);
    const changes = [
      sql`update listings set title = 'Brass lamp' where id = ${a.id}`,
      sql`insert into listing_photos (listing_id, position, url) values (${a.id}, 1, '/uploads/second.jpg')`,
      sql`update listing_photos set url = '/uploads/third.jpg' where listing_id = ${a.id} and position = 1`,
      sql`update postings set status = 'posted', url = 'https://www.olx.in/item/lamp-iid-1', live_since = now(),
        expires_at = now() + interval '30 days' where listing_id = ${a.id} and marketplace = 'olx'`,
      sql`insert into offers (listing_id, marketplace, amount) values (${a.id}, 'olx', 900)`,
      sql`update offers set closed_at = now() where listing_id = ${a.id}`,
      sql`insert into posting_update_tasks (posting_id, listing_id, changes)
        select id, listing_id, '[]'::jsonb from postings where listing_id = ${a.id} and marketplace = 'olx'`,
      sql`update posting_update_tasks set done_at = now() where listing_id = ${a.id}`,
      sql`insert into price_suggestions (listing_id, current_price, suggested_price, reason)
        values (${a.id}, 1500, 1300, '{"code":"noSale"}'::jsonb)`,
      sql`delete from price_suggestions where listing_id = ${a.id}`,
      sql`delete from listing_photos where listing_id = ${a.id} and position = 1`,
      sql`delete from postings where listing_id = ${b.id} and marketplace = 'facebook'`,
    ];
    for (const change of changes) {
      await app.db.execute(change);
      expect(await list(seller.id), String(change.queryChunks[0])).toEqual(await fresh([b.id, a.id]));
    }
  });

  it("never serves a card of an older version, and ignores what does not show on it", async () => {
    const seller = await createUser(app);
    const l = await createListing(app, seller, { title: "Fan" });
    await list(seller.id);
    const [card] = await app.db.select().from(listingCards).where(eq(listingCards.listingId, l.id));
    await app.db.execute(sql`update offers set relayed_at = now() where listing_id = ${l.id}`);
    await app.db.execute(sql`update postings set updated_at = now() + interval '1 minute' where listing_id = ${l.id}`);
    const [same] = await app.db.select().from(listingCards).where(eq(listingCards.listingId, l.id));
    expect(same.version).toBe(card.version);
    // A card written from an older snapshot (an older version) is made again rather than served.
    await app.db.execute(sql`update listings set price = 1700 where id = ${l.id}`);
    await app.db
      .update(listingCards)
      .set({ body: card.body.replace('"Fan"', '"Stale"'), version: card.version })
      .where(eq(listingCards.listingId, l.id));
    const [shown] = await list(seller.id);
    expect(shown).toMatchObject({ title: "Fan", price: "1700.00" });
  });

  it("answers 20 reads at once after a change, each fresh", async () => {
    const seller = await createUser(app);
    const ids = [];
    for (let i = 0; i < 10; i++) ids.push((await createListing(app, seller, { title: `Item ${i}` })).id);
    await list(seller.id);
    await app.db.execute(sql`update postings set status = 'failed', failure_reason = 'Blurry'
      where listing_id in (select id from listings where user_id = ${seller.id})`);
    const reads = await Promise.all(Array.from({ length: 20 }, () => list(seller.id)));
    const expected = (await list(seller.id)).map((l) => l.olxStatus);
    expect(expected.every((s) => s === "failed")).toBe(true);
    for (const r of reads) expect(r.map((l) => l.olxStatus)).toEqual(expected);
  });
});
