import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  RecoveryCodes,
  TwoFactorCodeInput,
  TwoFactorSetup,
  TwoFactorStatus,
} from "../../../../contract/two-factor.ts";
import { apiJson } from "../../../lib/api.ts";

export const twoFactorStatusKey = ["/api/auth/two-factor"] as const;

export function useTwoFactorStatus(enabled = true) {
  return useQuery<TwoFactorStatus>({ queryKey: twoFactorStatusKey, enabled });
}

/** A new secret for the authenticator app, pending until confirmed. */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: () => apiJson<TwoFactorSetup>("POST", "/api/auth/two-factor/setup"),
  });
}

/** Confirms with a code; answers the recovery codes (shown once) and refreshes the status. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorCodeInput) => apiJson<RecoveryCodes>("POST", "/api/auth/two-factor/confirm", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusKey }),
  });
}
