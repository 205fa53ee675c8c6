// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import olx from "../../../extension/field-maps/olx.json" with { type: "json" };
import { fillForm } from "../../../extension/src/match/run.ts";
import type { FieldMap } from "../../../extension/src/match/types.ts";
import type { AssistantPosting } from "../../../src/contract/posting-desk.ts";

const posting: AssistantPosting = {
  listingId: "11111111-2222-4333-8444-555555555555",
  marketplace: "olx",
  claimExpiresAt: "2026-11-26T10:00:00.000Z",
  title: "Sony 55 inch TV",
  description: "55 inch 4K smart TV. Works perfectly.",
  price: "42000",
  categoryPath: ["Electronics & Appliances", "TVs, Video - Audio"],
  condition: "Used - Good",
  conditionLabel: "Good",
  brand: "Sony",
  model: null,
  location: "Koramangala, Bengaluru",
  photos: ["https://snaplist.test/1.jpg", "https://snaplist.test/2.jpg"],
};

const hooks = () => ({
  photos: vi.fn(async () => [
    new File([new Uint8Array([1])], "photo-1.jpg"),
    new File([new Uint8Array([2])], "photo-2.jpg"),
  ]),
  downloadPhotos: vi.fn(async () => undefined),
});

beforeEach(() => {
  document.body.innerHTML = "";
});

const map = (m: object) => m as FieldMap;

describe("filling a form from a field map", () => {
  it("a field the form lacks is named with its value to copy, and the rest is still filled", async () => {
    document.body.innerHTML = `
      <span id="a">Title</span><input aria-labelledby="a">
      <span id="b">Description</span><textarea aria-labelledby="b"></textarea>`;
    const m = map({
      marketplace: "facebook",
      source: "test",
      steps: [{ fields: ["title", "price", "description"] }],
      fields: {
        title: { kind: "text", label: ["Title"] },
        price: { kind: "text", label: ["Price"] },
        description: { kind: "text", label: ["Description"] },
      },
      neverClick: ["Publish"],
    });
    const results = await fillForm(document, m, posting, hooks());
    expect(results.map((r) => [r.field, r.ok])).toEqual([
      ["title", true],
      ["price", false],
      ["description", true],
    ]);
    expect(results[1]).toMatchObject({ copy: "42000", detail: 'No "Price" field on this form' });
    expect(document.querySelector("textarea")!.value).toBe(posting.description);
  });

  it("clicks Next only when the step is complete, and never a forbidden button", async () => {
    document.body.innerHTML = `
      <label for="t">Title</label><input id="t">
      <button id="next">Next</button><button id="pub">Publish</button>`;
    const clicks: string[] = [];
    for (const b of Array.from(document.querySelectorAll("button")))
      b.addEventListener("click", () => clicks.push(b.id));
    const m = (fields: string[], next: string[]) =>
      map({
        marketplace: "olx",
        source: "test",
        steps: [{ fields, next }],
        fields: { title: { kind: "text", label: ["Title"] }, price: { kind: "text", label: ["Price"] } },
        neverClick: ["Publish"],
      });
    await fillForm(document, m(["title", "price"], ["Next"]), posting, hooks());
    expect(clicks).toEqual([]);
    await fillForm(document, m(["title"], ["Publish"]), posting, hooks());
    expect(clicks).toEqual([]);
    await fillForm(document, m(["title"], ["Next"]), posting, hooks());
    expect(clicks).toEqual(["next"]);
  });

  it("photos the form cannot take are downloaded, and the panel says to drag them in", async () => {
    const h = hooks();
    const m = map({
      marketplace: "olx",
      source: "test",
      steps: [{ fields: ["photos"] }],
      fields: { photos: { kind: "photos", label: ["Add photos"], dropZone: { text: ["Add photos"] } } },
      neverClick: [],
    });
    const [result] = await fillForm(document, m, posting, h);
    expect(h.downloadPhotos).toHaveBeenCalledOnce();
    expect(result.ok).toBe(false);
    expect(result.detail).toMatch(/downloaded; drag them into the form, in order/);
  });

  it("the OLX map names every field the assistant fills, and forbids Post now", async () => {
    expect((olx as FieldMap).steps.flatMap((s) => s.fields).sort()).toEqual(
      ["category", "condition", "description", "location", "photos", "price", "title"].sort(),
    );
    expect((olx as FieldMap).neverClick).toContain("Post now");
  });
});
