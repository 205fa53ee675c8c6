import type { Fingerprint, Locator } from "./field-maps.ts";

/*
 * What a fingerprint or a taught locator may not carry (issue 46 item 7, docs/decisions/184): the posting's own
 * values (its title, description, brand, model, any of its prices in any form), generated ids (React's ":r5:",
 * "mui-123", uuids, long hex or digit runs, random-looking tokens) and hashed class names ("css-1x2y3z",
 * "sc-abc123", CSS modules' "Button_primary__3kX9a"). A control is found by what a person reads on it; those parts
 * change with every posting or every build. The server strips them from what a token sends, against the values of
 * the postings that token works on, and strips the generic ones again from whatever it serves.
 */

/** The values of a posting the assistant is filling: none of them may be learned as a control's text. */
export interface PostingValues {
  title?: string | null;
  description?: string | null;
  brand?: string | null;
  model?: string | null;
  /** Every amount of the listing (asking price, lowest price, suggested prices), as decimal strings. */
  amounts?: (string | null | undefined)[];
}

const fold = (s: string) => s.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Tokens made by a library or a build, never by a person. */
const GENERATED: RegExp[] = [
  // uuids, long hex (with a digit and a letter), long digit runs (ids, phone numbers)
  /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi,
  /\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{8,}\b/gi,
  /\b\d{6,}\b/g,
  // Component libraries' counters: mui-123, radix-:r1:, headlessui-listbox-4, react-select-3-input, ember123
  /\b(?:mui|radix|headlessui|react-aria|chakra|rc|ant|downshift|react-select|ember|ext-gen|yui|uid|input|field|id)[-_:]?[\w:-]*?\d+[\w-]*/gi,
  // React's useId (":r5:", ":R2d6:", "«r1»"), and "r:1a"
  /:r[0-9a-z]{1,8}:/gi,
  /«r[0-9a-z]{1,8}»/gi,
  /\br:[0-9a-z]{1,8}\b/gi,
  // Hashed class names: emotion, styled-components, CSS modules (Button_primary__3kX9a, _button_1x2y3_1)
  /\b(?:css|sc|jsx|emotion|styled|tw|mantine)-(?=[\w]*\d)[a-z0-9]{4,}\b/gi,
  /\b[A-Za-z][\w-]*__[A-Za-z0-9_-]{4,}\b/g,
  /\b_[a-z][\w]*_[a-z0-9]{5}_\d+\b/gi,
];

/** A token of letters and digits that changes between them often ("1x2y3z", "a8f3k9"): random, not a word. */
function randomLooking(token: string): boolean {
  if (token.length < 5 || !/^[a-z0-9]+$/i.test(token)) return false;
  const digits = (token.match(/\d/g) ?? []).length;
  if (digits < 2 || digits === token.length) return false;
  let switches = 0;
  for (let i = 1; i < token.length; i++) if (/\d/.test(token[i]) !== /\d/.test(token[i - 1])) switches++;
  return switches >= 3;
}

/** An amount written any way ("₹ 6,000", "Rs. 6000/-", "6,000.00", "6 000"): its value in paise, or null. */
function paiseOf(text: string): number | null {
  const digits = text.replace(/[^\d.]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(digits)) return null;
  return Math.round(Number(digits) * 100);
}
const AMOUNT = /(?:₹|\brs\.?|\binr)?\s*\d(?:[\d,]|\s(?=\d{3}\b))*(?:\.\d{1,2})?(?:\s*\/-)?/gi;
const CURRENCY = /(?:₹|\brs\.?|\binr)\s*\d/i;

/** One posting's values, or several (an admin may hold more than one posting of a marketplace). */
export type ValuesOf = PostingValues | PostingValues[];
const listOf = (v: ValuesOf): PostingValues[] => (Array.isArray(v) ? v : [v]);

/** `text` without the values and generated parts; "" when nothing a person would read as a control's name is left. */
export function scrubText(text: string, values: ValuesOf = []): string {
  let out = ` ${text} `;
  const postings = listOf(values);
  const amounts = new Set(
    postings
      .flatMap((p) => p.amounts ?? [])
      .map((a) => (a ? paiseOf(a) : null))
      .filter((a): a is number => a !== null),
  );
  // Any amount in a currency, and any number that is one of the posting's amounts however it is written.
  out = out.replace(AMOUNT, (m) => {
    const paise = paiseOf(m);
    return CURRENCY.test(m) || (paise !== null && amounts.has(paise)) ? " " : m;
  });
  for (const value of postings.flatMap((p) => [p.title, p.description, p.brand, p.model])) {
    const v = value ? fold(value) : "";
    if (v.length < 3) continue;
    out = out.replace(new RegExp(escapeRe(v).replace(/ /g, "\\s+"), "gi"), " ");
    // A part of the title or description of two words or more (a placeholder showing what was typed).
    const folded = fold(out);
    if (folded.length >= 8 && folded.includes(" ") && v.includes(folded)) return "";
  }
  for (const re of GENERATED) out = out.replace(re, " ");
  out = out
    .split(/\s+/)
    .filter((token) => !randomLooking(token.replace(/^[^\w]+|[^\w]+$/g, "")))
    .join(" ");
  // What stripping leaves around: empty brackets, separators at the ends.
  const left = out
    .replace(/\(\s*\)|\[\s*\]/g, " ")
    .replace(/^[\s\-–—:|·•,;/*.]+|[\s\-–—:|·•,;/*]+$/g, "")
    .replace(/\s+/g, " ");
  return /\p{L}/u.test(left) ? left : "";
}

/** A tag or role is a plain lower-case word ("input", "combobox", "ion-input"), never a hash; else nothing. */
const plainWord = (s: string) => (/^[a-z][a-z0-9-]{0,29}$/.test(s) && scrubText(s) === s ? s : "");

/** The fingerprint without values and generated parts, or null when nothing useful is left to find a control by. */
export function scrubFingerprint(fp: Fingerprint, values: ValuesOf = []): Fingerprint | null {
  const out: Fingerprint = {
    tag: plainWord(fp.tag),
    role: plainWord(fp.role),
    label: scrubText(fp.label, values),
    name: scrubText(fp.name, values),
    placeholder: scrubText(fp.placeholder, values),
    legend: scrubText(fp.legend, values),
  };
  // Its place in the form is field names from the contract's list, never a value: kept as it is (issue 49).
  if (fp.fieldsBefore?.length) out.fieldsBefore = fp.fieldsBefore;
  if (fp.fieldsAfter?.length) out.fieldsAfter = fp.fieldsAfter;
  const place = Boolean(out.fieldsBefore || out.fieldsAfter);
  return out.label || out.name || out.placeholder || out.legend || place ? out : null;
}

const LOCATOR_TEXTS = ["label", "ariaLabel", "placeholder", "name"] as const;

/** The locator without values and generated parts, or null when no text is left to find the control by. */
export function scrubLocator(locator: Locator, values: ValuesOf = []): Locator | null {
  const out: Locator = {};
  for (const key of LOCATOR_TEXTS) {
    const kept = (locator[key] ?? []).map((t) => scrubText(t, values)).filter(Boolean);
    if (kept.length) out[key] = kept;
  }
  if (locator.role && plainWord(locator.role)) out.role = locator.role;
  return LOCATOR_TEXTS.some((k) => out[k]?.length) ? out : null;
}
