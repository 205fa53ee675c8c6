/**
 * Where an invite link points: `${PUBLIC_URL}${ADMIN_INVITE_PATH}/<token>`. A file of its own, without zod: the
 * web client's router imports it, and the landing page's budget has no room for the schemas of team.ts.
 */
export const ADMIN_INVITE_PATH = "/admin-invite";
