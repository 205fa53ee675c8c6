import type { Marketplace } from "../../../src/contract/enums.ts";
import type { AssistantPosting, PostingRef } from "../../../src/contract/posting-desk.ts";
import type { EffectiveMap, Progress } from "../messages.ts";
import { perTabQueue } from "./per-tab.ts";

/**
 * The work a tab holds (issue 40 item 1): a posting, a renewal or a delist task, from the launch until it is done or
 * its claim ends - whatever addresses of the marketplace the tab goes through. Kept in chrome.storage.session (gone
 * with the browser session), one change at a time per tab.
 */

export type PostedOutcome = { ok: true; url: string } | { ok: false; message: string };

export type TabWork =
  | {
      kind: "post";
      ref: PostingRef;
      posting?: AssistantPosting;
      map?: EffectiveMap;
      progress: Progress;
      posted?: PostedOutcome;
    }
  | { kind: "renew"; ref: PostingRef; adUrl?: string; title?: string; map?: EffectiveMap; done?: boolean }
  | {
      kind: "delist";
      taskId: string;
      marketplace: Marketplace;
      adUrl?: string;
      title?: string;
      reason?: "sold" | "withdrawn";
      map?: EffectiveMap;
      done?: boolean;
    };

export const marketplaceOf = (w: TabWork): Marketplace => (w.kind === "delist" ? w.marketplace : w.ref.marketplace);

/** The listing a tab's work is on, when it knows it (a delist task names its task, not its listing). */
export const listingOf = (w: TabWork): { listingId?: string } =>
  w.kind === "delist" ? {} : { listingId: w.ref.listingId };

const key = (tabId: number) => `work:${tabId}`;

export async function getWork(tabId: number): Promise<TabWork | null> {
  const got = await chrome.storage.session.get(key(tabId));
  return (got[key(tabId)] as TabWork | undefined) ?? null;
}

export const setWork = (tabId: number, work: TabWork) => chrome.storage.session.set({ [key(tabId)]: work });
export const clearWork = (tabId: number) => chrome.storage.session.remove(key(tabId));

const serial = perTabQueue();

/** Reads the tab's work, changes it and writes it back, after any change already under way for that tab. */
export function changeWork(tabId: number, change: (w: TabWork) => TabWork | null): Promise<TabWork | null> {
  return serial(tabId, async () => {
    const now = await getWork(tabId);
    if (!now) return null;
    const next = change(now);
    if (next) await setWork(tabId, next);
    else await clearWork(tabId);
    return next;
  });
}
