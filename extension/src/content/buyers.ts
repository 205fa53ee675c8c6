import { isPublishedAdUrl } from "../../../src/contract/ad-address.ts";
import { type AssistantBuyerAd, BUYER_POLL_MS, isBuyerPage } from "../../../src/contract/assistant-buyers.ts";
import { COMMON_QUESTION_TEXTS, COMMON_QUESTIONS, type CommonQuestion } from "../../../src/contract/buyer-questions.ts";
import { MARKETPLACE_LABELS, type Marketplace } from "../../../src/contract/enums.ts";
import { formatInr } from "../../../src/contract/money.ts";
import type { AdminOffer } from "../../../src/contract/offers.ts";
import { waitFor } from "../match/dom.ts";
import { type BuyerAdAnswer, type Request, send } from "../messages.ts";
import { Panel } from "./panel.ts";

/**
 * Buyers' offers and questions from the panel (issue 49 item 4, docs/decisions/193): on one of SnapList's ads, or on
 * the marketplace's chat about one, where the buyer's words actually are. Record offer: the button, the amount,
 * Enter (3 actions). Ask the seller: the button, then a common question (2), or the buyer's words pasted into the box
 * that opens focused (2: the paste sends after a moment that Cancel can stop; typed words go with Enter). The
 * seller's answer shows here when it comes (the panel asks again while one waits), with "Told the buyer".
 */

/** The page's ad addresses: its own, when it is an ad, then those it links to (a chat names the ad it is about). */
export function pageAdUrls(doc: Document, marketplace: Marketplace): string[] {
  const here = isPublishedAdUrl(marketplace, doc.location.href) ? [doc.location.href] : [];
  const links = Array.from(doc.querySelectorAll<HTMLAnchorElement>("a[href]"))
    .map((a) => a.href)
    .filter((href) => isPublishedAdUrl(marketplace, href));
  return [...new Set([...here, ...links])].slice(0, 20);
}

/** How long a pasted question waits before it is sent, so that a wrong paste can be cancelled. */
const PASTE_SEND_MS = 2000;

const ask = (req: Request) => send<BuyerAdAnswer>(req);

function offerLine(o: AdminOffer): string {
  const amount = formatInr(o.amount);
  switch (o.status) {
    case "open":
      return o.atOrAboveFloor
        ? `${amount}: at or above the seller's lowest, accept it on the desk`
        : `${amount}: waiting for the seller`;
    case "accepted":
      return `${amount}: accepted${o.decidedBy === "seller" ? " by the seller: tell the buyer" : ""}`;
    case "countered":
      return `${amount}: the seller asks ${formatInr(o.counterAmount ?? o.amount)}: tell the buyer`;
    case "declined":
      return `${amount}: declined by the seller`;
  }
}

/** Something waits for the seller: the panel asks again until it is answered. */
const waiting = (ad: AssistantBuyerAd) =>
  ad.questions.some((q) => !q.answer) || ad.offers.some((o) => o.status === "open" && !o.atOrAboveFloor);

export class BuyerTools {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private told = new Set<string>();
  private answered = new Set<string>();

  constructor(
    private readonly panel: Panel,
    private ad: AssistantBuyerAd,
  ) {
    for (const q of ad.questions) if (q.answer) this.answered.add(q.id);
  }

  /** Takes what SnapList answered: the ad again, and a line about what happened. */
  private adopt(r: BuyerAdAnswer, quiet = false): boolean {
    if (this.stopped) return false;
    if (!r.ok) {
      if (!quiet) this.panel.say(r.message, "alert");
      return false;
    }
    const fresh = r.ad.questions.filter((q) => q.answer && !this.answered.has(q.id));
    for (const q of fresh) this.answered.add(q.id);
    this.ad = r.ad;
    if (fresh.length) this.panel.say(`The seller answered: ${fresh[0].answerForBuyer ?? ""}`, "done");
    else if (r.message) this.panel.say(r.message, "done");
    this.draw();
    return true;
  }

  private stopped = false;

  /** Another ad took the panel (a chat opened another conversation): this one asks and draws no more. */
  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private poll() {
    clearTimeout(this.timer);
    if (this.stopped || !waiting(this.ad)) return;
    this.timer = setTimeout(async () => {
      this.adopt(await ask({ type: "buyer-refresh", listingId: this.ad.listingId }), true);
    }, BUYER_POLL_MS);
  }

