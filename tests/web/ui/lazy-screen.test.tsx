// @vitest-environment happy-dom
import { act, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { lazyScreen } from "../../../src/web/app/lazyScreen.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Issue 31, docs/decisions/143: a preloaded screen draws in the first render, with no loader first. */
async function draw(element: React.ReactNode) {
  const container = document.createElement("div");
  document.body.appendChild(container);
  const root = createRoot(container);
  const seen: string[] = [];
  const observer = new MutationObserver(() => seen.push(container.textContent ?? ""));
  observer.observe(container, { childList: true, subtree: true, characterData: true });
  await act(async () => root.render(<Suspense fallback={<p>Loading…</p>}>{element}</Suspense>));
  return { container, seen, done: () => act(async () => root.unmount()) };
}

describe("lazyScreen", () => {
  it("after preload() draws the screen at once: the loader never shows", async () => {
    let loads = 0;
    const Screen = lazyScreen(async () => {
      loads++;
      return { default: () => <h1>Dashboard</h1> };
    });
    await Screen.preload();
    const page = await draw(<Screen />);
    expect(page.container.textContent).toBe("Dashboard");
    expect(page.seen.some((text) => text.includes("Loading"))).toBe(false);
    await Screen.preload();
    expect(loads).toBe(1);
    await page.done();
  });

  it("without preload() it loads as it renders, behind the loader, as lazy() does", async () => {
    const Screen = lazyScreen(async () => ({ default: () => <h1>Messages</h1> }));
    const page = await draw(<Screen />);
    expect(page.container.textContent).toBe("Messages");
    expect(page.seen[0]).toContain("Loading");
    await page.done();
  });

  it("a failed preload resolves (the render reports it), and the next try loads again", async () => {
    let tries = 0;
    const Screen = lazyScreen(async () => {
      tries++;
      if (tries === 1) throw new TypeError("Failed to fetch dynamically imported module");
      return { default: () => <h1>Edit Listing</h1> };
    });
    await expect(Screen.preload()).resolves.toBeUndefined();
    await Screen.preload();
    expect(tries).toBe(2);
    const page = await draw(<Screen />);
    expect(page.container.textContent).toBe("Edit Listing");
    await page.done();
  });
});
