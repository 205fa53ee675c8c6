import { randomBytes } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { photoUrlSchema } from "../../../src/contract/listings.ts";

describe("the photo URLs classify answers are accepted when the listing is saved", () => {
  it("accepts every stored-photo name the engine makes (24 random bytes, base64url), also with a leading _ or -", () => {
    expect(photoUrlSchema.safeParse("/uploads/_7ieYdRxeEIYpq_qgxY4xVr8a0vzwjvV.jpg").success).toBe(true);
    expect(photoUrlSchema.safeParse("/uploads/-7ieYdRxeEIYpq_qgxY4xVr8a0vzwjvV.jpg").success).toBe(true);
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 24, maxLength: 24 }),
        (bytes) => photoUrlSchema.safeParse(`/uploads/${Buffer.from(bytes).toString("base64url")}.jpg`).success,
      ),
    );
    expect(photoUrlSchema.safeParse(`/uploads/${randomBytes(24).toString("base64url")}.jpg`).success).toBe(true);
  });

  it("still refuses paths that leave the uploads folder or hidden names", () => {
    for (const bad of ["/uploads/../../etc/passwd", "/uploads/.env", "/uploads/a/b.jpg", "/etc/passwd"]) {
      expect(photoUrlSchema.safeParse(bad).success).toBe(false);
    }
  });
});
