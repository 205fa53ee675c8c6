import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listingSchema } from "../../../src/contract/listings.ts";
import { listings, messages, priceSuggestions, users } from "../../../src/server/db/schema.ts";
import { ManualClock } from "../../../src/server/lib/clock.ts";
import { runDueWork } from "../../../src/server/modules/postings/due-work.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createListing, createUser } from "../../helpers/factories.ts";
import { clientFor, liveSetup, openTasksOf, statusCounts } from "./helpers.ts";

const DAY = 86_400_000;
const clock = new ManualClock(new Date("2026-11-03T09:00:00.000Z"));
const app = await createTestApp({ PRICE_SUGGESTION_DAYS: "14" }, undefined, { clock });

const suggestionsOf = (listingId: string) =>
  app.db.select().from(priceSuggestions).where(eq(priceSuggestions.listingId, listingId));

async function agedListing(opts: { language?: "hi" } = {}) {
  const setup = await liveSetup(app, { price: "12000.00" });
  if (opts.language)
    await app.db.update(users).set({ language: opts.language }).where(eq(users.id, setup.sellerUser.id));
  return setup;
}

const suggestionOf = async (asSeller: Awaited<ReturnType<typeof clientFor>>, id: string) => {
  const list = (await asSeller("GET", "/api/listings")).json();
  return listingSchema.parse(list.find((l: { id: string }) => l.id === id)).suggestion;
};

