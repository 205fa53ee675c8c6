import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminOffer, RecordOfferInput } from "../../../../contract/offers.ts";
import { apiJson } from "../../../lib/api.ts";
import { adminListingsKey } from "../shared/api.ts";

/** Buyers' offers on the desk (issue 42 item 2): record one against a live ad, accept one at or above the floor. */
export function useRecordOffer(listingId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordOfferInput) =>
      apiJson<AdminOffer>("POST", `/api/admin/listings/${listingId}/offers`, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminListingsKey }),
  });
}

export function useAcceptOffer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (offerId: string) => apiJson<AdminOffer>("POST", `/api/admin/offers/${offerId}/accept`),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminListingsKey }),
  });
}
