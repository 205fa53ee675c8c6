import type { z } from "zod";
import type { IdentifyAnswerResponse, identifyAnswerRequestSchema } from "../../../contract/generator.ts";
import type { Db } from "../../db/client.ts";
import type { User } from "../../db/schema.ts";
import { photoTextOf, recordSellerAnswer } from "./creation-log.ts";
import { type ItemType, TYPE_CATEGORY } from "./data/item-types.ts";
import { productName } from "./identify/decide.ts";
import { findBrand, matchText } from "./identify/lexicon-match.ts";

type AnswerRequest = z.output<typeof identifyAnswerRequestSchema>;

/** What the seller says the item is: certain by definition, so no second question. */
const SELLER_CONFIDENCE = 0.95;

/** "persian cat scratching post" -> "Persian cat scratching post": the seller's words, tidied, never replaced. */
function tidy(words: string): string {
  const one = words.replace(/\s+/g, " ").trim();
  return one.charAt(0).toUpperCase() + one.slice(1);
}

/**
 * "What is it?": the seller's words decide the item; the photos' text adds a brand or model when it fits what the
 * seller said (they typed "bike", the tank read YAMAHA). The creation log keeps the AI's guess and the answer.
 */
export async function answerIdentification(
  deps: { db: Db },
  user: User,
  req: AnswerRequest,
): Promise<IdentifyAnswerResponse> {
  const photoText = await photoTextOf(deps.db, req.creationLogId, user.id);
  const said = matchText(req.answer);
  const read = photoText ? matchText(photoText) : { strength: 0 };
  const itemType: ItemType = said.type ?? "other";
  let brand = said.brand ?? "";
  let model = said.model ?? "";
  if (!brand && read.brand && (read.type === itemType || findBrand(read.brand)?.types.includes(itemType))) {
    brand = read.brand;
    model = read.type === itemType ? (read.model ?? "") : "";
  }
  // A known model gets its proper name; anything else keeps the seller's words, with a brand read on the photos
  // put in front when the seller did not name one.
  const words = tidy(req.answer);
  const product = said.model
    ? productName(brand, model, "")
    : brand && !said.brand
      ? model
        ? productName(brand, model, "")
        : `${brand} ${words}`
      : words;
  await recordSellerAnswer(deps.db, req.creationLogId, user.id, req.answer);
  return {
    productName: product,
    brand,
    model,
    itemType,
    category: TYPE_CATEGORY[itemType],
    confidence: SELLER_CONFIDENCE,
    sure: true,
  };
}
