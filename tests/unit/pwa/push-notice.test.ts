import { describe, expect, it } from "vitest";
import { pushPayload } from "../../../src/contract/push.ts";
import { noticeFromPush, pickWindow, safeAppPath } from "../../../src/web/pwa/push-notice.ts";

/** What the service worker shows for a push, and where a click may go (issue 32). */
describe("the worker's notification for a push", () => {
  it("shows the server's payload: title, body, icon, the tag that collapses, and the screen to open", () => {
    const payload = pushPayload(
      { kind: "sold", params: { listingId: "l1", title: "Sony WH-1000XM4", amount: "₹12,000" } },
      "hi",
    );
    const notice = noticeFromPush(JSON.stringify(payload));
    expect(notice.title).toBe("बिक गया!");
    expect(notice.options).toMatchObject({
      body: payload.body,
      icon: "/icons/icon-192.png",
      tag: "snaplist-sold",
      renotify: true,
      data: { url: "/my-sales", kind: "sold" },
    });
  });

  it("an empty or unreadable push still shows a plain SnapList notice that opens the app", () => {
    for (const data of [null, "", "not json", "[1,2]", JSON.stringify({ title: 7 })]) {
      const notice = noticeFromPush(data);
      expect(notice.title).toBe("SnapList");
      expect(notice.options.data.url).toBe("/");
      expect(notice.options.tag).toBe("snaplist");
    }
  });

  it("a click opens only a path of this app", () => {
    expect(safeAppPath("/edit-listing/abc")).toBe("/edit-listing/abc");
    expect(safeAppPath("/?tab=messages")).toBe("/?tab=messages");
    for (const bad of [
      "https://evil.example/x",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      42,
      null,
    ])
      expect(safeAppPath(bad)).toBe("/");
  });

  it("reuses an open SnapList window, the focused one first, never another site's", () => {
    const origin = "https://snaplist.example";
    const windows = [
      { url: "https://elsewhere.example/", focused: true },
      { url: `${origin}/?tab=create`, focused: false },
      { url: `${origin}/my-sales`, focused: true },
    ];
    expect(pickWindow(windows, origin)?.url).toBe(`${origin}/my-sales`);
    expect(pickWindow(windows.slice(0, 2), origin)?.url).toBe(`${origin}/?tab=create`);
    expect(pickWindow(windows.slice(0, 1), origin)).toBeUndefined();
  });
});
