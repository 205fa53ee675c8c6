import type { AdminListing } from "../../../../contract/admin-listings.ts";

const DAY_MS = 86_400_000;

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-IN")} ${n === 1 ? one : many}`;

/** "Live 16 days · 2 price suggestions" (or "Not live yet · no price suggestions"), from the browser's clock. */
export function ageSummary(l: Pick<AdminListing, "liveSince" | "suggestionCount">, now: number): string {
  const age = l.liveSince
    ? `Live ${plural(Math.max(0, Math.floor((now - new Date(l.liveSince).getTime()) / DAY_MS)), "day", "days")}`
    : "Not live yet";
  const suggestions =
    l.suggestionCount > 0 ? plural(l.suggestionCount, "price suggestion", "price suggestions") : "no price suggestions";
  return `${age} · ${suggestions}`;
}

/** The "Live more than N days" choices; one that came in a URL is kept among them. */
export const LIVE_MORE_THAN_CHOICES = [7, 14, 30, 60, 90] as const;

/** `?live=14` -> 14; anything that is not a whole number of days from 0 to 3650 -> null (no filter). */
export function parseLiveMoreThan(value: string | null): number | null {
  if (value === null || !/^\d{1,4}$/.test(value)) return null;
  const n = Number(value);
  return n <= 3650 ? n : null;
}

export function liveMoreThanOptions(current: number | null) {
  const days = new Set<number>(LIVE_MORE_THAN_CHOICES);
  if (current !== null) days.add(current);
  return [...days].sort((a, b) => a - b).map((d) => ({ value: String(d), label: `Live more than ${d} days` }));
}
