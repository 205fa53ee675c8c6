import type { Locator } from "../../../src/contract/field-maps.ts";
import { normalise } from "../../../src/contract/form-text.ts";
import { type Control, choiceText, discover } from "./controls.ts";
import { ownText } from "./dom.ts";
import { roleOfControl } from "./fingerprint.ts";

/**
 * Teach (issue 40 item 3): the admin clicks the control a field belongs in, or the option that means our value; the
 * assistant turns the click into what a map holds - how a person names that control, never its id or classes.
 */

/** The control a click landed on: the control itself, one of its choices, or a label tied to it. */
export function controlAt(target: Element, doc: Document): Control | null {
  const label = target.closest("label");
  const tied = label?.control ?? null;
  const controls = discover(doc);
  return (
    controls.find(
      (c) =>
        c.el === target ||
        c.el === tied ||
        c.el.contains(target) ||
        (c.choices ?? []).some((ch) => ch === tied || ch.contains(target) || ch.closest("label")?.contains(target)),
    ) ?? null
  );
}

/** How the map will find this control again: its label (or the text before it), aria-label, placeholder, name. */
export function locatorFor(control: Control): Locator {
  const n = control.names;
  const locator: Locator = { role: roleOfControl(control) };
  const label = n.label[0] || n.before || (control.kind === "radios" || control.kind === "buttons" ? n.legend : "");
  // As a person would write it down: without the required-field asterisk or a trailing colon.
  if (normalise(label))
    locator.label = [
      label
        .replace(/[\s*:]+$/, "")
        .trim()
        .slice(0, 120),
    ];
  if (normalise(n.aria)) locator.ariaLabel = [n.aria.trim().slice(0, 120)];
  if (normalise(n.placeholder)) locator.placeholder = [n.placeholder.trim().slice(0, 120)];
  const name = control.el.getAttribute("name");
  if (name && !/\d{3,}|[0-9a-f]{8,}/i.test(name)) locator.name = [name.slice(0, 120)];
  return locator;
}

const OPTION_LIKE =
  "[role=option], [role=radio], [role=menuitem], [role=menuitemradio], [role=tab], [role=button], button, li, label, a";

/** The text of the option, tile, radio or button a click landed on. */
export function optionTextAt(target: Element): string {
  if (target instanceof (target.ownerDocument.defaultView ?? window).HTMLInputElement) return choiceText(target);
  const option = target.closest(OPTION_LIKE) ?? target;
  return ownText(option).slice(0, 120);
}
