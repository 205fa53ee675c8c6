import type { Marketplace } from "../enums.ts";
import { type FieldMap, fieldMapSchema } from "../field-maps.ts";
import facebook from "./facebook.json" with { type: "json" };
import olx from "./olx.json" with { type: "json" };
import quikr from "./quikr.json" with { type: "json" };

/**
 * The bundled field maps: the first version of each marketplace's map in SnapList's database, and the floor the
 * assistant falls back to when SnapList's map is unreachable or broken (docs/decisions/154). Checked once here.
 */
export const BUNDLED_FIELD_MAPS: Record<Marketplace, FieldMap> = {
  olx: fieldMapSchema.parse(olx),
  quikr: fieldMapSchema.parse(quikr),
  facebook: fieldMapSchema.parse(facebook),
};
