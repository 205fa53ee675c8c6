import type { Condition, Marketplace } from "../enums.ts";

/**
 * Our condition as each marketplace's form names it (the option the assistant picks). Data, not code: when a
 * marketplace renames an option, this map changes and nothing else. Facebook Marketplace offers New, Used - Like
 * New, Used - Good and Used - Fair; OLX and Quikr ask only New or Used where they ask at all.
 */
export const MARKETPLACE_CONDITIONS: Record<Marketplace, Record<Condition, string>> = {
  olx: { new: "New", "like-new": "Used", excellent: "Used", good: "Used", fair: "Used", poor: "Used" },
  quikr: { new: "New", "like-new": "Used", excellent: "Used", good: "Used", fair: "Used", poor: "Used" },
  facebook: {
    new: "New",
    "like-new": "Used - Like New",
    excellent: "Used - Like New",
    good: "Used - Good",
    fair: "Used - Fair",
    poor: "Used - Fair",
  },
};

/** The marketplace's name for `condition`; an unknown condition falls back to the plainest used option. */
export function marketplaceCondition(marketplace: Marketplace, condition: string): string {
  const names = MARKETPLACE_CONDITIONS[marketplace];
  return names[condition as Condition] ?? names.good;
}
