import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { UPLOAD_ERRORS } from "../../../src/contract/uploads.ts";
import { creationLogs, listingPhotos, listings, uploads } from "../../../src/server/db/schema.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createListing, createUser, loginCookie } from "../../helpers/factories.ts";
import { multipart, photo } from "../generator/multipart.ts";
import { clientFor, ORIGIN } from "../listings/helpers.ts";
import { isStored, uploadedPhotos } from "./helpers.ts";

/* Issue 13 item 7: a listing names only photos its seller uploaded; deleting one spares what others still show. */
const app = await createTestApp();

const draft = (imageUrls: string[]) => ({
  title: "Wooden chair",
  description: "Solid teak, no wobble.",
  price: "1200",
  imageUrls,
});

describe("a listing names only its seller's uploads", () => {
  it("accepts a photo the seller uploaded through /api/upload", async () => {
    const seller = await createUser(app);
    const form = multipart([{ name: "image", file: { bytes: photo("fruits.jpg"), filename: "f.jpg" } }]);
    const up = await app.inject({
      method: "POST",
      url: "/api/upload",
      ...form,
      headers: { ...form.headers, cookie: await loginCookie(app, seller), origin: ORIGIN },
    });
    expect(up.statusCode).toBe(200);
    const { imageUrl } = up.json();
    const [record] = await app.db.select().from(uploads).where(eq(uploads.url, imageUrl));
    expect(record).toMatchObject({ userId: seller.id });
    expect(record.bytes).toBeGreaterThan(1000);
    const api = await clientFor(app, seller);
    const res = await api("POST", "/api/listings", draft([imageUrl]));
    expect(res.statusCode).toBe(201);
    expect(res.json().imageUrls).toEqual([imageUrl]);
  });

  it.each([
    ["cloud metadata", "http://169.254.169.254/latest/meta-data/iam"],
    ["an outside image", "https://images.example.com/chair.jpg"],
    ["a made-up upload name", "/uploads/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.jpg"],
    ["a short upload path", "/uploads/a.jpg"],
  ])("refuses %s on create with 400 and writes nothing", async (_what, url) => {
    const seller = await createUser(app);
    const api = await clientFor(app, seller);
    for (const body of [draft([url]), { ...draft([]), imageUrls: undefined, imageUrl: url }]) {
      const res = await api("POST", "/api/listings", body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: UPLOAD_ERRORS.notYours });
    }
    expect(await app.db.select().from(listings).where(eq(listings.userId, seller.id))).toEqual([]);
  });

  it("refuses another seller's upload on create and on edit (imageUrls and imageUrl)", async () => {
    const seller = await createUser(app);
    const other = await createUser(app);
    const [mine, mine2] = await uploadedPhotos(app, seller, 2);
    const [theirs] = await uploadedPhotos(app, other, 1);
    const api = await clientFor(app, seller);
    const create = await api("POST", "/api/listings", draft([mine, theirs]));
    expect(create.statusCode).toBe(400);
    expect(create.json()).toMatchObject({ message: UPLOAD_ERRORS.notYours });

    const listing = (await api("POST", "/api/listings", draft([mine]))).json();
    for (const body of [
      { imageUrls: [mine2, theirs] },
      { imageUrl: theirs },
      { imageUrls: ["https://x.test/a.jpg"] },
    ]) {
      const res = await api("PATCH", `/api/listings/${listing.id}`, { title: "Changed", ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: UPLOAD_ERRORS.notYours });
    }
    expect((await api("GET", `/api/listings/${listing.id}`)).json()).toMatchObject({
      title: "Wooden chair",
      imageUrls: [mine],
    });
  });

  it("keeps a listing's existing photos on edit even when they predate the uploads record", async () => {
    const seller = await createUser(app);
    const legacy = await createListing(app, seller); // photo /uploads/test.jpg, never recorded
    const [fresh] = await uploadedPhotos(app, seller, 1);
    const api = await clientFor(app, seller);
    const res = await api("PATCH", `/api/listings/${legacy.id}`, { imageUrls: [fresh, "/uploads/test.jpg"] });
    expect(res.statusCode).toBe(200);
    expect(res.json().imageUrls).toEqual([fresh, "/uploads/test.jpg"]);
  });
});

describe("deleting a listing", () => {
  it("keeps the photo its creation log still shows, removes the rest", async () => {
    const seller = await createUser(app);
    const [shown, extra] = await uploadedPhotos(app, seller, 2);
    const [log] = await app.db.insert(creationLogs).values({ userId: seller.id, originalImageUrl: shown }).returning();
    const api = await clientFor(app, seller);
    const listing = (await api("POST", "/api/listings", { ...draft([shown, extra]), creationLogId: log.id })).json();
    expect((await api("DELETE", `/api/listings/${listing.id}`)).statusCode).toBe(204);
    expect(isStored(app, shown)).toBe(true);
    expect(isStored(app, extra)).toBe(false);
    expect((await app.db.select().from(uploads).where(eq(uploads.url, shown))).length).toBe(1);
    expect(await app.db.select().from(uploads).where(eq(uploads.url, extra))).toEqual([]);
  });

  it("never deletes another seller's file, even when an old listing row names it", async () => {
    const seller = await createUser(app);
    const other = await createUser(app);
    const [theirs] = await uploadedPhotos(app, other, 1);
    const listing = await createListing(app, seller);
    // Saved before photo URLs were checked: the row names someone else's upload.
    await app.db.update(listingPhotos).set({ url: theirs }).where(eq(listingPhotos.listingId, listing.id));
    await app.db.update(listings).set({ imageUrl: theirs }).where(eq(listings.id, listing.id));
    const api = await clientFor(app, seller);
    expect((await api("DELETE", `/api/listings/${listing.id}`)).statusCode).toBe(204);
    expect(isStored(app, theirs)).toBe(true);
    expect((await app.db.select().from(uploads).where(eq(uploads.url, theirs))).length).toBe(1);
  });
});
