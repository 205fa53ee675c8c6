import { isPublishedAdUrl, type PostingRef, parseAssistantLaunch } from "../../../src/contract/posting-desk.ts";

/**
 * What a tab's new address means for the posting it holds. Pure, so that the rule is unit-tested: only a
 * published ad on the posting's own marketplace (isPublishedAdUrl) is ever sent back to SnapList; another domain,
 * a javascript: URL or the form itself is not.
 */
export type TabEvent = { kind: "launch"; ref: PostingRef } | { kind: "published"; url: string } | { kind: "other" };

export function classifyTabUrl(url: string, held: PostingRef | null): TabEvent {
  const launch = parseAssistantLaunch(url);
  if (launch) return { kind: "launch", ref: launch };
  if (held && isPublishedAdUrl(held.marketplace, url)) return { kind: "published", url };
  return { kind: "other" };
}
