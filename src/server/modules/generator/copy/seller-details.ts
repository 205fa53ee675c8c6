/** The seller's own details, tidied for print; anything that cannot be read as what it claims to be is left out. */

export const tidy = (value: string | undefined): string | undefined => {
  const v = value?.replace(/\s+/g, " ").trim();
  return v || undefined;
};

/** "128" -> "128GB"; "128 gb" -> "128GB"; "1 tb" -> "1TB"; anything else as typed. */
export function capacity(value: string | undefined): string | undefined {
  const v = tidy(value);
  if (!v) return undefined;
  const m = /^(\d+(?:\.\d+)?)\s*(gb|tb|mb)?$/i.exec(v);
  return m ? `${m[1]}${(m[2] ?? "GB").toUpperCase()}` : v;
}

/** "18000", "18,000 km", "18k", "1.2 lakh" -> "18,000 km"; miles stay miles; no number, no mileage. */
export function distance(value: string | undefined): string | undefined {
  const v = tidy(value)?.toLowerCase();
  const m = v ? /(\d[\d,]*(?:\.\d+)?)\s*(lakhs?|lacs?|k\b)?/.exec(v) : null;
  if (!v || !m) return undefined;
  const base = Number(m[1].replace(/,/g, ""));
  const factor = m[2]?.startsWith("la") ? 100_000 : m[2] === "k" ? 1000 : 1;
  const n = Math.round(base * factor);
  if (!Number.isSafeInteger(n)) return undefined;
  return `${n.toLocaleString("en-IN")} ${/\bmi(les?)?\b/.test(v) ? "miles" : "km"}`;
}

/** A plausible four-digit year, never one in the future. */
export function yearOf(value: string | undefined): string | undefined {
  const m = value ? /\b(19[5-9]\d|20\d\d)\b/.exec(value) : null;
  return m && Number(m[1]) <= new Date().getFullYear() + 1 ? m[1] : undefined;
}

/** The seller's note as a paragraph: their words, lines kept, ending with a full stop. */
export function sellerNote(value: string | undefined): string | undefined {
  const lines = (value ?? "")
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  if (lines.length === 0) return undefined;
  const text = lines.join("\n");
  return /[.!?)]$/.test(text) ? text : `${text}.`;
}

/** Words that say what comes with the item: when the seller used them, their note covers "what is included". */
export const MENTIONS_INCLUDED =
  /\b(includ\w*|comes? with|along with|box|bill|invoice|receipt|charger|cable|adapter|remote|manual|accessor\w*|cover|case|papers|documents|rc|keys?|helmet|strap|warranty card)\b/i;

const HIGHLIGHTS: [RegExp, string][] = [
  [/\b(single|first|1st|one) owner\b/i, "1st Owner"],
  [/\b(box and bill|bill and box|box & bill|bill & box)\b/i, "With Box & Bill"],
  [/\bwith (the )?(original )?box\b/i, "With Box"],
  [/\bwith (the )?(original )?(bill|invoice)\b/i, "With Bill"],
  [/\b(under|in) warranty\b/i, "Under Warranty"],
  [/\bservice (records?|history)\b/i, "Service Records"],
];
const NEGATED = /\b(no|not|without|never|expired|missing|lost)\b/i;

/** Short selling points the seller stated ("1st Owner", "With Box"), for titles; a negated phrase is not one. */
export function highlights(note: string | undefined): string[] {
  if (!note) return [];
  const found: string[] = [];
  for (const [pattern, label] of HIGHLIGHTS) {
    const m = pattern.exec(note);
    if (!m) continue;
    const before = note.slice(Math.max(0, m.index - 12), m.index);
    const sentence = note.slice(m.index).split(/[.!?\n]/)[0];
    if (NEGATED.test(before) || /\b(expired|over|ended)\b/i.test(sentence)) continue;
    if (label === "With Box" || label === "With Bill") {
      if (found.includes("With Box & Bill")) continue;
    }
    found.push(label);
  }
  return found;
}
