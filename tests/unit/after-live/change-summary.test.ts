import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { photoChangeTexts, summariseChange } from "../../../src/contract/after-live.ts";
import { formatInr } from "../../../src/contract/money.ts";
import { mergeChanges } from "../../../src/server/modules/postings/updates/merge.ts";

describe("summariseChange", () => {
  it("words each field as the admin desk shows it", () => {
    expect(summariseChange({ field: "price", before: "12000.00", after: "10500.00" })).toBe("Price ₹12,000 -> ₹10,500");
    expect(summariseChange({ field: "price", before: "150000", after: "99999.50" })).toBe(
      "Price ₹1,50,000 -> ₹99,999.50",
    );
    expect(summariseChange({ field: "title", before: "a", after: "b" })).toBe("Title changed");
    expect(summariseChange({ field: "description", before: "a", after: "b" })).toBe("Description changed");
    expect(summariseChange({ field: "photos", before: ["a", "b", "c"], after: ["a", "x", "c"] })).toBe(
      "Photo 2 replaced",
    );
    expect(summariseChange({ field: "photos", before: ["a", "b", "c"], after: ["a", "b", "c", "d"] })).toBe(
      "Photo 4 added",
    );
    expect(summariseChange({ field: "photos", before: ["a", "b", "c"], after: ["a", "b"] })).toBe("Photo 3 removed");
    expect(summariseChange({ field: "photos", before: ["a", "b"], after: ["b", "a"] })).toBe("Photos reordered");
    expect(formatInr("1500.00")).toBe("₹1,500");
  });

  it("names every photo added or removed, for any pair of lists (property)", () => {
    const urls = fc.uniqueArray(fc.constantFrom("a", "b", "c", "d", "e", "f", "g", "h"), { maxLength: 8 });
    fc.assert(
      fc.property(urls, urls, (before, after) => {
        const texts = photoChangeTexts(before, after);
        const same = before.length === after.length && before.every((u, i) => u === after[i]);
        expect(texts.length === 0).toBe(same);
        const added = after.filter((u) => !before.includes(u)).length;
        const removed = before.filter((u) => !after.includes(u)).length;
        const replaced = texts.filter((t) => t.endsWith("replaced")).length;
        expect(texts.filter((t) => t.endsWith("added")).length + replaced).toBe(added);
        expect(texts.filter((t) => t.endsWith("removed")).length + replaced).toBe(removed);
      }),
    );
  });
});

describe("mergeChanges", () => {
  const ad = { title: "T", description: "D", price: "100.00", photos: ["a"] };

  it("keeps the ad's value and the newest one; drops a field edited back; empty when all are back", () => {
    const first = mergeChanges(undefined, ad, { ...ad, price: "90.00" });
    expect(first).toEqual([{ field: "price", before: "100.00", after: "90.00" }]);
    const second = mergeChanges(first, { ...ad, price: "90.00" }, { ...ad, price: "80.00", title: "T2" });
    expect(second).toEqual([
      { field: "price", before: "100.00", after: "80.00" },
      { field: "title", before: "T", after: "T2" },
    ]);
    const third = mergeChanges(second, { ...ad, price: "80.00", title: "T2" }, { ...ad, price: "100", title: "T2" });
    expect(third).toEqual([{ field: "title", before: "T", after: "T2" }]);
    expect(mergeChanges(third, { ...ad, title: "T2" }, ad)).toEqual([]);
  });

  it("after any sequence of edits, the task takes the ad from its values to the last ones (property)", () => {
    const fields = fc.record({
      title: fc.constantFrom("T", "U", "V"),
      description: fc.constantFrom("D", "E"),
      price: fc.constantFrom("100.00", "90.00", "80.50"),
      photos: fc.constantFrom<string[]>(["a"], ["a", "b"], ["b", "a"], ["c"]),
    });
    fc.assert(
      fc.property(fields, fc.array(fields, { minLength: 1, maxLength: 10 }), (start, edits) => {
        let task: ReturnType<typeof mergeChanges> | undefined;
        let current = start;
        for (const next of edits) {
          task = mergeChanges(task, current, next);
          current = next;
        }
        const onAd = { ...start, ...Object.fromEntries((task ?? []).map((c) => [c.field, c.after])) };
        expect(onAd).toEqual(current);
        for (const c of task ?? []) expect(c.before).toEqual(start[c.field]);
      }),
    );
  });
});
