import { describe, expect, it } from "vitest";
import type { CommunityMetrics } from "../../../src/contract/analytics.ts";
import { csvReport, dayRate, reportFileName, textReport } from "../../../src/web/features/admin/growth/report.ts";

const metrics: CommunityMetrics = {
  range: "7d",
  timeZone: "Asia/Kolkata",
  totalUsers: 3,
  totalReferrals: 2,
  referredUsers: 2,
  activeReferrers: 1,
  avgReferralsPerUser: 2,
  conversionRate: 66.7,
  topReferrers: [
    { user: { id: "u1", firstName: "=Ravi", email: "ravi@example.test" }, referralCount: 2, referralCode: "FRIEND1" },
  ],
  topReferralSources: [{ referralCode: "FRIEND1", percentage: 66.7, userCount: 2 }],
  channels: [{ channel: "Word of Mouth", userCount: 2 }],
  growthData: [
    { date: "2026-11-21", newUsers: 0, referredUsers: 0, organicUsers: 0 },
    { date: "2026-11-22", newUsers: 3, referredUsers: 2, organicUsers: 1 },
  ],
};

describe("the community report", () => {
  it("is named with the range and the date", () => {
    expect(reportFileName("7d", "txt", new Date(2026, 10, 22, 9))).toBe("community-report-7d-2026-11-22.txt");
    expect(reportFileName("all", "csv", new Date(2026, 0, 5))).toBe("community-report-all-2026-01-05.csv");
  });

  it("holds the overview, the top referrers and the growth data", () => {
    const text = textReport(metrics, new Date("2026-11-22T00:00:00Z"));
    expect(text).toContain("Range: 7 Days (7d)");
    expect(text).toContain("Conversion Rate: 66.7%");
    expect(text).toContain("Average Referrals per Referrer: 2.00");
    expect(text).toContain("1. =Ravi <ravi@example.test> - 2 referrals (code FRIEND1)");
    expect(text).toContain("2026-11-22, 3, 2, 1, 66.7%");
    expect(text).toContain("2026-11-21, 0, 0, 0, 0.0%");
  });

  it("as CSV quotes every cell and defuses formulas", () => {
    const csv = csvReport(metrics);
    expect(csv).toContain('"1","\'=Ravi","ravi@example.test","FRIEND1","2"');
    expect(csv.split("\r\n")[0]).toBe('"section","metric","value"');
  });

  it("computes a day's referral rate without dividing by zero", () => {
    expect(dayRate({ newUsers: 0, referredUsers: 0 })).toBe(0);
    expect(dayRate({ newUsers: 3, referredUsers: 1 })).toBe(33.3);
  });
});
