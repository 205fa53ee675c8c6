import { MARKETPLACE_LABELS } from "../../../src/contract/enums.ts";
import { bestOption } from "../../../src/contract/form-text.ts";
import { choiceTexts, discover } from "../match/controls.ts";
import { ownText, press, visible, waitFor } from "../match/dom.ts";
import { findControl, GONE_WORDS, highlight, pageSays } from "../match/manage.ts";
import { choose } from "../match/set.ts";
import { type PageAnswer, type SimpleAnswer, send } from "../messages.ts";
import type { Panel } from "./panel.ts";

/**
 * Renew and delist through the assistant (issue 40 item 4): at most two admin actions an ad - the desk's "Renew on
 * OLX" / "Delist on OLX", then the marketplace's own last button, which the assistant shows and never presses. When
 * the page shows the ad renewed or removed (or its address no longer shows it), SnapList records it, once.
 */

/** Watches the page (changes, and clicks) until `check` says yes; then runs `then` once. */
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

/** The open dialog's scope, when one is shown (a removal dialog's buttons repeat the page's words). */
function dialogScope(): Document | HTMLElement {
  const dialog = Array.from(
    document.querySelectorAll<HTMLElement>("[role=dialog], [role=alertdialog], dialog[open]"),
  ).find((d) => visible(d));
  return dialog ?? document;
}

function findIn(scope: Document | HTMLElement, texts: readonly string[]) {
  if (scope instanceof Document) return findControl(scope, texts);
  const found = findControl(document, texts);
  return found && scope.contains(found) ? found : null;
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
  if (pageSays(document, renew.done)) return record();
  let control = findControl(document, renew.press);
  for (const step of renew.open ?? []) {
    if (control) break;
    const opener = findControl(document, [step]);
    if (!opener) continue;
    press(opener);
    control = await waitFor(() => findControl(document, renew.press), 1500);
  }
  if (control) {
    highlight(control);
    panel.say(
      `Press "${nameOf(control)}" to renew "${a.title}" on ${where}. SnapList records it once the page shows it.`,
    );
  } else {
    panel.say(
      `No renew button on this page: find "${renew.press[0]}" for "${a.title}"; SnapList records it once shown.`,
    );
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
  if (pageSays(document, gone)) return record();
  if (!remove) {
    panel.say(
      `${where}'s map does not say how its ads are removed: remove "${a.title}" by hand, then tick it on the desk.`,
    );
    return watch(() => pageSays(document, gone), record);
  }
  let confirm = findIn(dialogScope(), remove.confirm);
  if (!confirm || dialogScope() === document) {
    const opener = findControl(document, remove.open);
    if (opener) {
      press(opener);
      await waitFor(() => dialogScope() !== document || null, 2000);
    } else if (await adGone(a.adUrl, gone)) {
      return record();
    }
  }
  // The reason: the choice that means "sold elsewhere", or the closest the marketplace offers.
  const scope = dialogScope();
  const reasons = discover(document).filter(
    (c) =>
      (c.kind === "radios" || c.kind === "buttons" || c.kind === "select" || c.kind === "combobox") &&
      (scope === document || scope.contains(c.el)) &&
      (c.kind === "combobox" || bestOption(choiceTexts(c), (t) => t, remove.reasons) !== undefined),
  );
  let reason = "";
  for (const c of reasons) {
    const r = await choose(c, remove.reasons);
    if (r.ok) {
      reason = r.picked;
      break;
    }
  }
  confirm = await waitFor(() => findIn(dialogScope(), remove.confirm) ?? findControl(document, remove.confirm), 1500);
  const chosen = reason ? `Reason "${reason}" chosen. ` : "";
  if (confirm) {
    highlight(confirm);
    panel.say(`${chosen}Press "${nameOf(confirm)}" to take "${a.title}" down from ${where}.`);
  } else {
    panel.say(`${chosen}Remove "${a.title}" on ${where} by hand: SnapList ticks it once the page shows it gone.`);
  }
  watch(
    async () => pageSays(document, gone) || (confirm !== null && !confirm.isConnected && (await adGone(a.adUrl, gone))),
    record,
  );
}
