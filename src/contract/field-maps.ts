import { z } from "zod";
import { MARKETPLACES, type Marketplace } from "./enums.ts";
import { cleanText, requiredText } from "./text.ts";

/**
 * A marketplace's field map (issue 40, docs/decisions/154): what the posting assistant knows of that marketplace's
 * forms beyond what it understands of any form. Data, served by SnapList and versioned in its database; the files
 * in src/contract/field-maps/ are the bundled floor the assistant falls back to. Controls are named the way a
 * person finds them - visible label text, aria-label, placeholder, the name attribute, role - never generated ids or
 * class names.
 */

/** What the assistant fills, each from the posting (location split into what the form asks). */
export const FIELD_NAMES = [
  "category",
  "title",
  "description",
  "price",
  "condition",
  "brand",
  "model",
  "state",
  "city",
  "locality",
  "location",
  "photos",
] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

export const FIELD_LABELS: Record<FieldName, string> = {
  category: "Category",
  title: "Title",
  description: "Description",
  price: "Price",
  condition: "Condition",
  brand: "Brand",
  model: "Model",
  state: "State",
  city: "City",
  locality: "Locality",
  location: "Location",
  photos: "Photos",
};

/** The fields that name where the item is: a form asks for some of them, never all. */
export const PLACE_FIELDS: readonly FieldName[] = ["state", "city", "locality", "location"];

export const FIELD_MAP_LIMITS = { texts: 40, textLength: 120, synonyms: 60, bytes: 64 * 1024 } as const;

export const FIELD_MAP_MESSAGES = {
  invalid: "This field map is not valid",
  tooLarge: `A field map is at most ${FIELD_MAP_LIMITS.bytes / 1024} kB`,
  wrongMarketplace: "The map is for another marketplace",
  versionNotFound: "No such version of this field map",
  reportHasValues: "Run reports carry field names and outcomes only, never what was typed",
  teachNothing: "Say what to teach: where the field is (a locator), or which option means our value (a synonym)",
  teachWrongKind: "Only a category, condition or place field takes a synonym",
  teachOnlyValues:
    "What was taught is only the listing's own values or generated ids: teach the field by its label, placeholder or name",
} as const;

const TEXT_TOO_LONG = `Texts are at most ${FIELD_MAP_LIMITS.textLength} characters`;

/** The texts of a map's schemas: checked by the contract's text rule on the way in, as stored on the way out. */
interface MapTexts {
  /** A locator's or a button's text: required. */
  text: z.ZodType<string>;
  /** A fingerprint's or a role's short text: may be empty (the control has no such text). */
  short: (max: number) => z.ZodType<string>;
  /** Where a map came from. */
  source: z.ZodType<string>;
}

const CHECKED: MapTexts = {
  text: requiredText("Texts may not be empty", { max: FIELD_MAP_LIMITS.textLength, tooLong: TEXT_TOO_LONG }),
  short: (max) => cleanText(max, `Texts are at most ${max} characters`),
  source: requiredText("Say where this map came from", { max: 300 }),
};
/**
 * What the server answers: the same shapes without the checks (a response is encoded through its schema, and the
 * rule's stripping and checks belong to input; what is stored was checked on its way in).
 */
const AS_STORED: MapTexts = { text: z.string(), short: () => z.string(), source: z.string() };

