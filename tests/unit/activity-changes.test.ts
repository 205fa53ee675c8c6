import { describe, expect, it } from "vitest";
import { changedValues } from "../../src/web/features/admin/activity/changes.ts";

describe("changedValues (the Activity row's before → after)", () => {
  it("lists only the values that differ, a missing side as a dash", () => {
    expect(
      changedValues(
        { marketplace: "olx", status: "pending", url: null },
        { marketplace: "olx", status: "posted", url: "https://www.olx.in/item/1" },
      ),
    ).toEqual(["status: pending → posted", "url: — → https://www.olx.in/item/1"]);
    expect(changedValues(null, { subject: "Hi" })).toEqual(["subject: — → Hi"]);
    expect(changedValues({ isSold: true, saleAmount: "12000.00" }, { isSold: false })).toEqual([
      "isSold: true → false",
      "saleAmount: 12000.00 → —",
    ]);
  });
});
