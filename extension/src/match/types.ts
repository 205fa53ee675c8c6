/**
 * A marketplace's field map (extension/field-maps/<marketplace>.json): data, so that a changed form is a data fix
 * (docs/decisions/132). Fields are named the way a person finds them - visible label text, aria-label or
 * aria-labelledby, placeholder, role - never by generated class names.
 */

/** What the assistant fills, each from the AssistantPosting. */
export const FIELD_NAMES = ["category", "title", "description", "price", "condition", "location", "photos"] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

/** How to find one control. Every list is tried in order; texts compare case- and punctuation-insensitively. */
export interface Locator {
  /** Visible label text (a <label>, or the element an aria-labelledby points at). */
  label?: string[];
  /** aria-label texts. */
  ariaLabel?: string[];
  placeholder?: string[];
  /** The control's role: textbox, combobox, listbox, button (implicit roles count: input -> textbox). */
  role?: string;
}

export interface TextField extends Locator {
  kind: "text";
}

export interface ChoiceField extends Locator {
  kind: "choice";
  /**
   * One locator per menu level for a category path (["Category", "Subcategory"]); filled as far as the menus go.
   * Without it the field is one menu.
   */
  levels?: Locator[];
  /** Our value -> the texts the marketplace shows for it (e.g. "Used - Good" -> ["Used - good", "Good"]). */
  synonyms?: Record<string, string[]>;
}

export interface PhotosField extends Locator {
  kind: "photos";
  /** The drop zone, found by its visible text or aria-label, for the drop-event fallback. */
  dropZone?: { text?: string[]; ariaLabel?: string[] };
}

export type FieldSpec = TextField | ChoiceField | PhotosField;

export interface Step {
  /** The fields on this step of the form, in the order they are filled. */
  fields: FieldName[];
  /** The button that leads to the next step (clicked after the fields are filled), by its text. */
  next?: string[];
}

export interface FieldMap {
  marketplace: "olx" | "quikr" | "facebook";
  /** Where this map came from (the replica's SOURCE.md, the form's public capture). */
  source: string;
  steps: Step[];
  fields: Partial<Record<FieldName, FieldSpec>>;
  /** Buttons the assistant never clicks, whatever a step says (Publish is the admin's). */
  neverClick: string[];
  /** The ad's edit page's Save, by its text: pressed by the admin, it lets the update task be marked done. */
  save?: string[];
}

/** What happened to one field, as the panel lists it. */
export interface FieldResult {
  field: FieldName;
  ok: boolean;
  /** What was filled ("3 photos attached", "Electronics & Appliances > TVs") or why not. */
  detail: string;
  /** The value the admin can copy when the field was not filled. */
  copy?: string;
}
