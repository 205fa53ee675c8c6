import { describe, expect, it } from "vitest";
import { BUNDLED_FIELD_MAPS } from "../../../src/contract/field-maps/index.ts";
import type { FieldMap } from "../../../src/contract/field-maps.ts";
import { scrubFingerprint, scrubLocator, scrubText } from "../../../src/contract/fingerprint-values.ts";

/** Issue 46 item 7 (docs/decisions/184): what a fingerprint or a taught locator may not carry. */

const SONY = {
  title: "Sony Bravia 55 inch TV",
  description: "Barely used, with the wall mount and the remote. Bought in 2022.",
  brand: "Sony",
  model: "KD-55X80J",
  amounts: ["6000.00", "5500.00"],
};

describe("scrubText", () => {
  it("strips the posting's price in any form, and any amount in a currency", () => {
    for (const text of ["₹ 6,000", "₹6000", "Rs. 6,000/-", "6000", "6,000.00", "6 000", "INR 5,500", "₹ 12,345"]) {
      expect(scrubText(text, SONY), text).toBe("");
    }
    expect(scrubText("Price (₹ 6,000)", SONY)).toBe("Price");
    expect(scrubText("Asking 6,000.00 rupees", SONY)).toBe("Asking rupees");
    // A number that is none of its amounts, written without a currency, stays (a year, a size).
    expect(scrubText("Year of purchase 2019", SONY)).toBe("Year of purchase 2019");
  });

  it("strips the title, description, brand and model, and a part of them that is what was typed", () => {
    expect(scrubText("Title: Sony Bravia 55 inch TV", SONY)).toBe("Title");
    expect(scrubText("sony  bravia 55 INCH tv", SONY)).toBe("");
    expect(scrubText("Sony Bravia", SONY)).toBe("");
    expect(scrubText("Barely used, with the wall mount", SONY)).toBe("");
    expect(scrubText("Brand Sony", SONY)).toBe("Brand");
    // The field's own words stay, even when the title or description holds them.
    expect(scrubText("Description", SONY)).toBe("Description");
    expect(scrubText("Ad title", SONY)).toBe("Ad title");
  });

  it("strips generated ids and hashed class names", () => {
    for (const id of [
      ":r5:",
      "r:1a",
      ":R2d6:",
      "«r1»",
      "mui-123",
      "radix-:r1:",
      "react-select-3-input",
      "123e4567-e89b-12d3-a456-426614174000",
      "deadbeef42",
      "9876543210",
      "css-1x2y3z",
      "sc-abc123",
      "Button_primary__3kX9a",
      "_button_1x2y3_1",
      "x7Yq2",
    ]) {
      expect(scrubText(id), id).toBe("");
      expect(scrubText(`Title ${id}`), id).toBe("Title");
    }
    for (const word of ["Set a price", "Condition", "Photos (0/20)", "H264 video", "4x4", "Mobile number", "e-mail"]) {
      expect(scrubText(word), word).toBe(word);
    }
  });
});

describe("fingerprints and locators", () => {
  it("keep what a person reads, lose values; nothing useful left is null", () => {
    const fp = {
      tag: "input",
      role: "textbox",
      label: "Price ₹ 6,000",
      name: "mui-42",
      placeholder: "6000",
      legend: "",
    };
    expect(scrubFingerprint(fp, SONY)).toEqual({ ...fp, label: "Price", name: "", placeholder: "" });
    expect(scrubFingerprint({ ...fp, label: "Sony Bravia 55 inch TV" }, SONY)).toBeNull();
    // Its place among the fields found is kept: field names, never values (issue 49's healing by place).
    const placed = {
      ...fp,
      label: "Sony Bravia 55 inch TV",
      fieldsBefore: ["title" as const],
      fieldsAfter: ["city" as const],
    };
    expect(scrubFingerprint(placed, SONY)).toMatchObject({ label: "", fieldsBefore: ["title"], fieldsAfter: ["city"] });
    expect(scrubFingerprint({ ...fp, tag: "in put<x>", role: "css-1x2y3z" }, SONY)).toMatchObject({
      tag: "",
      role: "",
    });
    expect(scrubLocator({ label: ["Sony Bravia", "Ad title"], name: [":r5:"], role: "textbox" }, SONY)).toEqual({
      label: ["Ad title"],
      role: "textbox",
    });
    expect(scrubLocator({ placeholder: ["₹ 6,000"] }, SONY)).toBeNull();
  });

  it("leave every bundled map's texts as they are", () => {
    const texts = (map: FieldMap) =>
      Object.values(map.fields).flatMap((spec) => [
        ...(spec?.label ?? []),
        ...(spec?.ariaLabel ?? []),
        ...(spec?.placeholder ?? []),
        ...(spec?.name ?? []),
      ]);
    for (const map of Object.values(BUNDLED_FIELD_MAPS)) {
      for (const t of texts(map)) expect(scrubText(t), t).toBe(t.trim());
    }
  });
});
