import { useEffect, useRef } from "react";

/**
 * The posting session's keys (issue 29 item 1): one key each, shown on screen (the legend and a <kbd> on each
 * button) and given to assistive technology as aria-keyshortcuts.
 */
export const SESSION_SHORTCUTS = {
  copyTitle: { key: "T", label: "Copy title" },
  copyDescription: { key: "D", label: "Copy description" },
  copyPrice: { key: "P", label: "Copy price" },
  markPosted: { key: "M", label: "Mark Posted with the address on the clipboard" },
  skip: { key: "S", label: "Skip" },
  next: { key: "N", label: "Next" },
} as const;
export type SessionAction = keyof typeof SESSION_SHORTCUTS;

/** What a key press needs to be read as a shortcut (a KeyboardEvent has all of it). */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  repeat?: boolean;
  isComposing?: boolean;
  defaultPrevented?: boolean;
  target: EventTarget | null;
}

/** Where typing happens: a key pressed there is text, not a command. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== "function") return false;
  const el = target as HTMLElement;
  if (el.isContentEditable) return true;
  const field = el.closest("input, textarea, select, [contenteditable=''], [contenteditable='true'], [role='textbox']");
  if (!field) return false;
  // A checkbox, radio or button-like input takes no text: its keys may still be shortcuts.
  if (field instanceof HTMLInputElement) {
    return !["checkbox", "radio", "button", "submit", "reset", "range", "color", "file"].includes(field.type);
  }
  return true;
}

/**
 * The session action a key press asks for, or null: a plain letter (either case, Shift allowed), never with
 * Ctrl, Alt or Meta (the browser's and the screen reader's own keys), never while typing, never a held key's
 * repeats, never a press something else already handled.
 */
export function shortcutFor(press: KeyPress): SessionAction | null {
  if (press.ctrlKey || press.altKey || press.metaKey) return null;
  if (press.repeat || press.isComposing || press.defaultPrevented) return null;
  if (press.key.length !== 1) return null;
  if (isTypingTarget(press.target)) return null;
  const key = press.key.toUpperCase();
  for (const [action, s] of Object.entries(SESSION_SHORTCUTS)) if (s.key === key) return action as SessionAction;
  return null;
}

/**
 * Listens for the session's keys on the document while `enabled`. `handlers` may change every render; only the
 * actions with a handler are taken (the key of an action that is not available now does nothing).
 */
export function useSessionShortcuts(
  handlers: Partial<Record<SessionAction, () => void>>,
  enabled = true,
  // A modal dialog (a confirmation) owns the keyboard while it is open.
  root: Document | null = typeof document === "undefined" ? null : document,
) {
  const current = useRef(handlers);
  current.current = handlers;
  useEffect(() => {
    if (!enabled || !root) return;
    const onKey = (e: KeyboardEvent) => {
      const action = shortcutFor(e);
      const run = action ? current.current[action] : undefined;
      if (!run) return;
      if (root.querySelector("[role='dialog'][aria-modal='true']")) return;
      e.preventDefault();
      run();
    };
    root.addEventListener("keydown", onKey);
    return () => root.removeEventListener("keydown", onKey);
  }, [enabled, root]);
}
