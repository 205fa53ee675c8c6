import type { PublicUser } from "../../../contract/auth.ts";
import { isLanguage, type Language } from "../../../contract/language.ts";
import { TEAM_MESSAGES } from "../../../contract/team.ts";
import type { Db } from "../../db/client.ts";
import type { User } from "../../db/schema.ts";
import { roleOf } from "../../lib/guards.ts";
import { conflict, forbidden, HttpError, unauthorized } from "../../lib/http-error.ts";
import { signupReferral } from "../referrals/service.ts";
import type { SignInThrottle } from "./attempt-limiter.ts";
import { type Device, deviceFor } from "./device.ts";
import { checkPassword, hashPassword } from "./password.ts";
import * as repo from "./repo.ts";

export const INVALID_CREDENTIALS = "Invalid email or password";
export const NOT_AN_ADMIN = "This account does not have admin access.";
export const ACCOUNT_DEACTIVATED = TEAM_MESSAGES.deactivated;
export const EMAIL_TAKEN = "An account with this email already exists. Please log in instead.";

/** Where a sign-in attempt comes from: the throttle and the client address (request.ip, see TRUST_PROXY). */
export interface AttemptSource {
  throttle: SignInThrottle;
  address: string;
  /** The account and device id of this browser's signed device cookie, if any. */
  device: Device | undefined;
}

export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    isAdmin: user.isAdmin,
    adminRole: roleOf(user),
    referralCode: user.referralCode,
    referredBy: user.referredBy,
    referredByUserId: user.referredByUserId,
    upiId: user.upiId,
    paypalEmail: user.paypalEmail,
    language: isLanguage(user.language) ? user.language : null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The referral fields for a new account: the referral module's sign-up rule (issue 12). */
const referralFields = signupReferral;

export async function register(
  db: Db,
  source: AttemptSource,
  input: {
    email: string;
    password: string;
    firstName?: string;
    lastName?: string;
    referralCode?: string;
    language?: Language;
  },
): Promise<User> {
  // Checked before hashing so that a taken email costs no argon2 time; the insert below still guards the race.
  const taken = await repo.findUserByEmail(db, input.email);
  // Probing which emails have accounts is throttled like password guessing (only taken emails count).
  if (taken) {
    await source.throttle.attempt("register", input.email, source.address, undefined);
    throw conflict(EMAIL_TAKEN);
  }
  const user = await repo.insertUser(db, {
    email: input.email,
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
    passwordHash: await hashPassword(input.password),
    language: input.language ?? null,
    ...(await referralFields(db, input.referralCode)),
  });
  if (!user) throw conflict(EMAIL_TAKEN);
  return user;
}

/**
 * Email and password sign-in. Never says whether the email exists. The attempt is counted before the password is
 * checked, so a guesser past the limit learns nothing even with the right password (docs/decisions/091).
 */
export async function login(db: Db, source: AttemptSource, input: { email: string; password: string }) {
  const user = await repo.findUserByEmail(db, input.email);
  const account = user ? { userId: user.id, deviceId: deviceFor(source.device, user.id) } : undefined;
  const ticket = await source.throttle.attempt("login", input.email, source.address, account);
  const ok = await checkPassword(user?.passwordHash, input.password);
  if (!user || !ok) throw unauthorized(INVALID_CREDENTIALS);
  // Said only to someone who knows the password: the team deactivated this account (docs/decisions/134).
  if (user.deactivatedAt) throw forbidden(ACCOUNT_DEACTIVATED);
  await source.throttle.succeeded("login", input.email, source.address, user.id, ticket);
  return user;
}

/** Admin sign-in: the same check, then only admins pass. A seller with the right password is refused. */
export async function adminLogin(db: Db, source: AttemptSource, input: { email: string; password: string }) {
  const user = await login(db, source, input);
  if (!user.isAdmin) throw forbidden(NOT_AN_ADMIN);
  return user;
}

export interface GoogleProfile {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  firstName: string | undefined;
  lastName: string | undefined;
  picture: string | undefined;
}

