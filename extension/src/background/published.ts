import { isPublishedAdUrl } from "../../../src/contract/ad-address.ts";
import { isSameAd } from "../../../src/contract/assistant-update.ts";
import type { Marketplace } from "../../../src/contract/enums.ts";
import { type AssistantLaunch, type PostingRef, parseLaunch } from "../../../src/contract/posting-desk.ts";

/**
 * What a tab's new address means for the work it holds. Pure, so that the rule is unit-tested: only a
 * published ad on the posting's own marketplace (isPublishedAdUrl) is ever sent back to SnapList; another domain,
 * a javascript: URL or the form itself is not.
 */
export type TabEvent =
  | { kind: "launch"; launch: AssistantLaunch }
  | { kind: "published"; url: string }
  | { kind: "other" };

export function classifyTabUrl(url: string, held: PostingRef | null): TabEvent {
  const launch = parseLaunch(url);
  if (launch) return { kind: "launch", launch };
  if (held && isPublishedAdUrl(held.marketplace, url)) return { kind: "published", url };
  return { kind: "other" };
}

/**
 * Whether an edit page's tab has come back to its own ad after the admin pressed Save: only then is the update task
 * marked done. The same ad on the same marketplace (by its id), never another ad, domain or the edit page itself.
 */
export function savedBackOnAd(
  state: { marketplace: Marketplace; adUrl?: string; saved?: boolean },
  url: string,
): boolean {
  return Boolean(state.saved && state.adUrl && isSameAd(state.marketplace, url, state.adUrl));
}
