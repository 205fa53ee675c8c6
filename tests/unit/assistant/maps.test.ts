import { describe, expect, it } from "vitest";
import { withFloor } from "../../../extension/src/background/maps.ts";
import { BUNDLED_FIELD_MAPS } from "../../../src/contract/field-maps/index.ts";
import type { FieldMap } from "../../../src/contract/field-maps.ts";

/**
 * Issue 40 item 3: whatever SnapList serves, the bundled map stays behind it - a broken teach never leaves the
 * assistant worse off than the bundled map, and nothing served can take a word off the never-press list.
 */
describe("the served map over the bundled floor", () => {
  const floor = BUNDLED_FIELD_MAPS.olx;

  it("tries the served locators first and keeps the bundled ones after them", () => {
    const served: FieldMap = {
      ...floor,
      fields: { ...floor.fields, title: { kind: "text", label: ["Title of your ad"] } },
    };
    const map = withFloor(served, floor);
    expect(map.fields.title?.label).toEqual(["Title of your ad", "Ad title"]);
    expect(map.fields.title?.placeholder).toEqual(["Ad title"]);
  });

  it("keeps every bundled field a served map lost, and every never-press word", () => {
    const broken: FieldMap = { ...floor, fields: { brand: { kind: "text", label: ["Brand"] } }, neverClick: [] };
    const map = withFloor(broken, floor);
    expect(Object.keys(map.fields).sort()).toEqual([...Object.keys(floor.fields), "brand"].sort());
    expect(map.neverClick).toEqual(floor.neverClick);
  });

  it("merges a choice's synonyms: the served ones first", () => {
    const served: FieldMap = {
      ...floor,
      fields: {
        ...floor.fields,
        condition: { kind: "choice", label: ["Condition"], synonyms: { Used: ["Pre-owned"] } },
      },
    };
    const condition = withFloor(served, floor).fields.condition;
    expect(condition?.kind === "choice" && condition.synonyms?.Used).toEqual(["Pre-owned", "Used"]);
  });
});
