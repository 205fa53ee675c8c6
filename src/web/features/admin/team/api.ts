import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PublicUser } from "../../../../contract/auth.ts";
import type { AdminRole } from "../../../../contract/roles.ts";
import type { AcceptInviteInput, InviteCreated, InvitePreview, Team } from "../../../../contract/team.ts";
import { apiJson, apiRequest } from "../../../lib/api.ts";
import { currentUserKey } from "../../auth/useAuth.ts";

/** The Team tab (issue 29 item 7): admins and open invites; the Activity filter's list of admins reads it too. */
export const teamKey = ["/api/admin/team"] as const;

export function useTeam(enabled = true) {
  return useQuery<Team>({ queryKey: teamKey, enabled });
}

export function useInviteAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; role: AdminRole }) =>
      apiJson<InviteCreated>("POST", "/api/admin/team/invites", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKey }),
  });
}

export function useWithdrawInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/admin/team/invites/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKey }),
  });
}

/** Deactivate or reactivate; the audit trail changes too, so Activity is refetched when next opened. */
export function useSetAdminActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, active }: { userId: string; active: boolean }) =>
      apiJson<{ ok: true }>("POST", `/api/admin/team/${userId}/${active ? "reactivate" : "deactivate"}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: teamKey });
      await queryClient.invalidateQueries({ queryKey: ["/api/admin/activity"] });
    },
  });
}

/** An owner changes an admin's role (docs/decisions/161). */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: AdminRole }) =>
      apiJson<{ ok: true; role: AdminRole; tokensRevoked: number; claimsReleased: number }>(
        "PUT",
        `/api/admin/team/${userId}/role`,
        { role },
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: teamKey });
      await queryClient.invalidateQueries({ queryKey: ["/api/admin/activity"] });
    },
  });
}

/** The accept page's question: whom the link is for, and whether that e-mail already has an account. */
export function useInvitePreview(token: string) {
  return useQuery<InvitePreview>({ queryKey: ["/api/admin-invites", token] });
}

/** Accepting signs the new admin in: the cache of whoever was signed in before is dropped. */
export function useAcceptInvite(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AcceptInviteInput) =>
      apiJson<PublicUser>("POST", `/api/admin-invites/${encodeURIComponent(token)}/accept`, input),
    onSuccess: (user) => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== currentUserKey[0] });
      queryClient.setQueryData(currentUserKey, user);
    },
  });
}
