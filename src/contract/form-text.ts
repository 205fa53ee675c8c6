/**
 * Texts of marketplace forms compared as a person reads them (issue 40, docs/decisions/154): case, accents, dashes,
 * asterisks, "(optional)", helper counters ("0/70"), ₹ adornments and extra spaces do not matter. Shared by the
 * posting assistant (which matches labels and options) and the server (which merges what admins teach).
 */

const COUNTER = /\b\d+\s*\/\s*\d+\b/g;
const ADORNMENTS = /[*:()[\]\u00a0₹]|\b(?:optional|required|mandatory|inr)\b|\brs\b\.?/gi;

/** A label or button text, normalised: lower case, one kind of dash, no asterisks, counters or ₹. */
export function normalise(text: string | null | undefined): string {
  return (text ?? "")
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(COUNTER, " ")
    .replace(ADORNMENTS, " ")
    .replace(/\s*-\s*/g, " - ")
    .replace(/\s+/g, " ")
    .replace(/^[\s-]+|[\s-]+$/g, "")
    .trim();
}

const STOP_WORDS = new Set(["and", "or", "the", "of", "for", "a", "an", "your", "&"]);

/**
 * An option's text as comparable words: "TVs, Video - Audio" and "TVs, Video & Audio" both become "tvs video audio";
 * "Used – good" and "Used - Good" both "used good". Accents are dropped.
 */
export function optionKey(text: string | null | undefined): string {
  return (text ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .split(" ")
    .filter((w) => w && !STOP_WORDS.has(w))
    .join(" ");
}

/** Whether `text` starts with `start` as whole words ("tvs, video" starts with "tvs"; "pricey" not with "price"). */
export function startsWithWords(text: string, start: string): boolean {
  return text.startsWith(start) && (text.length === start.length || !/[\p{L}\p{N}]/u.test(text[start.length]));
}

/** Whether `phrase` occurs in `text` as whole words. */
function containsWords(text: string, phrase: string): boolean {
  let at = text.indexOf(phrase);
  while (at >= 0) {
    const before = at === 0 || !/[\p{L}\p{N}]/u.test(text[at - 1]);
    const end = at + phrase.length;
    const after = end === text.length || !/[\p{L}\p{N}]/u.test(text[end]);
    if (before && after) return true;
    at = text.indexOf(phrase, at + 1);
  }
  return false;
}

/**
 * How well a control's name fits a wanted label, 0 to 1: equal 1, starts with it 0.9 ("Ad title Mention the key
 * features..." ~ "Ad title"), holds it as whole words 0.75 ("Enter the ad title" ~ "ad title"), else 0.
 */
export function nameScore(name: string, wanted: string): number {
  const n = normalise(name);
  const w = normalise(wanted);
  if (!n || !w) return 0;
  if (n === w) return 1;
  if (startsWithWords(n, w)) return 0.9;
  if (w.length >= 3 && containsWords(n, w)) return 0.75;
  return 0;
}

/** Whether a control's name matches a wanted text: equal, or the name starts with it. */
export function textMatches(name: string, wanted: string): boolean {
  return nameScore(name, wanted) >= 0.9;
}

/** How well an option's text fits a wanted value, 0 to 1 (by words, see optionKey). */
export function optionScore(option: string, wanted: string): number {
  const o = optionKey(option);
  const w = optionKey(wanted);
  if (!o || !w) return 0;
  if (o === w) return 1;
  if (startsWithWords(o, w) || startsWithWords(w, o)) return 0.8;
  // "Brand New" for "New": the wanted words end the option's.
  if (o.endsWith(` ${w}`) || w.endsWith(` ${o}`)) return 0.7;
  const a = new Set(o.split(" "));
  const b = new Set(w.split(" "));
  const shared = [...a].filter((x) => b.has(x)).length;
  const jaccard = shared / (a.size + b.size - shared);
  return jaccard >= 0.6 ? 0.6 + jaccard / 10 : 0;
}

/**
 * The best of `options` for `wanted` (our value first, then its synonyms): the first wanted text that some option
 * equals wins; otherwise the closest option above 0.6. Undefined when none is close.
 */
export function bestOption<T>(
  options: readonly T[],
  textOf: (o: T) => string,
  wanted: readonly string[],
): T | undefined {
  const texts = wanted.filter((w) => optionKey(w));
  for (const w of texts) {
    const exact = options.find((o) => optionScore(textOf(o), w) === 1);
    if (exact) return exact;
  }
  let best: { option: T; score: number } | undefined;
  texts.forEach((w, i) => {
    for (const option of options) {
      // Later synonyms count a little less than our own value.
      const score = optionScore(textOf(option), w) - i * 0.01;
      if (score >= 0.6 && (!best || score > best.score)) best = { option, score };
    }
  });
  return best?.option;
}
