import { type ItemType, TYPE_WORDS } from "../data/item-types.ts";
import { LEXICON, type LexiconBrand } from "../data/lexicon.ts";

export interface TextMatch {
  brand?: string;
  model?: string;
  /** The type the model (or the brand's words) implies. */
  type?: ItemType;
  /** 0..1: how sure the text is (model found > brand found > only a type word). */
  strength: number;
}

/** Lower case, OCR punctuation folded to spaces, so "SAMSUNG  Galaxy-S21" matches "galaxy s21". */
export function normaliseText(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9'&+()-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()} `;
}

function phraseIn(haystack: string, phrase: string): boolean {
  const p = normaliseText(phrase).trim();
  if (!p) return false;
  // Treat hyphens and spaces alike: labels print "WH-1000XM4", sellers type "wh 1000xm4".
  const loose = (s: string) => s.replace(/-/g, " ").replace(/\s+/g, " ");
  return loose(haystack).includes(` ${loose(p)} `);
}

/** OCR reads a trailing J as ")" and O as 0 inside codes; undo the common confusions on code-like tokens. */
function codeCandidates(text: string): string[] {
  return (
    text
      // "No:KD-55X85J" is one word to an OCR engine: split on colons too.
      .split(/[\s:]+/)
      .map((t) => t.replace(/^[^A-Za-z0-9]+/, ""))
      .filter((t) => t.length >= 4 && /\d/.test(t))
      .map((t) =>
        t
          .replace(/\)$/, "J")
          .replace(/[|]/g, "I")
          .replace(/[^A-Za-z0-9-]+$/, "")
          .toUpperCase(),
      )
  );
}

function distinctive(name: string): boolean {
  return /\d/.test(name) || /[a-z][A-Z]/.test(name) || name.trim().split(/\s+/).length >= 3;
}

function brandNames(b: LexiconBrand): string[] {
  return [b.brand, ...(b.aliases ?? [])];
}

/** Finds the best brand, model and type named in free text (OCR output, a seller's hint, a product name). */
export function matchText(raw: string): TextMatch {
  const text = normaliseText(raw);
  let best: TextMatch = { strength: 0 };
  for (const b of LEXICON) {
    const brandHit = brandNames(b).some((n) => phraseIn(text, n));
    // A distinctive model name alone is enough ("Galaxy S21", "Classic 350"): sellers often omit the brand.
    // A plain word ("Vintage", "Swift", "City") needs its brand beside it.
    const models = [...(b.models ?? [])].sort((x, y) => y.name.length - x.name.length);
    const model = models.find(
      (mo) =>
        (brandHit || distinctive(mo.name)) &&
        (phraseIn(text, mo.name) || (mo.aliases ?? []).some((a) => phraseIn(text, a))),
    );
    if (model) {
      const strength = brandHit ? 1 : 0.8;
      if (strength > best.strength) best = { brand: b.brand, model: model.name, type: model.type, strength };
      continue;
    }
    if (brandHit && b.codePatterns) {
      for (const code of codeCandidates(raw)) {
        const cp = b.codePatterns.find((c) => new RegExp(c.pattern, "i").test(code));
        if (cp) {
          if (0.95 > best.strength) best = { brand: b.brand, model: code, type: cp.type, strength: 0.95 };
          break;
        }
      }
      if (best.brand === b.brand) continue;
    }
    if (brandHit && 0.5 > best.strength) {
      best = { brand: b.brand, type: typeFromWords(text, b.types) ?? b.types[0], strength: 0.5 };
    }
  }
  if (!best.type) {
    const type = typeFromWords(text);
    if (type) best = { ...best, type, strength: Math.max(best.strength, 0.3) };
  }
  return best;
}

/** The type named by a word in the text, restricted to `allowed` when given. */
export function typeFromWords(text: string, allowed?: ItemType[]): ItemType | undefined {
  const normal = text.startsWith(" ") ? text : normaliseText(text);
  let found: { type: ItemType; len: number } | undefined;
  for (const [type, words] of Object.entries(TYPE_WORDS) as [ItemType, string[]][]) {
    if (allowed && !allowed.includes(type)) continue;
    for (const w of words) {
      if (phraseIn(normal, w) && (!found || w.length > found.len)) found = { type, len: w.length };
    }
  }
  return found?.type;
}

/** The lexicon entry for a brand name, case-insensitive. */
export function findBrand(name: string | undefined): LexiconBrand | undefined {
  if (!name) return undefined;
  const n = name.trim().toLowerCase();
  return LEXICON.find((b) => brandNames(b).some((x) => x.toLowerCase() === n));
}