/** Sign-in problems shown on the landing page as auth_error + suggestion. */
export class SignInProblem extends Error {
  constructor(
    message: string,
    readonly suggestion: string,
  ) {
    super(message);
  }
}

/** A deactivated admin signs in no way at all, Google included (docs/decisions/134). */
function refuseDeactivated(user: User): User {
  if (user.deactivatedAt) {
    throw new SignInProblem(ACCOUNT_DEACTIVATED, "Ask another SnapList admin to reactivate your account.");
  }
  return user;
}

/**
 * The account for a Google identity: the one already linked to it; else the account with the same verified
 * email, which gets linked; else a new account. An unverified email is refused, so nobody can take over an
 * account by claiming its address.
 */
export async function signInWithGoogle(
  db: Db,
  profile: GoogleProfile,
  referralCode?: string,
  language?: Language,
): Promise<User> {
  const linked = await repo.findUserByGoogleId(db, profile.sub);
  if (linked) return refuseDeactivated(linked);
  if (!profile.email || !profile.emailVerified) {
    throw new SignInProblem(
      "Your Google account has no verified email address.",
      "Verify your email with Google, or sign up with email instead.",
    );
  }
  const email = profile.email.trim().toLowerCase();
  const existing = await repo.findUserByEmail(db, email);
  if (existing) {
    refuseDeactivated(existing);
    return repo.updateUser(db, existing.id, {
      googleId: profile.sub,
      profileImageUrl: existing.profileImageUrl ?? profile.picture ?? null,
      firstName: existing.firstName ?? profile.firstName ?? null,
      lastName: existing.lastName ?? profile.lastName ?? null,
    });
  }
  const created = await repo.insertUser(db, {
    email,
    googleId: profile.sub,
    firstName: profile.firstName ?? null,
    lastName: profile.lastName ?? null,
    profileImageUrl: profile.picture ?? null,
    language: language ?? null,
    ...(await referralFields(db, referralCode)),
  });
  if (created) return created;
  // Lost a race with a simultaneous sign-in of the same person: use the row that won.
  const winner = (await repo.findUserByGoogleId(db, profile.sub)) ?? (await repo.findUserByEmail(db, email));
  if (!winner) throw new HttpError(500, "Could not create the account");
  return winner;
}

/**
 * Makes `email` an admin with `password`: creates the account, or promotes the existing one and sets its
 * password (the operator who runs this must be able to log in with what they typed), as an owner (docs/decisions/161:
 * the operator's environment is the way back in, so it is never a lesser role). Used at start-up for
 * ADMIN_EMAIL / ADMIN_PASSWORD and by `npm run admin -- create <email>`; there is no other way to become admin.
 */
export async function ensureAdmin(
  db: Db,
  rawEmail: string,
  password: string,
): Promise<{ user: User; created: boolean }> {
  const email = rawEmail.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const existing = await repo.findUserByEmail(db, email);
  // The operator's environment wins over the team: ADMIN_EMAIL is an active admin at every start
  // (docs/decisions/134).
  if (existing)
    return {
      user: await repo.updateUser(db, existing.id, {
        isAdmin: true,
        adminRole: "owner",
        passwordHash,
        deactivatedAt: null,
      }),
      created: false,
    };
  const user = await repo.insertUser(db, {
    email,
    passwordHash,
    isAdmin: true,
    adminRole: "owner",
    firstName: "Admin",
  });
  if (user) return { user, created: true };
  const raced = await repo.findUserByEmail(db, email);
  if (!raced) throw new Error(`Could not create admin ${email}`);
  return {
    user: await repo.updateUser(db, raced.id, { isAdmin: true, adminRole: "owner", passwordHash, deactivatedAt: null }),
    created: false,
  };
}

/** The language switch: kept on the user record, so every device the seller signs in on follows it. */
export async function setLanguage(db: Db, userId: string, language: Language) {
  const user = await repo.updateUser(db, userId, { language });
  return { language: isLanguage(user.language) ? user.language : language };
}
