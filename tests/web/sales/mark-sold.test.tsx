// @vitest-environment happy-dom
import { eq } from "drizzle-orm";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { listings, sales } from "../../../src/server/db/schema.ts";
import { openMarkSoldDialog } from "../../../src/web/features/admin/sales/openMarkSoldDialog.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createListing, createUser, loginCookie } from "../../helpers/factories.ts";
import { buttonByText, click, fetchThroughApp, renderAt, settled, text, waitFor } from "../listings/render.tsx";

const app = await createTestApp();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  vi.unstubAllGlobals();
});

async function type(label: string, value: string) {
  const el = [...document.querySelectorAll("label")].find((l) => l.textContent?.startsWith(label))
    ?.control as HTMLInputElement | null;
  if (!el) throw new Error(`no input labelled ${label}`);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(el, value);
    el.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

describe("Mark Item as Sold dialog", () => {
  it("checks the form, records the sale and says 'Sale recorded and user notified'", async () => {
    const seller = await createUser(app);
    const listing = await createListing(app, seller, { title: "Sony WH-1000XM4", price: "18000.00" });
    fetchThroughApp(app, await loginCookie(app, await createAdmin(app)));
    const view = await renderAt("/admin", [
      {
        path: "/admin",
        element: (
          <button type="button" onClick={() => openMarkSoldDialog(listing)}>
            Mark as Sold
          </button>
        ),
      },
    ]);
    cleanup = view.unmount;
    await click(buttonByText("Mark as Sold"));
    await waitFor(() => expect(text()).toContain("Mark Item as Sold"));
    expect(text()).toContain("Sony WH-1000XM4");

    await click(buttonByText("Record Sale"));
    await waitFor(() => expect(text()).toContain("Sale amount is required"));
    await type("Sale amount", "17.000,5");
    await click(buttonByText("Record Sale"));
    await waitFor(() => expect(text()).toContain("like 17000, 17,000 or 1,70,000.50"));
    await type("Sale amount", "15,000");
    await type("Payout amount", "16000");
    await click(buttonByText("Record Sale"));
    await waitFor(() => expect(text()).toContain("Payout amount cannot be more than the sale amount"));
    expect(await settled(() => app.db.select().from(sales).where(eq(sales.listingId, listing.id)))).toEqual([]);

    await type("Payout amount", "");
    await click(buttonByText("Record Sale"));
    await waitFor(() => expect(text()).toContain("Sale recorded and user notified"));
    const [sale] = await settled(() => app.db.select().from(sales).where(eq(sales.listingId, listing.id)));
    expect(sale).toMatchObject({ saleAmount: "15000.00", payoutAmount: "15000.00", marketplace: "other" });
    const [row] = await settled(() => app.db.select().from(listings).where(eq(listings.id, listing.id)));
    expect(row.status).toBe("sold");

    // A second attempt on the same listing shows the server's reason.
    await click(buttonByText("Mark as Sold"));
    await waitFor(() => expect(buttonByText("Record Sale")).toBeTruthy());
    await type("Sale amount", "100");
    await click(buttonByText("Record Sale"));
    await waitFor(() => expect(text()).toContain("This listing has already been sold"));
  });

  it("starts from the accepted counter's amount and the one live marketplace (issue 47 item 11)", async () => {
    const seller = await createUser(app);
    const listing = await createListing(app, seller, { title: "Samsung TV", price: "24000.00" });
    fetchThroughApp(app, await loginCookie(app, await createAdmin(app)));
    const view = await renderAt("/admin", [
      {
        path: "/admin",
        element: (
          <button
            type="button"
            onClick={() => openMarkSoldDialog({ ...listing, start: { amount: "20500.00", marketplace: "olx" } })}
          >
            Mark as Sold
          </button>
        ),
      },
    ]);
    cleanup = view.unmount;
    await click(buttonByText("Mark as Sold"));
    await waitFor(() => expect(buttonByText("Record Sale")).toBeTruthy());
    const field = (label: string) =>
      [...document.querySelectorAll("label")].find((l) => l.textContent?.startsWith(label))
        ?.control as HTMLInputElement;
    expect(field("Sale amount").value).toBe("20500");
    expect(field("Marketplace").value).toBe("OLX");
    await click(buttonByText("Record Sale"));
    await waitFor(() => expect(text()).toContain("Sale recorded and user notified"));
    const [sale] = await settled(() => app.db.select().from(sales).where(eq(sales.listingId, listing.id)));
    expect(sale).toMatchObject({ saleAmount: "20500.00", marketplace: "olx" });
  });
});
