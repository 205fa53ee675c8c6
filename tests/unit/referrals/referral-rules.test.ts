import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  linkReferralBody,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  referralChannel,
} from "../../../src/contract/referrals.ts";
import { newReferralCode } from "../../../src/server/modules/referrals/code.ts";

describe("the referral code alphabet", () => {
  it("is upper-case letters and digits without look-alikes", () => {
    expect(REFERRAL_CODE_ALPHABET).toMatch(/^[A-Z2-9]+$/);
    for (const c of "01OIL") expect(REFERRAL_CODE_ALPHABET).not.toContain(c);
    expect(new Set(REFERRAL_CODE_ALPHABET).size).toBe(REFERRAL_CODE_ALPHABET.length);
  });

  it("is the only source of generated codes, which have the fixed length", () => {
    const codes = Array.from({ length: 2000 }, newReferralCode);
    for (const code of codes) {
      expect(code).toHaveLength(REFERRAL_CODE_LENGTH);
      for (const c of code) expect(REFERRAL_CODE_ALPHABET).toContain(c);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe("the marketing channel of a code", () => {
  it.each([
    ["INTERN2024", "Intern Program"],
    ["SUMMERINTERNS", "Intern Program"],
    ["MARKETINGQ3", "Marketing"],
    ["GOOGLEADS", "Marketing"],
    ["SOCIALX", "Social Media"],
    ["FBPROMO", "Social Media"],
    ["INSTAGRAM", "Social Media"],
    ["FRIEND10", "Word of Mouth"],
    ["WORDUP", "Word of Mouth"],
    ["K7P2M9QX", "Other"],
    ["", "Other"],
  ])("%s is %s", (code, channel) => {
    expect(referralChannel(code)).toBe(channel);
  });

  it("uses the first rule that matches and ignores case", () => {
    expect(referralChannel("intern-ads")).toBe("Intern Program");
    expect(referralChannel("fbfriend")).toBe("Social Media");
  });
});

describe("a code typed into the referral bar", () => {
  it("is trimmed and upper-cased", () => {
    expect(linkReferralBody.parse({ referralCode: "  ab12 " })).toEqual({ referralCode: "AB12" });
  });

  it("never throws, and accepts only letters and digits", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (s) => {
        const r = linkReferralBody.safeParse({ referralCode: s });
        if (r.success) expect(r.data.referralCode).toMatch(/^[A-Z0-9]{1,40}$/);
      }),
    );
  });
});
