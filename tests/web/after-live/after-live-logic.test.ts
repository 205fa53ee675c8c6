// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListingDto } from "../../../src/contract/listings.ts";
import { ageSummary, liveMoreThanOptions, parseLiveMoreThan } from "../../../src/web/features/admin/marketplace/age.ts";
import { renewalDates } from "../../../src/web/features/admin/renewals/dates.ts";
import { changedKitFields } from "../../../src/web/features/admin/updates/changes.ts";
import { liveLine } from "../../../src/web/features/listings/after-live/AdLife.tsx";
import { decisionUrl } from "../../../src/web/features/listings/after-live/api.ts";
import { askAgainDays, dropPercent, reasonText } from "../../../src/web/features/listings/after-live/reason.ts";
import { showLanguage } from "../../../src/web/i18n/index.ts";
import { dayMonth } from "../../../src/web/ui/format.ts";

/** Issue 30's web logic: the seller's sentences in both languages, and the admin queues' own rules. */
const suggestion = (params: Record<string, string | number>, code = "similarSales") => ({
  id: "s1",
  currentPrice: "12000.00",
  suggestedPrice: "10500.00",
  reason: { code, params } as never,
  createdAt: "2026-11-20T12:00:00Z",
});

const listingWith = (live: ListingDto["live"]) => ({ live }) as ListingDto;

describe("the seller's side in English", () => {
  it("writes each reason code as a sentence with rupees and plurals", () => {
    expect(reasonText(suggestion({ days: 16, count: 3, price: "10500.00" }).reason)).toBe(
      "Live for 16 days without a sale. 3 similar items sold recently for about ₹10,500.",
    );
    expect(reasonText(suggestion({ days: 1, price: 9999 }, "pricingEngine").reason)).toBe(
      "Live for 1 day without a sale. A quick-sale price for this item is about ₹9,999.",
    );
    expect(reasonText(suggestion({ days: 20, percent: 10 }, "markdown").reason)).toBe(
      "Live for 20 days without a sale. Shops lower prices by 10% at this point.",
    );
    // A code from a newer server still reads as a sentence, never as a key.
    expect(reasonText(suggestion({}, "somethingNew").reason)).toBe("It has been live for a while without a sale.");
  });

  it("says how much lower the suggestion is, and for how long a decline holds", () => {
    expect(dropPercent(suggestion({}))).toBe(13);
    expect(dropPercent({ currentPrice: "0.00", suggestedPrice: "10.00" })).toBe(0);
    expect(dropPercent({ currentPrice: "100.00", suggestedPrice: "120.00" })).toBe(0);
    expect(askAgainDays(suggestion({ days: 16 }))).toBe(14);
    expect(askAgainDays(suggestion({ askAgainDays: 21 }))).toBe(21);
    expect(askAgainDays(suggestion({ askAgainDays: "x" }))).toBe(14);
  });

  it("dates a live ad as 'Live since 3 Nov · renews 3 Dec'", () => {
    expect(dayMonth("2026-11-03T12:00:00Z")).toBe("3 Nov");
    const listing = listingWith([
      { marketplace: "olx", since: "2026-11-03T12:00:00Z", renewsOn: "2026-12-03T12:00:00Z" },
      { marketplace: "quikr", since: "2026-11-05T12:00:00Z", renewsOn: null },
    ]);
    expect(liveLine(listing, "olx")).toBe("Live since 3 Nov · renews 3 Dec");
    expect(liveLine(listing, "quikr")).toBe("Live since 5 Nov");
    expect(liveLine(listing, "facebook")).toBeNull();
  });

  it("posts a decision to the agreed route", () => {
    expect(decisionUrl({ listingId: "l 1", suggestionId: "s/2", decision: "accept" })).toBe(
      "/api/listings/l%201/price-suggestions/s%2F2/accept",
    );
  });
});

describe("the seller's side in Hindi", () => {
  beforeAll(() => showLanguage("hi"));
  afterAll(() => showLanguage("en"));

  it("writes the reasons, the dates and the decline's days in Hindi", () => {
    expect(reasonText(suggestion({ days: 16, count: 3, price: "10500.00" }).reason)).toBe(
      "16 दिन से लाइव है, पर बिका नहीं। हाल में 3 मिलती-जुलती चीज़ें लगभग ₹10,500 में बिकीं।",
    );
    const listing = listingWith([
      { marketplace: "olx", since: "2026-11-03T12:00:00Z", renewsOn: "2026-12-03T12:00:00Z" },
    ]);
    expect(liveLine(listing, "olx")).toBe(
      `${dayMonth("2026-11-03T12:00:00Z")} से लाइव · ${dayMonth("2026-12-03T12:00:00Z")} को नवीनीकरण`,
    );
    expect(dayMonth("2026-11-03T12:00:00Z")).toMatch(/^3 नव/);
  });
});

describe("the admin desk", () => {
  it("shows a listing's age on the marketplaces and its suggestions", () => {
    const now = Date.parse("2026-11-26T12:00:00Z");
    expect(ageSummary({ liveSince: "2026-11-10T11:00:00Z", suggestionCount: 2 }, now)).toBe(
      "Live 16 days · 2 price suggestions",
    );
    expect(ageSummary({ liveSince: "2026-11-25T11:00:00Z", suggestionCount: 1 }, now)).toBe(
      "Live 1 day · 1 price suggestion",
    );
    expect(ageSummary({ liveSince: null, suggestionCount: 0 }, now)).toBe("Not live yet · no price suggestions");
  });

  it("reads 'Live more than N days' from the URL and keeps an unusual N among the choices", () => {
    expect(parseLiveMoreThan("14")).toBe(14);
    expect(parseLiveMoreThan("0")).toBe(0);
    for (const bad of [null, "", "-1", "1.5", "abc", "99999"]) expect(parseLiveMoreThan(bad)).toBeNull();
    expect(liveMoreThanOptions(null).map((o) => o.value)).toEqual(["7", "14", "30", "60", "90"]);
    expect(liveMoreThanOptions(21).map((o) => o.value)).toEqual(["7", "14", "21", "30", "60", "90"]);
    expect(liveMoreThanOptions(14)[1]?.label).toBe("Live more than 14 days");
  });

  it("lists a renewal's dates, the expiry in red once it has passed", () => {
    const base = { liveSince: "2026-10-01T00:00:00Z", renewedAt: null, expiresAt: "2026-11-28T00:00:00Z" };
    expect(renewalDates({ ...base, expired: false }).map((d) => d.label)).toEqual(["Live since", "Expires"]);
    const expired = renewalDates({ ...base, renewedAt: "2026-10-29T00:00:00Z", expired: true });
    expect(expired.map((d) => [d.label, Boolean(d.alert)])).toEqual([
      ["Live since", false],
      ["Renewed", false],
      ["Expired on", true],
    ]);
  });

  it("fits only the changed fields into an update task's kit", () => {
    expect(changedKitFields([{ field: "price" }, { field: "photos" }])).toEqual({
      title: false,
      description: false,
      price: true,
      photos: true,
    });
  });
});
