import { MAX_ALTERNATIVE_TITLES, MAX_TITLE_LENGTH } from "../../../../contract/limits.ts";
import { TYPE_WORDS } from "../data/item-types.ts";
import { conditionWords } from "./condition.ts";
import type { Known } from "./known.ts";

/** Words that end a title badly when a cut leaves them last. */
const DANGLING = /\s+(and|or|with|for|in|of|the|a|an|to|on|by|from|only)$/i;

/** Drops a lone high surrogate that a cut left at the end, so the text stays valid UTF-16. */
const safeEnd = (s: string) => (/[\uD800-\uDBFF]$/.test(s) ? s.slice(0, -1) : s);

/**
 * Fits a title into `max` characters, cut at a word: never mid-word (unless one word is longer than the limit),
 * never ending on a separator, a connecting word or an unclosed bracket.
 */
export function fitTitle(title: string, max = MAX_TITLE_LENGTH): string {
  const clean = title.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const space = cut.lastIndexOf(" ");
  const atWord = space > 0 ? cut.slice(0, space) : safeEnd(clean.slice(0, max));
  let out = atWord;
  for (let previous = ""; previous !== out; ) {
    previous = out;
    out = out.replace(/[\s,;:&+/(–—-]+$/, "").replace(DANGLING, "");
    const open = out.lastIndexOf("(");
    if (open > 0 && out.indexOf(")", open) < 0) out = out.slice(0, open);
  }
  // Nothing but separators and brackets left: the plain cut at a word, as it was.
  return out.trim() || atWord.trim();
}

const FILLER = new Set(["a", "an", "the", "and", "for", "sale", "in", "with", "of", "condition", "used", "model"]);

/** Two titles say the same thing when they start with the same word and use the same words, fillers aside. */
export function substance(title: string): string {
  const tokens = title
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t && !FILLER.has(t));
  return `${tokens[0] ?? ""}|${[...new Set(tokens)].sort().join(" ")}`;
}

const hasWord = (text: string, word: string) =>
  ` ${text.toLowerCase().replace(/[^\p{L}\p{N}+]+/gu, " ")} `.includes(
    ` ${word.toLowerCase().replace(/[^\p{L}\p{N}+]+/gu, " ")} `,
  );

/** "persian cat scratching post" -> "Persian Cat Scratching Post"; words with capitals ("iPhone", "boAt") stay. */
export function titleCase(text: string): string {
  const small = new Set(["a", "an", "and", "or", "of", "with", "in", "for", "the", "to", "on"]);
  return text
    .split(" ")
    .map((w, i) => (w === w.toLowerCase() && !(i > 0 && small.has(w)) ? w.charAt(0).toUpperCase() + w.slice(1) : w))
    .join(" ");
}

/** The last two words of a kind, as a title noun: "Portable Bluetooth speaker" -> "Bluetooth Speaker". */
function kindNoun(kind: string): string {
  const head = kind
    .split(/,| \(| with /)[0]
    .trim()
    .split(" ");
  const last = head.slice(-2).filter((w) => !/^\d/.test(w));
  return titleCase(last.join(" ").toLowerCase()).replace(/\b(Tv|Oled|Dslr|Led|Hdr)\b/g, (w) => w.toUpperCase());
}

const SCREEN_IN_TITLE = new Set(["tv", "tablet", "laptop"]);

/** Short facts for titles, most telling first, leaving out any the name already says. */
function tags(k: Known): string[] {
  const f = k.facts;
  const out = [
    f.screenInches && SCREEN_IN_TITLE.has(k.type) ? `${f.screenInches}-inch` : undefined,
    f.tag,
    f.fiveG ? "5G" : undefined,
    f.engineCc ? `${f.engineCc}cc` : undefined,
    f.electric ? "Electric" : undefined,
  ];
  return out.filter((t): t is string => Boolean(t) && !hasWord(k.product, t!));
}

/** Storage and RAM as phone and laptop sellers write them: "8GB/128GB"; only capacities, never free text. */
function spec(k: Known): string | undefined {
  const ok = (v: string | undefined) => (v && /^\d/.test(v) ? v : undefined);
  const storage = ok(k.storage);
  const ram = ok(k.ram);
  if (ram && storage) return `${ram}/${storage}`;
  return storage ?? (ram ? `${ram} RAM` : undefined);
}

/** Up to 8 titles, best first, each saying something the others do not, each within 70 characters. */
export function buildTitles(k: Known): string[] {
  const name = k.generic ? titleCase(k.guide.noun) : titleCase(k.product);
  const words = conditionWords(k.guide.wear, k.condition);
  const j = (...parts: (string | undefined | false)[]) => parts.filter(Boolean).join(" ");
  const tagList = tags(k);
  const t = tagList.join(" ");
  const s = spec(k);
  const kindWord = k.facts.kind ? kindNoun(k.facts.kind) : k.guide.titleNoun;
  const saysWhat = (noun: string | undefined) =>
    !noun || hasWord(name, noun) || TYPE_WORDS[k.type].some((w) => hasWord(name, w));
  // Named after its type only when the name alone would not tell a buyer ("Sony KD-55X85J TV").
  const noun = k.generic || saysWhat(kindWord) ? undefined : kindWord;
  const lead = kindWord ?? titleCase(k.guide.noun);
  // Key spec first: "55-inch 4K Smart TV - Sony KD-55X85J"; a tag the noun already says is dropped.
  const specFirst = (...rest: (string | undefined)[]) =>
    `${j(...rest, ...tagList.filter((x) => !hasWord(lead, x)), lead)} - `;
  const stated = k.highlights.slice(0, 2).join(", ");
  // A bare name is a title only when it says more than one word ("Cup" alone is not worth posting).
  const bare = (title: string) => !k.generic && title.includes(" ") && title;

  const candidates: (string | undefined | false)[] = [];
  if (k.guide.vehicle) {
    const { year, distance: km } = k;
    candidates.push(
      `${j(year, name, t)}${km ? `, ${km}` : ""} - ${words.label}`,
      (year || km) && `${j(name, year && `${year} Model`)}${km ? `, ${km} Driven` : ""}`,
      words.lead && j(words.lead, name, year),
      t && `${specFirst()}${j(name, year)}`,
      stated && `${j(year, name)}, ${stated}`,
      (year || km) && `${j(name, t)} - ${words.label}`,
      words.alt && `${j(year, name)} - ${words.alt}`,
      bare(j(name, !saysWhat(k.guide.titleNoun) && k.guide.titleNoun, year)),
    );
  } else {
    candidates.push(
      `${j(name, t, noun, s)} - ${words.label}`,
      (t || s) && `${specFirst(s)}${name}`,
      words.lead && j(words.lead, name, s),
      stated && `${j(name, s)}, ${stated}`,
      s && `${j(name, t, noun)} - ${words.label}`,
      k.facts.launched ? j(name, s, `(${k.facts.launched} Model)`) : undefined,
      words.alt && `${j(name, s)} - ${words.alt}`,
      bare(j(name, t, noun, s)),
      !k.generic && !noun && kindWord && !hasWord(name, kindWord) && j(name, kindWord, s),
    );
  }

  const titles: string[] = [];
  const seen = new Set<string>();
  for (const c of candidates) {
    if (!c) continue;
    const title = fitTitle(c);
    const key = substance(title);
    if (!title || seen.has(key)) continue;
    seen.add(key);
    titles.push(title);
    if (titles.length === MAX_ALTERNATIVE_TITLES) break;
  }
  return titles.length ? titles : [fitTitle(`${name} - ${words.label}`)];
}
