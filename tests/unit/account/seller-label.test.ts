import { describe, expect, it } from "vitest";
import type { AuditEntry } from "../../../src/contract/audit.ts";
import { sellerLabel, withoutPersonalDetails } from "../../../src/server/modules/users/seller-label.ts";
import { changedValues, subjectOf } from "../../../src/web/features/admin/activity/changes.ts";

const person = {
  email: "meera.iyer@example.test",
  upiId: "meera@okaxis",
  paypalEmail: "pay.meera@example.test",
  firstName: "Meera",
  lastName: "Iyer",
};

describe("the deleted seller's label (docs/decisions/129)", () => {
  it("is stable per seller, different between sellers, and holds nothing of the person", () => {
    const id = "5b0c6f7e-8d2a-4e5b-9c1d-2f3a4b5c6d7e";
    expect(sellerLabel(id)).toMatch(/^Deleted seller #[0-9a-f]{8}$/);
    expect(sellerLabel(id)).toBe(sellerLabel(id));
    expect(sellerLabel(id)).not.toBe(sellerLabel("6b0c6f7e-8d2a-4e5b-9c1d-2f3a4b5c6d7e"));
    expect(sellerLabel(id)).not.toContain(id.slice(0, 8));
  });

  it("replaces the email, payout details and names in payout notes, case-insensitively", () => {
    const label = "Deleted seller #0a1b2c3d";
    expect(
      withoutPersonalDetails(
        "Paid MEERA IYER via meera@OKAXIS; receipt to Meera.Iyer@example.test and PAY.meera@example.test",
        person,
        label,
      ),
    ).toBe(`Paid ${label} via ${label}; receipt to ${label} and ${label}`);
  });

  it("replaces names as whole words only, and never inside the label it put in", () => {
    const short = { ...person, firstName: "Al", lastName: "Seller" };
    const label = "Deleted seller #0a1b2c3d";
    expect(withoutPersonalDetails("Always paid Al on time", short, label)).toBe(`Always paid ${label} on time`);
    expect(withoutPersonalDetails("al@okaxis is not his", { ...short, upiId: null }, label)).toBe(
      `${label}@okaxis is not his`,
    );
    expect(withoutPersonalDetails("Seller asked", short, label)).toBe(`${label} asked`);
  });

  it("leaves notes without personal details as they were", () => {
    expect(withoutPersonalDetails("UTR 412345678901, on time", person, "x")).toBe("UTR 412345678901, on time");
  });
});

describe("an account entry in the Activity view", () => {
  it("names the user and lists the ads to take down one by one", () => {
    const entry = {
      id: "e",
      at: "2026-01-01T00:00:00Z",
      actorId: "a",
      actorName: "Admin",
      action: "account.delete",
      entityType: "user",
      entityId: "5b0c6f7e-8d2a-4e5b-9c1d-2f3a4b5c6d7e",
      listingId: null,
      saleId: null,
      before: { listings: 2 },
      after: { listings: 0, liveAdsToRemove: ["olx: https://olx.in/1 - Lamp", "quikr: https://quikr.com/2 - Desk"] },
      requestId: "r",
      ip: "",
    } satisfies AuditEntry;
    expect(subjectOf(entry)).toBe("User 4b5c6d7e");
    expect(changedValues(entry.before, entry.after)).toEqual([
      "listings: 2 → 0",
      "liveAdsToRemove: — → olx: https://olx.in/1 - Lamp; quikr: https://quikr.com/2 - Desk",
    ]);
  });
});
