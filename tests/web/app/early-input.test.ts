// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DRAWN_CONTROLS, EARLY_INPUT } from "../../../src/server/plugins/early-input.ts";
import { FOCUSABLE, replayKeptTap } from "../../../src/web/app/drawn-input.ts";

/**
 * The drawn page's inline script that keeps photos picked before the app runs (docs/decisions/150): a tap on a
 * photo control opens its file input's picker while nothing else listens, and a file dropped on a page that is not
 * live yet never replaces the page. The browser's side (a real picker, at 6x CPU on slow 4G) is the journey
 * tests/e2e/before-start.spec.ts.
 */
beforeAll(() => {
  // Once per document, as the page's head runs it.
  new Function(EARLY_INPUT)();
});

afterEach(() => {
  document.body.innerHTML = "";
});

function page() {
  document.body.innerHTML = `<div id="root" data-page="seller" aria-disabled="true">
    <div role="button" tabindex="0" data-picks="photo-files" id="zone"><input type="file" id="photo-files" style="display:none"><p id="words">Drop photos</p></div>
    <button type="button" data-picks="camera-files" id="camera">Take photo</button><input type="file" id="camera-files" style="display:none">
    <p id="elsewhere">text</p></div>`;
  const input = document.getElementById("photo-files") as HTMLInputElement;
  const camera = document.getElementById("camera-files") as HTMLInputElement;
  return { input, camera, opened: vi.spyOn(input, "click"), cameraOpened: vi.spyOn(camera, "click") };
}

const live = (el: Element) => Object.assign(el, { __reactProps$abc: {} });
const drop = (target: Element) => {
  const event = new Event("drop", { bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
};

describe("photos picked on a drawn page before the app runs", () => {
  it("a tap on the drop zone (or on what it shows) or the camera button opens its own file input", () => {
    const { opened, cameraOpened } = page();
    (document.getElementById("words") as HTMLElement).click();
    expect(opened).toHaveBeenCalledTimes(1);
    (document.getElementById("camera") as HTMLElement).click();
    expect(cameraOpened).toHaveBeenCalledTimes(1);
  });

  it("the file input's own click, inside a zone that acts as a button, is left to open the picker", () => {
    const { input } = page();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    input.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect((window as Window & { __snaplistTap?: number }).__snaplistTap).toBeUndefined();
  });

  it("Enter or Space on the zone opens it; on the button the browser's own click does", () => {
    const { opened, cameraOpened } = page();
    const zone = document.getElementById("zone") as HTMLElement;
    zone.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }));
    zone.dispatchEvent(new KeyboardEvent("keydown", { key: " ", bubbles: true, cancelable: true }));
    zone.dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true, cancelable: true }));
    expect(opened).toHaveBeenCalledTimes(2);
    const button = document.getElementById("camera") as HTMLElement;
    button.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }));
    expect(cameraOpened).not.toHaveBeenCalled();
  });

  it("leaves a control alone once it has React's handlers, and a disabled input too", () => {
    const { input, opened, camera, cameraOpened } = page();
    live(document.getElementById("zone") as HTMLElement);
    (document.getElementById("zone") as HTMLElement).click();
    expect(opened).not.toHaveBeenCalled();
    expect(input).toBeTruthy();
    camera.disabled = true;
    (document.getElementById("camera") as HTMLElement).click();
    expect(cameraOpened).not.toHaveBeenCalled();
  });

  it("a drop while the page is not live never opens the file in place of the page; once live, it is the app's", () => {
    page();
    expect(drop(document.getElementById("elsewhere") as HTMLElement)).toBe(true);
    expect(drop(document.getElementById("words") as HTMLElement)).toBe(true);
    live(document.getElementById("zone") as HTMLElement);
    // A live zone's drop is react-dropzone's to handle.
    expect(drop(document.getElementById("words") as HTMLElement)).toBe(false);
    (document.getElementById("root") as HTMLElement).removeAttribute("aria-disabled");
    expect(drop(document.getElementById("elsewhere") as HTMLElement)).toBe(false);
  });
});

describe("a tap on a drawn control before the app runs (issue 47 item 13)", () => {
  const kept = () => (window as Window & { __snaplistTap?: number }).__snaplistTap;
  function header() {
    document.body.innerHTML = `<div id="root" data-page="seller" aria-disabled="true">
      <header><a href="/" id="home">SnapList</a><button type="button" id="language">हिन्दी</button>
      <button type="button" id="menu"><span id="menu-icon">≡</span></button></header>
      <form id="login"><input id="email" name="email"><button type="submit" id="send">Log In</button></form></div>`;
    delete (window as Window & { __snaplistTap?: number }).__snaplistTap;
  }
  const tap = (id: string) => {
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    (document.getElementById(id) as HTMLElement).dispatchEvent(event);
    return event.defaultPrevented;
  };

  it("is kept by its control's place, not lost, and the browser does nothing with it", () => {
    header();
    expect(tap("menu-icon")).toBe(true);
    // Controls in order: the link, the language switch, the menu, the field, Log In.
    expect(kept()).toBe(2);
    expect(tap("language")).toBe(true);
    expect(kept()).toBe(1);
    // A link works as a link.
    expect(tap("home")).toBe(false);
    expect(kept()).toBe(1);
  });

  it("a form is never sent by the browser: Enter in it is kept as a tap on its submit button", () => {
    header();
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    (document.getElementById("login") as HTMLFormElement).dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(kept()).toBe(4);
    expect(tap("send")).toBe(true);
  });

  it("is left alone once the control has React's handlers, or the page is live", () => {
    header();
    live(document.getElementById("menu") as HTMLElement);
    expect(tap("menu")).toBe(false);
    expect(kept()).toBeUndefined();
    (document.getElementById("root") as HTMLElement).removeAttribute("aria-disabled");
    expect(tap("language")).toBe(false);
    expect(kept()).toBeUndefined();
  });

  it("is made again on the live control in the same place, once", () => {
    header();
    tap("menu-icon");
    const root = document.getElementById("root") as HTMLElement;
    root.removeAttribute("aria-disabled");
    const menu = document.getElementById("menu") as HTMLElement;
    const tapped = vi.fn();
    menu.addEventListener("click", tapped);
    replayKeptTap(root);
    replayKeptTap(root);
    expect(tapped).toHaveBeenCalledTimes(1);
  });

  it("counts controls as main.tsx does", () => {
    expect(DRAWN_CONTROLS).toBe(FOCUSABLE);
  });
});
