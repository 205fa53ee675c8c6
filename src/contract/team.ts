import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "./limits.ts";
import { ADMIN_ROLES, type AdminRole, adminRoleSchema, canGrant, isAdminRole } from "./roles.ts";
import { isCleanText, requiredText, TEXT_MESSAGES } from "./text.ts";

/**
 * A team of admins (issue 29 item 7, docs/decisions/134): the Team tab lists the admins and the open invites; an
 * admin invites another by e-mail through a one-time link that expires in 48 hours; an admin can be deactivated
 * (sessions end, assistant tokens revoked, claims released) unless they are the last active one.
 */

export const INVITE_TTL_HOURS = 48;
/** At most this many invites may be open at once: enough for a real team, too few to spam anyone with. */
export const MAX_OPEN_INVITES = 20;
export { ADMIN_INVITE_PATH } from "./team-paths.ts";

export const TEAM_MESSAGES = {
  alreadyAdmin: "This person is already an admin.",
  tooManyInvites: `There are already ${MAX_OPEN_INVITES} open invites. Withdraw some before inviting more.`,
  inviteNotFound: "This invite link is not valid. It may have been used or withdrawn.",
  inviteExpired: `This invite link has expired (links last ${INVITE_TTL_HOURS} hours). Ask an admin for a new one.`,
  inviteGone: "This invite has already been used or withdrawn.",
  inviteVoided:
    "This invite no longer works: the admin who sent it can no longer add admins. Ask an owner for a new link.",
  adminNotFound: "Admin not found",
  lastAdmin: "The last active owner cannot be deactivated. Make another admin an owner first.",
  alreadyDeactivated: "This admin is already deactivated.",
  notDeactivated: "This admin is active.",
  deactivated: "This account has been deactivated",
  wrongPassword: "That password is not right for the existing account with this e-mail.",
  passwordRequired: "Enter the password of your existing SnapList account.",
  firstNameRequired: "First name is required",
  shortPassword: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
} as const;

const MAX_EMAIL = 254;
const MAX_PASSWORD = 200;

export const teamAdminSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  twoFactor: z.boolean(),
  lastSignInAt: z.string().nullable(),
  deactivatedAt: z.string().nullable(),
  isYou: z.boolean(),
  /** Their role (docs/decisions/161). */
  role: z.enum(ADMIN_ROLES),
});
export type TeamAdmin = z.infer<typeof teamAdminSchema>;

/**
 * Why an invite died with its author's power (docs/decisions/183): they were deactivated, their role no longer holds
 * the team, or their account is gone. A voided invite makes no admin.
 */
export const INVITE_VOID_REASONS = ["author_deactivated", "author_demoted", "author_gone"] as const;
export type InviteVoidReason = (typeof INVITE_VOID_REASONS)[number];

/** Whether an invite's author may still grant `role`: null if so, else why the invite is void. */
export function inviteVoidReason(
  author: { isAdmin: boolean; deactivatedAt: Date | string | null; adminRole: string | null } | null | undefined,
  role: AdminRole,
): InviteVoidReason | null {
  if (!author) return "author_gone";
  if (author.deactivatedAt) return "author_deactivated";
  const authorRole = author.isAdmin ? (isAdminRole(author.adminRole) ? author.adminRole : "owner") : null;
  return canGrant(authorRole, role) ? null : "author_demoted";
}

/** "Void: Asha was deactivated", as the Team tab says it. */
export function inviteVoidText(reason: InviteVoidReason, author: string | null): string {
  const who = author ?? "The admin who sent it";
  if (reason === "author_deactivated") return `Void: ${who} was deactivated`;
  if (reason === "author_demoted") return `Void: ${who} can no longer add admins`;
  return "Void: the admin who sent it has left";
}

export const teamInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  role: z.enum(ADMIN_ROLES),
  /** Set when the invite died with its author's power: shown as void, never usable. */
  voided: z.enum(INVITE_VOID_REASONS).nullable(),
});
export type TeamInvite = z.infer<typeof teamInviteSchema>;

