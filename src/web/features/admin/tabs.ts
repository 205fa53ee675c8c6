import { type AdminRole, can, type Permission } from "../../../contract/roles.ts";

/**
 * The admin dashboard's tabs: Today first (issue 41: the admin's work in one queue, the desk's first view), then the
 * spec's seven in its order (section 2), then the later ones. Each tab names the permission it needs: a role sees
 * only the tabs it may use (docs/decisions/161). The active one is `?tab=` in the URL.
 */
export const ADMIN_TABS = [
  { value: "today", label: "Today", permission: "desk" },
  { value: "marketplace", label: "Marketplace Management", permission: "desk" },
  { value: "pending", label: "Pending Review", permission: "postings" },
  { value: "logs", label: "Creation Logs", permission: "desk" },
  { value: "sales", label: "Sales Tracking", permission: "money" },
  { value: "payouts", label: "Pending Payouts", permission: "money" },
  { value: "referrals", label: "Referral System", permission: "sellers" },
  { value: "growth", label: "Community Growth", permission: "sellers" },
  // Issue 48: the business's numbers - what sells, where and how fast.
  { value: "analytics", label: "Analytics", permission: "analytics" },
  // Issue 23: the audit trail; ?listing= or ?sale= narrows it to one listing's or sale's history.
  { value: "activity", label: "Activity", permission: "activity" },
  // Issue 29 item 7: the admins, their invites, deactivation; issue 41: their roles.
  { value: "team", label: "Team", permission: "team" },
  // Issue 30: live ads to change after a seller's edit, and ads to renew before they expire.
  { value: "updates", label: "Updates", permission: "postings" },
  { value: "renewals", label: "Renewals due", permission: "postings" },
  // Issue 40: the posting assistant's health and its field maps' versions (changing a map needs "settings").
  { value: "assistant", label: "Assistant", permission: "postings" },
] as const satisfies ReadonlyArray<{ value: string; label: string; permission: Permission }>;
export type AdminTab = (typeof ADMIN_TABS)[number]["value"];
export const DEFAULT_ADMIN_TAB: AdminTab = "today";

export const tabsFor = (role: AdminRole | null) => ADMIN_TABS.filter((t) => can(role ?? "owner", t.permission));

/** The tab in the URL when it is one the role may see; else Today. */
export function parseAdminTab(value: string | null, role: AdminRole | null = "owner"): AdminTab {
  return tabsFor(role).some((t) => t.value === value) ? (value as AdminTab) : DEFAULT_ADMIN_TAB;
}
