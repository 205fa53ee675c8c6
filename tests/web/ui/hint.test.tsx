// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Hint } from "../../../src/web/ui/Hint.tsx";
import { renderAt } from "../listings/render.tsx";

let unmount: (() => Promise<void>) | undefined;
afterEach(async () => {
  await unmount?.();
});

const fire = (el: Element, type: string) =>
  act(async () => {
    el.dispatchEvent(new Event(type, { bubbles: true }));
  });

describe("Hint (the Dashboard's tooltips without floating-UI, docs/decisions/143)", () => {
  it("shows on hover and on focus as the control's description, and goes on leave and on blur", async () => {
    let clicks = 0;
    const page = await renderAt("/", [
      {
        path: "/",
        element: (
          <Hint label="Edit">
            <button type="button" aria-label="Edit Canon EOS 1500D" onClick={() => clicks++}>
              ✎
            </button>
          </Hint>
        ),
      },
    ]);
    unmount = page.unmount;
    const button = page.container.querySelector("button") as HTMLButtonElement;
    expect(document.querySelector('[role="tooltip"]')).toBeNull();
    expect(button.hasAttribute("aria-describedby")).toBe(false);

    await fire(button, "mouseover");
    const hint = document.querySelector('[role="tooltip"]') as HTMLElement;
    expect(hint.textContent).toBe("Edit");
    expect(button.getAttribute("aria-describedby")).toBe(hint.id);
    await fire(button, "mouseout");
    expect(document.querySelector('[role="tooltip"]')).toBeNull();

    await act(async () => button.focus());
    expect(document.querySelector('[role="tooltip"]')?.textContent).toBe("Edit");
    await act(async () => button.blur());
    expect(document.querySelector('[role="tooltip"]')).toBeNull();

    // The control is the same element throughout, and its own handlers still run.
    expect(page.container.querySelector("button")).toBe(button);
    await act(async () => button.click());
    expect(clicks).toBe(1);
  });

  it("keeps a description the control already had", async () => {
    const page = await renderAt("/", [
      {
        path: "/",
        element: (
          <Hint label="Why it failed" wide>
            <span aria-describedby="own">Failed</span>
          </Hint>
        ),
      },
    ]);
    unmount = page.unmount;
    const badge = page.container.querySelector("span") as HTMLElement;
    await fire(badge, "mouseover");
    const hint = document.querySelector('[role="tooltip"]') as HTMLElement;
    expect(badge.getAttribute("aria-describedby")).toBe(`own ${hint.id}`);
    expect(hint.dataset.wide).toBe("true");
  });
});
