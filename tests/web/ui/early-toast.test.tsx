// @vitest-environment happy-dom
import { act, useEffect } from "react";
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { Providers } from "../../../src/web/app/providers.tsx";
import { toast } from "../../../src/web/lib/toast.ts";
import { clearToasts } from "../listings/render.tsx";

afterEach(() => clearToasts());

/** Says something in the page's first effects, before the toasts' container is there (docs/decisions/147). */
function SaysAtOnce({ text }: { text: string }) {
  useEffect(() => toast({ title: text }), [text]);
  return <p>page</p>;
}

describe("the app's toasts' container, added a task after the first render", () => {
  it("is not there in the first commit, and a toast shown before it comes appears when it does", async () => {
    clearToasts();
    const container = document.createElement("div");
    document.body.appendChild(container);
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <Providers router={(app) => <MemoryRouter>{app}</MemoryRouter>}>
          <SaysAtOnce text="Saved before the toasts were ready" />
        </Providers>,
      );
    });
    // act() flushed the first commit and its effects, not the timeout that adds the container.
    expect(document.querySelector(".mantine-Notifications-root")).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(document.querySelector(".mantine-Notifications-root")).not.toBeNull();
    expect(document.body.textContent).toContain("Saved before the toasts were ready");
    await act(async () => root.unmount());
    container.remove();
  });
});
