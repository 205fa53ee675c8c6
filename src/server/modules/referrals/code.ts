import { randomInt } from "node:crypto";
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from "../../../contract/referrals.ts";

/**
 * A new referral code: REFERRAL_CODE_LENGTH characters drawn uniformly from the look-alike-free alphabet
 * (31^8, about 8.5e11 codes), so a clash with an existing code is rare; the caller retries on one.
 */
export function newReferralCode(): string {
  let code = "";
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++)
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return code;
}
