import type { Marketplace } from "../../../src/contract/enums.ts";
import { type PageAnswer, send, type UpdatedOutcome } from "../messages.ts";
import { offerBuyerTools } from "./buyers.ts";
import { runDelist, runRenew } from "./manage.ts";
import { Panel } from "./panel.ts";
import { runPost } from "./post.ts";
import { runUpdate, showUpdated } from "./update.ts";

/**
 * The content script's work on a marketplace page: it asks the background what this tab holds (a posting, an
 * update, a renewal, a delist task) and does that on this page. It never sees the token and never calls SnapList
 * itself; it never presses Publish, Save, Renew or the final Remove.
 */

function showPosted(panel: Panel, posted: { ok: boolean; url?: string; message?: string }) {
  if (posted.ok) panel.say(`Marked posted in SnapList: ${posted.url}`, "done");
  else panel.say(`Not marked posted: ${posted.message}. Mark it posted on the desk.`, "alert");
}

export async function runAssistant(marketplace: Marketplace) {
  const answer = await send<PageAnswer>({ type: "page" });
  // No work in this tab: on one of SnapList's ads, or a chat about one, the buyers' tools (issue 49 item 4).
  if (answer.mode === "none") return offerBuyerTools(marketplace);
  if (answer.mode === "update" && answer.marketplace !== marketplace) return;
  const panel = new Panel();
  // A launch fragment has done its job: the address bar shows the marketplace's own address again.
  if (location.hash.includes("snaplist-posting=")) {
    history.replaceState(history.state, "", location.pathname + location.search);
  }
  switch (answer.mode) {
    case "posted":
      showPosted(panel, answer);
      return offerBuyerTools(marketplace, panel);
    case "ended":
      return panel.say(answer.message, "alert");
    case "updated":
      return showUpdated(panel, answer);
    case "update":
      chrome.runtime.onMessage.addListener((msg: { type: string; updated?: UpdatedOutcome }) => {
        if (msg.type === "updated" && msg.updated) showUpdated(panel, msg.updated);
      });
      return runUpdate(panel, answer.map);
    case "renew":
      return runRenew(panel, answer);
    case "delist":
      return runDelist(panel, answer);
    case "post":
      chrome.runtime.onMessage.addListener(
        (msg: { type: string; posted?: { ok: boolean; url?: string; message?: string } }) => {
          if (msg.type === "posted" && msg.posted) showPosted(panel, msg.posted);
        },
      );
      return runPost(panel, answer);
  }
}
