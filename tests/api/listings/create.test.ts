import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { creationLogs, listingPhotos, postings } from "../../../src/server/db/schema.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createUser, ownUploads } from "../../helpers/factories.ts";
import { clientFor, ORIGIN, validListing } from "./helpers.ts";

const app = await createTestApp();

describe("POST /api/listings", () => {
  it("posts an active listing with all photos in order and three pending postings", async () => {
    const seller = await createUser(app);
    await ownUploads(app, seller, ["/uploads/a.jpg", "/uploads/b.jpg"]);
    const api = await clientFor(app, seller);
    const res = await api("POST", "/api/listings", validListing());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      title: "Apple iPhone 13 128GB Blue",
      price: "32000.00",
      status: "active",
      category: "electronics",
      condition: "good",
      imageUrl: "/uploads/a.jpg",
      imageUrls: ["/uploads/a.jpg", "/uploads/b.jpg"],
      brand: "Apple",
      model: "iPhone 13",
      pricingStrategy: "balanced",
      quickPrice: "28000.00",
      medianPrice: "32000.00",
      maxPrice: "36000.00",
      confidenceScore: expect.closeTo(0.82, 5),
      isSold: false,
      olxStatus: "pending",
      quikrStatus: "pending",
      facebookStatus: "pending",
      olxUrl: null,
    });
    const photos = await app.db.select().from(listingPhotos).where(eq(listingPhotos.listingId, body.id));
    expect(photos.sort((a, b) => a.position - b.position).map((p) => p.url)).toEqual([
      "/uploads/a.jpg",
      "/uploads/b.jpg",
    ]);
    const rows = await app.db.select().from(postings).where(eq(postings.listingId, body.id));
    expect(rows.map((r) => r.marketplace).sort()).toEqual(["facebook", "olx", "quikr"]);
    expect(rows.every((r) => r.status === "pending")).toBe(true);
  });

  it("saves a draft with no postings and the spec's defaults", async () => {
    const seller = await createUser(app);
    await ownUploads(app, seller, ["/uploads/lamp.jpg"]);
    const api = await clientFor(app, seller);
    const res = await api("POST", "/api/listings", {
      title: "Desk lamp",
      description: "Works fine",
      price: 450,
      imageUrl: "/uploads/lamp.jpg",
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: "draft",
      category: "general",
      condition: "good",
      pricingStrategy: "balanced",
      price: "450.00",
      imageUrls: ["/uploads/lamp.jpg"],
      olxStatus: null,
      quikrStatus: null,
      facebookStatus: null,
    });
    expect(await app.db.select().from(postings).where(eq(postings.listingId, body.id))).toHaveLength(0);
  });

  it.each([
    [{ title: undefined }, "Title is required"],
    [{ title: "   " }, "Title is required"],
    [{ description: "" }, "Description is required"],
    [{ price: undefined }, "Price is required"],
    [{ price: "" }, "Price is required"],
    [{ price: "abc" }, "Price must be a number greater than 0, like 17000, 17,000 or 1,70,000.50"],
    [{ price: "12abc" }, "Price must be a number greater than 0, like 17000, 17,000 or 1,70,000.50"],
    [{ price: "0" }, "Price must be a number greater than 0"],
    [{ price: -5 }, "Price must be a number greater than 0"],
    [{ price: "10.999" }, "Price can have at most two decimals"],
    [{ category: "weapons" }, "Please choose a category from the list"],
    [{ condition: "broken" }, "Please choose a condition from the list"],
    [{ status: "sold" }, "Status must be draft or active"],
    [{ imageUrls: ["/uploads/../../etc/passwd"] }, "Photo URL is not valid"],
    [
      { imageUrls: ["a", "b", "c", "d", "e", "f"].map((n) => `/uploads/${n}.jpg`) },
      "A listing can have at most 5 photos",
    ],
  ])("refuses %j with 400 '%s' and writes nothing", async (change, message) => {
    const user = await createUser(app);
    const api = await clientFor(app, user);
    const res = await api("POST", "/api/listings", validListing(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    const list = await api("GET", "/api/listings");
    expect(list.json()).toEqual([]);
  });

  it("needs a signed-in seller", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/listings",
      headers: { origin: ORIGIN, "content-type": "application/json" },
      payload: JSON.stringify(validListing()),
    });
    expect(res.statusCode).toBe(401);
  });

  it("fills the seller's own creation log with the final choices; another seller's log is refused", async () => {
    const seller = await createUser(app);
    const other = await createUser(app);
    const [own] = await app.db
      .insert(creationLogs)
      .values({ userId: seller.id, aiGeneratedDescription: "AI text" })
      .returning();
    const [foreign] = await app.db.insert(creationLogs).values({ userId: other.id }).returning();
    await ownUploads(app, seller, ["/uploads/a.jpg", "/uploads/b.jpg"]);
    const api = await clientFor(app, seller);

    const res = await api(
      "POST",
      "/api/listings",
      validListing({ creationLogId: own.id, title: "Final title", description: "Final text", price: "31000" }),
    );
    expect(res.statusCode).toBe(201);
    const [log] = await app.db.select().from(creationLogs).where(eq(creationLogs.id, own.id));
    expect(log).toMatchObject({
      listingId: res.json().id,
      userSelectedTitle: "Final title",
      userModifiedDescription: "Final text",
      userSelectedPrice: "31000.00",
      userSelectedCategory: "electronics",
      aiGeneratedDescription: "AI text",
    });

    const res2 = await api("POST", "/api/listings", validListing({ creationLogId: foreign.id, title: "Sneaky" }));
    expect(res2.statusCode).toBe(403);
    expect((await api("GET", "/api/listings")).json().map((l: { title: string }) => l.title)).toEqual(["Final title"]);
    const [untouched] = await app.db.select().from(creationLogs).where(eq(creationLogs.id, foreign.id));
    expect(untouched.listingId).toBeNull();
    expect(untouched.userSelectedTitle).toBeNull();
  });

  it("saves one generation as one listing, however many identical saves arrive at once", async () => {
    const seller = await createUser(app);
    const [log] = await app.db.insert(creationLogs).values({ userId: seller.id }).returning();
    await ownUploads(app, seller, ["/uploads/a.jpg", "/uploads/b.jpg"]);
    const api = await clientFor(app, seller);

    // A double tap, a retry after a lost answer, a second tab: 50 saves of the same generation at once.
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => api("POST", "/api/listings", validListing({ creationLogId: log.id }))),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    const ids = new Set(answers.map((r) => r.json().id));
    expect(ids.size).toBe(1);
    const [id] = ids;
    expect((await api("GET", "/api/listings")).json().map((l: { id: string }) => l.id)).toEqual([id]);
    expect(await app.db.select().from(postings).where(eq(postings.listingId, id))).toHaveLength(3);
    expect(await app.db.select().from(listingPhotos).where(eq(listingPhotos.listingId, id))).toHaveLength(2);

    // A later save of the same generation (Post after Save Draft in another tab) answers with the same listing.
    const again = await api("POST", "/api/listings", validListing({ creationLogId: log.id, status: "draft" }));
    expect(again.json()).toMatchObject({ id, status: "active" });

    // Once that listing is deleted, the generation may be saved again, as a new listing.
    expect((await api("DELETE", `/api/listings/${id}`)).statusCode).toBe(204);
    const fresh = await api("POST", "/api/listings", validListing({ creationLogId: log.id }));
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().id).not.toBe(id);
  });
});
