import { describe, expect, it } from "vitest";
import {
  base64UrlBytes,
  defaultPushPreferences,
  MAX_PUSH_TEXT,
  PUSH_KINDS,
  type PushNotice,
  pushPayload,
  pushPayloadSchema,
} from "../../../src/contract/push.ts";

const id = "3f1c2a4e-0000-4000-8000-000000000001";
const notices: PushNotice[] = [
  { kind: "posted", params: { listingId: id, title: "Canon EOS 200D", marketplace: "OLX" } },
  { kind: "sold", params: { listingId: id, title: "Canon EOS 200D", amount: "₹12,000" } },
  { kind: "payout", params: { listingId: id, title: "Canon EOS 200D", amount: "₹10,800", method: "upi" } },
  { kind: "message", params: { subject: "Is the lens included?" } },
  { kind: "price_suggestion", params: { listingId: id, title: "Canon EOS 200D", price: "₹27,500" } },
  { kind: "new_listing", params: { listingId: id, title: "Wooden study table" } },
  { kind: "seller_reply", params: { subject: "Re: Drawer size?" } },
];

describe("push texts", () => {
  it("every kind has its text and target in English and Hindi", () => {
    expect(notices.map((n) => n.kind)).toEqual([...PUSH_KINDS]);
    const table = notices.map((n) => [pushPayload(n, "en"), pushPayload(n, "hi")]);
    expect(table).toMatchInlineSnapshot(`
      [
        [
          {
            "body": "“Canon EOS 200D” is now live on OLX.",
            "kind": "posted",
            "tag": "snaplist-posted",
            "title": "Live on OLX",
            "url": "/edit-listing/3f1c2a4e-0000-4000-8000-000000000001",
          },
          {
            "body": "“Canon EOS 200D” अब OLX पर लाइव है।",
            "kind": "posted",
            "tag": "snaplist-posted",
            "title": "OLX पर लाइव",
            "url": "/edit-listing/3f1c2a4e-0000-4000-8000-000000000001",
          },
        ],
        [
          {
            "body": "“Canon EOS 200D” sold for ₹12,000.",
            "kind": "sold",
            "tag": "snaplist-sold",
            "title": "Sold!",
            "url": "/my-sales",
          },
          {
            "body": "“Canon EOS 200D” ₹12,000 में बिक गया।",
            "kind": "sold",
            "tag": "snaplist-sold",
            "title": "बिक गया!",
            "url": "/my-sales",
          },
        ],
        [
          {
            "body": "₹10,800 is on its way to your UPI.",
            "kind": "payout",
            "tag": "snaplist-payout",
            "title": "Payout sent",
            "url": "/my-sales",
          },
          {
            "body": "₹10,800 आपके UPI पर भेजे जा रहे हैं।",
            "kind": "payout",
            "tag": "snaplist-payout",
            "title": "भुगतान भेजा गया",
            "url": "/my-sales",
          },
        ],
        [
          {
            "body": "Is the lens included?",
            "kind": "message",
            "tag": "snaplist-message",
            "title": "New message from the SnapList team",
            "url": "/?tab=messages",
          },
          {
            "body": "Is the lens included?",
            "kind": "message",
            "tag": "snaplist-message",
            "title": "SnapList टीम से नया संदेश",
            "url": "/?tab=messages",
          },
        ],
        [
          {
            "body": "“Canon EOS 200D” could sell faster at ₹27,500.",
            "kind": "price_suggestion",
            "tag": "snaplist-price_suggestion",
            "title": "A price suggestion",
            "url": "/edit-listing/3f1c2a4e-0000-4000-8000-000000000001",
          },
          {
            "body": "“Canon EOS 200D” ₹27,500 पर जल्दी बिक सकता है।",
            "kind": "price_suggestion",
            "tag": "snaplist-price_suggestion",
            "title": "कीमत का सुझाव",
            "url": "/edit-listing/3f1c2a4e-0000-4000-8000-000000000001",
          },
        ],
        [
          {
            "body": "“Wooden study table” is waiting to be posted.",
            "kind": "new_listing",
            "tag": "snaplist-new_listing",
            "title": "New listing to post",
            "url": "/admin?tab=pending",
          },
          {
            "body": "“Wooden study table” पोस्ट होने का इंतज़ार कर रही है।",
            "kind": "new_listing",
            "tag": "snaplist-new_listing",
            "title": "पोस्ट करने के लिए नई लिस्टिंग",
            "url": "/admin?tab=pending",
          },
        ],
        [
          {
            "body": "Re: Drawer size?",
            "kind": "seller_reply",
            "tag": "snaplist-seller_reply",
            "title": "A seller replied",
            "url": "/?tab=messages",
          },
          {
            "body": "Re: Drawer size?",
            "kind": "seller_reply",
            "tag": "snaplist-seller_reply",
            "title": "विक्रेता ने जवाब दिया",
            "url": "/?tab=messages",
          },
        ],
      ]
    `);
    for (const [en, hi] of table) {
      expect(pushPayloadSchema.parse(en)).toEqual(en);
      expect(hi?.url).toBe(en?.url);
      expect(hi?.tag).toBe(en?.tag);
    }
  });

  it("several of a kind collapse into one counted text with the same tag", () => {
    const collapsed = notices.map((n) => [pushPayload(n, "en", 3).body, pushPayload(n, "hi", 3).body]);
    expect(collapsed).toMatchInlineSnapshot(`
      [
        [
          "3 new postings are live.",
          "3 नई पोस्टिंग लाइव हुईं।",
        ],
        [
          "3 items sold.",
          "3 चीज़ें बिक गईं।",
        ],
        [
          "3 payouts are on their way.",
          "3 भुगतान आपके रास्ते में हैं।",
        ],
        [
          "3 new messages",
          "3 नए संदेश",
        ],
        [
          "Price suggestions for 3 listings",
          "3 लिस्टिंग के लिए कीमत के सुझाव",
        ],
        [
          "3 new listings are waiting to be posted.",
          "3 नई लिस्टिंग पोस्ट होने का इंतज़ार कर रही हैं।",
        ],
        [
          "3 new replies",
          "3 नए जवाब",
        ],
      ]
    `);
    expect(pushPayload(notices[0] as PushNotice, "en", 2).url).toBe("/?tab=manage");
    expect(pushPayload(notices[3] as PushNotice, "en", 2).tag).toBe(pushPayload(notices[3] as PushNotice, "en").tag);
  });

  it("long subjects are cut so the encrypted push stays small", () => {
    const long = pushPayload({ kind: "message", params: { subject: "क".repeat(1000) } }, "hi");
    expect([...long.body]).toHaveLength(MAX_PUSH_TEXT);
    expect(long.body.endsWith("…")).toBe(true);
  });

  it("defaults: sellers all on, admins none; base64url lengths", () => {
    expect(Object.values(defaultPushPreferences(false)).every(Boolean)).toBe(true);
    expect(Object.values(defaultPushPreferences(true)).some(Boolean)).toBe(false);
    expect(base64UrlBytes(Buffer.alloc(65).toString("base64url"))).toBe(65);
    expect(base64UrlBytes(Buffer.alloc(16).toString("base64"))).toBe(16);
    expect(base64UrlBytes("a+b/")).toBe(-1);
    expect(base64UrlBytes("abcde")).toBe(-1);
  });
});
