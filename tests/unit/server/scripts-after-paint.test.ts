import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SCRIPTS_AFTER_PAINT_SOURCE, withScriptsAfterPaint } from "../../../src/server/plugins/scripts-after-paint.ts";
import { scriptsOf } from "../../helpers/served-page.ts";

const PAGE =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
  '<link rel="modulepreload" crossorigin href="/assets/base-1.js"><link rel="modulepreload" crossorigin href="/assets/en-1.js">' +
  '</head><body><div id="root" data-page="visitor">drawn</div></body></html>';

const inlineScript = (html: string) => /<script data-entry[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? "";

/** A picture of the drawn page, as the loader sees it: loaded or not, lazy or not, and how far down it is. */
class Picture {
  readonly listeners = new Map<string, () => void>();
  constructor(
    public complete: boolean,
    private readonly top = 100,
    private readonly height = 200,
  ) {}
  getBoundingClientRect() {
    return { top: this.top, height: this.height };
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  arrive(type: "load" | "error" = "load") {
    this.complete = true;
    this.listeners.get(type)?.();
  }
}

/** Runs the loader against a stand-in document; returns what it appended to the head, and the browser's hooks. */
function runLoader(html: string, hidden: boolean, images: Picture[] = []) {
  const appended: { tag: string; attrs: Record<string, string> }[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const listeners: (() => void)[] = [];
  const messages: (() => void)[] = [];
  /** A channel whose messages wait in `messages`, as the tasks they are in a browser. */
  class Channel {
    port1: { onmessage?: () => void } = {};
    port2 = { postMessage: () => messages.push(() => this.port1.onmessage?.()) };
  }
  const dataset = Object.fromEntries(
    [...html.matchAll(/data-(entry|preload)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  ) as Record<string, string>;
  const document = {
    hidden,
    currentScript: { dataset },
    head: { appendChild: (el: { tag: string; attrs: Record<string, string> }) => appended.push(el) },
    createElement: (tag: string) => {
      const attrs: Record<string, string> = {};
      const set = (_target: object, key: string | symbol, value: string) => {
        attrs[String(key)] = value;
        return true;
      };
      return new Proxy({ tag, attrs }, { set });
    },
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    images,
  };
  new Function("document", "requestAnimationFrame", "setTimeout", "innerHeight", "MessageChannel", inlineScript(html))(
    document,
    (cb: () => void) => frames.push(cb),
    (cb: () => void, ms = 0) => timers.push(Object.assign(cb, { ms })),
    800,
    Channel,
  );
  /** Runs the loader's queued tasks, as the browser would between others. */
  const drain = () => {
    for (let task = messages.shift(); task; task = messages.shift()) task();
  };
  return { appended, frames, timers, listeners, messages, drain };
}

describe("a drawn page's scripts, asked for after its first paint (issue 31, docs/decisions/145)", () => {
  it("replaces the module script and its preloads with the loader, naming them", () => {
    const html = withScriptsAfterPaint(PAGE);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(scriptsOf(html)).toEqual({
      entry: "/assets/index-1.js",
      preloads: ["/assets/base-1.js", "/assets/en-1.js"],
      afterPaint: true,
    });
    expect(withScriptsAfterPaint(html)).toBe(html);
    expect(withScriptsAfterPaint("<html><body>no script</body></html>")).toBe("<html><body>no script</body></html>");
  });

  it("is the one inline script the Content-Security-Policy allows, by its hash", () => {
    const hash = createHash("sha256")
      .update(inlineScript(withScriptsAfterPaint(PAGE)))
      .digest("base64");
    expect(SCRIPTS_AFTER_PAINT_SOURCE).toBe(`'sha256-${hash}'`);
  });

  it("asks for nothing until the frame after the first paint, then for the preloads and the script, once", () => {
    const { appended, frames, timers, listeners, messages, drain } = runLoader(withScriptsAfterPaint(PAGE), false);
    expect(appended).toEqual([]);
    for (const frame of frames) frame();
    expect(appended).toEqual([]);
    for (const timer of timers) timer();
    // One file a task: the first at once, each next one in a task of its own.
    expect(appended.map((e) => e.attrs.href)).toEqual(["/assets/base-1.js"]);
    messages.shift()?.();
    expect(appended.map((e) => e.attrs.href)).toEqual(["/assets/base-1.js", "/assets/en-1.js"]);
    drain();
    expect(appended).toEqual([
      { tag: "link", attrs: { rel: "modulepreload", crossOrigin: "", href: "/assets/base-1.js" } },
      { tag: "link", attrs: { rel: "modulepreload", crossOrigin: "", href: "/assets/en-1.js" } },
      { tag: "script", attrs: { type: "module", crossOrigin: "", src: "/assets/index-1.js" } },
    ]);
    for (const listener of listeners) listener(); // the tab hidden later: nothing asked twice
    drain();
    expect(appended).toHaveLength(3);
  });

  it("waits for the pictures on screen that are still loading (a listing's photo is often the largest paint)", () => {
    const photo = new Picture(false);
    const second = new Picture(false);
    // Loaded already; below the fold (a lazy one there is not even asked for); not shown.
    const ignored = [new Picture(true), new Picture(false, 900), new Picture(false, 0, 0)];
    const { appended, frames, timers, drain } = runLoader(withScriptsAfterPaint(PAGE), false, [
      photo,
      second,
      ...ignored,
    ]);
    for (const frame of frames) frame();
    timers.shift()?.();
    expect(appended).toEqual([]);
    photo.arrive();
    expect(appended).toEqual([]);
    second.arrive("error"); // a picture that fails does not hold the page either
    drain();
    expect(appended.map((e) => e.tag)).toEqual(["link", "link", "script"]);
    for (const picture of ignored) picture.arrive();
    drain();
    expect(appended).toHaveLength(3);
  });

  it("waits for a slow picture two seconds at most", () => {
    const { appended, frames, timers, drain } = runLoader(withScriptsAfterPaint(PAGE), false, [new Picture(false)]);
    for (const frame of frames) frame();
    timers.shift()?.();
    expect(appended).toEqual([]);
    expect(timers.map((t) => (t as unknown as { ms: number }).ms)).toEqual([2000]);
    timers.shift()?.();
    drain();
    expect(appended.map((e) => e.tag)).toEqual(["link", "link", "script"]);
  });

  it("asks at once in a hidden tab, which paints nothing; and when a tab is hidden before it painted", () => {
    const hidden = runLoader(withScriptsAfterPaint(PAGE), true);
    hidden.drain();
    expect(hidden.appended.map((e) => e.tag)).toEqual(["link", "link", "script"]);
    const later = runLoader(withScriptsAfterPaint(PAGE), false);
    for (const listener of later.listeners) listener();
    later.drain();
    expect(later.appended.map((e) => e.tag)).toEqual(["link", "link", "script"]);
  });

  it("leaves out an empty preload list", () => {
    const html = withScriptsAfterPaint('<head><script type="module" src="/assets/index-1.js"></script></head>');
    expect(runLoader(html, true).appended).toEqual([
      { tag: "script", attrs: { type: "module", crossOrigin: "", src: "/assets/index-1.js" } },
    ]);
  });
});
