import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Marketplace } from "../../../../contract/enums.ts";
import type { FieldHealth, FieldMap, FieldMapVersion } from "../../../../contract/field-maps.ts";
import { apiJson } from "../../../lib/api.ts";

export const fieldMapsKey = ["/api/admin/field-maps"] as const;
export const assistantHealthKey = ["/api/admin/assistant-health"] as const;

export const useFieldMapVersions = () => useQuery<FieldMapVersion[]>({ queryKey: fieldMapsKey });
export const useAssistantHealth = () => useQuery<FieldHealth[]>({ queryKey: assistantHealthKey });

export function useFieldMapVersion(marketplace: Marketplace, version: number | null) {
  return useQuery<FieldMap>({
    queryKey: [...fieldMapsKey, marketplace, version],
    queryFn: () => apiJson("GET", `/api/admin/field-maps/${marketplace}/${version}`),
    enabled: version !== null,
  });
}

export function useRevertFieldMap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { marketplace: Marketplace; version: number }) =>
      apiJson<{ version: number; changed: boolean }>(
        "POST",
        `/api/admin/field-maps/${v.marketplace}/${v.version}/revert`,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fieldMapsKey }),
  });
}
