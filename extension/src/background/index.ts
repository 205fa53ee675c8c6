import type { PostingRef } from "../../../src/contract/posting-desk.ts";
import type {
  Failure,
  PageAnswer,
  PhotosAnswer,
  PostingAnswer,
  Request,
  SettingsAnswer,
  SimpleAnswer,
} from "../messages.ts";
import * as api from "./api.ts";
import { config } from "./config.ts";
import { classifyTabUrl } from "./published.ts";
import { forgetUpdateTab, handleUpdateRequest, onUpdateTabUrl, saveUpdateTab } from "./update.ts";

/**
 * The assistant's service worker: it alone holds the token and talks to SnapList. Each marketplace tab opened
 * from the desk remembers its posting (chrome.storage.session, gone with the browser session); when that tab
 * arrives at the published ad, the address goes back to SnapList once.
 */

interface TabState {
  ref: PostingRef;
  photoCount?: number;
  posted?: { ok: true; url: string } | { ok: false; message: string };
}

const key = (tabId: number) => `tab:${tabId}`;
async function tabState(tabId: number): Promise<TabState | null> {
  const got = await chrome.storage.session.get(key(tabId));
  return (got[key(tabId)] as TabState | undefined) ?? null;
}
const saveTab = (tabId: number, state: TabState) => chrome.storage.session.set({ [key(tabId)]: state });

/** One Mark Posted per tab, however many events (navigation, the ad page's content script) report it. */
const posting = new Map<number, Promise<TabState["posted"]>>();

async function reportPublished(tabId: number, state: TabState, url: string): Promise<TabState["posted"]> {
  if (state.posted) return state.posted;
  let inflight = posting.get(tabId);
  if (!inflight) {
    inflight = (async () => {
      const r = await api.markPosted(state.ref, url);
      const posted: TabState["posted"] = r.ok ? { ok: true, url } : { ok: false, message: r.message };
      await saveTab(tabId, { ...state, posted });
      return posted;
    })();
    posting.set(tabId, inflight);
    inflight.finally(() => posting.delete(tabId));
  }
  return inflight;
}

async function onPage(tabId: number, url: string): Promise<PageAnswer> {
  const state = await tabState(tabId);
  const event = classifyTabUrl(url, state?.ref ?? null);
  if (event.kind === "launch") {
    await forgetUpdateTab(tabId);
    await saveTab(tabId, { ref: event.ref });
    return { mode: "launch", ref: event.ref };
  }
  if (event.kind === "launch-update") {
    await chrome.storage.session.remove(key(tabId));
    await saveUpdateTab(tabId, { taskId: event.taskId, marketplace: event.marketplace });
    return { mode: "update", taskId: event.taskId, marketplace: event.marketplace };
  }
  const updated = await onUpdateTabUrl(tabId, url);
  if (updated)
    return updated.ok ? { mode: "updated", ok: true } : { mode: "updated", ok: false, message: updated.message };
  if (event.kind === "published" && state) {
    const posted = await reportPublished(tabId, state, event.url);
    if (posted?.ok) return { mode: "posted", ref: state.ref, ok: true, url: posted.url };
    return { mode: "posted", ref: state.ref, ok: false, message: posted?.message ?? "Not marked posted" };
  }
  return { mode: "none" };
}

const noPosting: Failure = { ok: false, reason: "none", message: "This tab was not opened from the posting desk" };

async function handle(req: Request, sender: chrome.runtime.MessageSender): Promise<unknown> {
  const tabId = sender.tab?.id;
  const fromExtensionPage = !sender.tab || sender.url?.startsWith(chrome.runtime.getURL(""));
  switch (req.type) {
    case "page":
      return tabId !== undefined && sender.url ? onPage(tabId, sender.url) : ({ mode: "none" } satisfies PageAnswer);
    case "posting": {
      const state = tabId !== undefined ? await tabState(tabId) : null;
      if (!state) return noPosting;
      const r = await api.posting(state.ref);
      if (!r.ok) return r;
      await saveTab(tabId!, { ...state, photoCount: r.value.photos.length });
      return { ok: true, posting: r.value } satisfies PostingAnswer;
    }
    case "photos":
    case "download-photos": {
      const state = tabId !== undefined ? await tabState(tabId) : null;
      if (!state) return noPosting;
      const r = await api.photos(state.ref, state.photoCount ?? 0);
      if (!r.ok) return r;
      if (req.type === "download-photos") {
        for (const p of r.value) {
          await chrome.downloads.download({
            url: `data:${p.type};base64,${p.base64}`,
            filename: `snaplist-${state.ref.marketplace}-${state.ref.listingId.slice(0, 8)}-${p.name}`,
          });
        }
        return { ok: true, message: `${r.value.length} photos downloaded` } satisfies SimpleAnswer;
      }
      return { ok: true, photos: r.value } satisfies PhotosAnswer;
    }
    case "renew": {
      const state = tabId !== undefined ? await tabState(tabId) : null;
      if (!state || state.posted) return noPosting;
      const r = await api.renew(state.ref);
      return r.ok ? { ok: true, message: `Claim renewed until ${r.value.expiresAt}` } : r;
    }
    case "update":
    case "update-photos":
    case "update-saving":
      return handleUpdateRequest(req, tabId);
    case "settings": {
      if (!fromExtensionPage) return null;
      const { snaplistUrl } = await config();
      return { snaplistUrl, hasToken: !!(await api.getToken()) } satisfies SettingsAnswer;
    }
    case "save-token": {
      if (!fromExtensionPage) return null;
      if (!api.looksLikeToken(req.token)) {
        return { ok: false, reason: "token", message: "That is not an assistant token (they start with slx_)" };
      }
      await api.setToken(req.token);
      return { ok: true, message: "Token saved" };
    }
    case "test-connection": {
      if (!fromExtensionPage) return null;
      const r = await api.me();
      if (!r.ok) return r;
      const until = new Date(r.value.expiresAt).toLocaleDateString("en-IN", { dateStyle: "medium" });
      return { ok: true, message: `Connected as ${r.value.adminName} (token valid until ${until})` };
    }
  }
}

chrome.runtime.onMessage.addListener((req: Request, sender, sendResponse) => {
  handle(req, sender).then(sendResponse, (e: Error) =>
    sendResponse({ ok: false, reason: "none", message: `The assistant failed: ${e.message}` }),
  );
  return true;
});

// A single-page marketplace (Facebook) reaches the ad without loading a page: watch the tab's address too.
chrome.tabs.onUpdated.addListener(async (tabId, change) => {
  if (!change.url) return;
  const updated = await onUpdateTabUrl(tabId, change.url);
  if (updated) {
    chrome.tabs.sendMessage(tabId, { type: "updated", updated }).catch(() => {
      // The page is loading: its content script asks for the outcome itself.
    });
    return;
  }
  const state = await tabState(tabId);
  if (!state) return;
  const event = classifyTabUrl(change.url, state.ref);
  if (event.kind !== "published") return;
  const posted = await reportPublished(tabId, state, event.url);
  chrome.tabs.sendMessage(tabId, { type: "posted", posted }).catch(() => {
    // The page is loading: its content script asks for the outcome itself.
  });
});

chrome.tabs.onRemoved.addListener((tabId) => {
  // The claim is not released: it expires as usual (issue 29 item 2).
  chrome.storage.session.remove(key(tabId));
  forgetUpdateTab(tabId);
});
