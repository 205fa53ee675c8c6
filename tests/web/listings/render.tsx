import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications, notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { vi } from "vitest";
import type { App } from "../../../src/server/app-types.ts";
import { theme } from "../../../src/web/app/theme.ts";
import { createQueryClient } from "../../../src/web/lib/queryClient.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The browser's fetch answered by the real server in-process (app.inject), signed in with `cookie`. */
export function fetchThroughApp(app: App, cookie: string) {
  const calls: { method: string; url: string }[] = [];
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const method = (init.method ?? "GET") as "GET";
    calls.push({ method, url: input });
    const headers = { cookie, origin: "http://localhost:3000", ...(init.headers as Record<string, string>) };
    const res = await app.inject({ method, url: input, headers, payload: init.body as string | undefined });
    return new Response(res.statusCode === 204 ? null : res.body, {
      status: res.statusCode,
      headers: res.headers as Record<string, string>,
    });
  });
  return calls;
}

export let currentPath = "";
function PathSpy() {
  const location = useLocation();
  currentPath = `${location.pathname}${location.search}`;
  return null;
}

/**
 * Mantine keeps toasts in one module-wide store, and a toast's auto-close timer lives in the component that shows
 * it: a toast still up when a test unmounts stays in the store and reappears in the next test's page, where a
 * wait for the same text passes before the action it waits for has happened. Each page starts and ends with none.
 */
export function clearToasts() {
  act(() => notifications.clean());
}

/** Renders `ui` at `path` with the app's providers; returns the container and an unmount. */
export async function renderAt(path: string, routes: { path: string; element: ReactNode }[]) {
  clearToasts();
  const container = document.createElement("div");
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <QueryClientProvider client={createQueryClient()}>
        <MantineProvider theme={theme}>
          <Notifications />
          <ModalsProvider>
            <MemoryRouter initialEntries={[path]}>
              <PathSpy />
              <Routes>
                {routes.map((r) => (
                  <Route key={r.path} path={r.path} element={r.element} />
                ))}
              </Routes>
            </MemoryRouter>
          </ModalsProvider>
        </MantineProvider>
      </QueryClientProvider>,
    );
  });
  return {
    container,
    unmount: () =>
      act(async () => {
        root.unmount();
        container.remove();
        notifications.clean();
      }),
  };
}

/** Waits (in act) until `check` passes; the 30 s bound is a hang guard (a loaded machine renders slowly). */
export async function waitFor(check: () => void, timeoutMs = 30_000) {
  const start = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (err) {
      if (Date.now() - start > timeoutMs) throw err;
      await act(async () => {
        await new Promise((r) => setTimeout(r, 25));
      });
    }
  }
}

export const text = () => document.body.textContent ?? "";

/**
 * Runs a direct server or database call inside act: a toast or a closing dialog on the page has timers of its own,
 * and a state update they make while the test awaits outside act fails the test with React's act warning.
 */
export const settled = <T,>(call: () => Promise<T>): Promise<T> => act(call);

export async function click(el: Element | null | undefined) {
  if (!el) throw new Error("nothing to click");
  await act(async () => {
    (el as HTMLElement).click();
  });
}

export const byLabel = (label: string) => document.querySelector(`[aria-label="${label}"]`);
export const buttonByText = (t: string) =>
  [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === t);