export const teamSchema = z.object({ admins: z.array(teamAdminSchema), invites: z.array(teamInviteSchema) });
export type Team = z.infer<typeof teamSchema>;

/** POST /api/admin/team/invites */
export const createInviteSchema = z.object({
  email: z
    .string({ error: "Please enter a valid email address" })
    .refine(isCleanText, TEXT_MESSAGES.invalidCharacters)
    .trim()
    .max(MAX_EMAIL, "Please enter a valid email address")
    .regex(/^[^\s@\u200B-\u200F\u2060\uFEFF]+@[^\s@\u200B-\u200F\u2060\uFEFF]+\.[^\s@\u200B-\u200F\u2060\uFEFF]+$/, {
      message: "Please enter a valid email address",
    })
    .transform((v) => v.toLowerCase()),
  /** The role the invitee gets (issue 41 item 2): required, one of owner, manager, poster. */
  role: adminRoleSchema,
});
export type CreateInviteInput = z.input<typeof createInviteSchema>;

/** The 201 answer: the link is shown to the inviting admin this once (only its hash is stored). */
export const inviteCreatedSchema = z.object({
  id: z.string(),
  email: z.string(),
  expiresAt: z.string(),
  link: z.string(),
  emailed: z.boolean(),
  role: z.enum(ADMIN_ROLES),
});
export type InviteCreated = z.infer<typeof inviteCreatedSchema>;

/** A token as it appears in the link: base64url, bounded so that nothing huge is hashed. */
export const inviteTokenParam = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { message: TEAM_MESSAGES.inviteNotFound }),
});

/** GET /api/admin-invites/:token: what the accept page needs to ask the right questions. */
export const invitePreviewSchema = z.object({ email: z.string(), expiresAt: z.string(), hasAccount: z.boolean() });
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

/**
 * POST /api/admin-invites/:token/accept. With no account yet: a first name and a new password (the spec's
 * registration rules). With an account for the invited e-mail: that account's password; the name is then kept.
 */
export const acceptInviteSchema = z.object({
  firstName: z.preprocess(
    (v) => (v == null ? "" : v),
    z
      .string({ message: TEAM_MESSAGES.firstNameRequired })
      .refine(isCleanText, TEXT_MESSAGES.invalidCharacters)
      .transform((s) => s.trim())
      .refine((s) => s.length <= 100, "Names can be at most 100 characters"),
  ),
  password: z
    .string({ error: TEAM_MESSAGES.passwordRequired })
    .refine(isCleanText, TEXT_MESSAGES.invalidCharacters)
    .pipe(
      z
        .string()
        .min(1, TEAM_MESSAGES.passwordRequired)
        .max(MAX_PASSWORD, `Password can be at most ${MAX_PASSWORD} characters`),
    ),
});
export type AcceptInviteInput = z.input<typeof acceptInviteSchema>;

/** The new account's first name, checked once we know the invitee has no account (required, visible text). */
export const newAdminFirstName = requiredText(TEAM_MESSAGES.firstNameRequired, {
  max: 100,
  tooLong: "Names can be at most 100 characters",
});

/** PUT /api/admin/team/:userId/role (owners only): the admin's new role; audited, never leaving no active owner. */
export const roleChangeSchema = z.object({ role: adminRoleSchema });
export const roleChangedSchema = z.object({
  ok: z.literal(true),
  role: z.enum(ADMIN_ROLES),
  /** What the new role could no longer hold: assistant tokens revoked, claims released. */
  tokensRevoked: z.number().int(),
  claimsReleased: z.number().int(),
});

export const teamUserParam = z.object({ userId: z.uuid({ message: TEAM_MESSAGES.adminNotFound }) });
export const inviteIdParam = z.object({ id: z.uuid({ message: TEAM_MESSAGES.inviteNotFound }) });

/** "Asha Verma", or the e-mail when the admin has no name. */
export function adminDisplayName(u: { firstName: string | null; lastName: string | null; email: string }): string {
  const name = [u.firstName, u.lastName].filter(Boolean).join(" ").trim();
  return name || u.email;
}
