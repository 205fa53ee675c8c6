// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { classifyTabUrl, savedBackOnAd } from "../../../extension/src/background/published.ts";
import { changedFields, isSaveButton, postingFromUpdate } from "../../../extension/src/match/update.ts";
import type { FieldChange } from "../../../src/contract/after-live.ts";
import { adEditUrl, adIdOf, isSameAd, updatePlan } from "../../../src/contract/assistant-update.ts";
import { BUNDLED_FIELD_MAPS } from "../../../src/contract/field-maps/index.ts";
import { assistantLaunchUrl, parseAssistantLaunch, parseLaunch } from "../../../src/contract/posting-desk.ts";

const TASK = "aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee";
const OLX_AD = "https://www.olx.in/item/sony-55-inch-tv-iid-1723322867";
const FB_AD = "https://www.facebook.com/marketplace/item/1234567890123/";
const QUIKR_AD = "https://bangalore.quikr.com/Sony-TV-W0QQAdIdZ308646996";

describe("which fields an edit page gets from a task's changes", () => {
  const price: FieldChange = { field: "price", before: "12000.00", after: "10500.00" };
  const title: FieldChange = { field: "title", before: "a", after: "b" };
  const description: FieldChange = { field: "description", before: "a", after: "b" };
  const photos: FieldChange = { field: "photos", before: ["/1", "/2"], after: ["/1", "/3", "/4"] };

  it("fills only the changed text fields, in the form's order, and lists photo changes for the admin", () => {
    expect(updatePlan([price])).toEqual({ fill: ["price"], photoTexts: [] });
    expect(updatePlan([price, title, description])).toEqual({
      fill: ["title", "description", "price"],
      photoTexts: [],
    });
    expect(updatePlan([photos])).toEqual({ fill: [], photoTexts: ["Photo 2 replaced", "Photo 3 added"] });
    expect(updatePlan([])).toEqual({ fill: [], photoTexts: [] });
  });

  it("fills those fields only, and never presses the map's Save or Post", () => {
    expect(changedFields({ changes: [price, title] })).toEqual(["title", "price"]);
    expect(BUNDLED_FIELD_MAPS.olx.neverClick).toEqual(expect.arrayContaining(["Post now", "Save changes"]));
    const values = postingFromUpdate({
      taskId: TASK,
      listingId: TASK,
      marketplace: "olx",
      adUrl: OLX_AD,
      changes: [],
      values: { price: "10500" },
      photos: null,
    });
    expect(values).toMatchObject({ price: "10500", title: "", description: "" });
  });
});

describe("the ad's id and its edit page", () => {
  it("reads the id from each marketplace's published ad address", () => {
    expect(adIdOf("olx", OLX_AD)).toBe("1723322867");
    expect(adIdOf("facebook", FB_AD)).toBe("1234567890123");
    expect(adIdOf("quikr", QUIKR_AD)).toBe("308646996");
  });

  it("gives the edit page, or nothing for an address without an id or on another site", () => {
    expect(adEditUrl("olx", OLX_AD)).toBe("https://www.olx.in/editad/1723322867");
    expect(adEditUrl("facebook", FB_AD)).toBe("https://www.facebook.com/marketplace/edit/?listing_id=1234567890123");
    expect(adEditUrl("quikr", QUIKR_AD)).toBe("https://www.quikr.com/post-classifieds-ads/?editAdId=308646996");
    for (const [m, url] of [
      ["olx", "https://www.olx.in/item/123"],
      ["olx", "https://evil.example/item/x-iid-1"],
      ["olx", FB_AD],
      ["facebook", "javascript:alert(1)//https://www.facebook.com/marketplace/item/1/"],
      ["quikr", "https://www.quikr.com/post-classifieds-ads"],
    ] as const) {
      expect(adEditUrl(m, url), url).toBeNull();
    }
  });

  it("knows the same ad by its id, whatever the slug", () => {
    expect(isSameAd("olx", "https://www.olx.in/item/new-title-iid-1723322867", OLX_AD)).toBe(true);
    expect(isSameAd("olx", "https://www.olx.in/item/sony-55-inch-tv-iid-1723322868", OLX_AD)).toBe(false);
    expect(isSameAd("olx", "https://www.olx.in/editad/1723322867", OLX_AD)).toBe(false);
  });
});

