// @vitest-environment happy-dom
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SaleDto } from "../../../src/contract/sales.ts";
import { users } from "../../../src/server/db/schema.ts";
import { openProcessPayoutDialog } from "../../../src/web/features/admin/sales/ProcessPayoutForm.tsx";
import { SaleActions } from "../../../src/web/features/admin/sales/SaleActions.tsx";
import { clientFor } from "../../api/listings/helpers.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createListing, createUser, loginCookie } from "../../helpers/factories.ts";
import { buttonByText, click, fetchThroughApp, renderAt, settled, text, waitFor } from "../listings/render.tsx";

/**
 * Payouts on the desk (issue 47 item 12): Process Payout opens on the method the seller has details for (UPI first),
 * shows them, and never offers Complete for a method without details; Request Payment Details prefills a useful
 * message, in the seller's language.
 */
const app = await createTestApp();
const admin = await createAdmin(app);
const desk = await clientFor(app, admin);
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  vi.unstubAllGlobals();
});

async function soldBy(seller: { upiId?: string | null; paypalEmail?: string | null; language?: "hi" }) {
  const user = await createUser(app, { upiId: seller.upiId ?? null, paypalEmail: seller.paypalEmail ?? null });
  if (seller.language) await app.db.update(users).set({ language: seller.language }).where(eq(users.id, user.id));
  const listing = await createListing(app, user, { title: "Canon EOS 200D", price: "30000.00" });
  const res = await desk("POST", "/api/admin/sales", {
    listingId: listing.id,
    saleAmount: "12000",
    payoutAmount: "10800",
  });
  expect(res.statusCode, res.body).toBe(201);
  return (await desk("GET", `/api/admin/sales/${res.json().id}`)).json() as SaleDto;
}

async function openPayout(sale: SaleDto) {
  fetchThroughApp(app, await loginCookie(app, admin));
  const view = await renderAt("/admin", [
    {
      path: "/admin",
      element: (
        <button type="button" onClick={() => openProcessPayoutDialog(sale)}>
          Open
        </button>
      ),
    },
  ]);
  cleanup = view.unmount;
  await click(buttonByText("Open"));
  await waitFor(() => expect(buttonByText("Complete Payout")).toBeTruthy());
}
const segment = (label: string) =>
  [...document.querySelectorAll<HTMLInputElement>('[aria-label="Payout method"] input')].find(
    (i) => i.labels?.[0]?.textContent === label,
  );

describe("Process Payout", () => {
  it("opens on UPI when the seller saved a UPI ID, shows it, and PayPal without details cannot be chosen", async () => {
    await openPayout(await soldBy({ upiId: "asha@okaxis" }));
    expect(segment("UPI")?.checked).toBe(true);
    expect(segment("PayPal")?.disabled).toBe(true);
    expect(text()).toContain("UPI: asha@okaxis");
    expect(buttonByText("Complete Payout")?.disabled).toBe(false);
  });

  it("opens on PayPal when that is all the seller saved", async () => {
    await openPayout(await soldBy({ paypalEmail: "asha@example.com" }));
    expect(segment("PayPal")?.checked).toBe(true);
    expect(text()).toContain("PayPal: asha@example.com");
  });

  it("offers no Complete when the seller saved neither, and says how to ask", async () => {
    await openPayout(await soldBy({}));
    expect(text()).toContain("The seller has not provided a UPI ID or a PayPal email yet");
    expect(buttonByText("Complete Payout")?.disabled).toBe(true);
  });
});

describe("Request Payment Details", () => {
  it("prefills what sold, what is owed and where to add the details - in Hindi for a Hindi seller", async () => {
    for (const [language, subject, words] of [
      [
        undefined,
        "Payout information needed for: Canon EOS 200D",
        "sold for ₹12,000. To send you your payout of ₹10,800",
      ],
      ["hi", "भुगतान की जानकारी चाहिए: Canon EOS 200D", "₹12,000 में बिक गया। ₹10,800 का भुगतान"],
    ] as const) {
      const sale = await soldBy({ language });
      fetchThroughApp(app, await loginCookie(app, admin));
      const view = await renderAt("/admin", [
        { path: "/admin", element: <SaleActions sale={sale} variant="payouts" /> },
      ]);
      await click(buttonByText("Request Payment Details"));
      const field = (label: string) =>
        [...document.querySelectorAll("label")].find((l) => l.textContent?.startsWith(label))?.control as
          | HTMLInputElement
          | HTMLTextAreaElement;
      await waitFor(() => expect(field("Subject")?.value).toBe(subject));
      expect(field("Message").value).toContain(words);
      expect(field("Message").value).toContain("/my-sales");
      await settled(() => view.unmount());
    }
  });
});
