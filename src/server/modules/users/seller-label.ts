import { createHash } from "node:crypto";

/**
 * The anonymous label a deleted seller's kept sale and payout records carry: "Deleted seller #a1b2c3d4", the
 * first 8 hex digits of the sha256 of their user id. The same for every record of one seller, different (but for
 * a 1 in 4 billion chance) between sellers, and nothing of the person: no name, email or payout detail
 * (docs/decisions/129).
 */
export function sellerLabel(userId: string): string {
  return `Deleted seller #${createHash("sha256").update(userId).digest("hex").slice(0, 8)}`;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Free text an admin wrote about the seller (payout notes) with the seller's email, UPI id, PayPal email and
 * names replaced by `label`. Emails and ids match anywhere, case-insensitively; names as whole words only, so
 * that "Al" leaves "Always" alone.
 */
export function withoutPersonalDetails(
  text: string,
  person: {
    email: string;
    upiId: string | null;
    paypalEmail: string | null;
    firstName: string | null;
    lastName: string | null;
  },
  label: string,
): string {
  // Replaced by a mark with no letters first, so that a name cannot match inside a label put in before it.
  const mark = "\u0001\u0002\u0001";
  let out = text;
  for (const value of [person.email, person.upiId, person.paypalEmail]) {
    if (value?.trim()) out = out.replace(new RegExp(escapeRegExp(value.trim()), "giu"), mark);
  }
  const first = person.firstName?.trim();
  const last = person.lastName?.trim();
  const names = [first && last ? `${first} ${last}` : null, first, last].filter((n): n is string => Boolean(n));
  for (const name of names) {
    out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, "giu"), mark);
  }
  return out.split(mark).join(label);
}
