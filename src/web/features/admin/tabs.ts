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

/**
 * The desk's destinations grouped by the work they are for (issue 47 item 10, docs/decisions/217): Today first, then
 * postings, sales and payouts, people, the assistant, analytics. A new destination joins its group (the desk's
 * business numbers go under Analytics); every destination keeps its `?tab=` address.
 */
export const ADMIN_GROUPS = [
  { value: "today", label: "Today", tabs: ["today"] },
  { value: "postings", label: "Postings", tabs: ["marketplace", "pending", "updates", "renewals", "logs"] },
  { value: "money", label: "Sales & payouts", tabs: ["sales", "payouts"] },
  { value: "people", label: "People", tabs: ["referrals", "team", "activity"] },
  { value: "assistant", label: "Assistant", tabs: ["assistant"] },
  { value: "analytics", label: "Analytics", tabs: ["analytics", "growth"] },
] as const satisfies ReadonlyArray<{ value: string; label: string; tabs: readonly AdminTab[] }>;

export const tabsFor = (role: AdminRole | null) => ADMIN_TABS.filter((t) => can(role ?? "owner", t.permission));

type Tab = (typeof ADMIN_TABS)[number];
/** The groups with the destinations this role may use, in order; a group the role has nothing in is left out. */
export function groupsFor(role: AdminRole | null): Array<{ value: string; label: string; tabs: Tab[] }> {
  const mine = new Map<string, Tab>(tabsFor(role).map((t) => [t.value, t]));
  return ADMIN_GROUPS.map((g) => ({
    value: g.value,
    label: g.label,
    tabs: g.tabs.flatMap((v) => mine.get(v) ?? []),
  })).filter((g) => g.tabs.length > 0);
}

/** The tab in the URL when it is one the role may see; else Today. */
export function parseAdminTab(value: string | null, role: AdminRole | null = "owner"): AdminTab {
  return tabsFor(role).some((t) => t.value === value) ? (value as AdminTab) : DEFAULT_ADMIN_TAB;
}
