import { z } from "zod";
import { pageQuerySchema } from "./pagination.ts";
import { REFERRAL_MESSAGES } from "./sentences.ts";
import { cleanText, requiredText } from "./text.ts";

export { REFERRAL_MESSAGES } from "./sentences.ts";

/**
 * Referral codes (issue 12): upper-case, from an alphabet without look-alike characters
 * (no 0/O, 1/I/L), so a code read aloud or copied from a screenshot is typed right.
 */
export const REFERRAL_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const REFERRAL_CODE_LENGTH = 8;
/** Longest code accepted from a client; seeded and legacy codes may be longer than generated ones. */
export const REFERRAL_CODE_MAX = 40;

/** A code typed by a person: trimmed and upper-cased (spec section 5), letters and digits only. */
export const referralCodeText = requiredText(REFERRAL_MESSAGES.required, { max: REFERRAL_CODE_MAX })
  .transform((s) => s.toUpperCase())
  .refine((s) => /^[A-Z0-9]+$/.test(s), REFERRAL_MESSAGES.invalid);

export const linkReferralBody = z.object({ referralCode: referralCodeText });
export const linkReferralResponse = z.object({ referrerName: z.string() });
export const generateReferralResponse = z.object({ referralCode: z.string() });

/** A user as referral screens show them. */
export const referralUserSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  referralCode: z.string().nullable(),
  createdAt: z.string(),
});
export type ReferralUser = z.infer<typeof referralUserSchema>;

/** GET /api/referrals/stats (spec section 3, Referral stats). */
export const referralStatsSchema = z.object({
  referralCode: z.string().nullable(),
  referralCount: z.number().int(),
  referredBy: referralUserSchema.nullable(),
  referrals: z.array(referralUserSchema),
});
export type ReferralStats = z.infer<typeof referralStatsSchema>;

/** The referral popup of spec section 4 is shown once: the server remembers that it was seen. */
export const referralPopupSchema = z.object({ seen: z.boolean() });

/** At most this many referred users travel with one admin record; referralCount is always the full count. */
export const ADMIN_RECORD_REFERRALS_MAX = 20;

/** GET /api/admin/referrals: one record per user (spec section 3, Referral record). */
export const adminReferralRecordSchema = z.object({
  user: referralUserSchema,
  referralCode: z.string().nullable(),
  referralCount: z.number().int(),
  /** The code the user signed up with or linked, as entered. */
  referredByCode: z.string().nullable(),
  /** The owner of that code. */
  referredBy: referralUserSchema.nullable(),
  referrals: z.array(referralUserSchema),
});
export type AdminReferralRecord = z.infer<typeof adminReferralRecordSchema>;

export const adminReferralQuerySchema = pageQuerySchema.extend({
  /** Matches name, email or referral code. */
  q: cleanText(100).optional(),
});

/**
 * Marketing channels of referredBy codes (spec section 2, Referral System): the first rule whose keyword the
 * code contains wins. The server builds its SQL from this same table, so the screen and the API agree.
 */
export const REFERRAL_CHANNEL_RULES: ReadonlyArray<{ channel: string; keywords: readonly string[] }> = [
  { channel: "Intern Program", keywords: ["INTERN"] },
  { channel: "Marketing", keywords: ["MARKETING", "ADS"] },
  { channel: "Social Media", keywords: ["SOCIAL", "FB", "INSTA"] },
  { channel: "Word of Mouth", keywords: ["FRIEND", "WORD"] },
];
export const OTHER_CHANNEL = "Other";

export function referralChannel(code: string): string {
  const upper = code.toUpperCase();
  return REFERRAL_CHANNEL_RULES.find((r) => r.keywords.some((k) => upper.includes(k)))?.channel ?? OTHER_CHANNEL;
}
