// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import type { ClassifyResponse, GenerateCopyResponse, SmartPricingResponse } from "../../../src/contract/generator.ts";
import { draftReducer, type ListingDraft } from "../../../src/web/features/generator/listing.ts";
import { PriceCard } from "../../../src/web/features/generator/PriceCard.tsx";
import { showLanguage } from "../../../src/web/i18n/index.ts";
import { renderAt } from "../listings/render.tsx";

/*
 * The review step's price card (issue 48 item 3, docs/decisions/200): each price says how fast similar items at about
 * that price sold on SnapList when enough sales back it; otherwise the card says where the prices come from. In
 * English and in Hindi.
 */
const classification: ClassifyResponse = {
  brand: "",
  model: "",
  category: "books",
  imageUrl: "/uploads/a.jpg",
  suggestions: [{ title: "Engineering textbooks" }],
  productName: "Engineering textbooks",
  itemType: "book",
  confidence: 0.5,
  sure: true,
  mixedPhotos: false,
  imageUrls: ["/uploads/a.jpg"],
  creationLogId: "0b8a2f4e-8f0c-4f7e-9d7a-2b3c4d5e6f70",
  provider: "offline",
};
const copy: GenerateCopyResponse = {
  titles: ["Engineering textbooks"],
  description: "Kept well.",
  provider: "offline",
};

function draftFrom(pricing: Partial<SmartPricingResponse>): ListingDraft {
  const full: SmartPricingResponse = {
    quickPrice: "800.00",
    medianPrice: "1000.00",
    maxPrice: "1250.00",
    confidence: "amber",
    confidenceScore: 0.55,
    currency: "INR",
    basis: { reference: "type", comparables: 0, source: "reference", sales: 0, offers: 0 },
    days: { quickPrice: null, medianPrice: null, maxPrice: null },
    ...pricing,
  };
  return draftReducer(null, { type: "generated", classification, copy, pricing: full }) as ListingDraft;
}

let unmount: (() => Promise<void>) | undefined;
afterEach(async () => {
  await unmount?.();
  await showLanguage("en");
});

async function card(draft: ListingDraft) {
  const display = { code: "INR" as const, tiers: draft.tiers, rate: 1, converting: false, fellBack: false };
  const page = await renderAt("/", [
    {
      path: "/",
      element: <PriceCard draft={draft} display={display} currency="INR" onCurrency={() => {}} onChoice={() => {}} />,
    },
  ]);
  unmount = page.unmount;
  const of = (id: string) => page.container.querySelector(`[data-testid="${id}"]`)?.textContent;
  return { speed: (tier: string) => of(`speed-${tier}`), basis: of("price-basis") };
}

const backed = {
  basis: { reference: "type", comparables: 14, level: "type", source: "snaplist", sales: 12, offers: 2 },
  days: { quickPrice: 0, medianPrice: 6, maxPrice: null },
} as const;

describe("the price card says how fast each price sells", () => {
  it("from SnapList's sales: days under the prices they back, 'not enough' under the others", async () => {
    const c = await card(draftFrom(backed));
    expect(c.speed("quick")).toBe("Similar items at about this price sold the day they went live");
    expect(c.speed("balanced")).toBe("Similar items at about this price sold in about 6 days");
    expect(c.speed("max")).toBe("Not enough sales at about this price yet to say how fast");
    expect(c.basis).toBe("Based on 14 similar sales and accepted offers on SnapList, with reference prices.");
  });

  it("from the reference prices alone: the usual hints, and says so", async () => {
    const c = await card(draftFrom({}));
    expect([c.speed("quick"), c.speed("balanced"), c.speed("max")]).toEqual([
      "Sells in 1-2 days",
      "Sells in 3-5 days",
      "Sells in 1-2 weeks",
    ]);
    expect(c.basis).toBe(
      "These prices come from reference prices (launch prices and typical wear), not yet from sales on SnapList.",
    );
  });

  it("a draft kept from before (no evidence recorded) reads as reference prices", async () => {
    const { evidence: _, ...kept } = draftFrom(backed);
    const c = await card(kept);
    expect(c.speed("balanced")).toBe("Sells in 3-5 days");
    expect(c.basis).toMatch(/^These prices come from reference prices/);
  });

  it("in Hindi", async () => {
    await showLanguage("hi");
    const c = await card(draftFrom({ ...backed, days: { quickPrice: 0, medianPrice: 1, maxPrice: 12 } }));
    expect(c.speed("quick")).toBe("इस दाम के आसपास मिलती-जुलती चीज़ें लाइव होने के दिन ही बिक गईं");
    expect(c.speed("balanced")).toBe("इस दाम के आसपास मिलती-जुलती चीज़ें लगभग 1 दिन में बिकीं");
    expect(c.speed("max")).toBe("इस दाम के आसपास मिलती-जुलती चीज़ें लगभग 12 दिन में बिकीं");
    expect(c.basis).toBe("SnapList पर 14 मिलती-जुलती बिक्रियों व मंज़ूर ऑफ़रों और संदर्भ दामों के आधार पर।");
    await unmount?.();
    const reference = await card(draftFrom({}));
    expect(reference.speed("quick")).toBe("1-2 दिन में बिकता है");
    expect(reference.basis).toBe("ये दाम संदर्भ दामों (लॉन्च के दाम और आम घिसावट) से हैं, अभी SnapList की बिक्रियों से नहीं।");
  });
});
