import { MARKETPLACE_LABELS } from "../../../src/contract/enums.ts";
import { bestOption } from "../../../src/contract/form-text.ts";
import { choiceTexts, discover } from "../match/controls.ts";
import { ownText, press, waitFor } from "../match/dom.ts";
import { cardOf, findControl, GONE_WORDS, highlight, openDialog, pageSays } from "../match/manage.ts";
import { choose } from "../match/set.ts";
import { type PageAnswer, type SimpleAnswer, send } from "../messages.ts";
import type { Panel } from "./panel.ts";

/**
 * Renew and delist through the assistant (issue 40 item 4, docs/decisions/155): at most two admin actions an ad -
 * the desk's "Renew on OLX" / "Delist on OLX", then the marketplace's own last button, which the assistant shows
 * and never presses. On the marketplace's page of the seller's ads it finds the ad's card by its address, opens
 * what leads to that button and fills the removal dialog's reason. When the page shows the ad renewed or removed
 * (or its address no longer shows it), SnapList records it, once.
 */

/** Watches the page (its changes, and clicks) until `check` says yes; then runs `then` once. */
function watch(check: () => boolean | Promise<boolean>, then: () => Promise<void>) {
  let finished = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = async () => {
    if (finished || !(await check())) return;
    finished = true;
    observer.disconnect();
    await then();
  };
  const observer = new MutationObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), 200);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  document.addEventListener("click", () => setTimeout(() => void run(), 1200), true);
  void run();
}

const nameOf = (el: HTMLElement) => el.getAttribute("aria-label") || ownText(el);

/** Presses each control of `steps` in turn (in the dialog once one is open, else in the ad's card). */
async function openThrough(card: HTMLElement, steps: readonly string[]) {
  for (const step of steps) {
    const scope = openDialog(document) ?? card;
    const control = findControl(scope, [step]) ?? findControl(document, [step]);
    if (!control) continue;
    press(control);
    await waitFor(() => openDialog(document) !== null || document.querySelector("[role=menu]:not([hidden])"), 1000);
  }
}

/** The ad's card, or the whole page when it shows one ad (the ad's own page). */
function scopeOf(adUrl: string): HTMLElement | null {
  return cardOf(document, adUrl);
}

export async function runRenew(panel: Panel, a: Extract<PageAnswer, { mode: "renew" }>) {
  const where = MARKETPLACE_LABELS[a.ref.marketplace];
  const record = async () => {
    const r = await send<SimpleAnswer>({ type: "renewed" });
    panel.say(
      r.ok ? `Renewed on ${where}: recorded in SnapList.` : `Not recorded: ${r.message}. Mark it renewed on the desk.`,
      r.ok ? "done" : "alert",
    );
  };
  if (a.done) return panel.say(`Renewed on ${where}: recorded in SnapList.`, "done");
  const renew = a.map.map.renew;
  if (!renew) {
    panel.say(
      `${where}'s map does not say how its ads are renewed: renew it by hand, then mark it renewed on the desk.`,
    );
    return;
  }
  const card = scopeOf(a.adUrl);
  if (!card) {
    panel.say(`"${a.title}" is not listed on this page: find it among your ads on ${where}, then renew it.`, "alert");
    return;
  }
  await openThrough(card, renew.open ?? []);
  const control = findControl(openDialog(document) ?? card, renew.press);
  if (control) {
    highlight(control);
    panel.say(
      `Press "${nameOf(control)}" to renew "${a.title}" on ${where}. SnapList records it once the page shows it.`,
    );
  } else {
    panel.say(`No renew button for "${a.title}" here: renew it on ${where}; SnapList records it once shown.`);
  }
  watch(() => pageSays(document, renew.done), record);
}

/** Whether the ad's own address no longer shows it (the page answers 404/410 or says the ad is gone). */
async function adGone(adUrl: string, texts: readonly string[]): Promise<boolean> {
  try {
    const res = await fetch(adUrl, { credentials: "include", cache: "no-store" });
    if (res.status === 404 || res.status === 410) return true;
    const doc = new DOMParser().parseFromString(await res.text(), "text/html");
    return pageSays(doc, texts);
  } catch {
    return false;
  }
}

export async function runDelist(panel: Panel, a: Extract<PageAnswer, { mode: "delist" }>) {
  const where = MARKETPLACE_LABELS[a.marketplace];
  const record = async () => {
    const r = await send<SimpleAnswer>({ type: "delisted" });
    panel.say(
      r.ok
        ? `Taken down from ${where}: the delist task is ticked in SnapList.`
        : `Not ticked: ${r.message}. Tick it on the desk.`,
      r.ok ? "done" : "alert",
    );
  };
  if (a.done) return panel.say(`Taken down from ${where}: the delist task is ticked in SnapList.`, "done");
  const remove = a.map.map.remove;
  const gone = [...(remove?.done ?? []), ...GONE_WORDS];
  if (pageSays(document, gone) || (await adGone(a.adUrl, GONE_WORDS))) return record();
  if (!remove) {
    panel.say(
      `${where}'s map does not say how its ads are removed: remove "${a.title}" by hand, then tick it on the desk.`,
    );
    return watch(() => pageSays(document, gone), record);
  }
  const card = scopeOf(a.adUrl);
  if (!card) {
    panel.say(`"${a.title}" is not listed on this page: find it among your ads on ${where}, then remove it.`, "alert");
    return watch(() => pageSays(document, gone), record);
  }
  await openThrough(card, remove.open);
  // The reason: the choice that means "sold elsewhere" (or, for a withdrawn listing, "not selling any more").
  const reasons = a.reason === "withdrawn" ? (remove.withdrawnReasons ?? remove.reasons) : remove.reasons;
  const dialog = openDialog(document);
  const groups = discover(document).filter(
    (c) =>
      (c.kind === "radios" || c.kind === "buttons" || c.kind === "select") &&
      (!dialog || dialog.contains(c.el)) &&
      bestOption(choiceTexts(c), (t) => t, reasons) !== undefined,
  );
  let reason = "";
  for (const c of groups) {
    const r = await choose(c, reasons);
    if (r.ok) {
      reason = r.picked;
      break;
    }
  }
  const confirm = await waitFor(() => findControl(openDialog(document) ?? card, remove.confirm), 1500);
  const chosen = reason ? `Reason "${reason}" chosen. ` : "";
  if (confirm) {
    highlight(confirm);
    panel.say(`${chosen}Press "${nameOf(confirm)}" to take "${a.title}" down from ${where}.`);
  } else {
    panel.say(`${chosen}Remove "${a.title}" on ${where} by hand: SnapList ticks it once the page shows it gone.`);
  }
  watch(
    async () =>
      pageSays(document, remove.done) ||
      (confirm !== null && !confirm.isConnected && (await adGone(a.adUrl, GONE_WORDS))),
    record,
  );
}
