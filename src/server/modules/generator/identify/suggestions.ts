import { MAX_ITEM_SUGGESTIONS } from "../../../../contract/generator.ts";
import { TYPE_WORDS } from "../data/item-types.ts";
import { LEXICON } from "../data/lexicon.ts";
import { productName } from "./decide.ts";
import { TYPE_NOUN } from "./type-nouns.ts";

/** Every name the lexicon knows, once: "Samsung Galaxy S21", "Samsung", "Motorcycle", "pressure cooker" ... */
const NAMES: readonly { name: string; lower: string }[] = (() => {
  const seen = new Set<string>();
  const out: { name: string; lower: string }[] = [];
  const add = (name: string) => {
    const lower = name.toLowerCase();
    if (!seen.has(lower)) {
      seen.add(lower);
      out.push({ name, lower });
    }
  };
  for (const b of LEXICON) {
    add(b.brand);
    for (const m of b.models ?? []) add(productName(b.brand, m.name, ""));
  }
  for (const noun of Object.values(TYPE_NOUN)) if (noun !== "Item") add(noun);
  for (const words of Object.values(TYPE_WORDS)) for (const w of words) add(w.charAt(0).toUpperCase() + w.slice(1));
  return out;
})();

/**
 * Brands, models and item types whose words start with what the seller typed, in any order ("s21 gal" finds
 * "Samsung Galaxy S21"); names starting with the query first, then shorter names.
 */
export function itemSuggestions(query: string): string[] {
  const tokens = query
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (tokens.length === 0) return [];
  const hits: { name: string; rank: number }[] = [];
  for (const n of NAMES) {
    const words = n.lower.split(/[^a-z0-9]+/).filter(Boolean);
    if (!tokens.every((t) => words.some((w) => w.startsWith(t)))) continue;
    hits.push({ name: n.name, rank: (n.lower.startsWith(tokens[0]) ? 0 : 1000) + n.name.length });
  }
  return hits
    .sort((a, b) => a.rank - b.rank)
    .slice(0, MAX_ITEM_SUGGESTIONS)
    .map((h) => h.name);
}
