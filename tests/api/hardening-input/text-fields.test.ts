import { describe, expect, it } from "vitest";
import type { User } from "../../../src/server/db/schema.ts";
import { recordClassification } from "../../../src/server/modules/generator/creation-log.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createListing, createMessage, createUser, ownUploads } from "../../helpers/factories.ts";
import { type Client, clientFor, ORIGIN } from "../listings/helpers.ts";

/**
 * Issue 13, "5xx on bad input": a NUL character in about 15 text fields and a lone surrogate in the generator's
 * fields reached PostgreSQL and answered 500. Every text field now refuses both with a 400 naming the field.
 */
const app = await createTestApp();

const NUL = "Phone\u0000case";
const LONE = "Phone\ud800case";

let seller: User;
let api: Client;
let adminApi: Client;
let listingId: string;
let messageId: string;
let creationLogId: string;

const visitor = (url: string, payload: unknown) =>
  app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json", origin: ORIGIN },
    payload: JSON.stringify(payload),
  });

const registration = { email: "new@example.test", password: "secret123", confirmPassword: "secret123" };
const listing = { title: "Phone", description: "A nice phone", price: "100", imageUrl: "/uploads/a.jpg" };
const adminMessage = () => ({ toUserId: seller.id, subject: "Hello", message: "Your listing is live now." });
const copy = () => ({ productName: "Phone", condition: "good", creationLogId });

/** [case, field, the call with `bad` in that field]: each of them answered 500 before the shared text rule. */
const cases: [string, string, (bad: string) => ReturnType<Client>][] = [
  ["register", "email", (bad) => visitor("/api/auth/register", { ...registration, email: `a${bad}@example.test` })],
  ["register", "firstName", (bad) => visitor("/api/auth/register", { ...registration, firstName: bad })],
  ["register", "lastName", (bad) => visitor("/api/auth/register", { ...registration, lastName: bad })],
  ["register", "referralCode", (bad) => visitor("/api/auth/register", { ...registration, referralCode: bad })],
  ["login", "email", (bad) => visitor("/api/auth/login", { email: `a${bad}@example.test`, password: "secret123" })],
  ["admin login", "email", (bad) => visitor("/api/auth/admin/login", { email: `a${bad}@x.test`, password: "x" })],
  ["create listing", "title", (bad) => api("POST", "/api/listings", { ...listing, title: bad })],
  ["create listing", "description", (bad) => api("POST", "/api/listings", { ...listing, description: bad })],
  ["create listing", "brand", (bad) => api("POST", "/api/listings", { ...listing, brand: bad })],
  ["create listing", "model", (bad) => api("POST", "/api/listings", { ...listing, model: bad })],
  ["create listing", "itemType", (bad) => api("POST", "/api/listings", { ...listing, itemType: bad })],
  ["edit listing", "title", (bad) => api("PATCH", `/api/listings/${listingId}`, { title: bad })],
  ["edit listing", "description", (bad) => api("PATCH", `/api/listings/${listingId}`, { description: bad })],
  ["reply", "message", (bad) => api("POST", "/api/messages", { originalMessageId: messageId, message: bad })],
  ["admin message", "subject", (bad) => adminApi("POST", "/api/admin/messages", { ...adminMessage(), subject: bad })],
  [
    "admin message",
    "message",
    (bad) => adminApi("POST", "/api/admin/messages", { ...adminMessage(), message: `Hello there ${bad}` }),
  ],
  [
    "admin status",
    "postingUrl",
    (bad) =>
      adminApi("PUT", `/api/admin/listings/${listingId}/status`, {
        platform: "olx",
        status: "posted",
        postingUrl: `https://olx.in/${bad}`,
      }),
  ],
  [
    "admin status",
    "failureReason",
    (bad) =>
      adminApi("PUT", `/api/admin/listings/${listingId}/status`, {
        platform: "olx",
        status: "failed",
        failureReason: bad,
      }),
  ],
  ["generate-copy", "productName", (bad) => api("POST", "/api/generate-copy", { ...copy(), productName: bad })],
  ["generate-copy", "brand", (bad) => api("POST", "/api/generate-copy", { ...copy(), brand: bad })],
  ["generate-copy", "additionalInfo", (bad) => api("POST", "/api/generate-copy", { ...copy(), additionalInfo: bad })],
  ["smart-pricing", "productName", (bad) => api("POST", "/api/smart-pricing", { ...copy(), productName: bad })],
  ["smart-pricing", "model", (bad) => api("POST", "/api/smart-pricing", { ...copy(), model: bad })],
];

