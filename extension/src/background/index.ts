import { isMarketplacePage } from "../../../src/contract/ad-address.ts";
import { parseLaunch } from "../../../src/contract/posting-desk.ts";
import {
  type Failure,
  newProgress,
  type PageAnswer,
  type PhotosAnswer,
  type Request,
  type SettingsAnswer,
  type SimpleAnswer,
  type TeachAnswer,
} from "../messages.ts";
import * as api from "./api.ts";
import { handleBuyerRequest } from "./buyers.ts";
import { config } from "./config.ts";
import { mapFor } from "./maps.ts";
import { classifyTabUrl } from "./published.ts";
import { forgetUpdateTab, handleUpdateRequest, onUpdateTabUrl, saveUpdateTab } from "./update.ts";
import {
  changeWork,
  clearWork,
  getWork,
  listingOf,
  marketplaceOf,
  type PostedOutcome,
  setWork,
  type TabWork,
} from "./work.ts";

/**
 * The assistant's service worker: it alone holds the token and talks to SnapList. A tab opened from the desk
 * holds its work (a posting, a renewal, a delist task) across the marketplace's pages until it is done or its claim
 * ends; a posting whose tab arrives at the published ad sends that address back to SnapList once.
 */

/** One Mark Posted per tab, however many events (navigation, the ad page's content script) report it. */
const posting = new Map<number, Promise<PostedOutcome>>();

function reportPublished(tabId: number, work: Extract<TabWork, { kind: "post" }>, url: string): Promise<PostedOutcome> {
  if (work.posted) return Promise.resolve(work.posted);
  let inflight = posting.get(tabId);
  if (!inflight) {
    inflight = (async () => {
      const r = await api.markPosted(work.ref, url);
      const posted: PostedOutcome = r.ok ? { ok: true, url } : { ok: false, message: r.message };
      await changeWork(tabId, (w) => (w.kind === "post" ? { ...w, posted } : w));
      return posted;
    })();
    posting.set(tabId, inflight);
    inflight.finally(() => posting.delete(tabId));
  }
  return inflight;
}

const postedAnswer = (work: Extract<TabWork, { kind: "post" }>, posted: PostedOutcome): PageAnswer =>
  posted.ok
    ? { mode: "posted", ref: work.ref, ok: true, url: posted.url }
    : { mode: "posted", ref: work.ref, ok: false, message: posted.message };

/** A new launch replaces whatever the tab held. */
async function launch(tabId: number, url: string) {
  const l = parseLaunch(url);
  if (!l) return;
  await forgetUpdateTab(tabId);
  await clearWork(tabId);
  if (l.kind === "update") await saveUpdateTab(tabId, { taskId: l.taskId, marketplace: l.marketplace });
  else if (l.kind === "post") await setWork(tabId, { kind: "post", ref: l, progress: newProgress() });
  else if (l.kind === "renew") await setWork(tabId, { kind: "renew", ref: l });
  else await setWork(tabId, { kind: "delist", taskId: l.taskId, marketplace: l.marketplace });
}

async function onPage(tabId: number, url: string): Promise<PageAnswer> {
  const event = classifyTabUrl(url, null);
  const launched = event.kind === "launch" ? event.launch : null;
  await launch(tabId, url);
  if (launched?.kind === "update") {
    const map = await mapFor(launched.marketplace);
    return { mode: "update", taskId: launched.taskId, marketplace: launched.marketplace, map };
  }
  const updated = await onUpdateTabUrl(tabId, url);
  if (updated)
    return updated.ok ? { mode: "updated", ok: true } : { mode: "updated", ok: false, message: updated.message };
  const work = await getWork(tabId);
  if (!work || !isMarketplacePage(marketplaceOf(work), url)) return { mode: "none" };
  if (work.kind === "post") return onPostingPage(tabId, work, url);
  const map = work.map ?? (await mapFor(marketplaceOf(work)));
  if (work.kind === "renew") {
    const ad = work.adUrl
      ? { ok: true as const, value: { adUrl: work.adUrl, title: work.title ?? "" } }
      : await api.liveAd(work.ref);
    if (!ad.ok) return ended(tabId, ad);
    await changeWork(tabId, (w) => ({ ...w, adUrl: ad.value.adUrl, title: ad.value.title, map }));
    return { mode: "renew", ref: work.ref, adUrl: ad.value.adUrl, title: ad.value.title, map, done: work.done };
  }
  const task = work.adUrl
    ? { ok: true as const, value: { adUrl: work.adUrl, title: work.title ?? "", reason: work.reason ?? "sold" } }
    : await api.delistTask(work.taskId);
  if (!task.ok) return ended(tabId, task);
  const { adUrl, title, reason } = task.value;
  await changeWork(tabId, (w) => ({ ...w, adUrl, title, reason, map }));
  return {
    mode: "delist",
    taskId: work.taskId,
    marketplace: work.marketplace,
    adUrl,
    title,
    reason,
    map,
    done: work.done,
  };
}

/** SnapList refused (sold, deleted, claimed by someone else, claim over): the tab's work ends, and it says why. */
async function ended(tabId: number, failure: Failure): Promise<PageAnswer> {
  if (failure.reason !== "unreachable") await clearWork(tabId);
  return { mode: "ended", message: failure.message };
}

