// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { thisBrowserName } from "../../../src/web/features/admin/assistant/api.ts";
import {
  isTypingTarget,
  type KeyPress,
  SESSION_SHORTCUTS,
  type SessionAction,
  shortcutFor,
  useSessionShortcuts,
} from "../../../src/web/features/admin/posting-session/shortcuts.ts";
import { renderAt } from "../listings/render.tsx";

const press = (key: string, more: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  target: document.body,
  ...more,
});

const element = (html: string) => {
  const box = document.createElement("div");
  box.innerHTML = html;
  document.body.append(box);
  return box.firstElementChild as HTMLElement;
};

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the posting session's keys (issue 29 item 1)", () => {
  it("reads each documented key, in either case, as its action", () => {
    const expected: Record<string, SessionAction> = {
      T: "copyTitle",
      D: "copyDescription",
      P: "copyPrice",
      M: "markPosted",
      S: "skip",
      N: "next",
    };
    for (const [key, action] of Object.entries(expected)) {
      expect(SESSION_SHORTCUTS[action].key).toBe(key);
      expect(shortcutFor(press(key.toLowerCase()))).toBe(action);
      expect(shortcutFor(press(key))).toBe(action);
    }
  });

  it("ignores other keys, and the letters with Ctrl, Alt or Meta (the browser's and screen reader's keys)", () => {
    for (const key of ["x", "1", " ", "Enter", "Escape", "ArrowDown", "Tab"])
      expect(shortcutFor(press(key))).toBeNull();
    expect(shortcutFor(press("t", { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(press("d", { altKey: true }))).toBeNull();
    expect(shortcutFor(press("m", { metaKey: true }))).toBeNull();
  });

  it("ignores a held key's repeats, composition and presses already handled", () => {
    expect(shortcutFor(press("s", { repeat: true }))).toBeNull();
    expect(shortcutFor(press("s", { isComposing: true }))).toBeNull();
    expect(shortcutFor(press("s", { defaultPrevented: true }))).toBeNull();
  });

  it("leaves typing alone: text inputs, text areas, selects and editable text, but not checkboxes or buttons", () => {
    const typing = [
      '<input type="text">',
      '<input type="url">',
      "<input>",
      "<textarea></textarea>",
      "<select><option>a</option></select>",
      '<div contenteditable="true"><span>inside</span></div>',
      '<div role="textbox"></div>',
    ];
    for (const html of typing) {
      const el = element(html);
      expect(isTypingTarget(el), html).toBe(true);
      expect(shortcutFor(press("n", { target: el })), html).toBeNull();
    }
    const inner = element('<div contenteditable="true"><b>bold</b></div>').querySelector("b");
    expect(isTypingTarget(inner)).toBe(true);
    for (const html of [
      '<input type="checkbox">',
      '<input type="radio">',
      "<button>Skip</button>",
      "<a href='#'>x</a>",
    ]) {
      const el = element(html);
      expect(isTypingTarget(el), html).toBe(false);
      expect(shortcutFor(press("n", { target: el })), html).toBe("next");
    }
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe("useSessionShortcuts", () => {
  let unmount: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await unmount?.();
    unmount = undefined;
  });

  async function mount(handlers: Partial<Record<SessionAction, () => void>>, enabled = true) {
    function Keys() {
      useSessionShortcuts(handlers, enabled);
      return <input aria-label="Ad address" />;
    }
    const page = await renderAt("/", [{ path: "/", element: <Keys /> }]);
    unmount = page.unmount;
    return page.container;
  }

  const key = (target: EventTarget, k: string, init: KeyboardEventInit = {}) => {
    const event = new KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true, ...init });
    act(() => void target.dispatchEvent(event));
    return event;
  };

  it("runs the action of a key pressed on the page, and takes the key from the browser", async () => {
    const copyTitle = vi.fn();
    const skip = vi.fn();
    await mount({ copyTitle, skip });
    const e = key(document.body, "t");
    expect(copyTitle).toHaveBeenCalledTimes(1);
    expect(e.defaultPrevented).toBe(true);
    key(document.body, "S", { shiftKey: true });
    expect(skip).toHaveBeenCalledTimes(1);
  });

  it("does nothing for an action not available now, and leaves that key to the browser", async () => {
    const copyTitle = vi.fn();
    await mount({ copyTitle });
    const e = key(document.body, "n");
    expect(e.defaultPrevented).toBe(false);
    expect(copyTitle).not.toHaveBeenCalled();
  });

  it("does nothing while typing in the address field, with Ctrl (Ctrl+T is a new tab), or when disabled", async () => {
    const copyTitle = vi.fn();
    const container = await mount({ copyTitle });
    const field = container.querySelector("input") as HTMLInputElement;
    key(field, "t");
    key(document.body, "t", { ctrlKey: true });
    expect(copyTitle).not.toHaveBeenCalled();
    await unmount?.();
    await mount({ copyTitle }, false);
    key(document.body, "t");
    expect(copyTitle).not.toHaveBeenCalled();
  });

  it("gives the keyboard to an open dialog", async () => {
    const skip = vi.fn();
    await mount({ skip });
    const dialog = element('<div role="dialog" aria-modal="true"><button>Cancel</button></div>');
    key(dialog.querySelector("button") as HTMLElement, "s");
    expect(skip).not.toHaveBeenCalled();
    dialog.remove();
    key(document.body, "s");
    expect(skip).toHaveBeenCalledTimes(1);
  });
});

describe("the assistant token's default name", () => {
  it("names the browser and its system", () => {
    const linuxChrome =
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    expect(thisBrowserName(linuxChrome)).toBe("Chrome on Linux");
    expect(
      thisBrowserName(`${linuxChrome.replace("X11; Linux x86_64", "Windows NT 10.0; Win64; x64")} Edg/131.0`),
    ).toBe("Edge on Windows");
    expect(thisBrowserName("Mozilla/5.0 (Linux; Android 14; Pixel 5) Chrome/131.0 Mobile")).toBe("Chrome on Android");
    expect(thisBrowserName("")).toBe("This browser");
  });
});
