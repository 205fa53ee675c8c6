import { z } from "zod";
import { TWO_FACTOR_MESSAGES } from "./sentences.ts";
import { requiredText } from "./text.ts";

export { TWO_FACTOR_MESSAGES } from "./sentences.ts";

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
