import { z } from "zod";

/**
 * Roles of the admin team (issue 41 item 2, docs/decisions/161). Every `/api/admin/*` route declares ONE permission
 * (its route options' `config.permission`); a role is the set of permissions it holds. The server enforces it on
 * every route; the desk reads the same table to show only the tabs, buttons and queue kinds a role may use.
 */

export const ADMIN_ROLES = ["owner", "manager", "poster"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = {
  owner: "Owner",
  manager: "Manager",
  poster: "Poster",
};

export const ADMIN_ROLE_DESCRIPTIONS: Record<AdminRole, string> = {
  owner: "Everything: the team and roles, queue targets, field maps, exports, money and postings.",
  manager: "Money (sales, payouts), sellers, messages, the activity trail and the business's numbers.",
  poster: "Postings, updates, renewals, delists and messages.",
};

export const PERMISSIONS = [
  /** The desk itself: summary, listings, creation logs, who holds what, the Today queue (its kinds by role). */
  "desk",
  /** Posting statuses, posting sessions and claims, update tasks, renewals, delists, the posting assistant. */
  "postings",
  /** Recording and undoing sales, payouts, the sales lists. */
  "money",
  /** Sellers' accounts (data download, deletion), referrals, community growth. */
  "sellers",
  /** Messages to sellers and their replies. */
  "messages",
  /** The audit trail (Activity). */
  "activity",
  /** Whole-table exports: sales CSV, activity CSV. */
  "exports",
  /** The team: invites, roles, deactivation. */
  "team",
  /** The desk's settings: queue targets, field maps. */
  "settings",
  /** The business's numbers (issue 48): what sells, where and how fast, and their CSV. */
  "analytics",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<AdminRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  manager: ["desk", "money", "sellers", "messages", "activity", "analytics"],
  poster: ["desk", "postings", "messages"],
};

export const adminRoleSchema = z.enum(ADMIN_ROLES, {
  error: `Role must be one of: ${ADMIN_ROLES.join(", ")}`,
});

export function can(role: AdminRole | null | undefined, permission: Permission): boolean {
  return role != null && ROLE_PERMISSIONS[role].includes(permission);
}

/**
 * Whether an admin of `granter`'s role may make someone an admin of `role` (an invite): the team permission, which
 * holds every role (docs/decisions/183). Checked when the invite is made and again when it is accepted.
 */
export const canGrant = (granter: AdminRole | null | undefined, _role: AdminRole): boolean => can(granter, "team");

export const isAdminRole = (value: unknown): value is AdminRole =>
  typeof value === "string" && (ADMIN_ROLES as readonly string[]).includes(value);

export const ROLE_MESSAGES = {
  notAllowed: (role: AdminRole, permission: Permission) =>
    `Your role (${ADMIN_ROLE_LABELS[role]}) does not allow this (it needs the "${permission}" permission).`,
  lastOwner: "There must always be at least one active owner. Make another admin an owner first.",
  ownersOnly: "Only an owner can change roles.",
  sameRole: "This admin already has that role.",
} as const;
