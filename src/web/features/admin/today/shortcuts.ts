import { useEffect, useRef } from "react";
import { isTypingTarget } from "../posting-session/shortcuts.ts";

/**
 * Today's keys (issue 41): next and previous item, open its work, mark it done. Plain keys only, never with Ctrl,
 * Alt or Meta, never while typing, never while a dialog is open; shown on screen and given as aria-keyshortcuts.
 */
export const TODAY_SHORTCUTS = {
  next: { keys: ["J", "ArrowDown"], label: "Next item", shown: "J" },
  previous: { keys: ["K", "ArrowUp"], label: "Previous item", shown: "K" },
  open: { keys: ["O", "Enter"], label: "Open its work", shown: "O" },
  done: { keys: ["D"], label: "Done", shown: "D" },
} as const;
export type TodayAction = keyof typeof TODAY_SHORTCUTS;

export function todayActionFor(e: {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  repeat?: boolean;
  isComposing?: boolean;
  defaultPrevented?: boolean;
  target: EventTarget | null;
}): TodayAction | null {
  if (e.ctrlKey || e.altKey || e.metaKey || e.isComposing || e.defaultPrevented) return null;
  if (isTypingTarget(e.target)) return null;
  // Enter on a button or a link is that control's own click, not "open".
  const el = e.target as Element | null;
  const onControl =
    typeof el?.closest === "function" && Boolean(el.closest("button, a, [role='button'], [role='tab'], select"));
  const key = e.key.length === 1 ? e.key.toUpperCase() : e.key;
  for (const [action, s] of Object.entries(TODAY_SHORTCUTS)) {
    if (!(s.keys as readonly string[]).includes(key)) continue;
    if ((key === "Enter" || key.startsWith("Arrow")) && onControl) return null;
    if (e.repeat && action !== "next" && action !== "previous") return null;
    return action as TodayAction;
  }
  return null;
}

export function useTodayShortcuts(handlers: Record<TodayAction, () => void>) {
  const current = useRef(handlers);
  current.current = handlers;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = todayActionFor(e);
      if (!action) return;
      if (document.querySelector("[role='dialog'][aria-modal='true']")) return;
      e.preventDefault();
      current.current[action]();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
}
