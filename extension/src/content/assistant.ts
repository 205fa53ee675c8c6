import { CLAIM_RENEW_MS } from "../../../src/contract/posting-desk.ts";
import { fillForm } from "../match/run.ts";
import type { FieldMap } from "../match/types.ts";
import {
  type PageAnswer,
  type PhotosAnswer,
  type PostingAnswer,
  type SimpleAnswer,
  send,
  type UpdatedOutcome,
} from "../messages.ts";
import { Panel } from "./panel.ts";
import { runUpdate, showUpdated } from "./update.ts";

/**
 * The content script's work on a marketplace page (one entry per marketplace, each with its field map). It never
 * sees the token and never calls SnapList itself: it asks the background. It never clicks Publish.
 */

function toFile(p: { name: string; type: string; base64: string }): File {
  const bin = atob(p.base64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return new File([bytes], p.name, { type: p.type });
}

function showPosted(panel: Panel, answer: Extract<PageAnswer, { mode: "posted" }>) {
  if (answer.ok) panel.say(`Marked posted in SnapList: ${answer.url}`, "done");
  else panel.say(`Not marked posted: ${answer.message}. Mark it posted on the desk.`, "alert");
}

async function fill(panel: Panel, map: FieldMap) {
  panel.say("Fetching the posting from SnapList…");
  const answer = await send<PostingAnswer>({ type: "posting" });
  if (!answer.ok) {
    panel.say(answer.message, "alert");
    return;
  }
  const posting = answer.posting;
  panel.say(`Filling "${posting.title}"…`);
  const results = await fillForm(
    document,
    map,
    posting,
    {
      photos: async () => {
        const r = await send<PhotosAnswer>({ type: "photos" });
        if (!r.ok) throw new Error(r.message);
        return r.photos.map(toFile);
      },
      downloadPhotos: async () => {
        const r = await send<SimpleAnswer>({ type: "download-photos" });
        if (!r.ok) throw new Error(r.message);
      },
    },
    (r) => panel.add(r),
  );
  const missing = results.filter((r) => !r.ok).length;
  panel.say(
    missing === 0
      ? "Everything is filled. Check the form, then press Publish yourself."
      : `${missing} field${missing === 1 ? "" : "s"} to do by hand (Copy buttons below), then press Publish yourself.`,
    missing === 0 ? "done" : "info",
  );
  // The claim is renewed while this tab is open; closing it lets the claim expire as usual.
  setInterval(() => {
    send<SimpleAnswer>({ type: "renew" }).then((r) => {
      if (!r.ok && r.reason === "unreachable") panel.say(r.message, "alert");
      else if (!r.ok && r.reason !== "none") panel.say(r.message, "alert");
    });
  }, CLAIM_RENEW_MS);
}

export async function runAssistant(map: FieldMap) {
  const answer = await send<PageAnswer>({ type: "page" });
  if (answer.mode === "none") return;
  if (answer.mode === "update" && answer.marketplace !== map.marketplace) return;
  const panel = new Panel();
  if (answer.mode === "posted") {
    showPosted(panel, answer);
    return;
  }
  if (answer.mode === "updated") {
    showUpdated(panel, answer);
    return;
  }
  // The fragment has done its job: the address bar shows the marketplace's own address again.
  history.replaceState(history.state, "", location.pathname + location.search);
  if (answer.mode === "update") {
    chrome.runtime.onMessage.addListener((msg: { type: string; updated?: UpdatedOutcome }) => {
      if (msg.type === "updated" && msg.updated) showUpdated(panel, msg.updated);
    });
    await runUpdate(panel, map);
    return;
  }
  chrome.runtime.onMessage.addListener(
    (msg: { type: string; posted?: { ok: boolean; url?: string; message?: string } }) => {
      if (msg.type === "posted" && msg.posted) {
        const p = msg.posted;
        showPosted(
          panel,
          p.ok
            ? { mode: "posted", ref: answer.ref, ok: true, url: p.url ?? "" }
            : { mode: "posted", ref: answer.ref, ok: false, message: p.message ?? "" },
        );
      }
    },
  );
  await fill(panel, map);
}