describe("price suggestions", () => {
  it("come after N days live without a sale, once, with an in-app message in the seller's language", async () => {
    const en = await agedListing();
    const hi = await agedListing({ language: "hi" });
    const draft = await createListing(app, en.sellerUser, { status: "draft" });
    clock.advance(13 * DAY);
    await runDueWork(app);
    expect(await suggestionsOf(en.listing.id)).toEqual([]);
    clock.advance(DAY + 60_000);
    await runDueWork(app);
    await runDueWork(app);
    const [s] = await suggestionsOf(en.listing.id);
    expect(await suggestionsOf(en.listing.id)).toHaveLength(1);
    expect(Number(s.suggestedPrice)).toBeLessThan(12000);
    expect(s.currentPrice).toBe("12000.00");
    expect(await suggestionsOf(draft.id)).toEqual([]);

    const shown = await suggestionOf(en.asSeller, en.listing.id);
    expect(shown).toMatchObject({ id: s.id, currentPrice: "12000.00", suggestedPrice: s.suggestedPrice });
    expect(["similarSales", "pricingEngine", "markdown"]).toContain(shown?.reason.code);

    const inbox = async (userId: string) => app.db.select().from(messages).where(eq(messages.toUserId, userId));
    const [enNotice] = await inbox(en.sellerUser.id);
    expect(enNotice.subject).toBe("A better price for Canon EOS 200D");
    expect(enNotice.message).toContain("₹12,000");
    const [hiNotice] = await inbox(hi.sellerUser.id);
    expect(hiNotice.subject).toBe("Canon EOS 200D के लिए बेहतर दाम");
    expect(hiNotice.message).toContain("डैशबोर्ड");
  });

  it("Accept sets the price in one tap and makes update tasks; a second accept is a 409", async () => {
    const { asSeller, listing } = await agedListing();
    clock.advance(15 * DAY);
    await runDueWork(app);
    const [s] = await suggestionsOf(listing.id);
    const url = `/api/listings/${listing.id}/price-suggestions/${s.id}/accept`;
    const responses = await Promise.all([asSeller("POST", url), asSeller("POST", url), asSeller("POST", url)]);
    expect(statusCounts(responses)).toEqual({ 200: 1, 409: 2 });
    const ok = responses.find((r) => r.statusCode === 200);
    expect(ok?.json()).toMatchObject({ price: s.suggestedPrice, suggestion: null, updating: ["olx", "quikr"] });
    const refused = responses.find((r) => r.statusCode === 409);
    expect(refused?.json()).toMatchObject({
      message: "This price suggestion was already answered",
      code: "afterLive.alreadyDecided",
    });
    const open = await openTasksOf(app, listing.id);
    expect(open[0].changes).toEqual([{ field: "price", before: "12000.00", after: s.suggestedPrice }]);
    // Not suggested again for N days after the answer.
    clock.advance(13 * DAY);
    await runDueWork(app);
    expect(await suggestionsOf(listing.id)).toHaveLength(1);
    clock.advance(2 * DAY);
    await runDueWork(app);
    const again = await suggestionsOf(listing.id);
    expect(again).toHaveLength(2);
    expect(Number(again.find((x) => x.id !== s.id)?.currentPrice)).toBe(Number(s.suggestedPrice));
  });

  it("Accept after a price change or a sale is a 409 with a clear message; Decline is not asked again for N days", async () => {
    const a = await agedListing();
    const b = await agedListing();
    const c = await agedListing();
    clock.advance(15 * DAY);
    await runDueWork(app);
    const [sa] = await suggestionsOf(a.listing.id);
    await a.asSeller("PATCH", `/api/listings/${a.listing.id}`, { price: "11999" });
    const changed = await a.asSeller("POST", `/api/listings/${a.listing.id}/price-suggestions/${sa.id}/accept`);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe("The price was changed since this suggestion was made: it no longer applies");

    const [sb] = await suggestionsOf(b.listing.id);
    expect(
      (await b.admin("POST", "/api/admin/sales", { listingId: b.listing.id, saleAmount: "11000" })).statusCode,
    ).toBe(201);
    const sold = await b.asSeller("POST", `/api/listings/${b.listing.id}/price-suggestions/${sb.id}/accept`);
    expect(sold.statusCode).toBe(409);
    expect(sold.json().message).toBe("This listing has sold, so its price can no longer be changed");
    const [row] = await app.db.select().from(listings).where(eq(listings.id, b.listing.id));
    expect(row.price).toBe("12000.00");

    const [sc] = await suggestionsOf(c.listing.id);
    const declined = await c.asSeller("POST", `/api/listings/${c.listing.id}/price-suggestions/${sc.id}/decline`);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ price: "12000.00", suggestion: null, updating: [] });
    clock.advance(13 * DAY);
    await runDueWork(app);
    expect(await suggestionsOf(c.listing.id)).toHaveLength(1);
  });

  it("another seller's listing or suggestion is a 404; bad ids are 404 or 400; admins see age and count", async () => {
    const { admin, asSeller, listing } = await agedListing();
    clock.advance(15 * DAY);
    await runDueWork(app);
    const [s] = await suggestionsOf(listing.id);
    const other = await clientFor(app, await createUser(app));
    expect((await other("POST", `/api/listings/${listing.id}/price-suggestions/${s.id}/accept`)).statusCode).toBe(404);
    const own = await agedListing();
    expect(
      (await own.asSeller("POST", `/api/listings/${own.listing.id}/price-suggestions/${s.id}/accept`)).statusCode,
    ).toBe(404);
    expect((await asSeller("POST", `/api/listings/${listing.id}/price-suggestions/nope/accept`)).statusCode).toBe(404);
    expect((await asSeller("POST", `/api/listings/${listing.id}/price-suggestions/%00/decline`)).statusCode).toBe(400);
    expect((await asSeller("GET", "/api/admin/listings?liveMoreThanDays=3")).statusCode).toBe(403);

    const filtered = await admin("GET", "/api/admin/listings?liveMoreThanDays=14&limit=100");
    expect(filtered.statusCode).toBe(200);
    const mine = filtered.json().find((l: { id: string }) => l.id === listing.id);
    expect(mine).toMatchObject({ suggestionCount: 1 });
    expect(mine.liveSince).toMatch(/Z$/);
    expect(filtered.json().find((l: { id: string }) => l.id === own.listing.id)).toBeUndefined();
    for (const bad of ["-1", "abc", "1.5", "99999"]) {
      expect((await admin("GET", `/api/admin/listings?liveMoreThanDays=${bad}`)).statusCode, bad).toBe(400);
    }
  });
});
