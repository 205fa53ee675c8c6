import type { ClassifyResponse, GenerateCopyResponse, SmartPricingResponse } from "../../../contract/generator.ts";
import { type Details, initialDetails } from "./details.ts";
import { initialChoice, type PriceChoice, type Tiers, tiersFrom } from "./pricing.ts";

/** The generated listing the seller edits in step 2. */
export interface ListingDraft {
  classification: ClassifyResponse;
  titles: string[];
  title: string;
  description: string;
  tiers: Tiers;
  confidence: SmartPricingResponse["confidence"];
  confidenceScore: number;
  details: Details;
  /** Bumped on every detail change; the regeneration effect watches it. */
  detailsVersion: number;
  choice: PriceChoice;
  regenerating: boolean;
}

export type DraftAction =
  | {
      type: "generated";
      classification: ClassifyResponse;
      copy: GenerateCopyResponse;
      pricing: SmartPricingResponse;
      details?: Details;
    }
  | { type: "detail"; key: keyof Details; value: string }
  | { type: "title"; value: string }
  | { type: "description"; value: string }
  | { type: "regenerating"; busy: boolean }
  | { type: "regenerated"; copy: GenerateCopyResponse; pricing: SmartPricingResponse }
  | { type: "choice"; choice: PriceChoice }
  | { type: "reset" };

function fromAnswers(copy: GenerateCopyResponse, pricing: SmartPricingResponse) {
  return {
    titles: copy.titles,
    title: copy.titles[0] ?? "",
    description: copy.description,
    tiers: tiersFrom(pricing),
    confidence: pricing.confidence,
    confidenceScore: pricing.confidenceScore,
  };
}

export function draftReducer(state: ListingDraft | null, action: DraftAction): ListingDraft | null {
  if (action.type === "generated") {
    return {
      classification: action.classification,
      ...fromAnswers(action.copy, action.pricing),
      details: action.details ?? initialDetails,
      detailsVersion: 0,
      choice: initialChoice,
      regenerating: false,
    };
  }
  if (action.type === "reset" || !state) return null;
  switch (action.type) {
    case "detail":
      return {
        ...state,
        details: { ...state.details, [action.key]: action.value },
        detailsVersion: state.detailsVersion + 1,
        // Busy from the change on, so nothing is saved from copy that is about to be replaced.
        regenerating: true,
      };
    case "title":
      return { ...state, title: action.value };
    case "description":
      return { ...state, description: action.value };
    case "regenerating":
      return { ...state, regenerating: action.busy };
    case "regenerated":
      // The strategy stays: quick, balanced and max follow the new prices; a custom price is the seller's own.
      return { ...state, ...fromAnswers(action.copy, action.pricing), regenerating: false };
    case "choice":
      return { ...state, choice: action.choice };
  }
}
