import { z } from "zod";

/**
 * The one rule for text that comes from clients (ENGINEERING.md, input hygiene):
 * - NUL characters and lone UTF-16 surrogates are refused (PostgreSQL cannot store the first, and the second
 *   is not text at all), with a 400 that names the field's own message;
 * - "required" and minimum lengths count visible characters: invisible format and control characters
 *   (zero-width spaces and joiners, U+2060-U+2064, U+FEFF, soft hyphen, bidi controls, Hangul fillers) never count,
 *   nor does whitespace at either end; spaces between words count, as a person counting the text would
 *   (docs/decisions/095-visible-characters.md).
 * Every schema that takes free text builds on `cleanText` / `requiredText` / `optionalText` below.
 */
export const TEXT_MESSAGES = {
  invalidCharacters: "Text contains characters that are not allowed",
} as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this rule refuses
const NUL = /\u0000/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Format (Cf) and control (Cc) characters, and the Hangul fillers that render as nothing but are letters (Lo).
const INVISIBLE = /[\p{Cf}\p{Cc}\u115F\u1160\u3164\uFFA0]/gu;

/** True when the string holds no NUL and no lone surrogate. */
export function isCleanText(s: string): boolean {
  return !NUL.test(s) && !LONE_SURROGATE.test(s);
}

/**
 * The number of characters a person sees: code points, less invisible format and control characters, after
 * trimming whitespace (an invisible character at an end must not shield the whitespace behind it).
 */
export function visibleLength(s: string): number {
  return [...s.replace(INVISIBLE, "").trim()].length;
}

/** Any client text: trimmed, clean (no NUL, no lone surrogate), at most `max` characters. */
export const cleanText = (max: number, tooLong = `Must be at most ${max} characters`) =>
  z
    .string()
    .refine(isCleanText, TEXT_MESSAGES.invalidCharacters)
    .transform((s) => s.trim())
    .refine((s) => s.length <= max, tooLong);

/** Required text: missing, blank or invisible-only gives `message`; `min` counts visible characters. */
export const requiredText = (
  message: string,
  opts: { max: number; min?: number; minMessage?: string; tooLong?: string },
) =>
  z.preprocess(
    (v) => (v == null ? "" : v),
    z
      .string({ message })
      .refine(isCleanText, TEXT_MESSAGES.invalidCharacters)
      .transform((s) => s.trim())
      .refine((s) => visibleLength(s) > 0, message)
      .refine((s) => visibleLength(s) >= (opts.min ?? 1), opts.minMessage ?? message)
      .refine((s) => s.length <= opts.max, opts.tooLong ?? `Must be at most ${opts.max} characters`),
  );

/** Optional text: null, undefined or blank become null. */
export const optionalText = (max: number, tooLong?: string) =>
  z.preprocess((v) => (typeof v === "string" && visibleLength(v) === 0 ? null : v), cleanText(max, tooLong).nullish());
