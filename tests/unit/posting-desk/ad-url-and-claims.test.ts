import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkAdUrl, isPublishedAdUrl } from "../../../src/contract/ad-address.ts";
import { MARKETPLACES } from "../../../src/contract/enums.ts";
import { MARKETPLACE_CONDITIONS, marketplaceCondition } from "../../../src/contract/marketplace-kit/conditions.ts";
import { claimedByText, minutesLeft, SKIP_ENTRY } from "../../../src/contract/posting-desk.ts";
import { scrubLine } from "../../../src/server/lib/logging.ts";

describe("isPublishedAdUrl", () => {
  it("accepts each marketplace's published ad pages, subdomains included", () => {
    expect(isPublishedAdUrl("olx", "https://www.olx.in/item/canon-eos-200d-iid-1790000001")).toBe(true);
    expect(isPublishedAdUrl("olx", "https://olx.in/en/item/x-iid-1")).toBe(true);
    expect(isPublishedAdUrl("olx", "https://m.olx.in/item/x-iid-1?ref=share#top")).toBe(true);
    expect(isPublishedAdUrl("facebook", "https://www.facebook.com/marketplace/item/1234567890/")).toBe(true);
    expect(isPublishedAdUrl("facebook", "https://web.facebook.com/marketplace/item/42?ref=x")).toBe(true);
    expect(isPublishedAdUrl("quikr", "https://www.quikr.com/mobiles/iphone-13-W0QQAdIdZ398765432")).toBe(true);
    expect(isPublishedAdUrl("quikr", "https://mumbai.quikr.com/x/y-W0QQAdIdZ1")).toBe(true);
  });

  it("refuses other domains, look-alikes, other schemes, credentials, ports, forms and bad characters", () => {
    const refused: Array<[(typeof MARKETPLACES)[number], string]> = [
      ["olx", "https://www.olx.in.evil.example/item/1"],
      ["olx", "https://evilolx.in/item/1"],
      ["olx", "https://evil.example/?u=https://www.olx.in/item/1"],
      ["olx", "http://www.olx.in/item/1"],
      ["olx", "javascript:alert(1)//www.olx.in/item/1"],
      ["olx", "JAVASCRIPT:alert(1)"],
      ["olx", "data:text/html,<a href=https://www.olx.in/item/1>"],
      ["olx", "https://user:pw@www.olx.in/item/1"],
      ["olx", "https://www.olx.in:8443/item/1"],
      ["olx", "https://www.olx.in/post"],
      ["olx", "https://www.olx.in/"],
      ["olx", "https://www.olx.in/item/1\u0000"],
      ["olx", "https://www.olx.in/item/1 x"],
      ["olx", `https://www.olx.in/item/${"a".repeat(2100)}`],
      ["olx", "www.olx.in/item/1"],
      ["olx", ""],
      ["olx", "https://www.facebook.com/marketplace/item/1"],
      ["facebook", "https://www.facebook.com/marketplace/create/item"],
      ["facebook", "https://www.facebook.com.evil.example/marketplace/item/1"],
      ["facebook", "https://www.olx.in/item/1"],
      ["quikr", "https://www.quikr.com/post-classifieds-ads"],
      ["quikr", "https://www.quikr.co/x-W0QQAdIdZ1"],
    ];
    for (const [m, url] of refused) expect(isPublishedAdUrl(m, url), `${m} ${url.slice(0, 60)}`).toBe(false);
  });

  it("refuses the look-alikes of issue 40: hosts inside other hosts, user info, plain http, another marketplace", () => {
    const refused: Array<[(typeof MARKETPLACES)[number], string, string]> = [
      ["olx", "https://www.olx.in.evil.com/item/x-iid-1", "host"],
      ["olx", "https://olx.in@evil.com/item/x-iid-1", "user-info"],
      ["olx", "https://www.olx.in@evil.com/item/x-iid-1", "user-info"],
      ["olx", "http://www.olx.in/item/x-iid-1", "not-https"],
      ["olx", "https://www.facebook.com/marketplace/item/1", "host"],
      ["olx", "https://www.olx.in./item/x-iid-1", "host"],
      ["olx", "https://evil.olx.in/item/x-iid-1", "host"],
      ["olx", "https://www.xn--olx-6na.in/item/x-iid-1", "host"],
      ["olx", "https://www.olx\u0131n.in/item/x-iid-1", "characters"],
      ["olx", "https://www.olx.in\\@evil.com/item/x-iid-1", "characters"],
      ["olx", "https://www.olx.in/item/no-id-here", "path"],
      ["quikr", "https://a.b.quikr.com/x-W0QQAdIdZ1", "host"],
      ["quikr", "https://mumbai1.quikr.com/x-W0QQAdIdZ1", "host"],
      ["quikr", "https://bangalore.quikr.com.evil.com/x-W0QQAdIdZ1", "host"],
      ["facebook", "https://www.facebook.com:443/marketplace/item/1", "port"],
      ["facebook", "https://l.facebook.com/marketplace/item/1", "host"],
    ];
    for (const [m, url, problem] of refused) {
      expect(checkAdUrl(m, url), `${m} ${url}`).toEqual({ ok: false, problem });
    }
    expect(checkAdUrl("quikr", " https://bangalore.quikr.com/Sony-TV-W0QQAdIdZ240428043 ")).toEqual({
      ok: true,
      url: "https://bangalore.quikr.com/Sony-TV-W0QQAdIdZ240428043",
    });
  });

  it("never throws and never accepts a URL that is not https on the marketplace's own domain", () => {
    const domains = { olx: "olx.in", quikr: "quikr.com", facebook: "facebook.com" } as const;
    fc.assert(
      fc.property(fc.constantFrom(...MARKETPLACES), fc.string({ unit: "binary", maxLength: 200 }), (m, text) => {
        for (const url of [text, `https://www.${domains[m]}/${text}`, `javascript:${text}`]) {
          if (!isPublishedAdUrl(m, url)) continue;
          const u = new URL(url);
          expect(u.protocol).toBe("https:");
          expect(u.hostname === domains[m] || u.hostname.endsWith(`.${domains[m]}`)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("claimedByText and minutesLeft", () => {
  it("says who holds a posting and the whole minutes left, rounded up, never less than 1", () => {
    expect(claimedByText("Asha", 12)).toBe("Asha is posting this (12 min left)");
    expect(claimedByText("Asha", 11.2)).toBe("Asha is posting this (12 min left)");
    expect(claimedByText("Ravi", 0)).toBe("Ravi is posting this (1 min left)");
    expect(claimedByText("Ravi", -3)).toBe("Ravi is posting this (1 min left)");
    const now = new Date("2026-11-26T10:00:00.000Z");
    expect(minutesLeft("2026-11-26T10:15:00.000Z", now)).toBe(15);
    expect(minutesLeft("2026-11-26T10:11:01.000Z", now)).toBe(12);
    expect(minutesLeft("2026-11-26T09:59:00.000Z", now)).toBe(0);
  });
});

describe("the posting desk's small rules", () => {
  it("names every condition on every marketplace, with Facebook's used grades", () => {
    for (const m of MARKETPLACES)
      for (const name of Object.values(MARKETPLACE_CONDITIONS[m])) expect(name).toBeTruthy();
    expect(marketplaceCondition("facebook", "good")).toBe("Used - Good");
    expect(marketplaceCondition("facebook", "new")).toBe("New");
    expect(marketplaceCondition("olx", "unknown")).toBe("Used");
  });

  it("reads a skip entry as listingId:marketplace only", () => {
    expect(SKIP_ENTRY.test("0b7c9a52-1f1e-4c43-9d7f-2a1f3c6b8e90:olx")).toBe(true);
    expect(SKIP_ENTRY.test("0b7c9a52-1f1e-4c43-9d7f-2a1f3c6b8e90:ebay")).toBe(false);
    expect(SKIP_ENTRY.test("x:olx")).toBe(false);
  });

  it("cuts an assistant token out of any log line and keeps the rest", () => {
    const token = `slx_${"Ab3-_".repeat(8)}xyz`;
    const line = scrubLine(`{"msg":"Bearer ${token} from asha@example.com"}`);
    expect(line).not.toContain(token);
    expect(line).toContain("slx_[redacted]");
    expect(line).toContain("a***@example.com");
    expect(scrubLine("slx_ is our prefix")).toBe("slx_ is our prefix");
  });
});
