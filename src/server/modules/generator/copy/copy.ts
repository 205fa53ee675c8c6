import { CONDITION_LABELS, type Condition } from "../../../../contract/enums.ts";
import { MAX_ALTERNATIVE_TITLES, MAX_TITLE_LENGTH } from "../../../../contract/limits.ts";
import type { ItemType } from "../data/item-types.ts";

export interface CopyInput {
  /** What the item is ("Samsung Galaxy S21", "Motorcycle"). */
  product: string;
  brand?: string;
  model?: string;
  itemType?: ItemType;
  condition: Condition;
  storage?: string;
  ram?: string;
  year?: string;
  mileage?: string;
  additionalDetails?: string;
}

export interface Copy {
  titles: string[];
  description: string;
}

const VEHICLES: ReadonlySet<ItemType> = new Set(["bike", "scooter", "car"]);

/** What each condition means, in the seller's voice; nothing beyond the condition itself is claimed. */
const CONDITION_SENTENCE: Record<Condition, string> = {
  new: "It is new and unused.",
  "like-new": "It is in like-new condition and has hardly been used.",
  excellent: "It is in excellent condition.",
  good: "It is in good condition, with the normal signs of use.",
  fair: "It is in fair condition and shows clear signs of use, as the photos show.",
  poor: "It is in poor condition and is sold as is; please look at the photos carefully.",
};

/** Cuts at a word boundary so a title never ends mid-word or over the OLX limit. */
export function fitTitle(title: string, max = MAX_TITLE_LENGTH): string {
  const clean = title.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const space = cut.lastIndexOf(" ");
  return (space > 20 ? cut.slice(0, space) : clean.slice(0, max)).replace(/[\s,(–-]+$/, "").trim();
}

/** "128" -> "128GB"; "128 gb" -> "128GB"; anything else as typed. */
function capacity(value: string | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  const m = /^(\d+(?:\.\d+)?)\s*(gb|tb|mb)?$/i.exec(v);
  return m ? `${m[1]}${(m[2] ?? "GB").toUpperCase()}` : v;
}

function kilometres(value: string | undefined): string | undefined {
  const digits = value?.replace(/[^\d]/g, "");
  if (!digits) return undefined;
  return `${Number(digits).toLocaleString("en-IN")} km`;
}

function cleanYear(value: string | undefined): string | undefined {
  const m = value ? /\b(19[5-9]\d|20\d\d)\b/.exec(value) : null;
  return m ? m[1] : undefined;
}

/** Up to 8 distinct titles, best first, then a description built only from what we were told or detected. */
export function generateCopy(input: CopyInput): Copy {
  const product = input.product.trim() || "Item";
  const condition = CONDITION_LABELS[input.condition];
  const storage = capacity(input.storage);
  const ram = capacity(input.ram);
  const year = cleanYear(input.year);
  const km = kilometres(input.mileage);
  const isVehicle = input.itemType ? VEHICLES.has(input.itemType) : false;

  const spec = [ram && storage ? `${ram}/${storage}` : (storage ?? ram)].filter(Boolean).join(" ");
  const candidates = [
    isVehicle && year ? `${year} ${product}${km ? `, ${km}` : ""} - ${condition} Condition` : undefined,
    spec ? `${product} ${spec} - ${condition} Condition` : undefined,
    `${product} - ${condition} Condition`,
    year ? `${product} (${year}) - ${condition}` : undefined,
    spec ? `${product} ${spec}` : undefined,
    `Used ${product} in ${condition} Condition`,
    `${product} for Sale`,
    km ? `${product} - Only ${km} Driven` : undefined,
    input.condition === "excellent" || input.condition === "like-new" || input.condition === "new"
      ? `Well Kept ${product}`
      : undefined,
    `${product} - ${condition}, Ready to Use`.replace(
      /, Ready to Use$/,
      input.condition === "poor" ? "" : ", Ready to Use",
    ),
    product,
  ];
  const titles: string[] = [];
  for (const c of candidates) {
    if (!c) continue;
    const t = fitTitle(c);
    if (t && !titles.some((x) => x.toLowerCase() === t.toLowerCase())) titles.push(t);
    if (titles.length === MAX_ALTERNATIVE_TITLES) break;
  }

  const opening =
    year && isVehicle ? `Selling my ${year} ${product}.` : `Selling my ${product}${year ? ` (${year})` : ""}.`;
  const details = [
    input.brand ? `Brand: ${input.brand}` : undefined,
    input.model ? `Model: ${input.model}` : undefined,
    storage ? `Storage: ${storage}` : undefined,
    ram ? `RAM: ${ram}` : undefined,
    year ? `Year: ${year}` : undefined,
    km ? `Kilometres driven: ${km.replace(/ km$/, "")}` : undefined,
    `Condition: ${condition}`,
  ].filter((d): d is string => Boolean(d));
  const extra = input.additionalDetails?.trim();
  const paragraphs = [
    `${opening} ${CONDITION_SENTENCE[input.condition]}`,
    details.map((d) => `- ${d}`).join("\n"),
    extra ? `${extra.replace(/\s+$/, "")}${/[.!?]$/.test(extra) ? "" : "."}` : undefined,
    "Please message me with any questions or to arrange a viewing. Serious buyers only, thank you!",
  ].filter(Boolean);
  return { titles, description: paragraphs.join("\n\n") };
}
