import type { FieldName } from "../../../src/contract/field-maps.ts";

/**
 * What each field is called on posting forms in general (issue 40 item 1): the assistant's understanding of any form,
 * before any marketplace's map. English as Indian marketplaces word it, with the Hindi a form in Hindi uses. A
 * marketplace's map (and what admins teach) comes first; these find what no map names.
 */
export const FIELD_WORDS: Record<FieldName, readonly string[]> = {
  category: ["category", "choose a category", "select category", "select a category", "categories", "श्रेणी"],
  title: [
    "title",
    "ad title",
    "listing title",
    "item title",
    "headline",
    "what are you selling",
    "item name",
    "product name",
    "name of the item",
    "शीर्षक",
  ],
  description: [
    "description",
    "describe",
    "describe what you are selling",
    "ad description",
    "item description",
    "details",
    "about the item",
    "tell buyers",
    "विवरण",
  ],
  price: ["price", "set a price", "selling price", "expected price", "asking price", "amount", "कीमत", "मूल्य"],
  condition: ["condition", "item condition", "product condition", "state of the item", "स्थिति"],
  brand: ["brand", "brand name", "make", "manufacturer", "company", "ब्रांड"],
  model: ["model", "model name", "model number", "मॉडल"],
  state: ["state", "select state", "state/province", "राज्य"],
  city: ["city", "select city", "town", "city/town", "शहर"],
  locality: ["locality", "neighbourhood", "neighborhood", "area", "sub locality", "locality/area", "इलाका"],
  location: ["location", "your location", "item location", "address", "meeting point", "pickup location", "place"],
  photos: ["photos", "photo", "add photos", "upload photos", "images", "pictures", "upload up to", "तस्वीरें"],
};

/** Names that hold a field's words yet mean something else ("Model year" is not the model). */
export const NOT_FIELD: Partial<Record<FieldName, readonly string[]>> = {
  model: ["year", "model year"],
  title: ["job title", "subtitle"],
  price: ["per month", "rent"],
  location: ["current location", "map"],
  description: ["short description"],
  category: ["sub category", "subcategory", "sub-category"],
};

/** A category path's second level is named so ("Subcategory", "Type"). */
export const SUBLEVEL_WORDS = ["subcategory", "sub category", "sub-category", "type", "category type", "sub type"];

/** Buttons that lead to a form's next step (clicked once the step is complete). */
export const NEXT_WORDS = ["next", "continue", "save and continue", "save & continue", "proceed", "next step"];

/**
 * Buttons that publish, post or save: never pressed by the assistant, whatever a map says (the admin presses them).
 * Their presence tells the assistant it is on a form's last step.
 */
export const PUBLISH_WORDS = [
  "post",
  "post now",
  "post ad",
  "post free ad",
  "post your ad",
  "publish",
  "submit",
  "save",
  "save changes",
  "update",
  "update ad",
  "list item",
  "place ad",
];

/** Collapsed sections that may hold fields ("More details"). */
export const EXPAND_WORDS = [
  "more details",
  "show more",
  "add more details",
  "additional details",
  "more options",
  "optional details",
  "more information",
  "add details",
];

/** Our conditions, with the words forms use for each. */
export const CONDITION_WORDS: Record<string, readonly string[]> = {
  New: ["new", "brand new", "new with tags", "unused"],
  "Like New": ["used - like new", "like new", "as good as new", "excellent", "used"],
  Excellent: ["used - like new", "excellent", "like new", "very good", "used"],
  Good: ["used - good", "good", "used"],
  Fair: ["used - fair", "fair", "acceptable", "used"],
  Poor: ["used - fair", "poor", "for parts", "fair", "used"],
};
