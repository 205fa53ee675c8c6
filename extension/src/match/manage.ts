import { nameScore, normalise } from "../../../src/contract/form-text.ts";
import { ownText, visible } from "./dom.ts";

/**
 * An ad's management pages (issue 40 item 4): the controls and texts of renewing and removing an ad, found by what
 * they say. The assistant opens menus and the removal dialog and picks the reason; the last press - Renew, the
 * final Remove - is always the admin's.
 */

const PRESSABLE =
  "button, a, [role=button], [role=menuitem], [role=tab], [role=link], input[type=submit], input[type=button]";

/** A shown control whose name is one of `texts` (equal, or starting with it), best match first, within `scope`. */
export function findControl(scope: Document | Element, texts: readonly string[]): HTMLElement | null {
  let best: { el: HTMLElement; score: number } | null = null;
  for (const el of Array.from(scope.querySelectorAll<HTMLElement>(PRESSABLE))) {
    if (!visible(el) || (el as HTMLButtonElement).disabled || el.closest("snaplist-assistant")) continue;
    const name = el.getAttribute("aria-label") || (el as HTMLInputElement).value || ownText(el);
    if (!name || name.length > 80) continue;
    for (const [i, t] of texts.entries()) {
      const score = nameScore(name, t) - i * 0.01;
      if (score >= 0.9 && (!best || score > best.score)) best = { el, score };
    }
  }
  return best?.el ?? null;
}

/** Whether the page says one of `texts` anywhere a person reads (the ad renewed, the ad removed). */
export function pageSays(doc: Document, texts: readonly string[]): boolean {
  const text = normalise(doc.body?.innerText ?? doc.body?.textContent ?? "");
  return texts.some((t) => normalise(t) && text.includes(normalise(t)));
}

const bare = (href: string) => href.split(/[?#]/)[0].replace(/\/+$/, "");

/**
 * An ad's card on a page that lists several (My Ads): the list item (or row, or article) holding a link to the ad's
 * own address. Null when the page does not list it.
 */
export function cardOf(doc: Document, adUrl: string): HTMLElement | null {
  const want = bare(adUrl);
  const link = Array.from(doc.querySelectorAll<HTMLAnchorElement>("a[href]")).find((a) => bare(a.href) === want);
  if (!link) return null;
  return link.closest<HTMLElement>("li, article, tr, [role=listitem], [role=article]") ?? link.parentElement;
}

/** The dialog shown now, when there is one (a removal dialog's buttons repeat the page's words). */
export function openDialog(doc: Document): HTMLElement | null {
  return (
    Array.from(doc.querySelectorAll<HTMLElement>("[role=dialog], [role=alertdialog], dialog[open]")).find((d) =>
      visible(d),
    ) ?? null
  );
}

/** Shows the admin the control to press: scrolled into view and outlined (the page's styles are left alone). */
export function highlight(el: HTMLElement) {
  el.scrollIntoView?.({ block: "center" });
  el.style.outline = "3px solid #0b7285";
  el.style.outlineOffset = "2px";
  el.dataset.snaplistPress = "true";
}

/** Texts that mean an ad is gone, whatever the marketplace. */
export const GONE_WORDS = [
  "this ad is no longer available",
  "ad is no longer available",
  "this listing is no longer available",
  "listing not found",
  "ad not found",
  "this ad has been removed",
  "ad removed",
  "ad deleted",
  "listing deleted",
];
