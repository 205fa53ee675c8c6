import { describe, expect, it } from "vitest";
import { historyLine } from "../../src/web/features/listings/ListingHistory.tsx";

const entry = (action: "posting.status" | "sale.record" | "sale.undo", before: unknown, after: unknown) =>
  ({ id: "1", at: "2026-01-01T00:00:00.000000Z", action, before, after }) as Parameters<typeof historyLine>[0];

describe("historyLine (the seller's status history)", () => {
  it("words posting changes, sales and undos in the seller's terms", () => {
    expect(historyLine(entry("posting.status", { status: "pending" }, { marketplace: "olx", status: "posted" }))).toBe(
      "OLX: Queued → Live",
    );
    expect(
      historyLine(entry("posting.status", null, { marketplace: "quikr", status: "failed", failureReason: "Blocked" })),
    ).toBe("Quikr: Issue (Blocked)");
    expect(historyLine(entry("sale.record", { isSold: false }, { isSold: true, saleAmount: "12000.00" }))).toMatch(
      /^Marked sold for ₹12,000/,
    );
    expect(historyLine(entry("sale.undo", { isSold: true }, { isSold: false }))).toBe(
      "Sale cancelled; the listing is active again",
    );
  });
});
