import type { CommunityMetrics, MetricsRange } from "../../../../contract/analytics.ts";
import { RANGE_LABELS } from "../../../../contract/analytics.ts";

/** Referral rate of one day in percent, one decimal. */
export const dayRate = (day: { newUsers: number; referredUsers: number }) =>
  day.newUsers ? Math.round((day.referredUsers / day.newUsers) * 1000) / 10 : 0;

/** community-report-30d-2026-11-22.txt: the range and the (local) date, as the spec asks. */
export function reportFileName(range: MetricsRange, ext: "txt" | "csv", now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `community-report-${range}-${date}.${ext}`;
}

/** The text report: overview metrics, top referrers and growth data (spec section 9). */
export function textReport(m: CommunityMetrics, generatedAt = new Date()): string {
  const lines = [
    "SnapList Community Growth Report",
    `Range: ${RANGE_LABELS[m.range]} (${m.range})`,
    `Generated: ${generatedAt.toISOString()}`,
    `Days counted in: ${m.timeZone}`,
    "",
    "OVERVIEW",
    `Total Users: ${m.totalUsers}`,
    `Total Referrals: ${m.totalReferrals}`,
    `Active Referrers: ${m.activeReferrers}`,
    `Average Referrals per Referrer: ${m.avgReferralsPerUser.toFixed(2)}`,
    `Conversion Rate: ${m.conversionRate.toFixed(1)}%`,
    "",
    "TOP REFERRERS",
    ...(m.topReferrers.length
      ? m.topReferrers.map(
          (r, i) =>
            `${i + 1}. ${r.user.firstName || r.user.email} <${r.user.email}> - ${r.referralCount} referrals (code ${r.referralCode ?? "none"})`,
        )
      : ["None"]),
    "",
    "TOP REFERRAL SOURCES",
    ...(m.topReferralSources.length
      ? m.topReferralSources.map(
          (s, i) => `${i + 1}. ${s.referralCode} - ${s.userCount} users (${s.percentage.toFixed(1)}%)`,
        )
      : ["None"]),
    "",
    "DAILY GROWTH",
    "Date, New Users, Referred, Organic, Referral Rate",
    ...m.growthData.map(
      (d) => `${d.date}, ${d.newUsers}, ${d.referredUsers}, ${d.organicUsers}, ${dayRate(d).toFixed(1)}%`,
    ),
  ];
  return `${lines.join("\n")}\n`;
}

const csvCell = (v: string | number) => {
  const s = String(v);
  // Quote always; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula.
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return `"${safe.replace(/"/g, '""')}"`;
};

/** The same report as CSV: one section per block, each with its own header row. */
export function csvReport(m: CommunityMetrics): string {
  const rows: Array<Array<string | number>> = [
    ["section", "metric", "value"],
    ["overview", "range", m.range],
    ["overview", "totalUsers", m.totalUsers],
    ["overview", "totalReferrals", m.totalReferrals],
    ["overview", "activeReferrers", m.activeReferrers],
    ["overview", "avgReferralsPerUser", m.avgReferralsPerUser.toFixed(2)],
    ["overview", "conversionRate", m.conversionRate.toFixed(1)],
    [],
    ["rank", "name", "email", "referralCode", "referralCount"],
    ...m.topReferrers.map((r, i) => [
      i + 1,
      r.user.firstName ?? "",
      r.user.email,
      r.referralCode ?? "",
      r.referralCount,
    ]),
    [],
    ["date", "newUsers", "referredUsers", "organicUsers", "referralRate"],
    ...m.growthData.map((d) => [d.date, d.newUsers, d.referredUsers, d.organicUsers, dayRate(d).toFixed(1)]),
  ];
  return `${rows.map((r) => r.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** Hands a file to the browser as a download. */
export function downloadFile(name: string, content: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
