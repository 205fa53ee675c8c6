import { type AdminRole, can, type Permission } from "../../../../contract/roles.ts";
import { useAuth } from "../../auth/useAuth.ts";

/**
 * What the signed-in admin's role allows (docs/decisions/161): the desk shows only the tabs, buttons and queue kinds
 * it may use. The server decides; this only keeps the screen honest about it.
 */
export function useAdminRole(): AdminRole | null {
  const { user } = useAuth();
  if (!user?.isAdmin) return null;
  return user.adminRole ?? "owner";
}

export function useCan(permission: Permission): boolean {
  return can(useAdminRole(), permission);
}
