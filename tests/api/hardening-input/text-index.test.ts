import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { QUESTION_TEXT_MAX } from "../../../src/contract/buyer-questions.ts";
import { rowsOf } from "../../../src/server/db/rows.ts";
import { buyerQuestions, postings } from "../../../src/server/db/schema.ts";
import { adUrl } from "../../helpers/ad-urls.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createListing, createUser } from "../../helpers/factories.ts";
import { clientFor } from "../listings/helpers.ts";

/*
 * Issue 46 item 4: what the adversarial run found. A question of 200,000 zero-width spaces gave 500 ("index row too
 * large"), and so did a legitimate question of 1,000 CJK characters within the visible limit; a seller's answer
 * padded with 600 kB of them was stored. The question's key is now a hash; padding is refused; limits count what a
 * person sees and cap the bytes.
 */
const app = await createTestApp();
const desk = await clientFor(app, await createAdmin(app));

async function liveListing() {
  const seller = await createUser(app);
  const listing = await createListing(app, seller, { title: "Hero Sprint cycle", price: "6000.00" });
  await app.db
    .update(postings)
    .set({ status: "posted", url: adUrl("olx") })
    .where(and(eq(postings.listingId, listing.id), eq(postings.marketplace, "olx")));
  return { listing, call: await clientFor(app, seller) };
}
const ask = (listingId: string, text: string) =>
  desk("POST", `/api/admin/listings/${listingId}/questions`, { marketplace: "olx", text });

const CJK = "这辆自行车还在吗价格可以商量".repeat(100).slice(0, QUESTION_TEXT_MAX);

describe("text within its limit never overflows an index", () => {
  it("a 1,000-character CJK question is taken, once, and asked again is the same question", async () => {
    const { listing } = await liveListing();
    expect([...CJK]).toHaveLength(1000);
    const first = await ask(listing.id, CJK);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().question).toBe(CJK);
    const again = await ask(listing.id, ` ${CJK} `);
    expect(again.statusCode).toBe(409);
    const [row] = await app.db.select().from(buyerQuestions).where(eq(buyerQuestions.listingId, listing.id));
    expect(row.text).toBe(CJK);
    expect(row.questionKey).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it("emoji and Hindi count as a person sees them, joiners kept", async () => {
    const { listing } = await liveListing();
    // 👩‍💻 is one emoji of three code points; क्‍ष keeps its joiner.
    const text = `क्‍ष ${"👩‍💻".repeat(300)}`;
    const res = await ask(listing.id, text);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().question).toBe(text);
    const tooLong = await ask(listing.id, "क".repeat(QUESTION_TEXT_MAX + 1));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(`The question must be at most ${QUESTION_TEXT_MAX} characters`);
  });

  it("200,000 zero-width spaces are a 400, in a question or around one", async () => {
    const { listing } = await liveListing();
    for (const text of ["\u200b".repeat(200_000), `Is it available?${"\u200b".repeat(200_000)}`]) {
      const res = await ask(listing.id, text);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
      expect(res.json().message).toBe(
        "text holds a run of invisible characters: type it again, or paste it as plain text",
      );
    }
    expect(await app.db.select().from(buyerQuestions).where(eq(buyerQuestions.listingId, listing.id))).toEqual([]);
  });

  it("a seller's answer padded with 600 kB of invisible characters is refused, and nothing is stored", async () => {
    const { listing, call } = await liveListing();
    const asked = await ask(listing.id, "Can you deliver to Baner?");
    expect(asked.statusCode, asked.body).toBe(201);
    const padding = ["\u200b", "\u200c", "\u200d", "\ufeff", "\u2060", "\u202e"].join("").repeat(33_000);
    const res = await call("POST", `/api/questions/${asked.json().id}/answer`, {
      reply: "text",
      text: `Yes, for 200 more.${padding}`,
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
    const [row] = await app.db.select().from(buyerQuestions).where(eq(buyerQuestions.id, asked.json().id));
    expect(row.answerText).toBeNull();
    // Stray ones are stripped: what is stored is what a person sees.
    const ok = await call("POST", `/api/questions/${asked.json().id}/answer`, {
      reply: "text",
      text: "\ufeffYes,\u200b for 200 more.\u200b",
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const [answered] = await app.db.select().from(buyerQuestions).where(eq(buyerQuestions.id, asked.json().id));
    expect(answered.answerText).toBe("Yes, for 200 more.");
  });

  it("no text index of the schema is a plain btree on a column a client fills unbounded", async () => {
    // Every btree index on a text column, and why its rows stay small: hashed, bounded by its schema, or not client text.
    const bounded: Record<string, string> = {
      "buyer_questions.question_key": "a sha256 of the words",
      "users.email": "254 characters",
      "users.google_id": "Google's subject id",
      "users.referral_code": "40 characters",
      "listings.category": "an enum",
      "listings.brand": "120 characters",
      "listings.model": "120 characters",
      "listings.item_type": "60 characters",
      "listing_events.kind": "an enum",
      "listing_events.marketplace": "an enum",
      "listing_facts.category": "an enum",
      "listing_facts.item_type": "60 characters (the listing's)",
      "postings.marketplace": "an enum",
      "postings.status": "an enum",
      "postings.ad_key": "the marketplace and the ad's number",
      "field_map_versions.marketplace": "an enum",
      "field_fingerprints.marketplace": "an enum",
      "field_fingerprints.field": "an enum",
      "field_fingerprints.key": "a sha256 of the fingerprint",
      "offers.marketplace": "an enum",
      "buyer_questions.marketplace": "an enum",
      "delist_tasks.marketplace": "an enum",
      "delist_tasks.url": "an ad address: 2048 ASCII characters at most (contract/ad-address.ts)",
      "sales.payout_status": "an enum",
      "audit_entries.action": "an enum",
      "push_subscriptions.endpoint": "the contract's endpoint limit",
      "push_outbox.kind": "an enum",
      "extension_tokens.token_hash": "a sha256",
      "admin_invites.token_hash": "a sha256",
      "sessions.id": "a random id",
      "rate_limits.key": "a route and a user or address",
      "work_claims.kind": "an enum",
      "work_targets.kind": "an enum",
      "recovery_codes.code_hash": "a hash",
      "sign_in_addresses.address": "a client's IP address",
      "uploads.url": "a name the server made",
      "__drizzle_migrations.hash": "drizzle's own",
    };
    const rows = rowsOf<{ tbl: string; col: string }>(
      await app.db.execute(sql`
        select distinct t.relname as tbl, a.attname as col
        from pg_index i
        join pg_class t on t.oid = i.indrelid
        join pg_class ix on ix.oid = i.indexrelid
        join pg_am am on am.oid = ix.relam
        join pg_namespace n on n.oid = t.relnamespace
        join pg_attribute a on a.attrelid = t.oid and a.attnum = any(i.indkey)
        where am.amname = 'btree' and a.atttypid = 'text'::regtype and n.nspname = current_schema()`),
    );
    const unexplained = rows.map((r) => `${r.tbl}.${r.col}`).filter((c) => !bounded[c]);
    expect(unexplained).toEqual([]);
  });
});
