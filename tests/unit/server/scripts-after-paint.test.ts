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

/** Runs the loader against a stand-in document; returns what it appended to the head, and the browser's hooks. */
function runLoader(html: string, hidden: boolean) {
  const appended: { tag: string; attrs: Record<string, string> }[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const listeners: (() => void)[] = [];
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
  };
  new Function("document", "requestAnimationFrame", "setTimeout", inlineScript(html))(
    document,
    (cb: () => void) => frames.push(cb),
    (cb: () => void) => timers.push(cb),
  );
  return { appended, frames, timers, listeners };
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
    const { appended, frames, timers, listeners } = runLoader(withScriptsAfterPaint(PAGE), false);
    expect(appended).toEqual([]);
    for (const frame of frames) frame();
    expect(appended).toEqual([]);
    for (const timer of timers) timer();
    expect(appended).toEqual([
      { tag: "link", attrs: { rel: "modulepreload", crossOrigin: "", href: "/assets/base-1.js" } },
      { tag: "link", attrs: { rel: "modulepreload", crossOrigin: "", href: "/assets/en-1.js" } },
      { tag: "script", attrs: { type: "module", crossOrigin: "", src: "/assets/index-1.js" } },
    ]);
    for (const listener of listeners) listener(); // the tab hidden later: nothing asked twice
    expect(appended).toHaveLength(3);
  });

  it("asks at once in a hidden tab, which paints nothing; and when a tab is hidden before it painted", () => {
    expect(runLoader(withScriptsAfterPaint(PAGE), true).appended.map((e) => e.tag)).toEqual(["link", "link", "script"]);
    const later = runLoader(withScriptsAfterPaint(PAGE), false);
    for (const listener of later.listeners) listener();
    expect(later.appended.map((e) => e.tag)).toEqual(["link", "link", "script"]);
  });

  it("leaves out an empty preload list", () => {
    const html = withScriptsAfterPaint('<head><script type="module" src="/assets/index-1.js"></script></head>');
    expect(runLoader(html, true).appended).toEqual([
      { tag: "script", attrs: { type: "module", crossOrigin: "", src: "/assets/index-1.js" } },
    ]);
  });
});
