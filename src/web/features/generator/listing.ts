import type { ClassifyResponse, GenerateCopyResponse, SmartPricingResponse } from "../../../contract/generator.ts";
import { type Details, initialDetails } from "./details.ts";
import { evidenceFrom, initialChoice, type PriceChoice, type PriceEvidence, type Tiers, tiersFrom } from "./pricing.ts";

/** The generated listing the seller edits in step 2. */
export interface ListingDraft {
  classification: ClassifyResponse;
  titles: string[];
  title: string;
  description: string;
  tiers: Tiers;
  confidence: SmartPricingResponse["confidence"];
  confidenceScore: number;
  /** Where the prices come from and how fast each sold; absent in work kept before issue 48 (reference wording). */
  evidence?: PriceEvidence;
  details: Details;
  /** Bumped on every detail change; the regeneration effect watches it. */
  detailsVersion: number;
  choice: PriceChoice;
  regenerating: boolean;
  /** Set once the seller types into (or picks) the title or the description: later regenerations keep it. */
  edited: { title: boolean; description: boolean };
  /** Text regenerated from the details for a field the seller edited: offered, never forced (issue #14 item 5). */
  offer?: { title?: string; description?: string };
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
  /** The seller answered "What is it?": a new identification, then copy and prices as after a detail change. */
  | { type: "answered"; classification: ClassifyResponse; copy: GenerateCopyResponse; pricing: SmartPricingResponse }
  | { type: "offer"; accept: boolean }
  | { type: "choice"; choice: PriceChoice }
  /** Back from the browser's store after a reload: as kept, nothing in flight. */
  | { type: "restored"; draft: ListingDraft }
  | { type: "reset" };

const notEdited = { title: false, description: false };

function fromAnswers(copy: GenerateCopyResponse, pricing: SmartPricingResponse) {
  return {
    titles: copy.titles,
    title: copy.titles[0] ?? "",
    description: copy.description,
    tiers: tiersFrom(pricing),
    confidence: pricing.confidence,
    confidenceScore: pricing.confidenceScore,
    evidence: evidenceFrom(pricing),
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
      edited: notEdited,
    };
  }
  if (action.type === "restored") return { ...action.draft, regenerating: false, detailsVersion: 0 };
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
      return { ...state, title: action.value, edited: { ...state.edited, title: true } };
    case "description":
      return { ...state, description: action.value, edited: { ...state.edited, description: true } };
    case "regenerating":
      return { ...state, regenerating: action.busy };
    case "regenerated":
      return keepEdits(state, action.copy, action.pricing);
    case "answered":
      return keepEdits({ ...state, classification: action.classification }, action.copy, action.pricing);
    case "offer":
      return acceptOffer(state, action.accept);
    case "choice":
      return { ...state, choice: action.choice };
  }
}

/**
 * New copy and prices from the details: prices always follow (the strategy stays; a custom price is the seller's
 * own); a field the seller edited keeps their words and the new text is offered instead.
 */
function keepEdits(state: ListingDraft, copy: GenerateCopyResponse, pricing: SmartPricingResponse): ListingDraft {
  const next = fromAnswers(copy, pricing);
  const offer = {
    title: state.edited.title && next.title !== state.title ? next.title : undefined,
    description: state.edited.description && next.description !== state.description ? next.description : undefined,
  };
  return {
    ...state,
    ...next,
    title: state.edited.title ? state.title : next.title,
    description: state.edited.description ? state.description : next.description,
    offer: offer.title !== undefined || offer.description !== undefined ? offer : undefined,
    regenerating: false,
  };
}

/** "Update text from details?": Update takes the offered text (and it is no longer the seller's); Keep drops it. */
function acceptOffer(state: ListingDraft, accept: boolean): ListingDraft {
  const offer = state.offer;
  if (!offer) return state;
  if (!accept) return { ...state, offer: undefined };
  return {
    ...state,
    title: offer.title ?? state.title,
    description: offer.description ?? state.description,
    edited: {
      title: offer.title === undefined && state.edited.title,
      description: offer.description === undefined && state.edited.description,
    },
    offer: undefined,
  };
}
