import { COPY_ALL_MAX_TITLES, type CreationLogView } from "../../../../contract/admin-creation-logs.ts";
import { CATEGORY_OPTIONS } from "../../../../contract/enums.ts";
import { createdDate, formatRupees } from "../../../ui/format.ts";

export const logTitle = (log: CreationLogView) =>
  log.userSelectedTitle || log.aiGeneratedTitles[0] || log.aiDetectedProduct || "Untitled";
export const logDescription = (log: CreationLogView) => log.userModifiedDescription || log.aiGeneratedDescription || "";
export const logCategory = (log: CreationLogView) =>
  CATEGORY_OPTIONS.find((c) => c.value === log.userSelectedCategory)?.label ?? log.userSelectedCategory ?? "";
export const logUserName = (log: CreationLogView) =>
  [log.user.firstName, log.user.lastName].filter(Boolean).join(" ") || log.user.email;

/** Copy All Details: plain text, at most five alternative titles (spec section 2). */
export function copyAllText(log: CreationLogView): string {
  const lines = [
    `Title: ${logTitle(log)}`,
    `User: ${logUserName(log)} (${log.user.email})`,
    `Date: ${createdDate(log.createdAt)}`,
    `Listing ID: ${log.listingId ? log.listingId.slice(-8) : "not saved"}`,
    `Price: ${formatRupees(log.userSelectedPrice)}`,
    `Category: ${logCategory(log)}`,
    `Brand: ${log.aiDetectedBrand ?? ""}`,
    `Model: ${log.aiDetectedModel ?? ""}`,
    `Confidence: ${log.aiConfidenceScore ?? 0}/100`,
  ];
  if (log.aiSuggestedPrices) {
    const p = log.aiSuggestedPrices;
    lines.push(
      `Suggested prices: quick ${formatRupees(p.quickPrice)}, market ${formatRupees(p.medianPrice)}, max ${formatRupees(p.maxPrice)}`,
    );
  }
  lines.push("", "Description:", logDescription(log));
  const alternatives = log.aiGeneratedTitles.slice(0, COPY_ALL_MAX_TITLES);
  if (alternatives.length) lines.push("", "Alternative titles:", ...alternatives.map((t, i) => `${i + 1}. ${t}`));
  return lines.join("\n");
}
