// @vitest-environment happy-dom
import { Select } from "@mantine/core";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../listings/render.tsx";

const options = () => document.querySelectorAll('[role="option"]');

describe("the app's selects (theme.ts)", () => {
  it("draw their options when opened, not kept hidden in the page from the start (docs/decisions/148)", async () => {
    const page = await renderAt("/", [
      {
        path: "/",
        element: <Select aria-label="Condition" data={["New", "Like New", "Good", "Fair"]} />,
      },
    ]);
    const input = page.container.querySelector<HTMLInputElement>('input[aria-label="Condition"]');
    expect(input).not.toBeNull();
    expect(options()).toHaveLength(0);
    expect(document.querySelector('[role="listbox"]')).toBeNull();
    await act(async () => input?.click());
    expect([...options()].map((o) => o.textContent)).toEqual(["New", "Like New", "Good", "Fair"]);
    await page.unmount();
  });
});
