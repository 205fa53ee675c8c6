/** Texts compared as a person reads them: case, dashes, asterisks, colons and extra spaces do not matter. */
export function normalise(text: string | null | undefined): string {
  return (text ?? "")
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/[*:()\u00a0]/g, " ")
    .replace(/\s*-\s*/g, " - ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Whether `text` starts with `start` as whole words ("tvs, video" starts with "tvs"; "pricey" not with "price"). */
function startsWithWords(text: string, start: string): boolean {
  return text.startsWith(start) && text.length > start.length && !/[\p{L}\p{N}]/u.test(text[start.length]);
}

/** Whether a control's name matches a wanted text: equal, or the name starts with it ("Ad title" ~ "Ad title 0/70"). */
export function textMatches(name: string, wanted: string): boolean {
  const n = normalise(name);
  const w = normalise(wanted);
  if (!n || !w) return false;
  return n === w || startsWithWords(n, w);
}

/** The best of `options` for `wanted` (and its synonyms): an equal text first, then one that contains the other. */
export function bestOption<T>(options: T[], textOf: (o: T) => string, wanted: string[]): T | undefined {
  const texts = wanted.map(normalise).filter(Boolean);
  for (const w of texts) {
    const exact = options.find((o) => normalise(textOf(o)) === w);
    if (exact) return exact;
  }
  for (const w of texts) {
    const near = options.find((o) => {
      const t = normalise(textOf(o));
      return t.length > 0 && (startsWithWords(t, w) || startsWithWords(w, t));
    });
    if (near) return near;
  }
  return undefined;
}
