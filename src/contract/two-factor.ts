import { z } from "zod";
import { requiredText } from "./text.ts";

/** Two-factor sign-in for admins (issue 23 item 5, docs/decisions/124). */

export const TWO_FACTOR_MESSAGES = {
  codeRequired: "Enter the code from your authenticator app",
  wrongCode: "That code is not right. Check your authenticator app, or use a recovery code.",
  pendingExpired: "Your sign-in took too long. Please enter your email and password again.",
  setupRequired: "Two-factor sign-in is required for admins. Please set it up first.",
  alreadyOn: "Two-factor sign-in is already on for this account.",
  notStarted: "Start the set-up again: no new secret is waiting to be confirmed.",
} as const;

/** How many one-time recovery codes an enrolment hands out. */
export const RECOVERY_CODE_COUNT = 10;

/** A 6-digit code from the app, or a recovery code (spaces and dashes are ignored). */
export const twoFactorCodeSchema = z.object({
  code: requiredText(TWO_FACTOR_MESSAGES.codeRequired, { max: 40, tooLong: TWO_FACTOR_MESSAGES.wrongCode }),
});
export type TwoFactorCodeInput = z.input<typeof twoFactorCodeSchema>;

/** The admin login's answer when the password was right but sign-in is not finished yet. */
export const adminLoginNextSchema = z.object({
  /** "code": send the app's code (or a recovery code) next; "enrol": signed in, but only to set two-factor up. */
  next: z.enum(["code", "enrol"]),
  message: z.string(),
});
export type AdminLoginNext = z.infer<typeof adminLoginNextSchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** ADMIN_REQUIRE_2FA: every admin must use it. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupSchema = z.object({
  /** The base32 secret, for typing into an app that cannot scan. */
  secret: z.string(),
  /** otpauth:// URI, shown as a QR code. */
  otpauthUri: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
