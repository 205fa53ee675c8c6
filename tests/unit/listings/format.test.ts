import { describe, expect, it } from "vitest";
import { createdAge, formatRupees } from "../../../src/web/features/listings/format.ts";
import { badgeFor } from "../../../src/web/features/listings/PlatformStatus.tsx";

const now = Date.parse("2025-06-01T12:00:00Z");
const ago = (ms: number) => new Date(now - ms).toISOString();

describe("listing display rules (spec section 2)", () => {
  it.each([
    [0, "Just now"],
    [59 * 60_000, "Just now"],
    [3_600_000, "1 hour ago"],
    [23 * 3_600_000, "23 hours ago"],
    [24 * 3_600_000, "1 day ago"],
    [5 * 86_400_000, "5 days ago"],
  ])("%i ms old reads '%s'", (ms, expected) => {
    expect(createdAge(ago(ms), now)).toBe(expected);
  });

  it("maps posting states to the seller's badges", () => {
    expect(badgeFor("posted").label).toBe("Live");
    expect(badgeFor("failed").label).toBe("Issue");
    expect(badgeFor("pending_human").label).toBe("Processing");
    expect(badgeFor("pending").label).toBe("Queued");
    // No posting at all: a draft its seller has not posted (docs/decisions/170).
    expect(badgeFor(null).label).toBe("Not posted");
  });

  it("shows rupees without paise unless there are some", () => {
    expect(formatRupees("1500.00")).toBe("₹1,500");
    expect(formatRupees("150000.00")).toBe("₹1,50,000");
    expect(formatRupees("999.50")).toBe("₹999.50");
  });
});
