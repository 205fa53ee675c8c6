import { useEffect, useRef } from "react";
import { AD_MANAGE_PAGES } from "../../../../contract/ad-address.ts";
import { adEditUrl } from "../../../../contract/assistant-update.ts";
import { MARKETPLACE_LABELS } from "../../../../contract/enums.ts";
import { MARKETPLACE_LIMITS } from "../../../../contract/marketplace-kit/limits.ts";
import { assistantLaunchUrl, CLAIM_RENEW_MS } from "../../../../contract/posting-desk.ts";
import type { WorkItem } from "../../../../contract/work-queue.ts";
import { errorText } from "../../../lib/api.ts";
import { toast } from "../../../lib/toast.ts";
import { formatRupees } from "../../../ui/format.ts";
import { openProcessPayoutDialog } from "../sales/ProcessPayoutForm.tsx";
import { claimItem, doneCall, fetchSale, releaseItem, useInvalidateQueue } from "./api.ts";
import { openMarkPostedDialog } from "./MarkPostedDialog.tsx";
import { openReplyDialog } from "./ReplyDialog.tsx";

/** Where an item's work happens in a new tab (the posting assistant takes over there), or null. */
export function workUrl(item: WorkItem): string | null {
  const marketplace = item.marketplace;
  if (!marketplace) return null;
  switch (item.kind) {
    case "posting":
      return item.listingId
        ? assistantLaunchUrl(MARKETPLACE_LIMITS[marketplace].postUrl, { listingId: item.listingId, marketplace })
        : null;
    case "update": {
      const edit = item.adUrl ? adEditUrl(marketplace, item.adUrl) : null;
      return edit ? assistantLaunchUrl(edit, { kind: "update", taskId: item.id, marketplace }) : null;
    }
    // Renewing and removing happen on the marketplace's own list of the admin's ads, where the assistant finds the
    // ad and its button (docs/decisions/155); an expired ad is opened as it is, to be reposted.
    case "renewal":
      if (item.expired) return item.adUrl;
      return item.listingId
        ? assistantLaunchUrl(AD_MANAGE_PAGES[marketplace], { kind: "renew", listingId: item.listingId, marketplace })
        : null;
    case "delist":
      return assistantLaunchUrl(AD_MANAGE_PAGES[marketplace], { kind: "delist", taskId: item.id, marketplace });
    // A seller's answer to a buyer (issue 42): the ad, where the admin writes back to the buyer.
    case "buyer":
    case "offer":
      return item.adUrl;
    default:
      return null;
  }
}

/** The Open button's words per kind. */
export function openLabel(item: WorkItem): string {
  const where = item.marketplace ? MARKETPLACE_LABELS[item.marketplace] : "";
  switch (item.kind) {
    case "posting":
      return `Post on ${where}`;
    case "update":
      return `Update on ${where}`;
    case "renewal":
      return item.expired ? `Open the ad on ${where}` : `Renew on ${where}`;
    case "delist":
      return `Remove from ${where}`;
    case "payout":
      return "Process Payout";
    case "reply":
      return "Open conversation";
    case "buyer":
    case "offer":
      return `Open the ad on ${where}`;
  }
}

/** The Done button's words per kind. */
export function doneLabel(item: WorkItem): string {
  switch (item.kind) {
    case "posting":
      return "Mark Posted";
    case "update":
      return "Mark updated";
    case "renewal":
      return item.expired ? "Expired, repost" : "Renewed";
    case "delist":
      return "Removed";
    case "payout":
      return "Process Payout";
    case "reply":
      return "No reply needed";
    case "buyer":
      return "Told the buyer";
    case "offer":
      return item.acceptAmount ? `Accept ${formatRupees(item.acceptAmount)}` : "Told the buyer";
  }
}

const itemKey = (i: Pick<WorkItem, "kind" | "id">) => `${i.kind}:${i.id}`;

/**
 * Open and Done for every kind (issue 41: "one action opens the item's work"). Opening claims the item first (409:
 * someone else has it, said and nothing opened); the claim of the item last opened is renewed while the page is
 * visible and let go when another item is opened or the page goes. `say` speaks through the page's live region.
 */
export function useWorkActions(say: (text: string) => void) {
  const invalidate = useInvalidateQueue();
  const held = useRef<WorkItem | null>(null);

  useEffect(() => {
    const renew = () => {
      if (held.current && document.visibilityState === "visible") claimItem(held.current).catch(() => undefined);
    };
    const timer = window.setInterval(renew, CLAIM_RENEW_MS);
    const onHide = () => {
      if (held.current) releaseItem(held.current, true);
    };
    document.addEventListener("visibilitychange", renew);
    window.addEventListener("pagehide", onHide);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", renew);
      window.removeEventListener("pagehide", onHide);
      onHide();
    };
  }, []);

  const finished = async (item: WorkItem, what: string) => {
    if (held.current && itemKey(held.current) === itemKey(item)) held.current = null;
    say(what);
    await invalidate();
  };

  const take = async (item: WorkItem): Promise<boolean> => {
    try {
      await claimItem(item);
    } catch (err) {
      const text = errorText(err, "Could not open it");
      toast({ title: "Not opened", description: text, variant: "destructive" });
      say(text);
      await invalidate();
      return false;
    }
    if (held.current && itemKey(held.current) !== itemKey(item)) releaseItem(held.current);
    held.current = item;
    return true;
  };

  const open = async (item: WorkItem) => {
    // A new tab must open while the click or key press still counts as the admin's own: opened now, pointed at
    // the work once the claim is ours, closed again if it is not.
    const url = workUrl(item);
    const tab = url ? window.open("about:blank", "_blank") : null;
    if (!(await take(item))) {
      tab?.close();
      return;
    }
    if (url) {
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.open(url, "_blank", "noopener");
      say(`Opened: ${openLabel(item)}, ${item.title}`);
      return;
    }
    if (item.kind === "payout" && item.saleId) {
      try {
        openProcessPayoutDialog(await fetchSale(item.saleId));
        say(`Opened the payout of ${item.title}`);
      } catch (err) {
        toast({ title: "Error", description: errorText(err, "Could not open the payout"), variant: "destructive" });
      }
      return;
    }
    if (item.kind === "reply") {
      openReplyDialog(item, (what) => void finished(item, what));
      return;
    }
    // An update whose ad address gives no edit page, or an ad without an address: the admin does it by hand.
    toast({ title: "Open it by hand", description: "This ad's address does not say where to change it." });
  };

  const done = async (item: WorkItem) => {
    if (item.kind === "payout") return open(item);
    if (item.kind === "posting") {
      openMarkPostedDialog(item, (what) => void finished(item, what));
      return;
    }
    const call = doneCall(item);
    if (!call) return;
    try {
      await call;
      await finished(item, `Done: ${doneLabel(item)}, ${item.title}`);
    } catch (err) {
      const text = errorText(err, "Could not mark it done");
      toast({ title: "Not done", description: text, variant: "destructive" });
      say(text);
      await invalidate();
    }
  };

  const release = async (item: WorkItem) => {
    await releaseItem(item);
    if (held.current && itemKey(held.current) === itemKey(item)) held.current = null;
    say(`Released: ${item.title}`);
    await invalidate();
  };

  return { open, done, release };
}
