import type { BusinessRow } from "../../../../contract/business-numbers.ts";
import { CATEGORY_OPTIONS, MARKETPLACE_LABELS } from "../../../../contract/enums.ts";

/** The desk's words for the business's numbers (English, as the whole desk). */

export const pct = (v: number | null) => (v === null ? "—" : `${v}%`);
export const num = (v: number | null) => (v === null ? "—" : String(v));

/** Hours as a person reads them: "45 min", "5.5 h", "3.2 days". */
export function duration(hours: number | null): string {
  if (hours === null) return "—";
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  if (hours < 48) return `${Math.round(hours * 10) / 10} h`;
  return `${Math.round((hours / 24) * 10) / 10} days`;
}

export const days = (d: number | null) => (d === null ? "—" : d === 1 ? "1 day" : `${d} days`);

/** A row's name: the marketplace or category label. */
export function rowName(row: BusinessRow): string {
  if (row.key === "other") return "Other";
  if (row.key in MARKETPLACE_LABELS) return MARKETPLACE_LABELS[row.key as keyof typeof MARKETPLACE_LABELS];
  return CATEGORY_OPTIONS.find((c) => c.value === row.key)?.label ?? (row.key === "general" ? "General" : row.key);
}
