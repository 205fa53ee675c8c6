import type { ItemType } from "../data/item-types.ts";
import { LEXICON, type LexiconBrand } from "../data/lexicon.ts";
import { MODEL_FACTS, type ModelFacts, SONY_TV_SERIES } from "../data/model-facts.ts";

/** What is known about the product beyond the seller's details: the curated table, model-code rules, photo text. */
export interface KeyFacts extends ModelFacts {
  brand?: string;
  model?: string;
  /** A Sony TV series read from the model code ("X85J"). */
  series?: string;
  /** "Made in Malaysia" printed on a label in the photos. */
  madeIn?: string;
  /** A year printed after "Mfg", "MFD" or "Manufactured" on a label in the photos. */
  manufactured?: number;
}

const words = (s: string) =>
  ` ${s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+]+/gu, " ")
    .trim()} `;

function brandIn(product: string, brand: string | undefined): LexiconBrand | undefined {
  const named = brand?.trim().toLowerCase();
  if (named) {
    return LEXICON.find((b) => [b.brand, ...(b.aliases ?? [])].some((n) => n.toLowerCase() === named));
  }
  const text = words(product);
  return LEXICON.find((b) => [b.brand, ...(b.aliases ?? [])].some((n) => text.startsWith(words(n))));
}

/**
 * A model name followed by a variant word ("Galaxy S21 Plus", "Nord CE 2", "Switch 2") names another product:
 * its facts would be wrong, so none are given.
 */
const VARIANT = /^(pro|max|plus|\+|lite|ultra|fe|mini|ce|neo|prime|se|s|x|r|t|i|ii|iii|iv|v|\d\S*)$/i;
function variantFollows(product: string, model: string): boolean {
  const text = words(product);
  const at = text.indexOf(words(model));
  if (at < 0) return false;
  const next = text.slice(at + words(model).length).split(" ")[0];
  // "5G", "128GB" and a year describe this unit, not another model.
  const unitWord = /^(\d[gG]|\d+(gb|tb)|(19|20)\d\d)$/i;
  return Boolean(next && VARIANT.test(next) && !unitWord.test(next));
}

/** Screen size and series from TV model codes whose rule is certain (Sony KD-55X85J, Samsung UA55..., LG 55UQ...). */
function fromModelCode(brand: string, model: string): KeyFacts {
  const code = model.trim().toUpperCase();
  const size = (digits: string | undefined) => {
    const n = Number(digits);
    return n >= 19 && n <= 100 ? n : undefined;
  };
  let screenInches: number | undefined;
  let series: string | undefined;
  if (brand === "Sony") {
    const m = /^(?:KD|KDL|XR)-?(\d{2})([A-Z]\d{2,4}[A-Z]?)$/.exec(code);
    screenInches = size(m?.[1]);
    series = screenInches ? m?.[2] : undefined;
  } else if (brand === "Samsung") {
    screenInches = size(/^(?:UA|QA)(\d{2})[A-Z]/.exec(code)?.[1]);
  } else if (brand === "LG") {
    screenInches = size((/^(\d{2})(?:UQ|UR|NANO|OLED)/.exec(code) ?? /^OLED(\d{2})[A-Z]/.exec(code))?.[1]);
  }
  if (!screenInches) return {};
  return { screenInches, ...(series ? { series, ...SONY_TV_SERIES[series] } : {}) };
}

const COUNTRIES = [
  "India",
  "China",
  "Malaysia",
  "Vietnam",
  "Indonesia",
  "Thailand",
  "Japan",
  "South Korea",
  "Korea",
  "Taiwan",
  "Philippines",
  "Mexico",
  "Germany",
  "Italy",
  "Hungary",
  "Poland",
  "Slovakia",
  "Czech Republic",
  "Brazil",
  "Bangladesh",
  "Sri Lanka",
  "USA",
];

/** Facts printed on a label in the photos: the country of manufacture and a labelled manufacturing year. */
export function photoFacts(text: string | undefined): Pick<KeyFacts, "madeIn" | "manufactured"> {
  if (!text) return {};
  const out: Pick<KeyFacts, "madeIn" | "manufactured"> = {};
  const made = /\bmade\s+in\s+([a-z]+(?:\s+[a-z]+)?)/i.exec(text);
  if (made) {
    const country = COUNTRIES.find((c) => words(made[1]).startsWith(words(c)));
    if (country) out.madeIn = country;
  }
  const mfg =
    /\b(?:mfg|mfd|manufactured(?:\s+on)?|date\s+of\s+manufacture)\b[^0-9\n]{0,12}(?:\d{1,2}\s*[/.-]\s*)?((?:19|20)\d{2})\b/i.exec(
      text,
    );
  const year = mfg ? Number(mfg[1]) : Number.NaN;
  if (year >= 1950 && year <= new Date().getFullYear()) out.manufactured = year;
  return out;
}

/** The facts for a product: the brand and model as the lexicon spells them and everything certain about them. */
export function keyFacts(input: {
  product: string;
  brand?: string;
  model?: string;
  itemType?: ItemType;
  photoText?: string;
}): KeyFacts {
  const photo = photoFacts(input.photoText);
  const brand = brandIn(input.product, input.brand);
  if (!brand) return photo;
  const text = words(`${input.product} ${input.model ?? ""}`);
  const model =
    input.model?.trim() ||
    [...(brand.models ?? [])].sort((a, b) => b.name.length - a.name.length).find((m) => text.includes(words(m.name)))
      ?.name;
  if (!model) return { ...photo, brand: brand.brand };
  const listed = MODEL_FACTS[`${brand.brand}|${model}`.toLowerCase()];
  const known = listed && !variantFollows(input.product, model) ? listed : fromModelCode(brand.brand, model);
  return { ...known, ...photo, brand: brand.brand, model };
}
