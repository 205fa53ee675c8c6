import { createECDH, createPublicKey } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { base64UrlDecode, isP256PublicPoint, pushSubscriptionSchema } from "../../../src/contract/push.ts";

/**
 * A device's p256dh must be a point a push can be encrypted to (docs/decisions/151): the contract's check is plain
 * arithmetic (it runs in the browser too), held here against Node's own (OpenSSL's) import of the same point.
 */
const fresh = () => {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return ecdh.getPublicKey();
};

/** Whether OpenSSL takes the 65 bytes as a P-256 public key (it checks the point is on the curve). */
function nodeAccepts(point: Uint8Array): boolean {
  if (point.length !== 65 || point[0] !== 4) return false;
  const b = Buffer.from(point);
  try {
    createPublicKey({
      key: {
        kty: "EC",
        crv: "P-256",
        x: b.subarray(1, 33).toString("base64url"),
        y: b.subarray(33).toString("base64url"),
      },
      format: "jwk",
    });
    return true;
  } catch {
    return false;
  }
}

const P = Buffer.from("ffffffff00000001000000000000000000000000ffffffffffffffffffffffff", "hex");

describe("P-256 public points", () => {
  it("takes every browser-made key, as Node does", () => {
    for (let i = 0; i < 20; i++) {
      const key = fresh();
      expect(isP256PublicPoint(key)).toBe(true);
      expect(nodeAccepts(key)).toBe(true);
    }
  });

  it("refuses 65 zero bytes, a compressed key, the 0x04 prefix alone and coordinates of p or more", () => {
    const key = fresh();
    const compressed = Buffer.from(createECDH("prime256v1").generateKeys("base64url", "compressed"), "base64url");
    const xIsP = Buffer.concat([Buffer.from([4]), P, key.subarray(33)]);
    for (const bad of [Buffer.alloc(65), compressed, Buffer.from([4]), xIsP, Buffer.concat([key, Buffer.from([0])])]) {
      expect(isP256PublicPoint(bad)).toBe(false);
      expect(nodeAccepts(bad)).toBe(false);
    }
  });

  it("agrees with Node on any change to a real key's bytes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 64 }), fc.integer({ min: 1, max: 255 }), (at, xor) => {
        const key = Buffer.from(fresh());
        key[at] = (key[at] as number) ^ xor;
        // Almost every change leaves the curve (and a changed prefix is never uncompressed): both say the same.
        expect(isP256PublicPoint(key)).toBe(nodeAccepts(key));
        expect(isP256PublicPoint(key)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it("agrees with Node on random 65-byte strings after 0x04", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 64, maxLength: 64 }), (rest) => {
        const point = Uint8Array.from([4, ...rest]);
        expect(isP256PublicPoint(point)).toBe(nodeAccepts(point));
      }),
      { numRuns: 200 },
    );
  });

  it("decodes base64url with or without padding, and refuses anything else", () => {
    const key = fresh();
    expect(base64UrlDecode(key.toString("base64url"))).toEqual(new Uint8Array(key));
    expect(base64UrlDecode(Buffer.alloc(16, 255).toString("base64url"))).toEqual(new Uint8Array(16).fill(255));
    expect(base64UrlDecode("AQ==")).toEqual(Uint8Array.from([1]));
    expect(base64UrlDecode("a+b/")).toBeNull();
    expect(base64UrlDecode("abcde")).toBeNull();
  });

  it("the subscription schema takes a real key and refuses 65 zero bytes with the human message", () => {
    const endpoint = "https://fcm.googleapis.com/fcm/send/abc";
    const auth = Buffer.alloc(16, 7).toString("base64url");
    expect(
      pushSubscriptionSchema.safeParse({ endpoint, keys: { p256dh: fresh().toString("base64url"), auth } }).success,
    ).toBe(true);
    const zero = pushSubscriptionSchema.safeParse({
      endpoint,
      keys: { p256dh: Buffer.alloc(65).toString("base64url"), auth },
    });
    expect(zero.success).toBe(false);
    expect(zero.error?.issues[0]?.message).toMatch(/P-256 public key: an uncompressed point on the curve/);
  });
});
