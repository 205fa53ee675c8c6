import { bestOption, normalise, optionKey } from "../../../src/contract/form-text.ts";
import { type Control, choiceText, labelsOf } from "./controls.ts";
import { byIds, fire, isChosen, ownText, press, settle, visible, waitFor } from "./dom.ts";

/**
 * Putting values into controls the way the page's own code notices them, and reading them back after its handlers
 * ran (issue 40 item 2: a field is "filled" only when the form shows it). React and its kind keep their own copy of
 * an input's value: it must go through the prototype's native setter and be announced with input/change events.
 */

function nativeSetter(el: HTMLElement): ((v: string) => void) | undefined {
  const win = el.ownerDocument.defaultView ?? window;
  const proto =
    el instanceof win.HTMLTextAreaElement
      ? win.HTMLTextAreaElement.prototype
      : el instanceof win.HTMLSelectElement
        ? win.HTMLSelectElement.prototype
        : win.HTMLInputElement.prototype;
  return Object.getOwnPropertyDescriptor(proto, "value")?.set;
}

const isField = (el: HTMLElement) => el.tagName === "INPUT" || el.tagName === "TEXTAREA";

/** What a control shows now: its value, its text, the chosen option or choice. */
export function shownValue(control: Control): string {
  const el = control.el;
  switch (control.kind) {
    case "select": {
      const select = el as HTMLSelectElement;
      return select.selectedIndex >= 0 ? (select.options[select.selectedIndex]?.text ?? "") : "";
    }
    case "radios":
    case "buttons": {
      const chosen = (control.choices ?? []).find((c) => isChosen(c) || selectedByClass(c));
      return chosen ? choiceText(chosen) : "";
    }
    case "combobox": {
      const inner = el.querySelector("input");
      if (inner?.value) return inner.value;
      const active = byIds(el.ownerDocument, el.getAttribute("aria-activedescendant"))[0];
      return ownText(el) || (active ? ownText(active) : "");
    }
    default:
      return isField(el) ? (el as HTMLInputElement).value : (el.innerText ?? el.textContent ?? "");
  }
}

const selectedByClass = (el: Element) => /(^|[\s_-])(selected|active|checked|chosen)($|[\s_-])/i.test(el.className);

/** Types `value` into an input, a textarea or a contenteditable box; true when the control then shows it. */
export async function setText(el: HTMLElement, value: string, opts: { keepFocus?: boolean } = {}): Promise<boolean> {
  el.focus();
  if (isField(el)) {
    const set = nativeSetter(el);
    if (set) set.call(el, value);
    else (el as HTMLInputElement).value = value;
    fire(el, "input", { data: value, inputType: "insertText" });
    fire(el, "change");
  } else {
    // contenteditable (or role=textbox on a div): select what is there, then insert as typing would.
    const doc = el.ownerDocument;
    const selection = doc.getSelection();
    if (selection) {
      const range = doc.createRange();
      range.selectNodeContents(el);
      selection.removeAllRanges();
      selection.addRange(range);
    }
    let inserted = false;
    try {
      inserted = typeof doc.execCommand === "function" && doc.execCommand("insertText", false, value);
    } catch {
      inserted = false;
    }
    if (!inserted || normalise(el.innerText ?? el.textContent) !== normalise(value)) {
      // Editors that listen to beforeinput take the text from the event; others read the DOM after input.
      const proceed = fire(el, "beforeinput", { data: value, inputType: "insertText" });
      if (proceed && normalise(el.innerText ?? el.textContent) !== normalise(value)) el.textContent = value;
      fire(el, "input", { data: value, inputType: "insertText" });
    }
  }
  if (!opts.keepFocus) el.blur();
  await settle();
  const now = isField(el) ? (el as HTMLInputElement).value : (el.innerText ?? el.textContent ?? "");
  return normalise(now) === normalise(value);
}

const closeMenu = (el: HTMLElement) => {
  fire(el, "keydown", { key: "Escape" });
  el.ownerDocument.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
};

/** The options a combobox opened: its aria-controls / aria-owns listbox first, else any listbox now shown. */
function openOptions(trigger: HTMLElement): HTMLElement[] {
  const doc = trigger.ownerDocument;
  const lists = byIds(doc, `${trigger.getAttribute("aria-controls") ?? ""} ${trigger.getAttribute("aria-owns") ?? ""}`);
  if (trigger.getAttribute("role") === "listbox") lists.push(trigger);
  const scope = lists.length ? lists : Array.from(doc.querySelectorAll<HTMLElement>("[role=listbox], [role=menu]"));
  return scope.flatMap((l) =>
    Array.from(l.querySelectorAll<HTMLElement>("[role=option], [role=menuitem], [role=menuitemradio]")).filter((o) =>
      visible(o),
    ),
  );
}

export type Chosen = { ok: true; picked: string } | { ok: false; reason: string };

