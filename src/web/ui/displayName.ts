import i18n from "../i18n/index.ts";

/**
 * The name shown for the signed-in user: first name, else email, else 'User'. A module of its own, without the
 * date formatting (dayjs) of ui/format.ts, which the top bar does not need (issue 31, docs/decisions/137).
 */
export const displayName = (user: { firstName: string | null; email: string } | null) =>
  user?.firstName?.trim() || user?.email || i18n.t("common.user");
