import type { GENERATOR_CONDITIONS } from "../../../contract/enums.ts";
import type { ItemTypeName } from "../../../contract/generator.ts";

export type GeneratorCondition = (typeof GENERATOR_CONDITIONS)[number];

/** What the seller adds in step 2 (spec section 3, "User details (generator)"). */
export interface Details {
  condition: GeneratorCondition;
  storage: string;
  ram: string;
  year: string;
  mileage: string;
  additionalDetails: string;
}

export const initialDetails: Details = {
  condition: "good",
  storage: "",
  ram: "",
  year: "",
  mileage: "",
  additionalDetails: "",
};

export interface ExtraFields {
  storage: boolean;
  ram: boolean;
  year: boolean;
  mileage: boolean;
}

const STORAGE_TYPES: ReadonlySet<string> = new Set(["phone", "tablet", "laptop"]);
const RAM_TYPES: ReadonlySet<string> = new Set(["laptop"]);
const VEHICLE_TYPES: ReadonlySet<string> = new Set(["car", "bike", "scooter"]);

/**
 * Spec section 2: Storage for phones and laptops, RAM for laptops, Year and Mileage for vehicles. The engine's
 * finer item type decides (docs/decisions/050); tablets get Storage too, as it moves their price like a phone's.
 */
export function extraFieldsFor(itemType: ItemTypeName | undefined): ExtraFields {
  const t = itemType ?? "other";
  return {
    storage: STORAGE_TYPES.has(t),
    ram: RAM_TYPES.has(t),
    year: VEHICLE_TYPES.has(t),
    mileage: VEHICLE_TYPES.has(t),
  };
}

/** The details a copy or pricing call sends: hidden fields are left out, blanks are not sent. */
export function detailsForRequest(details: Details, fields: ExtraFields) {
  const text = (shown: boolean, v: string) => (shown && v.trim() ? v.trim() : undefined);
  return {
    condition: details.condition,
    storage: text(fields.storage, details.storage),
    ram: text(fields.ram, details.ram),
    year: text(fields.year, details.year),
    mileage: text(fields.mileage, details.mileage),
    additionalInfo: text(true, details.additionalDetails),
  };
}
