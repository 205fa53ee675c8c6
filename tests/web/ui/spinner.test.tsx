// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { Spinner } from "../../../src/web/ui/Spinner.tsx";
import { renderAt } from "../listings/render.tsx";

let unmount: (() => Promise<void>) | undefined;
afterEach(async () => {
  await unmount?.();
});

describe("Spinner (issue 31 item 5)", () => {
  it("is a status that says what loads, with the drawing hidden from assistive technology", async () => {
    const page = await renderAt("/", [{ path: "/", element: <Spinner label="Loading your listings" /> }]);
    unmount = page.unmount;
    const status = page.container.querySelector('[role="status"]') as HTMLElement;
    expect(status.textContent).toBe("Loading your listings");
    // No name without a role: the label is text inside the status, not an aria-label on the drawing.
    expect(page.container.querySelector("[aria-label]")).toBeNull();
    const drawing = status.querySelector('[aria-hidden="true"]');
    expect(drawing?.className).toMatch(/Loader/);
  });
});