describe("the launch fragment's kind", () => {
  it("round-trips a posting (unchanged format) and an update task", () => {
    const ref = { listingId: "11111111-2222-4333-8444-555555555555", marketplace: "olx" as const };
    const post = assistantLaunchUrl("https://www.olx.in/post", ref);
    expect(post).toBe(`https://www.olx.in/post#snaplist-posting=${ref.listingId}.olx`);
    expect(parseLaunch(post)).toEqual({ kind: "post", ...ref });
    const update = assistantLaunchUrl("https://www.olx.in/editad/1", {
      kind: "update",
      taskId: TASK,
      marketplace: "olx",
    });
    expect(update).toBe(`https://www.olx.in/editad/1#snaplist-posting=update.${TASK}.olx`);
    expect(parseLaunch(update)).toEqual({ kind: "update", taskId: TASK, marketplace: "olx" });
    // An update's fragment is never taken for a posting.
    expect(parseAssistantLaunch(update)).toBeNull();
    expect(parseLaunch(`https://www.olx.in/editad/1#snaplist-posting=delete.${TASK}.olx`)).toBeNull();
    expect(classifyTabUrl(update, null)).toEqual({
      kind: "launch",
      launch: { kind: "update", taskId: TASK, marketplace: "olx" },
    });
  });

  it("round-trips a renewal and a delist task, and a launch replaces a fragment the page already had", () => {
    const renew = assistantLaunchUrl(`${OLX_AD}#gallery`, {
      kind: "renew",
      listingId: "11111111-2222-4333-8444-555555555555",
      marketplace: "olx",
    });
    expect(renew).toBe(`${OLX_AD}#snaplist-posting=renew.11111111-2222-4333-8444-555555555555.olx`);
    expect(parseLaunch(renew)).toEqual({
      kind: "renew",
      listingId: "11111111-2222-4333-8444-555555555555",
      marketplace: "olx",
    });
    const delist = assistantLaunchUrl(OLX_AD, { kind: "delist", taskId: TASK, marketplace: "olx" });
    expect(parseLaunch(delist)).toEqual({ kind: "delist", taskId: TASK, marketplace: "olx" });
    expect(parseAssistantLaunch(delist)).toBeNull();
    expect(parseAssistantLaunch(renew)).toBeNull();
  });

  it("marks done only when Save was pressed and the tab is back on the same ad", () => {
    const state = { marketplace: "olx" as const, adUrl: OLX_AD, saved: true };
    expect(savedBackOnAd(state, "https://www.olx.in/item/sony-tv-iid-1723322867")).toBe(true);
    expect(savedBackOnAd({ ...state, saved: false }, OLX_AD)).toBe(false);
    expect(savedBackOnAd(state, "https://www.olx.in/item/other-iid-99")).toBe(false);
    expect(savedBackOnAd(state, "https://www.olx.in/editad/1723322867")).toBe(false);
    expect(savedBackOnAd(state, "https://www.olx.in.evil.example/item/sony-tv-iid-1723322867")).toBe(false);
    expect(savedBackOnAd({ marketplace: "olx", saved: true }, OLX_AD)).toBe(false);
  });

  it("knows the edit form's Save by its visible name, not Post now or anything else", () => {
    document.body.innerHTML = `<button id="s"><span>Save changes</span></button><button id="p">Post now</button>
      <div role="button" aria-label="Update" id="u"></div><a id="a">Save changes</a>`;
    const map = BUNDLED_FIELD_MAPS.olx;
    expect(isSaveButton(document.querySelector("#s span"), map)).toBe(true);
    expect(isSaveButton(document.getElementById("u"), map)).toBe(true);
    expect(isSaveButton(document.getElementById("p"), map)).toBe(false);
    expect(isSaveButton(document.getElementById("a"), map)).toBe(false);
    expect(isSaveButton(null, map)).toBe(false);
  });
});