function mapSchemas({ text, short, source }: MapTexts) {
  const texts = z.array(text).max(FIELD_MAP_LIMITS.texts, `At most ${FIELD_MAP_LIMITS.texts} texts`);
  /** How to find one control. Every list is tried in order; texts compare as a person reads them. */
  const locatorSchema = z
    .object({
      /** Visible label text: a <label>, aria-labelledby, a fieldset legend, a group heading, the text before it. */
      label: texts.optional(),
      ariaLabel: texts.optional(),
      placeholder: texts.optional(),
      /** The control's name attribute (stable on server-rendered forms). */
      name: texts.optional(),
      /** textbox, combobox, listbox, radiogroup, group, button, file (implicit roles count: input -> textbox). */
      role: short(30).optional(),
    })
    .strict();

  const textFieldSchema = locatorSchema.extend({ kind: z.literal("text") }).strict();
  const choiceFieldSchema = locatorSchema
    .extend({
      kind: z.literal("choice"),
      /** One locator per menu level of a category path ("Category", then "Subcategory"); filled as far as they go. */
      levels: z.array(locatorSchema).max(4).optional(),
      /** Our value -> the texts this marketplace shows for it ("Used - Good" -> ["Used – good", "Good"]). */
      synonyms: z
        .record(short(FIELD_MAP_LIMITS.textLength), texts)
        .refine((s) => Object.keys(s).length <= FIELD_MAP_LIMITS.synonyms, "Too many synonyms")
        .optional(),
    })
    .strict();
  const photosFieldSchema = locatorSchema
    .extend({
      kind: z.literal("photos"),
      /** The drop zone, by its visible text or aria-label, for the drop-event fallback. */
      dropZone: z.object({ text: texts.optional(), ariaLabel: texts.optional() }).strict().optional(),
    })
    .strict();
  const fieldSpecSchema = z.discriminatedUnion("kind", [textFieldSchema, choiceFieldSchema, photosFieldSchema]);

  /** Buttons and texts of an ad's management pages: renewing an ad, removing one (issue 40 item 4). */
  const renewSchema = z
    .object({
      /** Menus or tabs to open on the way to the renew control ("More options", "Expired"). */
      open: texts.optional(),
      /** The control the admin presses ("Republish", "Renew listing"): shown, never pressed by the assistant. */
      press: texts,
      /** Texts the page shows once the ad is renewed. */
      done: texts,
    })
    .strict();
  const removeSchema = z
    .object({
      /** The control that opens the removal dialog ("Remove", "Delete listing"), pressed by the assistant. */
      open: texts,
      /** The reason that means "sold elsewhere", best first ("Sold somewhere else", "Other"). */
      reasons: texts,
      /** The reason for a listing its seller withdrew unsold ("I don't want to sell it anymore"); else `reasons`. */
      withdrawnReasons: texts.optional(),
      /** The final confirmation: shown, never pressed by the assistant. */
      confirm: texts,
      /** Texts the page shows once the ad is removed ("This ad is no longer available"). */
      done: texts,
    })
    .strict();

  const fieldMapSchema = z
    .object({
      marketplace: z.enum(MARKETPLACES),
      /** Where this map came from (a replica's SOURCE.md, a capture, an admin's teaching). */
      source,
      fields: z.partialRecord(z.enum(FIELD_NAMES), fieldSpecSchema),
      /** Buttons that lead to the form's next step ("Next", "Continue"), clicked once a step is complete. */
      next: texts.optional(),
      /** Collapsed sections to open when a field is not found ("More details"). */
      expand: texts.optional(),
      /** Buttons the assistant never clicks, whatever else a map says (Publish is the admin's). */
      neverClick: texts,
      /** The edit page's Save, by its text: pressed by the admin, it lets the update task be marked done. */
      save: texts.optional(),
      renew: renewSchema.optional(),
      remove: removeSchema.optional(),
    })
    .strict();

  /**
   * A fingerprint of the control that took a field (issue 40 item 3): what a person sees of it, never its value,
   * generated ids or class names. The assistant reports one for each field it filled and confirmed; when a map's
   * label stops matching, it scores the page's controls against them (self-healing).
   */
  const fingerprintSchema = z
    .object({
      tag: short(20),
      role: short(30),
      label: short(FIELD_MAP_LIMITS.textLength),
      name: short(80),
      placeholder: short(FIELD_MAP_LIMITS.textLength),
      legend: short(FIELD_MAP_LIMITS.textLength),
      /**
       * Its place in the form (issue 49): the fields recognised on the same page before it and after it, by name
       * only (never a value). A renamed control that still sits after the title and before the location is found by
       * it.
       */
      fieldsBefore: z.array(z.enum(FIELD_NAMES)).max(FIELD_NAMES.length).optional(),
      fieldsAfter: z.array(z.enum(FIELD_NAMES)).max(FIELD_NAMES.length).optional(),
    })
    .strict();
  return { locatorSchema, fieldSpecSchema, choiceFieldSchema, photosFieldSchema, fieldMapSchema, fingerprintSchema };
}

const checked = mapSchemas(CHECKED);
const asStored = mapSchemas(AS_STORED);

/** How to find one control. Every list is tried in order; texts compare as a person reads them. */
export const locatorSchema = checked.locatorSchema;
export type Locator = z.infer<typeof locatorSchema>;
export const fieldSpecSchema = checked.fieldSpecSchema;
export type FieldSpec = z.infer<typeof fieldSpecSchema>;
export type ChoiceField = z.infer<typeof checked.choiceFieldSchema>;
export type PhotosField = z.infer<typeof checked.photosFieldSchema>;
/** A marketplace's whole field map, as an admin's edit or the bundled file gives it. */
export const fieldMapSchema = checked.fieldMapSchema;
export type FieldMap = z.infer<typeof fieldMapSchema>;
/** A stored map as the server answers it. */
export const fieldMapViewSchema = asStored.fieldMapSchema;
/**
 * A fingerprint of the control that took a field (issue 40 item 3): what a person sees of it, never its value,
 * generated ids or class names.
 */
export const fingerprintSchema = checked.fingerprintSchema;
export type Fingerprint = z.infer<typeof fingerprintSchema>;

