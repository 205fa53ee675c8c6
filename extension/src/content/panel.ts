import { FIELD_LABELS } from "../match/run.ts";
import type { FieldResult } from "../match/types.ts";

/**
 * The assistant's panel on the marketplace's page, in a shadow root so that neither the page's styles nor ours
 * leak. It says what was filled, what was not (each with a Copy button), and how the posting stands.
 */

const CSS = `
:host { all: initial; }
section { position: fixed; right: 16px; bottom: 16px; z-index: 2147483647; width: 340px; max-height: 70vh;
  overflow: auto; background: #fff; color: #212529; border: 2px solid #0b7285; border-radius: 10px;
  box-shadow: 0 6px 24px rgba(0,0,0,.18); font: 14px/1.4 system-ui, sans-serif; padding: 12px 14px; }
h2 { font-size: 15px; margin: 0 0 6px; color: #0b7285; }
p { margin: 6px 0; }
p.alert { color: #a61e4d; font-weight: 600; }
p.done { color: #2b8a3e; font-weight: 600; }
ul { list-style: none; margin: 6px 0; padding: 0; }
li { display: flex; gap: 6px; align-items: baseline; padding: 3px 0; border-top: 1px solid #f1f3f5; }
li .mark { width: 1.2em; flex: none; }
li .what { flex: 1; word-break: break-word; }
button { font: inherit; font-size: 12px; border: 1px solid #0b7285; background: #e3fafc; color: #0b7285;
  border-radius: 6px; padding: 2px 8px; cursor: pointer; }
.close { position: absolute; top: 6px; right: 8px; border: none; background: none; font-size: 16px; }
`;

export class Panel {
  private root: ShadowRoot;
  private status: HTMLElement;
  private list: HTMLUListElement;

  constructor(doc: Document = document) {
    const host = doc.createElement("snaplist-assistant");
    doc.documentElement.append(host);
    this.root = host.attachShadow({ mode: "open" });
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
    close.addEventListener("click", () => host.remove());
    this.status = doc.createElement("p");
    this.status.setAttribute("role", "status");
    this.list = doc.createElement("ul");
    this.list.setAttribute("aria-label", "Fields");
    section.append(close, h, this.status, this.list);
    this.root.append(style, section);
  }

  say(text: string, tone: "info" | "alert" | "done" = "info") {
    this.status.textContent = text;
    this.status.className = tone === "info" ? "" : tone;
    this.status.setAttribute("role", tone === "alert" ? "alert" : "status");
  }

  /** A line for the admin to do by hand ("Photo 2 replaced"), with an optional button (Download, Copy). */
  note(text: string, action?: { label: string; run: () => Promise<string> }) {
    const doc = this.list.ownerDocument;
    const li = doc.createElement("li");
    li.dataset.state = "by-hand";
    const mark = doc.createElement("span");
    mark.className = "mark";
    mark.textContent = "✋";
    mark.setAttribute("aria-hidden", "true");
    const what = doc.createElement("span");
    what.className = "what";
    what.textContent = text;
    li.append(mark, what);
    if (action) {
      const button = doc.createElement("button");
      button.textContent = action.label;
      button.addEventListener("click", async () => {
        button.textContent = await action.run().catch((e: Error) => e.message);
      });
      li.append(button);
    }
    this.list.append(li);
  }

  add(result: FieldResult) {
    const doc = this.list.ownerDocument;
    const li = doc.createElement("li");
    li.dataset.field = result.field;
    li.dataset.state = result.ok ? "filled" : "missing";
    const mark = doc.createElement("span");
    mark.className = "mark";
    mark.textContent = result.ok ? "✓" : "✗";
    mark.setAttribute("aria-hidden", "true");
    const what = doc.createElement("span");
    what.className = "what";
    what.textContent = `${FIELD_LABELS[result.field]}: ${result.ok ? "filled" : "not filled"} - ${result.detail}`;
    li.append(mark, what);
    if (!result.ok && result.copy) {
      const copy = doc.createElement("button");
      copy.textContent = "Copy";
      copy.setAttribute("aria-label", `Copy ${FIELD_LABELS[result.field]}`);
      const value = result.copy;
      copy.addEventListener("click", async () => {
        await navigator.clipboard.writeText(value).catch(() => undefined);
        copy.textContent = "Copied";
      });
      li.append(copy);
    }
    this.list.append(li);
  }
}
