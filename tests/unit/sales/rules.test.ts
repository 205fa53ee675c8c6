import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatInr } from "../../../src/contract/money.ts";
import { payoutFitsSale, payoutInfoSchema, recordSaleSchema } from "../../../src/contract/sales.ts";
import { isUpiId, upiIntentUrl } from "../../../src/contract/upi.ts";
import { csvField } from "../../../src/server/lib/csv.ts";
import { salesCsv } from "../../../src/server/modules/sales/csv.ts";

describe("UPI ids", () => {
  it("accept name@handle and refuse everything else", () => {
    for (const ok of ["asha@okaxis", "asha.verma-1@okhdfcbank", "9876543210@ybl", "a_b@paytm"])
      expect(isUpiId(ok)).toBe(true);
    for (const bad of ["asha", "@ybl", "asha@", "as ha@ybl", "asha@1bank", "a@b", "asha@@ybl", "x@ybl"])
      expect(isUpiId(bad), bad).toBe(false);
  });
});

describe("the upi://pay intent", () => {
  it("carries payee, name, amount in INR, a note and our reference, percent-encoded", () => {
    const url = upiIntentUrl({
      vpa: "asha@okaxis",
      name: "Asha Verma",
      amount: "10800.00",
      note: "SnapList payout: Canon EOS 200D & lens",
      reference: "b3c1e0a2-sale",
    });
    expect(url).toBe(
      "upi://pay?pa=asha%40okaxis&pn=Asha%20Verma&am=10800.00&cu=INR&tn=SnapList%20payout%3A%20Canon%20EOS%20200D%20%26%20lens&tr=b3c1e0a2-sale",
    );
    const params = new URLSearchParams(url.split("?")[1]);
    expect(params.get("tn")).toBe("SnapList payout: Canon EOS 200D & lens");
  });

  it("cuts a long note to 80 characters and never loses a parameter to an & in the text", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (name, note) => {
        const params = new URLSearchParams(upiIntentUrl({ vpa: "a@ybl", name, amount: "1.00", note }).split("?")[1]);
        expect(params.get("pa")).toBe("a@ybl");
        expect(params.get("cu")).toBe("INR");
        expect(params.get("am")).toBe("1.00");
        expect((params.get("tn") ?? "").length).toBeLessThanOrEqual(80);
      }),
    );
  });
});

describe("payout within the sale", () => {
  it("compares decimals exactly", () => {
    expect(payoutFitsSale("10800.00", "12000.00")).toBe(true);
    expect(payoutFitsSale("12000.00", "12000.00")).toBe(true);
    expect(payoutFitsSale("12000.01", "12000.00")).toBe(false);
    expect(payoutFitsSale("0.30", "0.29")).toBe(false);
  });

  it("is what the sale form enforces, with a blank payout meaning the sale amount", () => {
    const blank = recordSaleSchema.parse({ listingId: "x", saleAmount: "12000", payoutAmount: "" });
    expect(blank).toEqual({ listingId: "x", saleAmount: "12000.00", marketplace: "other", payoutAmount: undefined });
    const above = recordSaleSchema.safeParse({ listingId: "x", saleAmount: "100", payoutAmount: "100.5" });
    expect(above.success).toBe(false);
  });
});

describe("payout info", () => {
  it("needs at least one method", () => {
    const r = payoutInfoSchema.safeParse({ upiId: " ", paypalEmail: "" });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe("Please provide either UPI ID or PayPal email");
    expect(payoutInfoSchema.parse({ paypalEmail: "A@B.co" })).toEqual({ paypalEmail: "a@b.co" });
  });
});

describe("CSV", () => {
  it("quotes commas, quotes and line breaks, and defuses spreadsheet formulas", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("=1+1")).toBe("'=1+1");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField(null)).toBe("");
  });

  it("writes one row per sale with decimal amounts, payout falling back to the sale amount", () => {
    const csv = salesCsv([
      {
        id: "s1",
        listingId: "l1",
        userId: "u1",
        listing: { title: "Phone", imageUrl: null, price: "100.00" },
        saleAmount: "100.50",
        payoutAmount: null,
        saleDate: "2026-03-01T00:00:00.000Z",
        marketplace: "olx",
        payoutStatus: "pending",
        payoutDate: null,
        payoutMethod: null,
        payoutNotes: null,
        payoutReference: null,
        withdrawnPostings: [],
        takenDown: [],
        user: { firstName: "Asha", email: "a@x.test", upiId: null, paypalEmail: null },
        sellerDeleted: false,
        markedSoldByAdmin: { firstName: "Admin", email: "admin@x.test" },
        paidByAdmin: null,
        delistTasks: [],
      },
    ]);
    expect(csv.startsWith("\uFEFFsale_id,")).toBe(true);
    expect(csv.split("\r\n")[1]).toBe(
      "s1,2026-03-01T00:00:00.000Z,Phone,Asha,a@x.test,olx,100.50,100.50,pending,,,,,admin@x.test,",
    );
  });

  it("formats rupees in the Indian grouping without floats, paise only when there are some (as screens show)", () => {
    expect(formatInr("16000.00")).toBe("₹16,000");
    expect(formatInr("10800")).toBe("₹10,800");
    expect(formatInr("1234567.5")).toBe("₹12,34,567.50");
    expect(formatInr("999.05")).toBe("₹999.05");
    expect(formatInr("9999999999.99")).toBe("₹9,99,99,99,999.99");
    expect(formatInr("0.50")).toBe("₹0.50");
  });
});