/** Picks `wanted` (our value first, then its synonyms) in a select, a menu, a radio group or segmented buttons. */
export async function choose(control: Control, wanted: readonly string[]): Promise<Chosen> {
  const el = control.el;
  if (control.kind === "select") {
    const select = el as HTMLSelectElement;
    const option = bestOption(Array.from(select.options), (o) => o.text, wanted);
    if (!option) return { ok: false, reason: "no matching option" };
    nativeSetter(select)?.call(select, option.value);
    fire(select, "input");
    fire(select, "change");
    await settle();
    return shown(control, option.text);
  }
  if (control.kind === "radios" || control.kind === "buttons") {
    const choice = bestOption(control.choices ?? [], choiceText, wanted);
    if (!choice) return { ok: false, reason: "no matching choice" };
    const target = choice.tagName === "INPUT" && !visible(choice) ? (labelsOf(choice)[0] ?? choice) : choice;
    press(target as HTMLElement);
    await settle();
    return shown(control, choiceText(choice));
  }
  // A custom menu: open it, wait for its options, pick one.
  press(el);
  const options = await waitFor(() => {
    const found = openOptions(el);
    return found.length ? found : null;
  }, 1500);
  const option = options ? bestOption(options, (o) => ownText(o), wanted) : undefined;
  if (!option) {
    closeMenu(el);
    if (el.getAttribute("aria-expanded") === "true") press(el);
    return { ok: false, reason: options ? "no matching option" : "the menu did not open" };
  }
  const text = ownText(option);
  press(option);
  await settle();
  return shown(control, text);
}

/** Read back: the control shows the picked text (or the option is marked chosen). */
function shown(control: Control, picked: string): Chosen {
  const now = optionKey(shownValue(control));
  const want = optionKey(picked);
  if (now && (now === want || now.includes(want))) return { ok: true, picked: picked.trim() };
  return { ok: false, reason: `chose "${picked.trim()}" but the form does not show it` };
}

/** Elements that look like suggestions, shown now. */
function suggestionsNow(doc: Document): HTMLElement[] {
  return Array.from(
    doc.querySelectorAll<HTMLElement>("[role=option], [role=listbox] li, [role=menuitem], ul li, ol li"),
  ).filter((e) => visible(e) && !e.closest("select, nav, header, footer") && ownText(e).length > 0);
}

function words(s: string) {
  return optionKey(s).split(" ").filter(Boolean);
}

/**
 * How well a suggestion fits: it must hold every word typed; then the share of its words that the full wanted value
 * (its context) holds. "Mumbai, Maharashtra" fits "Andheri West, Mumbai, Maharashtra" better than "Navi Mumbai".
 */
export function suggestionScore(suggestion: string, typed: string, context: string): number {
  const s = words(suggestion);
  if (!s.length || !words(typed).every((w) => s.includes(w))) return 0;
  const known = new Set([...words(context), ...words(typed)]);
  return s.filter((w) => known.has(w)).length / s.length;
}

/**
 * A typeahead: type `typed`, wait for the suggestions, pick the one that fits `context` best, and check that the
 * form took it. Typed text alone never counts: without a suggestion picked, the field is not filled.
 */
export async function typeAndPick(
  control: Control,
  typed: string,
  context: string,
  opts: { alreadyTyped?: boolean } = {},
): Promise<Chosen> {
  const el = control.el;
  const doc = el.ownerDocument;
  const list = el.getAttribute("list");
  if (list) {
    // A native datalist: its options are the suggestions; choosing one is typing its value.
    const options = Array.from(doc.getElementById(list)?.querySelectorAll("option") ?? []);
    const best = pickBest(options, (o) => o.value || o.text, typed, context);
    if (!best) return { ok: false, reason: `no suggestion for "${typed}"` };
    return (await setText(el, best.value || best.text))
      ? { ok: true, picked: best.value || best.text }
      : { ok: false, reason: "the form did not take the suggestion" };
  }
  const before = new Set(opts.alreadyTyped ? [] : suggestionsNow(doc));
  if (!opts.alreadyTyped) {
    await setText(el, typed, { keepFocus: true });
    fire(el, "keyup", { key: typed.slice(-1) });
  }
  const offered = await waitFor(() => {
    const fresh = suggestionsNow(doc).filter((s) => !before.has(s) && suggestionScore(ownText(s), typed, context) > 0);
    return fresh.length ? fresh : null;
  }, 2500);
  if (!offered) return { ok: false, reason: `typed "${typed}" but no suggestion came to pick` };
  const best = pickBest(offered, ownText, typed, context);
  if (!best) return { ok: false, reason: `no suggestion fits "${context}"` };
  const text = ownText(best);
  press(best);
  await settle();
  el.blur();
  await settle();
  // Taken: the box shows the suggestion, and the suggestions are gone.
  const now = optionKey(shownValue(control));
  const still = best.isConnected && visible(best);
  if (now && (now === optionKey(text) || optionKey(text).includes(now) || now.includes(optionKey(text))) && !still) {
    return { ok: true, picked: text };
  }
  return { ok: false, reason: `picked "${text}" but the form does not show it` };
}

/** The suggestion that fits best; between equal fits, the most specific (the one naming more of the value). */
function pickBest<T>(options: T[], textOf: (o: T) => string, typed: string, context: string): T | undefined {
  let best: { o: T; s: number; n: number } | undefined;
  for (const o of options) {
    const t = textOf(o);
    const s = suggestionScore(t, typed, context);
    const n = words(t).length;
    if (s > 0 && (!best || s > best.s || (s === best.s && n > best.n))) best = { o, s, n };
  }
  return best && best.s >= 0.5 ? best.o : undefined;
}
