/** The admin dashboard's tabs: the spec's seven in its order (section 2), then Activity (issue 23). The active one is `?tab=` in the URL. */
export const ADMIN_TABS = [
  { value: "marketplace", label: "Marketplace Management" },
  { value: "pending", label: "Pending Review" },
  { value: "logs", label: "Creation Logs" },
  { value: "sales", label: "Sales Tracking" },
  { value: "payouts", label: "Pending Payouts" },
  { value: "referrals", label: "Referral System" },
  { value: "growth", label: "Community Growth" },
  // Issue 23: the audit trail; ?listing= or ?sale= narrows it to one listing's or sale's history.
  { value: "activity", label: "Activity" },
  // Issue 29 item 7: the admins, their invites, deactivation.
  { value: "team", label: "Team" },
  // Issue 30: live ads to change after a seller's edit, and ads to renew before they expire.
  { value: "updates", label: "Updates" },
  { value: "renewals", label: "Renewals due" },
  // Issue 40: the posting assistant's health and its field maps' versions.
  { value: "assistant", label: "Assistant" },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]["value"];
export const DEFAULT_ADMIN_TAB: AdminTab = "marketplace";

export function parseAdminTab(value: string | null): AdminTab {
  return ADMIN_TABS.some((t) => t.value === value) ? (value as AdminTab) : DEFAULT_ADMIN_TAB;
}
