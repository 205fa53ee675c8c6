import { FIELD_LABELS, type FieldName } from "../../../src/contract/field-maps.ts";
import type { FieldResult } from "../match/types.ts";

/**
 * The assistant's panel on the marketplace's page, in a shadow root so that neither the page's styles nor ours
 * leak (issue 40 item 2). Per step it lists what it filled, what it could not fill (each with Copy and Teach), and
 * what is left for later steps; never a field the page does not ask for. It survives navigations because every
 * page draws it again from what the background kept.
 */

const CSS = `
:host { all: initial; }
section { position: fixed; right: 16px; bottom: 16px; z-index: 2147483647; width: 360px; max-height: 75vh;
  overflow: auto; background: #fff; color: #212529; border: 2px solid #0b7285; border-radius: 10px;
  box-shadow: 0 6px 24px rgba(0,0,0,.18); font: 14px/1.4 system-ui, sans-serif; padding: 12px 14px; }
h2 { font-size: 15px; margin: 0 0 6px; color: #0b7285; }
h3 { font-size: 13px; margin: 8px 0 2px; color: #495057; }
p { margin: 6px 0; }
p.alert { color: #a61e4d; font-weight: 600; }
p.done { color: #2b8a3e; font-weight: 600; }
p.small { font-size: 12px; color: #495057; }
ul { list-style: none; margin: 4px 0; padding: 0; }
li { display: flex; gap: 6px; align-items: baseline; padding: 3px 0; border-top: 1px solid #f1f3f5; flex-wrap: wrap; }
li .mark { width: 1.2em; flex: none; }
li .what { flex: 1 1 200px; word-break: break-word; }
button, select { font: inherit; font-size: 12px; border: 1px solid #0b7285; background: #e3fafc; color: #0b7285;
  border-radius: 6px; padding: 2px 8px; cursor: pointer; }
.close { position: absolute; top: 6px; right: 8px; border: none; background: none; font-size: 16px; }
.buyers .row { display: flex; gap: 6px; flex-wrap: wrap; margin: 6px 0; }
.buyers input, .buyers textarea { font: inherit; font-size: 13px; border: 1px solid #adb5bd; border-radius: 6px;
  padding: 4px 6px; width: 100%; box-sizing: border-box; }
.buyers label { font-size: 12px; color: #495057; display: block; margin-top: 4px; }
footer { margin-top: 8px; display: flex; gap: 6px; flex-wrap: wrap; }
`;

const MARKS: Record<FieldResult["state"], string> = {
  filled: "✓",
  healed: "✓",
  taught: "✓",
  unconfirmed: "?",
  missed: "✗",
};

const WORDS: Record<FieldResult["state"], string> = {
  filled: "filled",
  healed: "filled (healed)",
  taught: "filled (as taught)",
  unconfirmed: "check it",
  missed: "not filled",
};

/** What the panel says of a field: "filled", or for a field its fingerprint found, what matched (issue 49 item 1). */
const stateWords = (r: FieldResult) =>
  r.state === "healed" ? `filled (healed: ${r.foundBy ?? "found by how it looked before"})` : WORDS[r.state];

export interface StepView {
  step: number;
  /** This page's fields. */
  results: FieldResult[];
  /** Fields filled on earlier steps. */
  earlier: FieldName[];
  /** Fields the posting has that this form may ask on a later step. */
  later: FieldName[];
  onTeach?: (field: FieldName) => void;
  /** Photos the form did not take: downloaded, numbered in order, to drag in by hand. */
  onDownloadPhotos?: () => Promise<string>;
}

const list = (fields: FieldName[]) => fields.map((f) => FIELD_LABELS[f]).join(", ");

export class Panel {
  private root: ShadowRoot;
  private status: HTMLElement;
  private body: HTMLElement;
  private footer: HTMLElement;
  private terms: HTMLElement;
  private buyers: HTMLElement;
  readonly host: HTMLElement;

  constructor(doc: Document = document) {
    doc.querySelector("snaplist-assistant")?.remove();
    this.host = doc.createElement("snaplist-assistant");
    doc.documentElement.append(this.host);
    this.root = this.host.attachShadow({ mode: "open" });
    const style = doc.createElement("style");
    style.textContent = CSS;
    const section = doc.createElement("section");
    section.setAttribute("role", "region");
    section.setAttribute("aria-label", "SnapList assistant");
    const h = doc.createElement("h2");
    h.textContent = "SnapList assistant";
    const close = doc.createElement("button");
    close.className = "close";
    close.setAttribute("aria-label", "Hide the SnapList assistant");
    close.textContent = "×";
    close.addEventListener("click", () => this.host.remove());
    this.status = doc.createElement("p");
    this.status.setAttribute("role", "status");
    this.terms = doc.createElement("p");
    this.terms.className = "small terms";
    this.terms.hidden = true;
    this.body = doc.createElement("div");
    this.buyers = doc.createElement("div");
    this.buyers.className = "buyers";
    this.footer = doc.createElement("footer");
    section.append(close, h, this.status, this.terms, this.body, this.buyers, this.footer);
    this.root.append(style, section);
  }

