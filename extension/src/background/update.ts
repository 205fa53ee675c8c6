import type { Marketplace } from "../../../src/contract/enums.ts";
import type { Failure, Request, SimpleAnswer, UpdateAnswer, UpdatedOutcome } from "../messages.ts";
import * as api from "./api.ts";
import { perTabQueue } from "./per-tab.ts";
import { savedBackOnAd } from "./published.ts";

/**
 * "Update on OLX" in the background (docs/decisions/141): a tab opened from an update task's card remembers the task
 * (chrome.storage.session); once the admin has pressed Save and the tab is back on the same ad, the task is marked
 * done once, through the desk's own tick.
 */

export interface UpdateTab {
  taskId: string;
  marketplace: Marketplace;
  adUrl?: string;
  photoCount?: number;
  saved?: boolean;
  done?: UpdatedOutcome;
}

const key = (tabId: number) => `update:${tabId}`;
export async function updateTab(tabId: number): Promise<UpdateTab | null> {
  const got = await chrome.storage.session.get(key(tabId));
  return (got[key(tabId)] as UpdateTab | undefined) ?? null;
}
export const saveUpdateTab = (tabId: number, state: UpdateTab) => chrome.storage.session.set({ [key(tabId)]: state });
export const forgetUpdateTab = (tabId: number) => chrome.storage.session.remove(key(tabId));

const marking = new Map<number, Promise<UpdatedOutcome>>();
/** The update tab's state changes, in arrival order (per-tab.ts). */
const serial = perTabQueue();

/** Marks the tab's task done once, however many events (page load, address change) report the saved ad. */
async function markDone(tabId: number, state: UpdateTab): Promise<UpdatedOutcome> {
  if (state.done) return state.done;
  let inflight = marking.get(tabId);
  if (!inflight) {
    inflight = (async () => {
      const r = await api.markUpdated(state.taskId);
      const done: UpdatedOutcome = r.ok ? { ok: true } : { ok: false, message: r.message };
      await saveUpdateTab(tabId, { ...state, done });
      return done;
    })();
    marking.set(tabId, inflight);
    inflight.finally(() => marking.delete(tabId));
  }
  return inflight;
}

/** The tab's new address: the saved edit back on its ad marks the task done; anything else, nothing. */
export function onUpdateTabUrl(tabId: number, url: string): Promise<UpdatedOutcome | null> {
  return serial(tabId, async () => {
    const state = await updateTab(tabId);
    if (!state || !savedBackOnAd(state, url)) return null;
    return markDone(tabId, state);
  });
}

/**
 * "The admin pressed Save", noted. A single-page marketplace (Facebook) may already be back on the ad: its address
 * change can reach the background before this message does, and found no Save then. So the tab's address is read
 * again now, and the edit page (still the same document) is told the outcome.
 */
async function onSaving(tabId: number, state: UpdateTab): Promise<SimpleAnswer> {
  await serial(tabId, async () => saveUpdateTab(tabId, { ...((await updateTab(tabId)) ?? state), saved: true }));
  const url = (await chrome.tabs.get(tabId).catch(() => undefined))?.url;
  const updated = url ? await onUpdateTabUrl(tabId, url) : null;
  if (updated) {
    chrome.tabs.sendMessage(tabId, { type: "updated", updated }).catch(() => {
      // The page is loading: its content script asks for the outcome itself.
    });
  }
  return { ok: true, message: "Save noted" };
}

const noTask: Failure = { ok: false, reason: "none", message: "This tab was not opened from an update task" };

/** The edit page's own questions: the task, its photos to download, and "the admin pressed Save". */
export async function handleUpdateRequest(req: Request, tabId: number | undefined): Promise<unknown> {
  const state = tabId !== undefined ? await updateTab(tabId) : null;
  if (!state || tabId === undefined) return noTask;
  switch (req.type) {
    case "update": {
      const r = await api.update(state.taskId);
      if (!r.ok) return r;
      await serial(tabId, async () => {
        const now = (await updateTab(tabId)) ?? state;
        await saveUpdateTab(tabId, { ...now, adUrl: r.value.adUrl, photoCount: r.value.photos?.count ?? 0 });
      });
      return { ok: true, update: r.value } satisfies UpdateAnswer;
    }
    case "update-photos": {
      const r = await api.photos({ taskId: state.taskId }, state.photoCount ?? 0);
      if (!r.ok) return r;
      for (const p of r.value) {
        await chrome.downloads.download({
          url: `data:${p.type};base64,${p.base64}`,
          filename: `snaplist-${state.marketplace}-update-${state.taskId.slice(0, 8)}-${p.name}`,
        });
      }
      return { ok: true, message: `${r.value.length} photos downloaded` } satisfies SimpleAnswer;
    }
    case "update-saving":
      return onSaving(tabId, state);
    default:
      return { ok: false, reason: "none", message: "Unknown request" } satisfies Failure;
  }
}
