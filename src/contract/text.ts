import { z } from "zod";
// Every schema with client text comes through here: zod's error map of plain sentences is installed with it.
import "./issue-messages.ts";
import { TEXT_MESSAGES } from "./sentences.ts";

export { TEXT_MESSAGES } from "./sentences.ts";

/*
 * The one rule for text from clients (docs/decisions/180), used by every schema of this contract and, on the server,
 * by a check of every request's body, query and path before any route sees them:
 * - NUL and lone surrogates are refused: PostgreSQL cannot store either.
 * - A run of invisible characters (three or more in a row: zero-width spaces, joiners, BOM, bidi controls, other
 *   format and control characters) is refused: nobody types one, and it is the padding that overflowed an index.
 * - A stray invisible character is stripped, except a joiner between two visible characters, which shapes Hindi
 *   conjuncts and emoji ("क्‍ष", "👩‍💻").
 * - Lengths count what a person sees (code points less invisible characters), and the bytes are capped as well
 *   (MAX_BYTES_PER_CHARACTER times the limit), so no text within its limit can overflow an index row.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this rule refuses
const NUL = /\u0000/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Format (Cf) and control (Cc) characters, and the Hangul fillers that render as nothing but are letters (Lo).
const INVISIBLE = /[\p{Cf}\p{Cc}\u115F\u1160\u3164\uFFA0]/gu;
// The same, less the whitespace controls a text may hold (tab, line feed, carriage return).
const INVISIBLE_RUN = /(?:(?![\t\n\r])[\p{Cf}\p{Cc}\u115F\u1160\u3164\uFFA0]){3}/u;
const STRAY = /(?![\t\n\r])[\p{Cf}\p{Cc}\u115F\u1160\u3164\uFFA0]/gu;
const JOINER = /^[\u200C\u200D]$/;
// A subdivision flag (🏴 and tag letters up to the cancel tag) is one emoji, not a run of invisible characters.
const TAG_FLAG = /\u{1F3F4}[\u{E0020}-\u{E007E}]{1,8}\u{E007F}/gu;

/** Bytes of UTF-8 a text may take per character of its limit: more than any real script or emoji needs. */
export const MAX_BYTES_PER_CHARACTER = 8;

export type TextProblem = "characters" | "invisible";

/** True when the string holds no NUL and no lone surrogate. */
export function isCleanText(s: string): boolean {
  return !NUL.test(s) && !LONE_SURROGATE.test(s);
}

/** What the rule refuses in `s`, if anything: broken characters, or a run of invisible ones. */
export function textProblem(s: string): TextProblem | null {
  if (!isCleanText(s)) return "characters";
  if (INVISIBLE_RUN.test(s.replace(TAG_FLAG, "🏴"))) return "invisible";
  return null;
}

const GENERIC: Record<TextProblem, string> = {
  characters: TEXT_MESSAGES.invalidCharacters,
  invisible: TEXT_MESSAGES.invisibleRun,
};

/** The sentence for a problem of `textProblem`, naming the field when it is known ("title contains ..."). */
export function textProblemMessage(problem: TextProblem, field?: string): string {
  const generic = GENERIC[problem];
  return field ? generic.replace(/^Text /, `${field} `) : generic;
}

/** The problem a sentence of `textProblemMessage` without a field names, if it is one. */
export const textProblemOf = (message: string): TextProblem | undefined =>
  (Object.keys(GENERIC) as TextProblem[]).find((p) => GENERIC[p] === message);

/** Stray invisible characters stripped (a joiner between two visible characters stays), then trimmed. */
export function stripInvisible(s: string): string {
  const flags: string[] = [];
  const kept = s.replace(TAG_FLAG, (flag) => {
    flags.push(flag);
    return "\u{1F3F4}";
  });
  const out = kept.replace(STRAY, (ch, at: number, all: string) => {
    if (!JOINER.test(ch)) return "";
    const before = all.codePointAt(at - 1);
    const after = all.codePointAt(at + 1);
    const visible = (c: number | undefined) => c !== undefined && !/[\s\p{Cf}\p{Cc}]/u.test(String.fromCodePoint(c));
    return visible(before) && visible(after) ? ch : "";
  });
  let i = 0;
  return (flags.length ? out.replace(/\u{1F3F4}/gu, (f) => flags[i++] ?? f) : out).trim();
}

/**
 * The number of characters a person sees: code points, less invisible format and control characters, after
 * trimming whitespace (an invisible character at an end must not shield the whitespace behind it).
 */
export function visibleLength(s: string): number {
  return [...s.replace(INVISIBLE, "").trim()].length;
}

const encoder = new TextEncoder();
/** UTF-8 bytes of `s`. */
export const byteLength = (s: string): number => encoder.encode(s).length;

/**
 * Whether `s` fits a limit of `max` characters: as a person sees them, and in bytes (a UTF-16 unit is at most 3
 * bytes of UTF-8, so a string no longer than `max` units needs no counting).
 */
export function fitsLimit(s: string, max: number): boolean {
  return visibleLength(s) <= max && (s.length <= max || byteLength(s) <= max * MAX_BYTES_PER_CHARACTER);
}

const noInvisibleRun = (s: string) => textProblem(s) !== "invisible";

/**
 * A string checked by the rule (refusing NUL, lone surrogates and invisible runs), stripped and trimmed; its length
 * is the caller's to check, with `fitsLimit`.
 */
export const cleanString = () =>
  z
    .string()
    .refine(isCleanText, TEXT_MESSAGES.invalidCharacters)
    .refine(noInvisibleRun, TEXT_MESSAGES.invisibleRun)
    .transform(stripInvisible);

/** Any client text: clean (the rule above), at most `max` characters. */
export const cleanText = (max: number, tooLong = `Must be at most ${max} characters`) =>
  cleanString().refine((s) => fitsLimit(s, max), tooLong);

/**
 * Required text: missing, blank or invisible-only gives `message` (before any other check: a person saw nothing
 * there); `min` counts visible characters.
 */
export const requiredText = (
  message: string,
  opts: { max: number; min?: number; minMessage?: string; tooLong?: string },
) =>
  z.preprocess(
    (v) => (v == null ? "" : v),
    z
      .string({ message })
      .refine(isCleanText, TEXT_MESSAGES.invalidCharacters)
      .refine((s) => visibleLength(s) > 0, message)
      .refine(noInvisibleRun, TEXT_MESSAGES.invisibleRun)
      .transform(stripInvisible)
      .refine((s) => visibleLength(s) >= (opts.min ?? 1), opts.minMessage ?? message)
      .refine((s) => fitsLimit(s, opts.max), opts.tooLong ?? `Must be at most ${opts.max} characters`),
  );

/** Optional text: null, undefined, blank or invisible-only become null. */
export const optionalText = (max: number, tooLong?: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && isCleanText(v) && visibleLength(v) === 0 ? null : v),
    cleanText(max, tooLong).nullish(),
  );
