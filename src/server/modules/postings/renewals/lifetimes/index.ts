import { type AdLifetime, adLifetimeSchema } from "../../../../../contract/after-live.ts";
import { MARKETPLACES, type Marketplace } from "../../../../../contract/enums.ts";
import type { Config } from "../../../../config.ts";
import facebook from "./facebook.json" with { type: "json" };
import olx from "./olx.json" with { type: "json" };
import quikr from "./quikr.json" with { type: "json" };

/**
 * How long each marketplace keeps an ad, as data with its source (docs/decisions/136): one file per marketplace,
 * checked against the contract's schema when the server starts. AD_LIFETIMES overrides the days.
 */
export const AD_LIFETIME_FILES: Record<Marketplace, AdLifetime> = {
  olx: adLifetimeSchema.parse(olx),
  quikr: adLifetimeSchema.parse(quikr),
  facebook: adLifetimeSchema.parse(facebook),
};

export function adLifetimes(config: Pick<Config, "afterLive">): Record<Marketplace, AdLifetime> {
  const out = { ...AD_LIFETIME_FILES };
  for (const m of MARKETPLACES) {
    const days = config.afterLive.adLifetimeOverrides[m];
    if (days !== undefined) out[m] = { ...out[m], days, note: `AD_LIFETIMES sets ${days} days. ${out[m].note ?? ""}` };
  }
  return out;
}

export const lifetimeDays = (config: Pick<Config, "afterLive">, m: Marketplace): number =>
  config.afterLive.adLifetimeOverrides[m] ?? AD_LIFETIME_FILES[m].days;