  /** The buyers' offers and questions of the ad this page is about (content/buyers.ts draws them). */
  showBuyers(...nodes: HTMLElement[]) {
    this.buyers.replaceChildren(...nodes);
  }

  el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, cls?: string): HTMLElementTagNameMap[K] {
    const e = this.host.ownerDocument.createElement(tag);
    if (text !== undefined) e.textContent = text;
    if (cls) e.className = cls;
    return e;
  }

  say(text: string, tone: "info" | "alert" | "done" = "info") {
    this.status.textContent = text;
    this.status.className = tone === "info" ? "" : tone;
    this.status.setAttribute("role", tone === "alert" ? "alert" : "status");
  }

  /**
   * The seller's private terms for the admin's eyes only ("Seller's lowest: ₹X", issue 42): a line of the panel that
   * stays while steps change, and never a value any field is filled with.
   */
  showTerms(text: string | null) {
    this.terms.textContent = text ?? "";
    this.terms.hidden = !text;
  }

  /** This step's fields (filled, not filled, check), and one line each for earlier and later steps. */
  showStep(view: StepView) {
    this.body.replaceChildren();
    if (view.results.length) {
      this.body.append(this.el("h3", `Step ${view.step}: this page`));
      const ul = this.el("ul");
      ul.setAttribute("aria-label", "Fields");
      for (const r of view.results) ul.append(this.item(r, view));
      this.body.append(ul);
    }
    if (view.earlier.length) this.body.append(this.el("p", `Earlier steps: ${list(view.earlier)} filled`, "small"));
    if (view.later.length) this.body.append(this.el("p", `Left for later steps: ${list(view.later)}`, "small"));
  }

  private item(r: FieldResult, { onTeach, onDownloadPhotos }: StepView): HTMLLIElement {
    const li = this.el("li");
    li.dataset.field = r.field;
    li.dataset.state = r.state;
    const mark = this.el("span", MARKS[r.state], "mark");
    mark.setAttribute("aria-hidden", "true");
    li.append(mark, this.el("span", `${FIELD_LABELS[r.field]}: ${stateWords(r)} - ${r.detail}`, "what"));
    if (r.field === "photos" && r.state === "missed" && onDownloadPhotos) {
      li.append(
        this.button("Download photos", "Download the photos", async (b) => {
          b.textContent = await onDownloadPhotos().catch((e: Error) => e.message);
        }),
      );
    } else if (r.state === "missed" && r.copy) {
      const value = r.copy;
      li.append(
        this.button("Copy", `Copy ${FIELD_LABELS[r.field]}`, async (b) => {
          await navigator.clipboard.writeText(value).catch(() => undefined);
          b.textContent = "Copied";
        }),
      );
    }
    if (onTeach && r.field !== "photos") {
      li.append(this.button("Teach", `Teach ${FIELD_LABELS[r.field]}`, async () => onTeach(r.field)));
    }
    return li;
  }

  /** A button; `name` is its spoken name when it differs from its text (its text says what happened after). */
  button(label: string, name: string | null, run: (b: HTMLButtonElement) => Promise<void> | void): HTMLButtonElement {
    const b = this.el("button", label);
    b.type = "button";
    if (name) b.setAttribute("aria-label", name);
    b.addEventListener("click", () => void run(b));
    return b;
  }

  /** The footer's buttons (Teach another field, and each mode's own). */
  setActions(buttons: HTMLElement[]) {
    this.footer.replaceChildren(...buttons);
  }

  /** A line for the admin to do by hand ("Photo 2 replaced"), with an optional button (Download, Copy). */
  note(text: string, action?: { label: string; run: () => Promise<string> }) {
    let ul = this.body.querySelector("ul.notes");
    if (!ul) {
      ul = this.el("ul", undefined, "notes");
      this.body.append(ul);
    }
    const li = this.el("li");
    li.dataset.state = "by-hand";
    const mark = this.el("span", "✋", "mark");
    mark.setAttribute("aria-hidden", "true");
    li.append(mark, this.el("span", text, "what"));
    if (action) {
      li.append(
        this.button(action.label, null, async (b) => {
          b.textContent = await action.run().catch((e: Error) => e.message);
        }),
      );
    }
    ul.append(li);
  }

  /** A choice asked in the panel (which field to teach, which option means our value); resolves with the pick. */
  ask(question: string, options: string[], name: string): Promise<string | null> {
    return new Promise((resolve) => {
      const select = this.el("select");
      select.setAttribute("aria-label", name);
      select.append(this.el("option", question), ...options.map((o) => this.el("option", o)));
      const cancel = this.button("Cancel", "Cancel", () => {
        this.setActions([]);
        resolve(null);
      });
      select.addEventListener("change", () => {
        if (select.selectedIndex > 0) resolve(options[select.selectedIndex - 1]);
      });
      this.setActions([select, cancel]);
      select.focus();
    });
  }
}
