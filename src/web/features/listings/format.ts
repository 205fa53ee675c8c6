export { formatRupees } from "../../ui/format.ts";

/** Created column (spec section 2): 'Just now', 'N hour(s) ago', 'N day(s) ago'. */
export function createdAge(createdAt: string, now: number = Date.now()): string {
  const hours = Math.floor((now - new Date(createdAt).getTime()) / 3_600_000);
  if (hours < 1) return "Just now";
  if (hours < 24) return `${hours} ${hours === 1 ? "hour" : "hours"} ago`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? "day" : "days"} ago`;
}
