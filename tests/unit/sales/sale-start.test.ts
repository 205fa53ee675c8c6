import { describe, expect, it } from "vitest";
import { type OfferView, offerOutcome, saleStartOf } from "../../../src/contract/offers.ts";

/** Mark as Sold's first values and an offer's words after the sale (issue 47 item 11). */
let n = 0;
const offer = (o: Partial<OfferView>): OfferView => ({
  id: `o${n++}`,
  marketplace: "olx",
  amount: "19000.00",
  status: "open",
  counterAmount: null,
  atOrAboveFloor: false,
  decidedBy: null,
  createdAt: "2026-12-01T10:00:00.000Z",
  decidedAt: null,
  noticeId: null,
  closedAt: null,
  ...o,
});
const listing = (offers: OfferView[], live: Array<"olx" | "quikr" | "facebook"> = []) => ({
  offers,
  isSold: false,
  olxStatus: live.includes("olx") ? "posted" : "pending",
  quikrStatus: live.includes("quikr") ? "posted" : "failed",
  facebookStatus: live.includes("facebook") ? "posted" : null,
});

describe("Mark as Sold starts", () => {
  it("with the marketplace where the listing is live when only one is", () => {
    expect(saleStartOf(listing([], ["olx"]))).toEqual({ amount: null, marketplace: "olx" });
    expect(saleStartOf(listing([], ["olx", "quikr"]))).toEqual({ amount: null, marketplace: "other" });
    expect(saleStartOf(listing([]))).toEqual({ amount: null, marketplace: "other" });
  });

  it("with the accepted offer's amount, else the seller's latest counter, and that offer's marketplace", () => {
    const counter = offer({
      status: "countered",
      counterAmount: "20500.00",
      marketplace: "quikr",
      decidedAt: "2026-12-02T10:00:00.000Z",
    });
    const older = offer({ status: "countered", counterAmount: "21000.00", decidedAt: "2026-12-01T12:00:00.000Z" });
    expect(saleStartOf(listing([older, counter], ["olx", "quikr"]))).toEqual({
      amount: "20500.00",
      marketplace: "quikr",
    });
    const accepted = offer({ status: "accepted", amount: "19500.00", marketplace: "facebook" });
    expect(saleStartOf(listing([counter, accepted], ["olx"]))).toEqual({ amount: "19500.00", marketplace: "facebook" });
  });
});

describe("an offer after the sale", () => {
  it("reads as what it became: the sale's offer 'Sold at', the others closed, a declined one declined", () => {
    const counter = offer({ status: "countered", counterAmount: "20500.00", decidedAt: "2026-12-02T10:00:00.000Z" });
    const open = offer({ status: "open", amount: "15000.00" });
    const declined = offer({ status: "declined" });
    const sold = { ...listing([counter, open, declined]), status: "sold" as const };
    expect(offerOutcome(counter, sold)).toBe("Sold at ₹20,500");
    expect(offerOutcome(open, sold)).toBe("Closed");
    expect(offerOutcome(declined, sold)).toBe("Declined");
    expect(offerOutcome(counter, { ...sold, status: "active" })).toBeNull();
    // Withdrawn: what the lifecycle closed reads closed; what was declined stays as it was.
    expect(offerOutcome({ ...open, closedAt: "2026-12-02T11:00:00.000Z" }, { ...sold, status: "withdrawn" })).toBe(
      "Closed",
    );
    expect(offerOutcome(declined, { ...sold, status: "withdrawn" })).toBeNull();
  });
});
