import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listingPhotos, listings, postings } from "../../../src/server/db/schema.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createListing, createUser } from "../../helpers/factories.ts";
import { clientFor } from "../listings/helpers.ts";
import { uploadedPhotos } from "./helpers.ts";

/*
 * 50 identical (or conflicting) calls at once on one listing. PGlite serialises them; PostgreSQL runs them in
 * parallel, so this file is run on both (scripts/with-postgres.sh). Only 2xx, 404 and 409 are acceptable,
 * and the rows must be consistent afterwards.
 */
const app = await createTestApp();
const N = 50;

const statuses = (responses: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
};

/** The listing's photo rows are positions 0..n-1 without gaps, and the main photo is position 0. */
async function expectConsistentPhotos(listingId: string) {
  const rows = await app.db
    .select()
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listingId))
    .orderBy(listingPhotos.position);
  expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i));
  const [listing] = await app.db.select().from(listings).where(eq(listings.id, listingId));
  expect(listing.imageUrl).toBe(rows[0]?.url ?? null);
  return rows.map((r) => r.url);
}

describe("50 concurrent calls on one listing", () => {
  it("photo replacement (imageUrls): every call 200, one of the sent lists wins whole", async () => {
    const seller = await createUser(app);
    const api = await clientFor(app, seller);
    const photos = await uploadedPhotos(app, seller, 6);
    const created = await api("POST", "/api/listings", {
      title: "Race bike",
      description: "A bicycle in good condition.",
      price: "5000",
      imageUrls: [photos[0]],
    });
    expect(created.statusCode).toBe(201);
    const lists = Array.from({ length: N }, (_, i) => [photos[1 + (i % 5)], photos[1 + ((i + 1) % 5)]]);
    const responses = await Promise.all(
      lists.map((imageUrls) => api("PATCH", `/api/listings/${created.json().id}`, { imageUrls })),
    );
    expect(statuses(responses)).toEqual({ 200: N });
    const final = await expectConsistentPhotos(created.json().id);
    expect(lists.map((l) => l.join())).toContain(final.join());
  });

  it("the spec's single imageUrl: every call 200, at most 5 photos, no duplicates", async () => {
    const seller = await createUser(app);
    const api = await clientFor(app, seller);
    const photos = await uploadedPhotos(app, seller, 8);
    const created = await api("POST", "/api/listings", {
      title: "Race lamp",
      description: "A lamp in good condition.",
      price: "700",
      imageUrls: [photos[0]],
    });
    const responses = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        api("PATCH", `/api/listings/${created.json().id}`, { imageUrl: photos[1 + (i % 7)] }),
      ),
    );
    expect(statuses(responses)).toEqual({ 200: N });
    const final = await expectConsistentPhotos(created.json().id);
    expect(final.length).toBe(5);
    expect(new Set(final).size).toBe(5);
  });

  it("delete: one 204, the rest 404, nothing left behind", async () => {
    const seller = await createUser(app);
    const listing = await createListing(app, seller);
    const api = await clientFor(app, seller);
    const responses = await Promise.all(Array.from({ length: N }, () => api("DELETE", `/api/listings/${listing.id}`)));
    expect(statuses(responses)).toEqual({ 204: 1, 404: N - 1 });
    expect(await app.db.select().from(listingPhotos).where(eq(listingPhotos.listingId, listing.id))).toEqual([]);
    expect(await app.db.select().from(postings).where(eq(postings.listingId, listing.id))).toEqual([]);
  });

  it("a repeated delete is 404", async () => {
    const seller = await createUser(app);
    const listing = await createListing(app, seller);
    const api = await clientFor(app, seller);
    expect((await api("DELETE", `/api/listings/${listing.id}`)).statusCode).toBe(204);
    expect((await api("DELETE", `/api/listings/${listing.id}`)).statusCode).toBe(404);
  });

  it("edits racing a delete: only 200, 204 and 404, and the listing is gone", async () => {
    const seller = await createUser(app);
    const api = await clientFor(app, seller);
    const photos = await uploadedPhotos(app, seller, 3);
    const created = await api("POST", "/api/listings", {
      title: "Race chair",
      description: "A chair in good condition.",
      price: "900",
      imageUrls: [photos[0]],
    });
    const id = created.json().id;
    const responses = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        i === N / 2
          ? api("DELETE", `/api/listings/${id}`)
          : api("PATCH", `/api/listings/${id}`, { title: `Chair ${i}`, imageUrls: [photos[1 + (i % 2)]] }),
      ),
    );
    const counts = statuses(responses);
    expect(Object.keys(counts).every((s) => ["200", "204", "404"].includes(s))).toBe(true);
    expect(counts[204]).toBe(1);
    expect(await app.db.select().from(listings).where(eq(listings.id, id))).toEqual([]);
    expect(await app.db.select().from(listingPhotos).where(eq(listingPhotos.listingId, id))).toEqual([]);
  });

  it("retry of a failed marketplace: one 200, the rest 409", async () => {
    const seller = await createUser(app);
    const listing = await createListing(app, seller);
    await app.db
      .update(postings)
      .set({ status: "failed", failureReason: "Blurry photo" })
      .where(eq(postings.listingId, listing.id));
    const api = await clientFor(app, seller);
    const responses = await Promise.all(
      Array.from({ length: N }, () => api("POST", "/api/listings/retry", { listingId: listing.id, platform: "olx" })),
    );
    expect(statuses(responses)).toEqual({ 200: 1, 409: N - 1 });
  });

  it("retries racing a delete: only 200, 204, 404 and 409", async () => {
    const seller = await createUser(app);
    const listing = await createListing(app, seller);
    await app.db.update(postings).set({ status: "failed" }).where(eq(postings.listingId, listing.id));
    const api = await clientFor(app, seller);
    const responses = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        i === 10
          ? api("DELETE", `/api/listings/${listing.id}`)
          : api("POST", "/api/listings/retry", {
              listingId: listing.id,
              platform: (["olx", "quikr", "facebook"] as const)[i % 3],
            }),
      ),
    );
    const counts = statuses(responses);
    expect(Object.keys(counts).every((s) => ["200", "204", "404", "409"].includes(s))).toBe(true);
    expect(counts[204]).toBe(1);
  });
});
