// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import type { CreationLogView } from "../../../src/contract/admin-creation-logs.ts";
import { CreationLogDetails } from "../../../src/web/features/admin/creation-logs/CreationLogDetails.tsx";
import { renderAt } from "../listings/render.tsx";

/** View Full Details of a creation log shows what its prices were based on (issue 48, docs/decisions/200). */
const log = (basis?: NonNullable<CreationLogView["aiSuggestedPrices"]>["basis"]): CreationLogView => ({
  id: "0b8a2f4e-8f0c-4f7e-9d7a-2b3c4d5e6f70",
  listingId: null,
  user: { firstName: "Asha", lastName: "Verma", email: "asha@example.test", upiId: null },
  createdAt: "2026-11-02T06:30:00.000Z",
  originalImageUrl: "/uploads/a.jpg",
  userSelectedTitle: null,
  aiDetectedProduct: "Engineering textbooks",
  userSelectedPrice: null,
  userSelectedCategory: null,
  userModifiedDescription: null,
  aiGeneratedDescription: "Kept well.",
  aiDetectedBrand: null,
  aiDetectedModel: null,
  aiConfidenceScore: 50,
  aiSuggestedPrices: { quickPrice: "800.00", medianPrice: "1000.00", maxPrice: "1250.00", ...(basis ? { basis } : {}) },
  aiGeneratedTitles: ["Engineering textbooks"],
  sellerAnswer: null,
});

let unmount: (() => Promise<void>) | undefined;
afterEach(async () => {
  await unmount?.();
});

const shown = async (l: CreationLogView) => {
  const page = await renderAt("/", [{ path: "/", element: <CreationLogDetails log={l} /> }]);
  unmount = page.unmount;
  return page.container.querySelector('[data-testid="pricing-basis"]')?.textContent ?? null;
};

describe("a creation log's pricing basis", () => {
  it("lists the evidence with its weights, the band and the days per price", async () => {
    const text = await shown(
      log({
        source: "snaplist",
        reference: { level: "type", value: 950 },
        comparables: {
          level: "type",
          band: { lo: 316, hi: 2850 },
          sales: 5,
          offers: 1,
          effective: 5.8,
          blend: 0.26,
          evidence: [
            { kind: "sale", amount: 900, condition: "fair", ageDays: 12.4, adjusted: 1100, weight: 0.774, days: 6 },
            { kind: "offer", amount: 1000, condition: "good", ageDays: 0, adjusted: 1000, weight: 0.6, days: null },
          ],
        },
        days: { quickPrice: null, medianPrice: { days: 0, sales: 5, sellers: 3 }, maxPrice: null },
      }),
    );
    expect(text).toContain("5 SnapList sales and 1 accepted offer (same item type, ₹316–₹2,850): effective 5.8, 26%");
    expect(text).toContain("Reference (type table): ₹950");
    expect(text).toContain("Market: the day it went live (5 sales, 3 sellers)");
    expect(text).toContain("Quick sale: no days (too few sales at about this price)");
    expect(text).toContain("Sale ₹900 (fair, 12 days ago) → ₹1,100 · weight 0.774 · sold in 6 days");
    expect(text).toContain("Accepted offer ₹1,000 (good, 0 days ago) → ₹1,000 · weight 0.6");
  });

  it("says when the prices came from the reference alone, and nothing for logs from before", async () => {
    const reference = await shown(
      log({
        source: "reference",
        reference: { level: "model", value: 18000 },
        evidenceFailed: true,
        comparables: null,
        days: { quickPrice: null, medianPrice: null, maxPrice: null },
      }),
    );
    expect(reference).toContain("Reference prices only (SnapList's sales could not be read)");
    await unmount?.();
    expect(await shown(log())).toBeNull();
  });
});