describe("text fields refuse NUL and lone surrogates with a 400 naming the field", () => {
  it("sets up a seller, an admin, a listing, a message and a creation log", async () => {
    seller = await createUser(app);
    await ownUploads(app, seller, ["/uploads/a.jpg"]);
    const admin = await createAdmin(app);
    api = await clientFor(app, seller);
    adminApi = await clientFor(app, admin);
    listingId = (await createListing(app, seller)).id;
    messageId = (await createMessage(app, seller, { from: admin })).id;
    creationLogId = await recordClassification(app.db, {
      userId: seller.id,
      originalImageUrl: "/uploads/a.jpg",
      photoCount: 1,
      provider: "offline",
      product: "Phone",
      brand: "",
      model: "",
      category: "electronics",
      confidence: 0.5,
      titles: ["Phone"],
    });
  });

  for (const [name, field, call] of cases) {
    it(`${name}: ${field} with NUL or a lone surrogate`, async () => {
      for (const bad of [NUL, LONE]) {
        const res = await call(bad);
        expect(res.statusCode, `${name} ${field} ${JSON.stringify(bad)}: ${res.body}`).toBe(400);
        expect(res.json().message).toBe(`${field} contains characters that are not allowed`);
      }
    });
  }

  it("the same calls with clean text still succeed", async () => {
    expect((await api("POST", "/api/listings", { ...listing, brand: "Apple" })).statusCode).toBe(201);
    expect((await api("POST", "/api/generate-copy", copy())).statusCode).toBe(200);
    expect((await adminApi("POST", "/api/admin/messages", adminMessage())).statusCode).toBe(201);
  });

  it("a NUL in a query string is a 400, not a 500", async () => {
    const res = await adminApi("GET", "/api/admin/users?q=a%00b");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("q contains characters that are not allowed");
  });
});

describe("required and minimum lengths count visible characters", () => {
  it("a zero-width space is not a title", async () => {
    const res = await api("POST", "/api/listings", { ...listing, title: "\u200b" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Title is required");
    const edit = await api("PATCH", `/api/listings/${listingId}`, { description: "\ufeff\u200b \u2060" });
    expect(edit.json().message).toBe("Description is required");
  });

  it("twelve zero-width spaces do not make the ten-character minimum of an admin message: they are refused", async () => {
    const padding = "message holds a run of invisible characters: type it again, or paste it as plain text";
    const res = await adminApi("POST", "/api/admin/messages", { ...adminMessage(), message: "\u200b".repeat(12) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(padding);
    const padded = await adminApi("POST", "/api/admin/messages", {
      ...adminMessage(),
      message: `ok${"\u200b".repeat(12)}`,
    });
    expect(padded.json().message).toBe(padding);
    // Two stray ones are stripped, not counted.
    const sprinkled = await adminApi("POST", "/api/admin/messages", {
      ...adminMessage(),
      message: `ok\u200b\u200bok\u200b\u200bok`,
    });
    expect(sprinkled.json().message).toBe("Message must be at least 10 characters");
  });

  it("invisible-only subjects, replies and product names count as missing", async () => {
    const subject = await adminApi("POST", "/api/admin/messages", { ...adminMessage(), subject: "\u200b\u200c" });
    expect(subject.json().message).toBe("Subject is required");
    const reply = await api("POST", "/api/messages", { originalMessageId: messageId, message: "\u200d\u200b" });
    expect(reply.json().message).toBe("Reply message is required");
    const product = await api("POST", "/api/generate-copy", { ...copy(), productName: "\u200b" });
    expect(product.json().message).toBe("productName is required");
  });
});
