import type { ListingStatus } from "../../../contract/enums.ts";
import type { CreateListingInput } from "../../../contract/listings.ts";
import { detailsForRequest, extraFieldsFor } from "./details.ts";
import type { ListingDraft } from "./listing.ts";
import { selectedRupees } from "./pricing.ts";

/** What Save Draft and Post to Platforms send to POST /api/listings: the seller's final choices and the AI's. */
export function listingPayload(draft: ListingDraft, status: ListingStatus): CreateListingInput {
  const c = draft.classification;
  const extra = detailsForRequest(draft.details, extraFieldsFor(c.itemType));
  return {
    status,
    title: draft.title,
    description: draft.description,
    price: String(selectedRupees(draft.choice, draft.tiers)),
    category: c.category as CreateListingInput["category"],
    condition: extra.condition,
    imageUrls: c.imageUrls,
    itemType: c.itemType,
    brand: c.brand || null,
    model: c.model || null,
    pricingStrategy: draft.choice.strategy,
    quickPrice: String(draft.tiers.quickPrice),
    medianPrice: String(draft.tiers.medianPrice),
    maxPrice: String(draft.tiers.maxPrice),
    confidenceScore: draft.confidenceScore,
    creationLogId: c.creationLogId,
  };
}
