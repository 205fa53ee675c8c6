// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { EARLY_INPUT } from "../../../src/server/plugins/early-input.ts";

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
