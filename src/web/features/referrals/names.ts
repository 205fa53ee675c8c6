import type { ReferralUser } from "../../../contract/referrals.ts";

/** First and last name, else the email. */
export const personName = (u: Pick<ReferralUser, "firstName" | "lastName" | "email">) =>
  [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email;