async function onPostingPage(
  tabId: number,
  work: Extract<TabWork, { kind: "post" }>,
  url: string,
): Promise<PageAnswer> {
  if (work.posted) return postedAnswer(work, work.posted);
  if (classifyTabUrl(url, work.ref).kind === "published") {
    return postedAnswer(work, await reportPublished(tabId, work, url));
  }
  // Asked again on every page: it also says whether the posting is still this admin's.
  const fetched = await api.posting(work.ref);
  if (!fetched.ok) return ended(tabId, fetched);
  const map = work.map ?? (await mapFor(work.ref.marketplace));
  const now = await changeWork(tabId, (w) => (w.kind === "post" ? { ...w, posting: fetched.value, map } : w));
  const progress = now?.kind === "post" ? now.progress : work.progress;
  return { mode: "post", ref: work.ref, posting: fetched.value, map, progress };
}

const noWork: Failure = { ok: false, reason: "none", message: "This tab was not opened from the desk" };

async function handle(req: Request, sender: chrome.runtime.MessageSender): Promise<unknown> {
  const tabId = sender.tab?.id;
  const fromExtensionPage = !sender.tab || sender.url?.startsWith(chrome.runtime.getURL(""));
  const work = tabId !== undefined ? await getWork(tabId) : null;
  switch (req.type) {
    case "page":
      return tabId !== undefined && sender.url ? onPage(tabId, sender.url) : ({ mode: "none" } satisfies PageAnswer);
    case "progress":
      if (work?.kind !== "post") return noWork;
      await changeWork(tabId!, (w) => (w.kind === "post" ? { ...w, progress: req.progress } : w));
      return { ok: true, message: "Kept" } satisfies SimpleAnswer;
    case "photos":
    case "download-photos": {
      if (work?.kind !== "post" || !work.posting) return noWork;
      const r = await api.photos(work.ref, work.posting.photos.length);
      if (!r.ok) return r;
      if (req.type === "photos") return { ok: true, photos: r.value } satisfies PhotosAnswer;
      for (const p of r.value) {
        await chrome.downloads.download({
          url: `data:${p.type};base64,${p.base64}`,
          filename: `snaplist-${work.ref.marketplace}-${work.ref.listingId.slice(0, 8)}-${p.name}`,
        });
      }
      return { ok: true, message: `${r.value.length} photos downloaded` } satisfies SimpleAnswer;
    }
    case "keep-claim": {
      if (work?.kind !== "post" || work.posted) return noWork;
      const r = await api.keepClaim(work.ref);
      if (!r.ok && r.reason === "refused") await clearWork(tabId!);
      return r.ok ? ({ ok: true, message: `Claim renewed until ${r.value.expiresAt}` } satisfies SimpleAnswer) : r;
    }
    case "report": {
      if (!work?.map) return noWork;
      const r = await api.report({
        marketplace: marketplaceOf(work),
        mapVersion: work.map.version,
        kind: work.kind,
        // The server keeps this listing's values out of what it learns (docs/decisions/184).
        ...listingOf(work),
        fields: req.fields,
      });
      return r.ok ? ({ ok: true, message: "Reported" } satisfies SimpleAnswer) : r;
    }
    case "teach": {
      if (!work) return noWork;
      const m = marketplaceOf(work);
      const r = await api.teach(m, { ...req.teach, ...listingOf(work) });
      if (!r.ok) return r;
      const map = await mapFor(m);
      await changeWork(tabId!, (w) => ({ ...w, map }));
      return { ok: true, changed: r.value.changed, map } satisfies TeachAnswer;
    }
    case "renewed": {
      if (work?.kind !== "renew") return noWork;
      const r = work.done ? ({ ok: true } as const) : await api.renewed(work.ref);
      if (!r.ok) return r;
      await changeWork(tabId!, (w) => ({ ...w, done: true }));
      return { ok: true, message: "Renewal recorded in SnapList" } satisfies SimpleAnswer;
    }
    case "delisted": {
      if (work?.kind !== "delist") return noWork;
      const r = work.done ? ({ ok: true } as const) : await api.delisted(work.taskId);
      if (!r.ok) return r;
      await changeWork(tabId!, (w) => ({ ...w, done: true }));
      return { ok: true, message: "Delist task ticked in SnapList" } satisfies SimpleAnswer;
    }
    case "update":
    case "update-photos":
    case "update-saving":
      return handleUpdateRequest(req, tabId);
    case "buyer-ad":
    case "buyer-refresh":
    case "record-offer":
    case "ask-seller":
    case "buyer-relayed":
      return handleBuyerRequest(req, sender.url ?? sender.tab?.url);
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
  const work = await getWork(tabId);
  if (work?.kind !== "post" || classifyTabUrl(change.url, work.ref).kind !== "published") return;
  const posted = await reportPublished(tabId, work, change.url);
  chrome.tabs.sendMessage(tabId, { type: "posted", posted }).catch(() => {
    // The page is loading: its content script asks for the outcome itself.
  });
});

chrome.tabs.onRemoved.addListener((tabId) => {
  // The claim is not released: it expires as usual (issue 29 item 2).
  clearWork(tabId);
  forgetUpdateTab(tabId);
});
