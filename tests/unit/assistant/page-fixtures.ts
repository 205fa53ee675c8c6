import type { PageInput } from "../../../extension/src/match/page.ts";
import type { FieldMap } from "../../../src/contract/field-maps.ts";
import type { AssistantPosting } from "../../../src/contract/posting-desk.ts";

/** The assistant's unit tests' shared fixtures: a posting, a map that names nothing, a page pass's input. */

export const EMPTY_MAP: FieldMap = { marketplace: "olx", source: "test", fields: {}, neverClick: [] };

export const POSTING: AssistantPosting = {
  listingId: "11111111-2222-4333-8444-555555555555",
  marketplace: "olx",
  claimExpiresAt: "",
  title: "Sony Bravia 55 inch 4K TV",
  description: "Works perfectly, with its remote.",
  price: "42000",
  categoryPath: ["Electronics & Appliances", "TVs, Video - Audio"],
  condition: "Used",
  conditionLabel: "Good",
  brand: "Sony",
  model: "Bravia KD-55X80K",
  location: "Andheri West, Mumbai, Maharashtra",
  place: { state: "Maharashtra", city: "Mumbai", locality: "Andheri West" },
  photos: ["p1", "p2"],
};

/** A page pass over `fields` of the document, photos already given unless a test says otherwise. */
export const pageInput = (fields: PageInput["fields"], over: Partial<PageInput> = {}): PageInput => ({
  doc: document,
  posting: POSTING,
  map: EMPTY_MAP,
  fingerprints: {},
  fields,
  photosGiven: true,
  givingPhotos: async () => undefined,
  photos: async () => [],
  beforeLeaving: async () => undefined,
  ...over,
});