/** A map as text, checked: its JSON size too (a map is small; a huge one is a mistake or an attack). */
export function parseFieldMap(
  value: unknown,
  marketplace?: Marketplace,
): { ok: true; map: FieldMap } | { ok: false; message: string } {
  const size = JSON.stringify(value ?? null).length;
  if (size > FIELD_MAP_LIMITS.bytes) return { ok: false, message: FIELD_MAP_MESSAGES.tooLarge };
  const parsed = fieldMapSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue.path.join(".") || "map";
    // The contract's sentences name their field already; a schema's own sentence gets it in front.
    const said = issue.message.startsWith(where) ? issue.message : `${where} - ${issue.message}`;
    return { ok: false, message: `${FIELD_MAP_MESSAGES.invalid}: ${said}` };
  }
  if (marketplace && parsed.data.marketplace !== marketplace) {
    return { ok: false, message: FIELD_MAP_MESSAGES.wrongMarketplace };
  }
  return { ok: true, map: parsed.data };
}

/** GET /api/extension/field-maps/:marketplace: the current version, and the fingerprints learned per field. */
export const servedFieldMapSchema = z.object({
  marketplace: z.enum(MARKETPLACES),
  version: z.number().int(),
  map: fieldMapViewSchema,
  fingerprints: z.partialRecord(z.enum(FIELD_NAMES), z.array(asStored.fingerprintSchema)),
});
export type ServedFieldMap = z.infer<typeof servedFieldMapSchema>;

export const FIELD_OUTCOMES = ["filled", "healed", "taught", "missed"] as const;
export type FieldOutcome = (typeof FIELD_OUTCOMES)[number];

/** Extra keys in a run report are refused with one sentence: a report never carries what was typed. */
const noValues = {
  error: (issue: { code?: string }) =>
    issue.code === "unrecognized_keys" ? FIELD_MAP_MESSAGES.reportHasValues : undefined,
};

/** POST /api/extension/reports: a run's outcome per field - names and outcomes only (and fingerprints). */
export const runReportSchema = z.strictObject(
  {
    marketplace: z.enum(MARKETPLACES),
    mapVersion: z.number().int().min(0).max(1_000_000),
    kind: z.enum(["post", "update", "renew", "delist"]),
    /** The listing the run worked on: its values are kept out of what is learned (docs/decisions/184). */
    listingId: z.uuid({ message: "listingId must be a listing's id" }).optional(),
    fields: z
      .array(
        z.strictObject(
          {
            field: z.enum(FIELD_NAMES),
            outcome: z.enum(FIELD_OUTCOMES),
            fingerprint: z.strictObject(fingerprintSchema.shape, noValues).optional(),
          },
          noValues,
        ),
      )
      .min(1)
      .max(FIELD_NAMES.length * 2),
  },
  noValues,
);
export type RunReport = z.infer<typeof runReportSchema>;

/** POST /api/extension/field-maps/:marketplace/teach: where a field is, or which option means our value. */
export const teachSchema = z
  .object({
    field: z.enum(FIELD_NAMES),
    /** The listing being posted: its values are kept out of what is taught (docs/decisions/184). */
    listingId: z.uuid({ message: "listingId must be a listing's id" }).optional(),
    /** Where the field is (from the control the admin clicked). */
    locator: locatorSchema.optional(),
    /** For a category level, a condition or a place: the option the admin picked for our value. */
    synonym: z.object({ ours: CHECKED.text, theirs: CHECKED.text }).strict().optional(),
    fingerprint: fingerprintSchema.optional(),
  })
  .strict()
  .refine((t) => t.locator || t.synonym, FIELD_MAP_MESSAGES.teachNothing);
export type Teach = z.infer<typeof teachSchema>;

export const teachResultSchema = z.object({ version: z.number().int(), changed: z.boolean() });

/** One version as the desk lists it: what changed, who and when. */
export const fieldMapVersionSchema = z.object({
  marketplace: z.enum(MARKETPLACES),
  version: z.number().int(),
  kind: z.enum(["bundled", "taught", "edited", "reverted"]),
  changes: z.array(z.string()),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  current: z.boolean(),
});
export type FieldMapVersion = z.infer<typeof fieldMapVersionSchema>;

/** The desk's assistant health, per marketplace and field over the last days (issue 40 item 3). */
export const fieldHealthSchema = z.object({
  marketplace: z.enum(MARKETPLACES),
  field: z.enum(FIELD_NAMES),
  filled: z.number().int(),
  healed: z.number().int(),
  taught: z.number().int(),
  missed: z.number().int(),
  lastFilledAt: z.string().nullable(),
  /** Filled yesterday, missed today: a marketplace may have changed its form. */
  flagged: z.boolean(),
});
export type FieldHealth = z.infer<typeof fieldHealthSchema>;
