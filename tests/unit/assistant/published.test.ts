import { describe, expect, it } from "vitest";
import { classifyTabUrl } from "../../../extension/src/background/published.ts";

const ref = { listingId: "11111111-2222-4333-8444-555555555555", marketplace: "olx" as const };

describe("what a tab's address means for the posting it holds", () => {
  it("the desk's launch fragment starts a posting", () => {
    expect(classifyTabUrl(`https://www.olx.in/post#snaplist-posting=${ref.listingId}.olx`, null)).toEqual({
      kind: "launch",
      launch: { kind: "post", ...ref },
    });
  });

  it("the published ad on the posting's own marketplace is sent back", () => {
    const url = "https://www.olx.in/item/sony-55-inch-tv-iid-1723322867";
    expect(classifyTabUrl(url, ref)).toEqual({ kind: "published", url });
    const quikr = { ...ref, marketplace: "quikr" as const };
    const ad = "https://bangalore.quikr.com/Sony-TV-W0QQAdIdZ308646996";
    expect(classifyTabUrl(ad, quikr)).toEqual({ kind: "published", url: ad });
  });

  it("anything else is never sent: another domain, javascript:, the form, another marketplace, no posting", () => {
    for (const url of [
      "https://evil.example/item/x-iid-1",
      "https://www.olx.in.evil.example/item/x",
      "javascript:alert(1)//https://www.olx.in/item/x",
      "http://www.olx.in/item/x-iid-1",
      "https://www.olx.in/post",
      "https://www.facebook.com/marketplace/item/123/",
    ]) {
      expect(classifyTabUrl(url, ref).kind).toBe("other");
    }
    expect(classifyTabUrl("https://www.olx.in/item/x-iid-1", null).kind).toBe("other");
  });
});
