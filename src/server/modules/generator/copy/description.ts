import { CONDITION_LABELS } from "../../../../contract/enums.ts";
import { conditionSentence } from "./condition.ts";
import type { Known } from "./known.ts";
import { MENTIONS_INCLUDED } from "./seller-details.ts";
import { CLOSING } from "./type-guides.ts";

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** "Portable Bluetooth speaker" -> "portable Bluetooth speaker"; acronyms ("DSLR camera", "4K ...") stay. */
const inSentence = (s: string) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
const article = (s: string) => (/^(?:[aeiou]|8|11-|18-|8\d)/i.test(s) ? "an" : "a");

const SCREEN_FIRST = new Set(["tv"]);
const SCREEN_AFTER = new Set(["phone", "tablet", "laptop", "gaming-console"]);

/** "a 55-inch 4K HDR smart TV (Google TV)", "a 5G smartphone with a 6.2-inch screen": only from known facts. */
function whatItIs(k: Known): string | undefined {
  const f = k.facts;
  const screen = f.screenInches ? `${f.screenInches}-inch` : undefined;
  const noun = f.kind ? inSentence(f.kind) : k.guide.noun;
  const before = [SCREEN_FIRST.has(k.type) && screen, f.fiveG && !f.kind && "5G"].filter(Boolean);
  const after = [
    SCREEN_AFTER.has(k.type) && screen && `with a ${screen} screen`,
    f.engineCc && `with a ${f.engineCc} cc engine`,
    f.sensor && `with a ${f.sensor} sensor`,
    f.waterRating && `rated ${f.waterRating} for water resistance`,
  ].filter(Boolean);
  if (!f.kind && before.length === 0 && after.length === 0) return undefined;
  const phrase = [...before, noun].join(" ");
  return [`${article(phrase)} ${phrase}`, ...after].join(" ");
}

/** The first sentence: what is for sale, in the seller's words, with what is certain about it. */
function opening(k: Known): string {
  if (k.generic) return `For sale: the ${k.guide.noun} shown in the photos.`;
  const name = capitalise(k.product);
  const capacity = k.storage && /^\d/.test(k.storage) ? ` (${k.storage})` : "";
  const head = k.guide.vehicle && k.year ? `${k.year} ${name}` : `${name}${capacity}`;
  const what = whatItIs(k);
  const driven = k.guide.vehicle && k.distance ? `, ${k.distance} driven` : "";
  return `${head} for sale${what ? `: ${what}` : ""}${driven}.`;
}

/** The key details as a list; every line is the seller's detail or a fact from the table, the code or the photos. */
function details(k: Known): string | undefined {
  const f = k.facts;
  const lines: [string, string | number | undefined][] = [
    ["Brand", k.brand],
    ["Model", k.model && k.model.toLowerCase() !== k.brand?.toLowerCase() ? k.model : undefined],
    ["Type", f.kind],
    ["Series", f.series],
    ["Screen size", f.screenInches ? `${f.screenInches} inches` : undefined],
    ["Network", f.fiveG ? "5G" : undefined],
    ["Engine", f.engineCc ? `${f.engineCc} cc` : undefined],
    ["Sensor", f.sensor],
    ["Water resistance", f.waterRating],
    ["Launched", f.launched],
    ["Storage", k.storage],
    ["RAM", k.ram],
    ["Year", k.year],
    k.guide.vehicle && k.distance?.endsWith(" km")
      ? ["Kilometres driven", k.distance.replace(/ km$/, "")]
      : ["Distance", k.distance],
    ["Made in", f.madeIn],
    ["Manufactured", f.manufactured],
  ];
  const shown = lines.filter(([, v]) => v !== undefined && v !== "");
  if (shown.length === 0) return undefined;
  return [
    "Key details:",
    ...shown.map(([l, v]) => `- ${l}: ${v}`),
    `- Condition: ${CONDITION_LABELS[k.condition]}`,
  ].join("\n");
}

/** Only what the seller said is included; without their word, the photos are the answer. */
function included(k: Known): string | undefined {
  if (k.note && MENTIONS_INCLUDED.test(k.note)) return undefined;
  return "What's included: please see the photos, and ask me if you want to know about anything else.";
}

export function buildDescription(k: Known): string {
  return [
    `${opening(k)} ${conditionSentence(k.guide.wear, k.condition)}`,
    details(k),
    k.note,
    included(k),
    `${k.guide.check} ${CLOSING}`,
  ]
    .filter(Boolean)
    .join("\n\n");
}
