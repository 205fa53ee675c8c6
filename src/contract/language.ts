/**
 * (No zod here: the landing page imports these constants, and must not load zod before a form shows. The request
 * schemas are in auth.ts.)
 *
 * The languages the seller's side is written in (issue 25 item 4, docs/decisions/131). English is the default and
 * the fallback; the admin side is English only. A seller's choice is kept on their user record.
 */
export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** Each language's own name, in its own script: what the switch offers. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", hi: "हिन्दी" };

export const LANGUAGE_MESSAGES = {
  invalid: "Language must be en (English) or hi (Hindi)",
} as const;

export const isLanguage = (v: unknown): v is Language =>
  typeof v === "string" && (LANGUAGES as readonly string[]).includes(v);
