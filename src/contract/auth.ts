import { z } from "zod";
import { LANGUAGE_MESSAGES, LANGUAGES } from "./language.ts";
import { MIN_PASSWORD_LENGTH } from "./limits.ts";
import { ADMIN_ROLES } from "./roles.ts";
import { AUTH_MESSAGES } from "./sentences.ts";
import { cleanText, isCleanText, optionalText, requiredText, TEXT_MESSAGES } from "./text.ts";

export { AUTH_MESSAGES } from "./sentences.ts";

/** A user as the API shows it to that user (and to admins). Never carries the password hash or Google id. */
export const publicUserSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  /** An admin's role (docs/decisions/161); null for sellers. The desk shows only what it allows. */
  adminRole: z.enum(ADMIN_ROLES).nullable(),
  referralCode: z.string().nullable(),
  referredBy: z.string().nullable(),
  referredByUserId: z.string().nullable(),
  upiId: z.string().nullable(),
  paypalEmail: z.string().nullable(),
  /** The language the user chose for the seller's side; null when never chosen (docs/decisions/131). */
  language: z.enum(LANGUAGES).nullable(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Longest accepted inputs: generous for people, small enough that nobody hashes a megabyte. */
const MAX_EMAIL = 254;
const MAX_PASSWORD = 200;
const MAX_NAME = 100;

/**
 * An email: trimmed and lower-cased (email is case-insensitive here), one '@' with something on both sides.
 * The spec's client rule is "non-empty and contains '@'"; requiring text around it catches "a@" and "@b" too.
 */
const emailSchema = z
  .string({ error: AUTH_MESSAGES.invalidEmail })
  .refine(isCleanText, TEXT_MESSAGES.invalidCharacters)
  .trim()
  .max(MAX_EMAIL, AUTH_MESSAGES.invalidEmail)
  .regex(/^[^\s@\u200B-\u200F\u2060\uFEFF]+@[^\s@\u200B-\u200F\u2060\uFEFF]+$/, AUTH_MESSAGES.invalidEmail)
  .transform((v) => v.toLowerCase());

/** A password is never trimmed or counted by visible characters, but it is text like any other: no NUL. */
const passwordText = (message: string) =>
  z.string({ error: message }).refine(isCleanText, TEXT_MESSAGES.invalidCharacters);

const optionalName = optionalText(MAX_NAME, `Names can be at most ${MAX_NAME} characters`).transform(
  (v) => v ?? undefined,
);

/** A referral code carried through sign-up (ref query parameter or the referral bar). Unknown codes are ignored. */
export const referralCodeInput = cleanText(40)
  .transform((v) => v.toUpperCase())
  .optional();

/** The language switch's choice (docs/decisions/131). */
export const languageSchema = z.enum(LANGUAGES, { message: LANGUAGE_MESSAGES.invalid });

/**
 * Registration (spec sections 3 and 5). Checked in this order: email, password, confirmation -
 * zod reports the object's fields in key order and runs the equality check only when the fields are valid.
 */
export const registerSchema = z
  .object({
    email: emailSchema,
    password: passwordText(AUTH_MESSAGES.shortPassword)
      .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.shortPassword)
      .max(MAX_PASSWORD, `Password can be at most ${MAX_PASSWORD} characters`),
    confirmPassword: passwordText(AUTH_MESSAGES.passwordMismatch),
    firstName: optionalName,
    lastName: optionalName,
    referralCode: referralCodeInput,
    /** The language the sign-up form was shown in: the account's language from the start (issue 47 item 5). */
    language: languageSchema.optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordMismatch,
    path: ["confirmPassword"],
  });
export type RegisterInput = z.input<typeof registerSchema>;

/** Login and admin login: only the required fields (spec section 5). */
export const loginSchema = z.object({
  email: requiredText(AUTH_MESSAGES.emailRequired, { max: MAX_EMAIL, tooLong: AUTH_MESSAGES.invalidEmail }).transform(
    (v) => v.toLowerCase(),
  ),
  password: passwordText(AUTH_MESSAGES.passwordRequired)
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(MAX_PASSWORD, AUTH_MESSAGES.passwordRequired),
});
export type LoginInput = z.input<typeof loginSchema>;

/** What the landing page needs to know before offering sign-in methods. */
export const authConfigSchema = z.object({ googleEnabled: z.boolean() });
export type AuthConfig = z.infer<typeof authConfigSchema>;

/** `purpose=delete-account`: a Google sign-in that confirms deleting the account returns to its dialog. */
export const googleStartQuery = z.object({
  ref: referralCodeInput,
  /** The language the page was shown in: a new account keeps it (issue 47 item 5); an existing one keeps its own. */
  lang: languageSchema.optional(),
  purpose: z.enum(["delete-account"], { message: "Unknown purpose" }).optional(),
});

/** The first problem with a form's values, as the message to show, or null when valid. */
export function firstIssue(schema: z.ZodType, values: unknown): string | null {
  const result = schema.safeParse(values);
  return result.success ? null : (result.error.issues[0]?.message ?? "Invalid input");
}

/** PUT /api/auth/user/language: the seller's choice from the language switch. */
export const setLanguageBody = z.object({ language: languageSchema });
export const languageResponseSchema = z.object({ language: languageSchema });