  draw(form?: HTMLElement) {
    const p = this.panel;
    const ad = this.ad;
    const head = p.el("h3", `Buyers: ${ad.title} (${formatInr(ad.price)}) on ${MARKETPLACE_LABELS[ad.marketplace]}`);
    const parts: HTMLElement[] = [head];
    if (!ad.forSale) parts.push(p.el("p", ad.closed ?? "", "alert"));
    else {
      const row = p.el("div", undefined, "row");
      row.append(
        p.button("Record offer", null, () => this.draw(this.offerForm())),
        p.button("Ask the seller", null, () => this.draw(this.askForm())),
      );
      parts.push(row);
      if (form) parts.push(form);
    }
    if (ad.offers.length) {
      parts.push(p.el("h3", "Offers"));
      const ul = p.el("ul");
      ul.setAttribute("aria-label", "Offers");
      for (const o of ad.offers) {
        const li = p.el("li");
        li.append(p.el("span", offerLine(o), "what"));
        const relay = o.decidedBy === "seller" && (o.status === "accepted" || o.status === "countered");
        if (relay && !this.told.has(o.id)) {
          li.append(
            p.button("Told the buyer", `Told the buyer about the offer of ${formatInr(o.amount)}`, async () => {
              this.told.add(o.id);
              this.adopt(await ask({ type: "buyer-relayed", listingId: ad.listingId, kind: "offer", id: o.id }));
            }),
          );
        }
        ul.append(li);
      }
      parts.push(ul);
    }
    if (ad.questions.length) {
      parts.push(p.el("h3", "Questions"));
      const ul = p.el("ul");
      ul.setAttribute("aria-label", "Questions");
      for (const q of ad.questions) {
        const li = p.el("li");
        li.dataset.answered = String(Boolean(q.answer));
        const what = q.answer ? `the seller answered. Tell the buyer: ${q.answerForBuyer}` : "waiting for the seller";
        li.append(p.el("span", `“${q.question}”: ${what}`, "what"));
        if (q.answer) {
          li.append(
            p.button("Told the buyer", `Told the buyer: ${q.question}`, async () => {
              this.adopt(await ask({ type: "buyer-relayed", listingId: ad.listingId, kind: "question", id: q.id }));
            }),
          );
        }
        ul.append(li);
      }
      parts.push(ul);
    }
    p.showBuyers(...parts);
    this.poll();
  }

  /** The amount, focused; Enter records it. */
  private offerForm(): HTMLElement {
    const p = this.panel;
    const form = p.el("form");
    const label = p.el("label", "Buyer's offer (₹), then Enter");
    const input = p.el("input");
    input.inputMode = "decimal";
    input.setAttribute("aria-label", "Buyer's offer");
    label.append(input);
    form.append(label);
    form.addEventListener("submit", async (e) => {
      e.preventDefault();
      if (!input.value.trim()) return;
      input.disabled = true;
      const r = await ask({ type: "record-offer", listingId: this.ad.listingId, amount: input.value.trim() });
      if (!this.adopt(r)) {
        input.disabled = false;
        input.focus();
      }
    });
    queueMicrotask(() => input.focus());
    return form;
  }

  /** The common questions, one click each, and a box for the buyer's words (a paste sends; Enter sends typing). */
  private askForm(): HTMLElement {
    const p = this.panel;
    const box = p.el("div");
    const row = p.el("div", undefined, "row");
    const sendQuestion = async (q: { common?: CommonQuestion; text?: string }) => {
      this.adopt(await ask({ type: "ask-seller", listingId: this.ad.listingId, ...q }));
    };
    for (const c of COMMON_QUESTIONS) {
      row.append(p.button(COMMON_QUESTION_TEXTS[c].en, null, () => sendQuestion({ common: c })));
    }
    const label = p.el("label", "Or paste the buyer's words (they are sent as pasted; Enter sends typed words)");
    const words = p.el("textarea");
    words.rows = 2;
    words.setAttribute("aria-label", "Buyer's words");
    label.append(words);
    const note = p.el("p", "", "small");
    let pending: ReturnType<typeof setTimeout> | undefined;
    const cancel = p.button("Cancel", "Cancel sending", () => {
      clearTimeout(pending);
      note.replaceChildren("Not sent: change the words, then Enter.");
    });
    words.addEventListener("paste", () => {
      clearTimeout(pending);
      // The pasted text is in the box once the paste has happened.
      setTimeout(() => {
        if (!words.value.trim()) return;
        note.replaceChildren(`Sending “${words.value.trim().slice(0, 60)}” to the seller… `, cancel);
        pending = setTimeout(() => void sendQuestion({ text: words.value.trim() }), PASTE_SEND_MS);
      }, 0);
    });
    words.addEventListener("keydown", (e) => {
      if (e.key !== "Enter" || e.shiftKey || !words.value.trim()) return;
      e.preventDefault();
      clearTimeout(pending);
      void sendQuestion({ text: words.value.trim() });
    });
    box.append(row, label, note);
    queueMicrotask(() => words.focus());
    return box;
  }
}

/**
 * On an ad or a chat page, when the page is about one of SnapList's live ads: its buyer tools, in the panel given
 * (a posting's tab just marked posted) or in a panel of their own. Nothing is shown on anyone else's ad. A chat that
 * opens another conversation in place is asked about again.
 */
export async function offerBuyerTools(marketplace: Marketplace, panel: Panel | null = null) {
  if (!isBuyerPage(marketplace, location.href)) return;
  let shown = panel;
  let asked = "";
  let listingId = "";
  let tools: BuyerTools | null = null;
  const look = async () => {
    const urls = pageAdUrls(document, marketplace);
    const key = JSON.stringify(urls);
    if (!urls.length || key === asked) return;
    asked = key;
    const r = await ask({ type: "buyer-ad", urls });
    if (!r.ok || r.ad.listingId === listingId) return;
    listingId = r.ad.listingId;
    shown ??= new Panel();
    shown.showTerms(r.ad.sellerTerms);
    tools?.stop();
    tools = new BuyerTools(shown, r.ad);
    tools.draw();
  };
  // A chat draws its conversation after the page: its link to the ad may come a moment later.
  await waitFor(() => pageAdUrls(document, marketplace).length > 0, 5000);
  await look();
  let timer: ReturnType<typeof setTimeout> | undefined;
  new MutationObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(() => void look(), 500);
  }).observe(document.body, { childList: true, subtree: true });
}
