import { z } from "zod";
import { TEXT_MESSAGES } from "./sentences.ts";

export { TEXT_MESSAGES } from "./sentences.ts";

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
