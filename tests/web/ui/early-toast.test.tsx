// @vitest-environment happy-dom
import { act, type ReactNode, useEffect } from "react";
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

/** Draws the providers around `page` in a fresh root; returns how to unmount it. */
async function renderApp(page: ReactNode) {
  const container = document.createElement("div");
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(<Providers router={(app) => <MemoryRouter>{app}</MemoryRouter>}>{page}</Providers>);
  });
  return async () => {
    await act(async () => root.unmount());
    container.remove();
  };
}

const containerShown = () => document.querySelector(".mantine-Notifications-root") !== null;

describe("the app's toasts' container, added when the first toast is shown", () => {
  it("is not there while no toast has been shown, comes with the first, and stays after it", async () => {
    clearToasts();
    const unmount = await renderApp(<p>page</p>);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(containerShown()).toBe(false);
    await act(async () => toast({ title: "Your listing was saved" }));
    expect(containerShown()).toBe(true);
    expect(document.body.textContent).toContain("Your listing was saved");
    clearToasts();
    expect(containerShown()).toBe(true);
    await unmount();
  });

  it("shows a toast said in the page's first effects", async () => {
    clearToasts();
    const unmount = await renderApp(<SaysAtOnce text="Saved before the toasts were ready" />);
    expect(containerShown()).toBe(true);
    expect(document.body.textContent).toContain("Saved before the toasts were ready");
    await unmount();
  });
});
