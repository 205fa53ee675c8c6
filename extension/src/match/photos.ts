import { nameScore } from "../../../src/contract/form-text.ts";
import type { Control } from "./controls.ts";
import { fire, inPageChrome, ownText, visible, wait } from "./dom.ts";

/**
 * Photos attached exactly once, in order (issue 40 item 1): into the file input (hidden ones included), else dropped
 * on the drop zone. Whether the form took them is read from what the page shows - previews, a count - not from the
 * input's file list, which many forms empty after reading it.
 */

export interface PhotoTarget {
  input: HTMLInputElement | null;
  zone: HTMLElement | null;
}

const ZONE_WORDS = ["add photos", "add photo", "upload photos", "upload", "drag and drop", "add images", "photos"];

/** The photo section around an element: the nearest ancestor that also holds a heading, label or count. */
function sectionOf(el: HTMLElement): HTMLElement {
  let node: HTMLElement = el;
  for (let depth = 0; depth < 4 && node.parentElement && node.parentElement !== node.ownerDocument.body; depth++) {
    node = node.parentElement;
    if (node.matches("section, fieldset, form, [role=group], [role=region]")) break;
  }
  return node;
}

/** Where photos go on this page: its file input and its drop zone (by the map's texts, else by words). */
export function photoTarget(doc: Document, controls: readonly Control[], zoneTexts: readonly string[]): PhotoTarget {
  const inputs = controls.filter((c) => c.kind === "file").map((c) => c.el as HTMLInputElement);
  const accepting = inputs.filter((i) => !i.accept || /image|jpe?g|png|\*/i.test(i.accept));
  const input = accepting.find((i) => i.multiple) ?? accepting[0] ?? null;
  const texts = [...zoneTexts, ...ZONE_WORDS];
  const candidates = Array.from(doc.querySelectorAll<HTMLElement>("[role=button], button, label, div, section")).filter(
    (e) => visible(e) && !inPageChrome(e),
  );
  let zone = null as HTMLElement | null;
  let best = 0;
  for (const e of candidates) {
    const name = e.getAttribute("aria-label") || ownText(e);
    if (!name || name.length > 120) continue;
    const s = Math.max(...texts.map((t) => nameScore(name, t)));
    // The smallest element with the best name: the zone itself, not the page around it.
    if (s > best || (s === best && s > 0 && zone?.contains(e))) {
      best = s;
      zone = e;
    }
  }
  return { input, zone: best >= 0.75 ? zone : null };
}

/** How many photos the page shows in the photo section: a count it writes ("5/20", "5 photos") or previews. */
export function photosShown(target: PhotoTarget): number {
  const around = target.zone ?? target.input;
  if (!around) return 0;
  const section = sectionOf(around);
  const text = ownText(section);
  // "5/20" (a photo cap is small: a title's "23/70" counter is not a photo count), or "5 photos".
  const ofCap = /(\d+)\s*\/\s*(\d+)/g;
  let counted: string | undefined;
  for (const m of text.matchAll(ofCap)) if (Number(m[2]) <= 30 && Number(m[1]) <= Number(m[2])) counted = m[1];
  counted ??= /(\d+)\s*(?:photos?|images?|pictures?)\b/i.exec(text)?.[1];
  const previews = Array.from(section.querySelectorAll<HTMLImageElement>("img")).filter(
    (img) => /^(blob:|data:image)/.test(img.src) && visible(img),
  ).length;
  return Math.max(counted ? Number(counted) : 0, previews);
}

export type Attached =
  | { ok: true; how: "input" | "drop"; count: number }
  | { ok: false; unconfirmed: true; how: "input" | "drop"; reason: string }
  | { ok: false; unconfirmed?: false; reason: string };

/**
 * Hands the files over once: into the input (a DataTransfer's files, then input/change), else as a drop on the
 * zone. Then waits for the page to show them. A page that took them but shows nothing answers "unconfirmed", and
 * they are never given twice.
 */
export async function attachPhotos(target: PhotoTarget, files: File[]): Promise<Attached> {
  const before = photosShown(target);
  const win = (target.input ?? target.zone)?.ownerDocument.defaultView ?? window;
  const transfer = () => {
    const dt = new win.DataTransfer();
    for (const f of files) dt.items.add(f);
    return dt;
  };
  let how: "input" | "drop" | null = null;
  if (target.input) {
    try {
      target.input.files = transfer().files;
      fire(target.input, "input");
      fire(target.input, "change");
      how = "input";
    } catch {
      how = null;
    }
  }
  if (!how && target.zone) {
    const dt = transfer();
    fire(target.zone, "dragenter", { dataTransfer: dt });
    fire(target.zone, "dragover", { dataTransfer: dt });
    const drop = new win.DragEvent("drop", { bubbles: true, cancelable: true, composed: true, dataTransfer: dt });
    // Some engines leave a constructed DragEvent's dataTransfer empty: give it the files explicitly.
    if (!drop.dataTransfer?.files.length) Object.defineProperty(drop, "dataTransfer", { value: dt });
    const notHandled = target.zone.dispatchEvent(drop);
    // A page that takes dropped files cancels the drop (or the browser would open the file).
    if (!notHandled) how = "drop";
  }
  if (!how) return { ok: false, reason: target.input || target.zone ? "The form refused the photos" : "No photo box" };
  for (let i = 0; i < 40; i++) {
    await wait(50);
    if (photosShown(target) >= before + files.length || photosShown(target) === files.length) {
      return { ok: true, how, count: files.length };
    }
  }
  if (how === "input" && target.input?.files?.length === files.length) return { ok: true, how, count: files.length };
  return { ok: false, unconfirmed: true, how, reason: "The form took the photos but shows no previews yet" };
}
