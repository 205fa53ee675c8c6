import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listings } from "../../../src/server/db/schema.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createListing, createUser, ownUploads } from "../../helpers/factories.ts";
import { clientFor } from "../listings/helpers.ts";

/**
 * Issue 13, "5xx on bad input": prices like "9999999999.999" rounded past numeric(12,2) and confidenceScore 1e-50
 * underflowed the real column. Money is checked against numeric(12,2) before rounding; scores are rounded.
 */
const app = await createTestApp();
const seller = await createUser(app);
await ownUploads(app, seller, ["/uploads/a.jpg"]);
const api = await clientFor(app, seller);
const listing = { title: "Phone", description: "A nice phone", price: "100", imageUrl: "/uploads/a.jpg" };

describe("money fields are checked against numeric(12,2) before rounding", () => {
  for (const field of ["quickPrice", "medianPrice", "maxPrice"]) {
    it(`${field} "9999999999.999" is a 400, not a numeric overflow`, async () => {
      const res = await api("POST", "/api/listings", { ...listing, [field]: "9999999999.999" });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Suggested prices can have at most two decimals");
      const huge = await api("POST", "/api/listings", { ...listing, [field]: 99999999999.5 });
      expect(huge.statusCode).toBe(400);
      expect(huge.json().message).toBe("Suggested prices are too large");
    });
  }

  it("the price itself: too precise, too large, not finite, or not a number", async () => {
    const cases: [unknown, string][] = [
      ["9999999999.999", "Price can have at most two decimals"],
      ["99999999999", "Price is too large"],
      [1e21, "Price must be a number greater than 0"],
      [1e-7, "Price must be a number greater than 0"],
      ["NaN", "Price must be a number greater than 0, like 17000, 17,000 or 1,70,000.50"],
      ["Infinity", "Price must be a number greater than 0, like 17000, 17,000 or 1,70,000.50"],
      [{ amount: 5 }, "Price must be a number greater than 0"],
      ["", "Price is required"],
    ];
    for (const [price, message] of cases) {
      const res = await api("POST", "/api/listings", { ...listing, price });
      expect(res.statusCode, `${JSON.stringify(price)}: ${res.body}`).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const mine = await createListing(app, seller);
    const edit = await api("PATCH", `/api/listings/${mine.id}`, { price: "9999999999.999" });
    expect(edit.statusCode).toBe(400);
  });

  it("the largest amount numeric(12,2) holds is accepted exactly", async () => {
    const res = await api("POST", "/api/listings", { ...listing, price: "9999999999.99", maxPrice: 9999999999.99 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ price: "9999999999.99", maxPrice: "9999999999.99" });
  });
});

describe("numbers are finite and in range", () => {
  it("confidenceScore 1e-50 is stored as 0 instead of underflowing the real column", async () => {
    const res = await api("POST", "/api/listings", { ...listing, confidenceScore: 1e-50 });
    expect(res.statusCode).toBe(201);
    const [row] = await app.db.select().from(listings).where(eq(listings.id, res.json().id));
    expect(row.confidenceScore).toBe(0);
  });

  it("confidence scores outside 0..1 or not numbers are a 400", async () => {
    for (const confidenceScore of [1.5, -0.1, "0.5", 1e308]) {
      const res = await api("POST", "/api/listings", { ...listing, confidenceScore });
      expect(res.statusCode, JSON.stringify(confidenceScore)).toBe(400);
      expect(res.json().message).toBe("Confidence must be a number from 0 to 1");
    }
    const pricing = await api("POST", "/api/smart-pricing", { productName: "Phone", confidence: 1e-50 });
    expect(pricing.statusCode).toBe(200);
  });

  it("currency amounts beyond range are a 400", async () => {
    const res = await api("POST", "/api/currency/convert", { amount: 1e300, toCurrency: "USD" });
    expect(res.statusCode).toBe(400);
  });
});
