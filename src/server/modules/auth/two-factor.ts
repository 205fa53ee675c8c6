import { createHash, randomInt } from "node:crypto";
import { generateSecret, generateURI, verifySync } from "otplib";
import { RECOVERY_CODE_COUNT, TWO_FACTOR_MESSAGES } from "../../../contract/two-factor.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { User } from "../../db/schema.ts";
import { badRequest, conflict, unauthorized } from "../../lib/http-error.ts";
import { deviceFor } from "./device.ts";
import * as repo from "./repo.ts";
import type { AttemptSource } from "./service.ts";
import { openSecret, sealSecret } from "./totp-secret.ts";
import * as tfa from "./two-factor-repo.ts";

/** Two-factor sign-in for admins: TOTP (RFC 6238) plus one-time recovery codes (docs/decisions/124). */

type TwoFactorConfig = Config["twoFactor"];
const ISSUER = "SnapList";

/** True when this admin may only set two-factor up: it is required and they have not. */
export const mustEnrol = (config: TwoFactorConfig, user: User) =>
  config.requiredForAdmins && user.isAdmin && !user.totpEnabledAt;

export async function status(db: Db, config: TwoFactorConfig, user: User) {
  return {
    enabled: Boolean(user.totpEnabledAt),
    required: config.requiredForAdmins,
    recoveryCodesLeft: user.totpEnabledAt ? await tfa.recoveryCodesLeft(db, user.id) : 0,
  };
}

/** A new secret, kept as pending until a code from it is confirmed; an enrolment in use is never replaced here. */
export async function startEnrolment(db: Db, config: TwoFactorConfig, user: User) {
  if (user.totpEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  const secret = generateSecret();
  await tfa.setPendingSecret(db, user.id, sealSecret(secret, config.encryptionKey));
  return { secret, otpauthUri: generateURI({ issuer: ISSUER, label: user.email, secret }) };
}

/** Confirms the pending secret with a code from it; answers the recovery codes, shown this once only. */
export async function confirmEnrolment(
  db: Db,
  config: TwoFactorConfig,
  source: AttemptSource,
  user: User,
  code: string,
) {
  if (user.totpEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  const pending = user.totpPendingSecret;
  const secret = pending ? openSecret(pending, config.encryptionKey) : undefined;
  if (!pending || !secret) throw conflict(TWO_FACTOR_MESSAGES.notStarted);
  const ticket = await source.throttle.attempt("code", user.email, source.address, accountOf(source, user));
  const step = totpStep(secret, code);
  // 400, not 401: the admin is signed in, and the app reads a 401 as "signed out".
  if (step === undefined) throw badRequest(TWO_FACTOR_MESSAGES.wrongCode);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  if (!(await tfa.enable(db, user.id, pending, step, codes.map(hashRecoveryCode)))) {
    throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  }
  await source.throttle.succeeded("code", user.email, source.address, user.id, ticket);
  return { recoveryCodes: codes };
}

/**
 * The code step of an admin sign-in, for the account whose password was right (the pending sign-in). Counted
 * like a password guess before it is checked. A TOTP code works once (its 30-second step must be newer than the
 * last accepted one); a recovery code works once. Answers the user on success.
 */
export async function finishSignIn(
  db: Db,
  config: TwoFactorConfig,
  source: AttemptSource,
  userId: string,
  code: string,
): Promise<User> {
  const user = await repo.findUserById(db, userId);
  if (!user?.isAdmin || !user.totpEnabledAt || !user.totpSecret) throw unauthorized(TWO_FACTOR_MESSAGES.pendingExpired);
  const ticket = await source.throttle.attempt("code", user.email, source.address, accountOf(source, user));
  if (!(await spendCode(db, config, user, code))) throw unauthorized(TWO_FACTOR_MESSAGES.wrongCode);
  await source.throttle.succeeded("code", user.email, source.address, user.id, ticket);
  return user;
}

async function spendCode(db: Db, config: TwoFactorConfig, user: User, code: string): Promise<boolean> {
  const compact = code.replace(/[\s-]/g, "").toLowerCase();
  if (/^\d{6}$/.test(compact)) {
    const secret = user.totpSecret ? openSecret(user.totpSecret, config.encryptionKey) : undefined;
    const step = secret ? totpStep(secret, compact) : undefined;
    return step !== undefined && tfa.acceptStep(db, user.id, step);
  }
  return tfa.spendRecoveryCode(db, user.id, hashRecoveryCode(compact));
}

/** The time step a code belongs to, allowing one step of clock drift either way; undefined when wrong. */
function totpStep(secret: string, code: string): number | undefined {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return undefined;
  const result = verifySync({ secret, token, epochTolerance: 30 });
  return result.valid && "timeStep" in result ? result.timeStep : undefined;
}

const accountOf = (source: AttemptSource, user: User) => ({
  userId: user.id,
  deviceId: deviceFor(source.device, user.id),
});

/** 10 characters (about 49 bits) from an alphabet without look-alikes, shown as xxxxx-xxxxx. */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Random, high-entropy codes need no slow hash: sha256 of the compact form (no dashes or spaces, lower case). */
export const hashRecoveryCode = (code: string) =>
  createHash("sha256").update(code.replace(/[\s-]/g, "").toLowerCase()).digest("hex");
