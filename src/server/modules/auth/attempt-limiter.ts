import type { Db } from "../../db/client.ts";
import { HttpError } from "../../lib/http-error.ts";
import { clear, hit, release } from "../../lib/rate-counter.ts";
import * as repo from "./repo.ts";

/**
 * Password guessing without lock-out (docs/decisions/091). Every sign-in attempt for an email is counted, before
 * the password is checked, in the database (so all servers count together and parallel guesses cannot slip
 * through between a check and a write):
 * - per (email, address): a few attempts per window. Only someone at that address can spend this budget.
 * - per email, from addresses that have never signed in to that account: a larger budget shared by all of them,
 *   which stops spraying one account from many addresses. An address the owner has signed in from before, or a
 *   browser carrying the signed device cookie of an earlier sign-in to that account, is never held back by it,
 *   so no stranger can lock the owner out.
 * - per (email, device) instead of both of the above when the browser presents a valid device cookie of that
 *   account (the OWASP device-cookie method, docs/decisions/124): the owner's browser has a budget of its own, so
 *   guesses from the same address by someone without the cookie cannot lock the owner out.
 * A successful sign-in clears its counter, gives back what it took from the per-email budget (the owner's own
 * sign-ins never help a sprayer reach the limit) and marks the address as the account's own.
 */
export const PAIR_LIMIT = 5;
export const EMAIL_LIMIT = 20;
export const WINDOW_MS = 15 * 60 * 1000;

export const TOO_MANY_ATTEMPTS = "Too many attempts for this email. Please wait 15 minutes and try again.";
export const TOO_MANY_NEW_PLACES =
  "Too many sign-in attempts for this email from new places. Please wait 15 minutes, or sign in from a device you have used before.";

/** What the throttle knows of the account an attempt names; `deviceId` only when this browser's cookie is for it. */
export interface AttemptAccount {
  userId: string;
  deviceId: string | undefined;
}

/** What `attempt` took, to hand to `succeeded`. */
export interface AttemptTicket {
  key: string;
  usedEmailBudget: boolean;
}

/** "confirm": a password typed again to confirm a grave step, such as deleting the account (docs/decisions/129). */
export type AttemptKind = "login" | "register" | "code" | "confirm";

export class SignInThrottle {
  constructor(private readonly db: Db) {}

  /**
   * Counts an attempt for `email` from `address` (or from the account's own device); throws 429 when a budget is
   * spent. Answers what it took (pass that to `succeeded`).
   */
  async attempt(
    kind: AttemptKind,
    email: string,
    address: string,
    account: AttemptAccount | undefined,
  ): Promise<AttemptTicket> {
    if (account?.deviceId) {
      const key = deviceKey(kind, email, account.deviceId);
      if ((await hit(this.db, key, WINDOW_MS)).count > PAIR_LIMIT) throw new HttpError(429, TOO_MANY_ATTEMPTS);
      return { key, usedEmailBudget: false };
    }
    const key = pairKey(kind, email, address);
    if ((await hit(this.db, key, WINDOW_MS)).count > PAIR_LIMIT) throw new HttpError(429, TOO_MANY_ATTEMPTS);
    if (account && (await repo.isKnownAddress(this.db, account.userId, address)))
      return { key, usedEmailBudget: false };
    const spread = await hit(this.db, emailKey(kind, email), WINDOW_MS);
    if (spread.count > EMAIL_LIMIT) throw new HttpError(429, TOO_MANY_NEW_PLACES);
    return { key, usedEmailBudget: true };
  }

  /** The attempt succeeded: this address starts afresh and is the account's own from now on. */
  async succeeded(kind: AttemptKind, email: string, address: string, userId: string, ticket: AttemptTicket) {
    await clear(this.db, ticket.key);
    if (ticket.usedEmailBudget) await release(this.db, emailKey(kind, email));
    await repo.rememberAddress(this.db, userId, address);
  }

  /**
   * A confirmation passed: its counter starts afresh, as after a sign-in, but the address is not remembered - the
   * person is signed in already, and the account may be gone a moment later.
   */
  async confirmed(kind: AttemptKind, email: string, ticket: AttemptTicket) {
    await clear(this.db, ticket.key);
    if (ticket.usedEmailBudget) await release(this.db, emailKey(kind, email));
  }
}

/** Every counter key of `email`, of every kind: what deleting the account clears. */
export function attemptKeysOf(email: string): { exact: string[]; prefixes: string[] } {
  const kinds: AttemptKind[] = ["login", "register", "code", "confirm"];
  return {
    exact: kinds.map((k) => emailKey(k, email)),
    prefixes: kinds.flatMap((k) => [`${k}:pair:${email}|`, `${k}:device:${email}|`]),
  };
}

const pairKey = (kind: string, email: string, address: string) => `${kind}:pair:${email}|${address}`;
const deviceKey = (kind: string, email: string, deviceId: string) => `${kind}:device:${email}|${deviceId}`;
const emailKey = (kind: string, email: string) => `${kind}:email:${email}`;
