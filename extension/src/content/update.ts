import { fillPage } from "../match/page.ts";
import { isFilled } from "../match/types.ts";
import { changedFields, isSaveButton, postingFromUpdate } from "../match/update.ts";
import type { EffectiveMap } from "../messages.ts";
import { type SimpleAnswer, send, type UpdateAnswer, type UpdatedOutcome } from "../messages.ts";
import type { Panel } from "./panel.ts";

/**
 * "Update on OLX" on the ad's edit page (docs/decisions/141): fetch the task (through the background), fill only the
 * changed text fields, list the photo changes for the admin with a download, and never press Save. When the admin
 * presses Save, the background is told, so that the task is marked done once the page is back on the ad.
 */

export function showUpdated(panel: Panel, outcome: UpdatedOutcome) {
  if (outcome.ok) panel.say("Marked updated in SnapList: the update task is done.", "done");
  else panel.say(`Not marked updated: ${outcome.message}. Tick it on the desk.`, "alert");
}

const noPhotos = async (): Promise<File[]> => {
  throw new Error("Photos are not replaced on an edit page");
};

export async function runUpdate(panel: Panel, map: EffectiveMap) {
  panel.say("Fetching the update from SnapList…");
  const answer = await send<UpdateAnswer>({ type: "update" });
  if (!answer.ok) {
    panel.say(answer.message, "alert");
    return;
  }
  const update = answer.update;
  const out = await fillPage({
    doc: document,
    posting: postingFromUpdate(update),
    map: map.map,
    fingerprints: map.fingerprints,
    fields: changedFields(update),
    photosGiven: true,
    givingPhotos: async () => undefined,
    photos: noPhotos,
    beforeLeaving: async () => undefined,
  });
  panel.showStep({ step: 1, results: out.results, earlier: [], later: [] });
  for (const text of update.photos?.texts ?? []) {
    panel.note(`${text}: do it by hand in the form (the ad's photos are left as they are)`, {
      label: "Download photos",
      run: async () => {
        const r = await send<SimpleAnswer>({ type: "update-photos" });
        return r.ok ? "Downloaded" : r.message;
      },
    });
  }
  const missing = out.results.filter((r) => !isFilled(r)).length + (update.photos ? 1 : 0);
  panel.say(
    missing === 0
      ? "The changed fields are filled. Check them, then press Save yourself."
      : `${missing} change${missing === 1 ? "" : "s"} to make by hand (listed below), then press Save yourself.`,
    missing === 0 ? "done" : "info",
  );
  // Save is the admin's: noticed (never pressed) so that coming back to the ad marks the task done.
  document.addEventListener(
    "click",
    (e) => {
      if (isSaveButton(e.target as Element | null, map.map)) void send<SimpleAnswer>({ type: "update-saving" });
    },
    true,
  );
}
